import fc from 'fast-check';
import { decodeJwt, SignJWT } from 'jose';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INT } from '../../server/http/schemas';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';
import { backofficeTokens } from '../support/backoffice';
import { call, expectError, type Answer } from '../support/factories';
import {
    documentOperations,
    extraFields,
    hostileValue,
    issueValues,
    validSample,
    type Operation,
    type Parameter,
    type Scope,
} from './openapi-operations';

let t: TestContext;
let tokens: Record<Exclude<Scope, 'public'>, string>;

// Generated values per parameter, on top of the issue's own: the API has hundreds of parameters, and the file
// must stay well under a minute; each run draws new values.
const RUNS = 6;
// A valid id that names nothing: a hostile value in one field never acts on a real record through another.
const UNKNOWN_ID = 999_999;

beforeAll(async () => {
    t = await startTestApp();
    const { user, workspace, admin } = await backofficeTokens(t);
    tokens = { user, any: user, workspace, admin };
});
afterAll(async () => {
    await t.close();
});

interface Request {
    path: Record<string, unknown>;
    query: Record<string, unknown>;
    body?: unknown;
    /** Sent as the JSON body text as it is (broken JSON); `body` is serialized otherwise. */
    rawBody?: string;
}

const operations = () => documentOperations(t.app.swagger() as never);
const asText = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
// A lone surrogate cannot be percent-encoded: it travels as the replacement character, as a browser would send it.
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');
const show = (value: unknown) => {
    const text = fc.stringify(value);
    return text.length > 80 ? `${text.slice(0, 80)}…(${text.length})` : text;
};

function baseline(operation: Operation): Request {
    const path = Object.fromEntries(
        operation.parameters
            .filter(p => p.in === 'path')
            .map(p => [p.name, p.schema.type === 'integer' ? UNKNOWN_ID : validSample(p.schema)]),
    );
    return { path, query: {}, body: operation.body ? validSample(operation.body) : undefined };
}

function withParameter(operation: Operation, parameter: Parameter, value: unknown): Request {
    const request = baseline(operation);
    if (parameter.in === 'body') return { ...request, body: { ...(request.body as object), [parameter.name]: value } };
    return { ...request, [parameter.in]: { ...request[parameter.in], [parameter.name]: value } };
}

async function send(operation: Operation, request: Request): Promise<Answer> {
    const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(wellFormed(asText(request.path[name]))),
    );
    const query = Object.fromEntries(
        Object.entries(request.query).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.map(asText) : asText(value),
        ]),
    );
    const payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const token = operation.scope === 'public' ? undefined : tokens[operation.scope];
    const response = await t.app.inject({
        method: operation.method,
        url,
        query,
        headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload }),
    });
    const isJson = response.headers['content-type']?.toString().includes('json');
    return { status: response.statusCode, body: isJson ? response.json() : response.body, headers: response.headers };
}

/** What is wrong with an answer to a hostile request: a 5xx, or a 4xx without the error envelope. */
function problem(answer: Answer): string | null {
    const summary = `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
    if (answer.status >= 500) return summary;
    if (answer.status < 400) return null;
    const { success, error, message, trace_id: traceId } = answer.body ?? {};
    const envelope =
        success === false &&
        typeof error === 'string' &&
        typeof message === 'string' &&
        typeof traceId === 'string' &&
        traceId.length > 0 &&
        traceId === answer.headers['x-trace-id'];
    return envelope ? null : `not the error envelope: ${summary}`;
}

/** Runs generated values through a request and records every answer that is not a 4xx envelope. */
async function probe<T>(
    label: string,
    values: fc.Arbitrary<T>,
    fixed: T[],
    toRequest: (value: T) => Request,
    operation: Operation,
    failures: string[],
) {
    for (const value of fixed) {
        const found = problem(await send(operation, toRequest(value)));
        if (found) failures.push(`${label} = ${show(value)}: ${found}`);
    }
    const details = await fc.check(
        fc.asyncProperty(values, async value => {
            const found = problem(await send(operation, toRequest(value)));
            if (found) throw new Error(found);
        }),
        { numRuns: RUNS, endOnFailure: true },
    );
    if (details.failed)
        failures.push(`${label} = ${show(details.counterexample?.[0])}: ${(details.errorInstance as Error)?.message}`);
}

/** A path value the route would take as a real id: left out, so no hostile run acts on an existing record. */
const isUsableId = (parameter: Parameter, value: unknown) => {
    const number = Number(asText(value));
    return parameter.schema.type === 'integer' && Number.isInteger(number) && number >= 1 && number <= MAX_INT;
};

describe('every operation of the API document', () => {
    it('is walked: operations with parameters exist', () => {
        expect(operations().filter(operation => operation.parameters.length).length).toBeGreaterThanOrEqual(30);
    });

    it('answers hostile path, query and body parameters with a 4xx envelope, never a 500', async () => {
        const failures: string[] = [];
        for (const operation of operations()) {
            for (const parameter of operation.parameters) {
                const usable = (value: unknown) => parameter.in === 'path' && isUsableId(parameter, value);
                await probe(
                    `${operation.method} ${operation.path} ${parameter.in}:${parameter.name}`,
                    hostileValue(parameter.schema).filter(value => !usable(value)),
                    issueValues(parameter.schema),
                    value => withParameter(operation, parameter, value),
                    operation,
                    failures,
                );
            }
        }
        expect(failures).toEqual([]);
    }, 480_000);

    it('answers bodies with missing or extra fields, of the wrong type, or broken, with a 4xx envelope', async () => {
        const failures: string[] = [];
        const brokenBodies = [
            null,
            [],
            'text',
            1,
            true,
            '{',
            '{"__proto__":{"admin":true}}',
            '{"constructor":{"prototype":{}}}',
        ];
        for (const operation of operations().filter(o => o.body || o.otherBody)) {
            const request = baseline(operation);
            const required = Object.keys((request.body as object | undefined) ?? {});
            const label = `${operation.method} ${operation.path} body`;
            await probe(
                label,
                fc.tuple(fc.subarray(required), extraFields),
                [],
                ([missing, extra]) => ({
                    ...request,
                    body: {
                        ...Object.fromEntries(
                            Object.entries(request.body ?? {}).filter(([name]) => !missing.includes(name)),
                        ),
                        ...extra,
                    },
                }),
                operation,
                failures,
            );
            for (const body of brokenBodies) {
                const raw = typeof body === 'string' && /^[{[]/.test(body) ? body : JSON.stringify(body);
                const found = problem(await send(operation, { ...request, rawBody: raw }));
                if (found) failures.push(`${label} = ${raw}: ${found}`);
            }
        }
        expect(failures).toEqual([]);
    }, 120_000);
});

describe('sums past 2^31', () => {
    const garage = '/api/v3/motor-garage';
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, query?: Record<string, string>) =>
        call(t.app, method, `${garage}/${url}`, { token: tokens.workspace, body, query });
    const under500 = (answer: Answer, label: string) =>
        expect(answer.status, `${label}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);

    it('jobs whose line totals, sums, stock and payments pass 2^31 answer without a 5xx', async () => {
        const service = await send('POST', 'service', { code: 'BIG', name: 'Big', price_cents: MAX_INT });
        const product = await send('POST', 'product', {
            sku: 'BIG-1',
            name: 'Big part',
            price_cents: MAX_INT,
            stock_milli: MAX_INT,
        });
        under500(service, 'service');
        under500(product, 'product');
        const lines = [
            { kind: 'service', service_id: service.body.data?.id ?? UNKNOWN_ID, quantity_milli: MAX_INT },
            { kind: 'product', product_id: product.body.data?.id ?? UNKNOWN_ID, quantity_milli: MAX_INT },
            ...Array.from({ length: 3 }, () => ({
                kind: 'custom',
                description: 'Big',
                quantity_milli: 1000,
                unit_price_cents: MAX_INT,
            })),
            {
                kind: 'custom',
                description: 'Many',
                quantity_milli: MAX_INT,
                unit_price_cents: MAX_INT,
                discount_cents: MAX_INT,
            },
        ];
        const job = await send('POST', 'invoice', { complaint: 'Sums', lines });
        under500(job, 'create');
        const small = await send('POST', 'invoice', { lines: lines.slice(2, 5) });
        under500(small, 'create a job of 3 × (2^31 − 1)');
        for (const created of [job, small].filter(answer => answer.status === 201)) {
            const id = created.body.data.id;
            under500(await send('PUT', `invoice/${id}`, { lines: [...lines.slice(2), ...lines.slice(2)] }), 'update');
            under500(await send('POST', `invoice/${id}/invoice`, {}), 'invoice');
            under500(await send('POST', `invoice/${id}/payment`, { amount_cents: MAX_INT, method: 'cash' }), 'payment');
            under500(await send('GET', `invoice/${id}`), 'read');
        }
        under500(await send('GET', 'invoice', undefined, { field: 'total_cents', asc: 'false' }), 'list by total');
        const today = new Date().toISOString().slice(0, 10);
        under500(await send('GET', 'statistic', undefined, { from: today, to: today }), 'statistic');
    });
});

describe("Fastify's own refusals", () => {
    it('answers a malformed URL with the error envelope', async () => {
        for (const url of ['/%', '/api/v3/workspace/%', '/api/v3/workspace/%E0%A4%A']) {
            expectError(await call(t.app, 'GET', url, { token: tokens.user }), 400, 'validation_failed');
        }
    });

    it('answers a path parameter longer than the router takes with the error envelope', async () => {
        expectError(
            await call(t.app, 'GET', `/api/v3/workspace/${'1'.repeat(500)}`, { token: tokens.user }),
            414,
            'uri_too_long',
        );
    });

    it('answers oversized headers with 431 and the error envelope, on a real socket', async () => {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;
        const answer = await new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
            (resolve, reject) => {
                const outgoing = httpRequest(
                    {
                        host: '127.0.0.1',
                        port,
                        path: '/public/v3/config',
                        headers: { 'x-padding': 'x'.repeat(64 * 1024) },
                    },
                    incoming => {
                        let text = '';
                        incoming.on('data', (chunk: Buffer) => {
                            text += chunk.toString();
                        });
                        incoming.on('end', () =>
                            resolve({ status: incoming.statusCode!, headers: incoming.headers, text }),
                        );
                    },
                );
                outgoing.on('error', reject);
                outgoing.end();
            },
        );
        expectError(
            { status: answer.status, headers: answer.headers, body: JSON.parse(answer.text) },
            431,
            'headers_too_large',
        );
    });
});

describe('token claims of the wrong shape', () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    /** The token's own claims with some replaced, signed with the real secret. */
    const resign = (token: string, changes: Record<string, unknown>) =>
        new SignJWT({ ...decodeJwt(token), ...changes }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const now = () => Math.floor(Date.now() / 1000);

    it('refuses a jti that is not a uuid with 401', async () => {
        for (const jti of ['not-a-uuid', '', "1' OR '1'='1", 'a\u0000b', 42]) {
            const token = await resign(tokens.user, { jti });
            expectError(await call(t.app, 'GET', '/api/v3/user/self', { token }), 401, 'unauthorized');
        }
    });

    it('refuses a subject or workspace id that is not an id with 401', async () => {
        for (const sub of ['2147483648', '1e21', '9223372036854775808', '0', '-1', '1.5', 'abc', '']) {
            expectError(
                await call(t.app, 'GET', '/api/v3/user/self', { token: await resign(tokens.user, { sub }) }),
                401,
                'unauthorized',
            );
        }
        for (const wid of [2 ** 31, 1e21, 0, -1, 1.5, '1', null]) {
            const token = await resign(tokens.workspace, { wid });
            expectError(await call(t.app, 'GET', '/api/v3/workspace-user/self', { token }), 401, 'unauthorized');
        }
    });

    it('refuses a token issued in the future, beyond a minute of clock skew, with 401', async () => {
        const years = 5 * 365 * 86_400;
        const future = await resign(tokens.user, { iat: now() + years, exp: now() + years + 3600 });
        expectError(await call(t.app, 'GET', '/api/v3/user/self', { token: future }), 401, 'unauthorized');
        expectError(await call(t.app, 'POST', '/public/v3/refresh-token', { token: future }), 401, 'unauthorized');

        const skewed = await resign(tokens.user, { iat: now() + 30 });
        expect((await call(t.app, 'GET', '/api/v3/user/self', { token: skewed })).status).toBe(200);
    });
});
