/**
 * Meta's WhatsApp Cloud API error codes (`error.code` of its answer) in our words, the ones a garage meets: what staff
 * read instead of Meta's text. A code not listed is shown as its number.
 */
const META_ERRORS: Record<number, string> = {
    4: 'too many calls to the API',
    10: 'permission denied',
    100: 'invalid parameter',
    190: 'access token expired or invalid',
    200: 'permission denied',
    368: 'temporarily blocked for policy violations',
    130429: 'too many messages sent',
    131000: 'something went wrong at WhatsApp',
    131005: 'access denied',
    131008: 'a required parameter is missing',
    131009: 'a parameter is not valid',
    131016: 'WhatsApp is unavailable',
    131021: 'the recipient is the sending number',
    131026: 'the recipient cannot receive WhatsApp messages',
    131030: 'the recipient is not on the test number’s list',
    131031: 'the business account is locked',
    131042: 'a payment problem on the business account',
    131045: 'the sending number is not registered',
    131047: 'more than 24 hours since the customer last wrote: a template is needed',
    131048: 'spam rate limit reached',
    131049: 'not delivered by WhatsApp to keep engagement healthy',
    131051: 'unsupported message type',
    131056: 'too many messages to this recipient',
    132000: 'the template’s parameters do not match',
    132001: 'template not approved in this language',
    132005: 'the template’s text is too long',
    132007: 'the template breaks a format rule',
    132012: 'the template’s parameters have the wrong format',
    132015: 'the template is paused',
    132016: 'the template is disabled',
    133010: 'the sending number is not registered',
};

/** Meta's error `code` in our words (an unknown one as its number), or null when it is no code. */
export function metaErrorReason(code: unknown): string | null {
    if (typeof code !== 'number' || !Number.isInteger(code)) return null;
    return META_ERRORS[code] ?? `error ${code}`;
}

/** The reason of Meta's error answer `{error: {code}}` in our words, or null when it names no code. */
export const whatsappReason = (answer: Record<string, unknown>): string | null =>
    metaErrorReason((answer.error as { code?: unknown } | undefined)?.code);
