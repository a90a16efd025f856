import { fetch, type Dispatcher } from 'undici';
import { dispatcherFor } from './dispatcher';
import { OutboundError, outboundErrorIn } from './errors';

export interface ExchangeRequest {
    method: string;
    headers: Record<string, string>;
    body?: string;
    /** Aborts the exchange early (the caller's own signal). */
    signal?: AbortSignal | null;
}

export interface ExchangeLimits {
    /** The whole exchange — connection, headers and every byte of the body — ends within this. */
    timeoutMs: number;
    /** The most answer bytes read: past them the answer is dropped unread (`too_large`). */
    maxBytes: number;
    /** A workspace's own endpoint under the endpoint rule (public addresses only); false: trusted as set. */
    publicOnly: boolean;
    /** Tests hand their own agent (a resolver of their own). */
    dispatcher?: Dispatcher;
}

export interface Exchanged {
    status: number;
    statusText: string;
    headers: Headers;
    body: Buffer;
}

async function readBounded(response: Response, maxBytes: number): Promise<Buffer> {
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) {
        await response.body?.cancel();
        throw new OutboundError('too_large', `the answer declares ${declared} bytes, over ${maxBytes}`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (!response.body) return Buffer.alloc(0);
    const reader = response.body.getReader();
    for (;;) {
        const { done, value } = await reader.read();
        if (done) return Buffer.concat(chunks, size);
        size += value.byteLength;
        if (size > maxBytes) {
            await reader.cancel().catch(() => undefined);
            throw new OutboundError('too_large', `the answer is over ${maxBytes} bytes`);
        }
        chunks.push(value);
    }
}

/** Our words for why the exchange failed: an OutboundError already, the deadline, or no connection. */
function failureOf(error: unknown, deadline: AbortSignal, timeoutMs: number): OutboundError {
    const known = outboundErrorIn(error);
    if (known) return known;
    if (deadline.aborted) return new OutboundError('deadline', `no whole answer within ${timeoutMs} ms`);
    const code = (error as { cause?: { code?: unknown } })?.cause?.code;
    return new OutboundError('unreachable', typeof code === 'string' ? code : 'no connection');
}

/**
 * One request to a provider, bounded: the answer — status, headers and body — arrives within `timeoutMs` or the
 * exchange is cut (a server that sends its headers and then drips bytes included), at most `maxBytes` of it are read,
 * and a redirect is refused (a provider's API has no reason to send a request elsewhere). A workspace's endpoint
 * connects to public addresses only. Throws OutboundError; an HTTP error status is an answer like any other.
 */
export async function exchange(url: string, request: ExchangeRequest, limits: ExchangeLimits): Promise<Exchanged> {
    const deadline = AbortSignal.timeout(limits.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    try {
        const response = (await fetch(url, {
            method: request.method,
            headers: request.headers,
            body: request.body,
            signal,
            redirect: 'manual',
            dispatcher: limits.dispatcher ?? dispatcherFor(limits.publicOnly),
        })) as unknown as Response;
        if (response.status >= 300 && response.status < 400) {
            await response.body?.cancel();
            throw new OutboundError('redirect', `HTTP ${response.status} to elsewhere`);
        }
        const body = await readBounded(response, limits.maxBytes);
        return { status: response.status, statusText: response.statusText, headers: response.headers, body };
    } catch (error) {
        throw failureOf(error, deadline, limits.timeoutMs);
    }
}
