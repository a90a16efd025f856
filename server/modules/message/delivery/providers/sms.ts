import type { SmsConfig } from '../../../../config-channels';
import { whatsappNumber } from '../../phone';
import { postToProvider } from './http';
import { DeliveryError, NOT_A_NUMBER, type Provider } from './types';

/** Twilio's error codes (`code` of its answer) a garage meets, in our words; another code is shown as its number. */
const TWILIO_ERRORS: Record<number, string> = {
    20003: 'credentials refused',
    20429: 'too many requests',
    21211: 'the phone number is not valid',
    21408: 'sending to this region is not enabled',
    21606: 'the sender number cannot send from this account',
    21608: 'the number is not verified for a trial account',
    21610: 'the recipient has unsubscribed',
    21612: 'the number cannot be reached from the sender',
    21614: 'the number is not a mobile number',
    21617: 'the message is too long',
    30003: 'the handset is unreachable',
    30005: 'the number is unknown',
    30006: 'a landline or unreachable carrier',
};

const smsReason = (answer: Record<string, unknown>): string | null =>
    typeof answer.code === 'number' && Number.isInteger(answer.code)
        ? (TWILIO_ERRORS[answer.code] ?? `error ${answer.code}`)
        : null;

/** A Twilio-compatible Messages endpoint: form-encoded To, From, Body with HTTP basic auth; answers the `sid`. */
export const smsProvider =
    (config: SmsConfig, timeoutMs: number): Provider =>
    async ({ to, body }) => {
        const number = whatsappNumber(to);
        if (!number) throw new DeliveryError(NOT_A_NUMBER, false);
        const answer = await postToProvider(
            config.url,
            {
                headers: {
                    authorization: `Basic ${Buffer.from(config.token).toString('base64')}`,
                    'content-type': 'application/x-www-form-urlencoded',
                },
                body: new URLSearchParams({ To: `+${number}`, From: config.from, Body: body }).toString(),
            },
            { name: 'The SMS provider', timeoutMs, publicOnly: config.publicOnly, reasonOf: smsReason },
        );
        return { providerMessageId: typeof answer.sid === 'string' ? answer.sid : null };
    };
