import type { FallbackReason } from '../../../../common/assistant';
import { exchange, outboundErrorIn, type ExchangeLimits } from '../../../outbound';

/** The most of a model's answer read: a structured answer of ours is a few KB; more is dropped unread. */
export const MODEL_ANSWER_MAX_BYTES = 256 * 1024;

/**
 * The openai client's `fetch`, through the bounded exchange: the whole answer within the deadline, at most
 * `maxBytes` of it, public addresses only for a workspace's own model. The client reads the answer buffered here.
 */
export const boundedFetch =
    (limits: ExchangeLimits): typeof fetch =>
    async (input, init) => {
        const answer = await exchange(
            input instanceof Request ? input.url : String(input),
            {
                method: init?.method ?? 'GET',
                headers: Object.fromEntries(new Headers(init?.headers).entries()),
                body: typeof init?.body === 'string' ? init.body : undefined,
                signal: init?.signal,
            },
            limits,
        );
        const empty = answer.body.length === 0 || [204, 205, 304].includes(answer.status);
        return new Response(empty ? null : answer.body, {
            status: answer.status,
            statusText: answer.statusText,
            headers: [...answer.headers.entries()],
        });
    };

const FAILURES = {
    deadline: { reason: 'timeout', retry: true },
    unreachable: { reason: 'unreachable', retry: true },
    too_large: { reason: 'too_large', retry: false },
    not_allowed: { reason: 'endpoint_not_allowed', retry: false },
    redirect: { reason: 'provider_error', retry: false },
} as const satisfies Record<string, { reason: FallbackReason; retry: boolean }>;

/** The bounded exchange's failure inside `error` (the openai client wraps it), in our words; null for another error. */
export function failureOf(error: unknown): { reason: FallbackReason; error: string; retry: boolean } | null {
    const outbound = outboundErrorIn(error);
    if (!outbound) return null;
    const { reason, retry } = FAILURES[outbound.failure];
    const words = {
        deadline: 'timeout',
        unreachable: `no connection (${outbound.detail})`,
        too_large: outbound.detail,
        not_allowed: `endpoint not allowed: ${outbound.detail}`,
        redirect: `redirected: ${outbound.detail}`,
    }[outbound.failure];
    return { reason, error: words, retry };
}
