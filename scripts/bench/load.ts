import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from '../shared/percentile';

export interface BenchRequest {
    method: 'GET' | 'POST' | 'PUT';
    path: string;
    body?: object;
}

export interface LoadResult {
    requestsPerSecond: number;
    p50: number;
    p99: number;
    /** Each request's time in milliseconds, and the run's in seconds: runs merge by these. */
    times: number[];
    seconds: number;
    /** CPU time of this process (the server timed and the bench's client) per request, in milliseconds. */
    cpuPerRequest: number;
}

/**
 * One HTTP call on a kept-alive connection. The bench client shares the app's process and cores, so it uses
 * node:http rather than fetch, whose streams cost several times as much CPU per call as the call's own client work.
 */
function send(agent: Agent, url: URL, token: string, request: BenchRequest): Promise<{ status: number; text: string }> {
    const body = request.body ? JSON.stringify(request.body) : undefined;
    return new Promise((resolve, reject) => {
        const call = httpRequest(
            {
                agent,
                host: url.hostname,
                port: url.port,
                method: request.method,
                path: request.path,
                headers: {
                    authorization: `Bearer ${token}`,
                    ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
                },
            },
            response => {
                const chunks: Buffer[] = [];
                response.on('data', (chunk: Buffer) => chunks.push(chunk));
                response.on('end', () =>
                    resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
                );
                response.on('error', reject);
            },
        );
        call.on('error', reject);
        call.end(body);
    });
}

/**
 * Sends `requests` requests over real HTTP from `clients` concurrent clients (each waits for its answer before the
 * next, on its own kept-alive connection), and answers throughput and latency in milliseconds. Any answer but 2xx
 * stops the bench.
 */
export async function runLoad(
    baseUrl: string,
    token: string,
    next: (index: number) => BenchRequest,
    requests: number,
    clients: number,
): Promise<LoadResult> {
    const url = new URL(baseUrl);
    const agent = new Agent({ keepAlive: true, maxSockets: clients });
    const times: number[] = [];
    let issued = 0;
    async function client() {
        while (issued < requests) {
            const request = next(issued++);
            const started = performance.now();
            const { status, text } = await send(agent, url, token, request);
            times.push(performance.now() - started);
            if (status < 200 || status > 299)
                throw new Error(`${request.method} ${request.path}: ${status} ${text.slice(0, 300)}`);
        }
    }
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
        await Promise.all(Array.from({ length: clients }, client));
    } finally {
        agent.destroy();
    }
    const { user, system } = process.cpuUsage(cpu);
    return summary([times], (performance.now() - started) / 1000, (user + system) / 1000);
}

function summary(runs: number[][], seconds: number, cpuMs: number): LoadResult {
    const times = runs.flat().sort((a, b) => a - b);
    return {
        cpuPerRequest: cpuMs / times.length,
        requestsPerSecond: times.length / seconds,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
        times,
        seconds,
    };
}

/** Several runs of one side as one: all their requests over all their time. */
export const merged = (results: LoadResult[]) =>
    summary(
        results.map(result => result.times),
        results.reduce((sum, result) => sum + result.seconds, 0),
        results.reduce((sum, result) => sum + result.cpuPerRequest * result.times.length, 0),
    );
