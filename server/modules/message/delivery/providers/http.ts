import { exchange, OutboundError, retryableStatus, statusReason, type Exchanged } from '../../../../outbound';
import { DeliveryError } from './types';

type Json = Record<string, unknown>;

/** The most of a provider's answer read: theirs are a few hundred bytes. */
export const PROVIDER_ANSWER_MAX_BYTES = 64 * 1024;

export interface ProviderCall {
    /** Who staff read about, as a sentence starts: "WhatsApp", "The SMS provider". */
    name: string;
    timeoutMs: number;
    /** A workspace's own endpoint, under the endpoint rule; false for the platform's. */
    publicOnly: boolean;
    /** Our short words for the provider's error answer (its error code, mapped), or null. */
    reasonOf: (answer: Json) => string | null;
}

/** Why the provider gave no answer, in our words; a refused endpoint or a redirect is never tried again. */
function unanswered({ name, timeoutMs }: ProviderCall, error: OutboundError): DeliveryError {
    const detail = error.detail;
    switch (error.failure) {
        case 'deadline':
            return new DeliveryError(`${name} did not answer within ${timeoutMs / 1000} s`, true);
        case 'unreachable':
            return new DeliveryError(`${name} could not be reached (${detail})`, true);
        case 'not_allowed':
            return new DeliveryError(`${name}'s endpoint is not allowed: ${detail}`, false);
        case 'redirect':
            return new DeliveryError(`${name} sent the request elsewhere (${detail}): not followed`, false);
        case 'too_large':
            return new DeliveryError(`${name} answered with more than ${PROVIDER_ANSWER_MAX_BYTES} bytes`, false);
    }
}

const parsed = (answer: Exchanged): Json => {
    try {
        const value: unknown = JSON.parse(answer.body.toString('utf8'));
        return value && typeof value === 'object' ? (value as Json) : {};
    } catch {
        return {};
    }
};

/**
 * One request to a provider's HTTP API, through the bounded exchange. Timeouts, lost connections, 408, 409, 429 and
 * 5xx may pass (retryable); another 4xx is a refusal. Staff read the status and a reason of ours
 * ("WhatsApp refused the message (HTTP 400: template not approved in this language)"), never the provider's text.
 */
export async function postToProvider(
    url: string,
    init: { headers: Record<string, string>; body: string },
    call: ProviderCall,
): Promise<Json> {
    let answer: Exchanged;
    try {
        answer = await exchange(
            url,
            { method: 'POST', ...init },
            { timeoutMs: call.timeoutMs, maxBytes: PROVIDER_ANSWER_MAX_BYTES, publicOnly: call.publicOnly },
        );
    } catch (error) {
        throw error instanceof OutboundError ? unanswered(call, error) : error;
    }
    const json = parsed(answer);
    if (answer.status >= 200 && answer.status < 300) return json;
    const { status } = answer;
    const retryable = retryableStatus(status);
    const reason = call.reasonOf(json) ?? statusReason(status);
    const what = retryable ? 'failed' : 'refused the message';
    const providerText = answer.body.toString('utf8').slice(0, 1000);
    throw new DeliveryError(`${call.name} ${what} (HTTP ${status}: ${reason})`, retryable, providerText);
}
