import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from './app';
import { call } from './factories';

/** Waits for a message to reach one of `statuses` (delivery runs on the job queue); answers the message. */
export async function waitForStatus(
    t: Pick<TestContext, 'app'>,
    token: string,
    id: number,
    statuses: string[],
    timeoutMs = 15_000,
) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const answer = await call(t.app, 'GET', `/api/v3/motor-garage/message/${id}`, { token });
        if (statuses.includes(answer.body.data?.status)) return answer.body.data;
        if (Date.now() > deadline)
            throw new Error(`message ${id} still ${answer.body.data?.status}, not ${statuses.join(' or ')}`);
        await new Promise(resolve => setTimeout(resolve, 50));
    }
}

export interface ProviderRequest {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    body: string;
}

/**
 * How the fake answers one request: a status and a JSON body, `hang` (never answers), or a function that writes the
 * answer itself (a dripping or huge one).
 */
export type ProviderAnswer = { status: number; body: object } | 'hang' | ((response: ServerResponse) => void);

export interface FakeProvider {
    /** Base URL of the server (no trailing slash). */
    url: string;
    requests: ProviderRequest[];
    /** How long it thinks before answering (a slow provider lets sends overlap). */
    delayMs: number;
    /** Answers the next requests with these, in order; afterwards with `fallback`. */
    script(...answers: ProviderAnswer[]): void;
    close(): Promise<void>;
}

/** A provider's HTTP API on loopback (port 0) that keeps every request and answers as scripted. */
export async function startFakeProvider(fallback: (request: ProviderRequest) => ProviderAnswer): Promise<FakeProvider> {
    const requests: ProviderRequest[] = [];
    const scripted: ProviderAnswer[] = [];
    const hanging = new Set<ServerResponse>();
    const server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
            const request = {
                method: req.method!,
                url: req.url!,
                headers: req.headers,
                body: Buffer.concat(chunks).toString('utf8'),
            };
            requests.push(request);
            const answer = scripted.shift() ?? fallback(request);
            if (answer === 'hang') return void hanging.add(res);
            if (typeof answer === 'function') {
                hanging.add(res);
                return answer(res);
            }
            setTimeout(
                () =>
                    res
                        .writeHead(answer.status, { 'content-type': 'application/json' })
                        .end(JSON.stringify(answer.body)),
                fake.delayMs,
            );
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake: FakeProvider = {
        url: `http://127.0.0.1:${port}`,
        requests,
        delayMs: 0,
        script: (...answers) => void scripted.push(...answers),
        close: () => {
            for (const res of hanging) res.destroy();
            server.closeAllConnections();
            return new Promise<void>(resolve => server.close(() => resolve()));
        },
    };
    return fake;
}
