/** A workspace's endpoint points where the server may not go (loopback, a private network, plain http…). */
export class EndpointNotAllowed extends Error {
    override name = 'EndpointNotAllowed';
}

/**
 * Why an exchange with a provider gave no usable answer, in the server's words (never the provider's):
 * `deadline` no whole answer in time, `too_large` more than the bytes allowed, `not_allowed` the endpoint rule,
 * `redirect` the provider pointed elsewhere, `unreachable` no connection.
 */
export type OutboundFailure = 'deadline' | 'too_large' | 'not_allowed' | 'redirect' | 'unreachable';

/** What an exchange refused, with a short reason an operator reads (`detail`: ours, no provider text). */
export class OutboundError extends Error {
    override name = 'OutboundError';
    constructor(
        readonly failure: OutboundFailure,
        readonly detail: string,
    ) {
        // Not the words "timeout" or "timed out": the openai client would read those as its own timeout and drop us.
        super(`${failure}: ${detail}`);
    }
}

/**
 * The OutboundError somewhere in `error`'s causes (fetch and the openai client wrap what they catch); a refused
 * connection (EndpointNotAllowed) as the `not_allowed` failure it is.
 */
export function outboundErrorIn(error: unknown): OutboundError | null {
    let current = error as { cause?: unknown } | undefined;
    for (let depth = 0; current && depth < 6; depth++, current = current.cause as typeof current) {
        if (current instanceof OutboundError) return current;
        if (current instanceof EndpointNotAllowed) return new OutboundError('not_allowed', current.message);
    }
    return null;
}
