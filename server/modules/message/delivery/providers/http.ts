import { DeliveryError } from './types';

type Json = Record<string, unknown>;

const retryableStatus = (status: number) => status === 429 || status >= 500;

/**
 * One request to a provider's HTTP API. Timeouts, network errors, 429 and 5xx may pass (retryable); another 4xx is a
 * refusal. The reason is the provider's own words (`reasonOf` its JSON answer), else the HTTP status.
 */
export async function postToProvider(
    url: string,
    init: { headers: Record<string, string>; body: string },
    { timeoutMs, reasonOf }: { timeoutMs: number; reasonOf: (answer: Json) => unknown },
): Promise<Json> {
    let response: Response;
    try {
        response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw new DeliveryError(timedOut ? `No answer within ${timeoutMs / 1000} s` : (error as Error).message, true);
    }
    const answer = (await response.json().catch(() => ({}))) as Json;
    if (response.ok) return answer;
    const reason = reasonOf(answer);
    throw new DeliveryError(
        typeof reason === 'string' && reason ? reason : `HTTP ${response.status} ${response.statusText}`.trim(),
        retryableStatus(response.status),
    );
}
