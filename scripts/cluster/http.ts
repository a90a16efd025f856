import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
    status: number;
    headers: IncomingHttpHeaders;
    bytes: Buffer;
    /** The parsed JSON body, or null when the answer is not JSON. */
    body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface CallOptions {
    token?: string;
    json?: unknown;
    /** A raw body (with its content type in `headers`). */
    bytes?: Buffer;
    headers?: Record<string, string>;
    /** The status a working cluster answers: anything else (or no answer) is counted as a failed request. */
    expect?: number;
    /** The connection pool; each load client has its own, so it keeps its own connections to the balancer. */
    agent?: Agent;
}

/** Every request of one scenario: how long each took, and what went wrong. */
export class Tally {
    readonly latencies: number[] = [];
    readonly failures: string[] = [];
    readonly started = performance.now();
    ended: number | null = null;

    record(ms: number, failure: string | null) {
        this.latencies.push(ms);
        if (failure) this.failures.push(failure);
    }
}

/** Where a call's time and failure go: a tally, or something that hands them to one when the call ends. */
export type Recording = Pick<Tally, 'record'>;

const sharedAgent = new Agent({ keepAlive: true });

function send(base: string, method: string, path: string, options: CallOptions): Promise<Omit<Answer, 'body'>> {
    const url = new URL(path, base);
    const payload = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.bytes;
    const headers: Record<string, string | number> = {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(payload ? { 'content-length': payload.length } : {}),
        ...options.headers,
    };
    return new Promise((resolve, reject) => {
        const outgoing = httpRequest(
            url,
            { method, headers, agent: options.agent ?? sharedAgent, timeout: 30_000 },
            response => {
                const chunks: Buffer[] = [];
                response.on('data', (chunk: Buffer) => chunks.push(chunk));
                response.on('end', () =>
                    resolve({
                        status: response.statusCode ?? 0,
                        headers: response.headers,
                        bytes: Buffer.concat(chunks),
                    }),
                );
                response.on('error', reject);
            },
        );
        outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 30 s')));
        outgoing.on('error', reject);
        outgoing.end(payload);
    });
}

/**
 * One HTTP call to `base` (the balancer or a node), timed into `tally`. A network error answers status 0. With
 * `expect`, any other status is recorded as a failure of the scenario (the call still answers, for the caller's checks).
 */
export async function call(tally: Recording, base: string, method: string, path: string, options: CallOptions = {}) {
    const started = performance.now();
    let answer: Answer;
    try {
        const raw = await send(base, method, path, options);
        const json = raw.headers['content-type']?.includes('json');
        answer = { ...raw, body: json ? JSON.parse(raw.bytes.toString('utf8')) : null };
    } catch (error) {
        answer = { status: 0, headers: {}, bytes: Buffer.alloc(0), body: { error: (error as Error).message } };
    }
    const failed = options.expect !== undefined && answer.status !== options.expect;
    const what = failed ? `${method} ${path} via ${base}: ${answer.status} ${JSON.stringify(answer.body)}` : null;
    tally.record(performance.now() - started, what?.slice(0, 300) ?? null);
    return answer;
}

/** Stops the scenario with `message` when a check does not hold. */
export function check(condition: unknown, message: string): asserts condition {
    if (!condition) throw new Error(message);
}

export const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));
