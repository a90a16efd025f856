import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    addressProblem,
    endpointProblem,
    exchange,
    OutboundError,
    publicOnlyDispatcher,
    publicOnlyLookup,
    type ResolveAll,
} from '../../../server/outbound';
import { startFakeProvider, type FakeProvider } from '../../support/delivery';
import { dripping, huge } from '../../support/fake-openai';

/** A resolver that answers `addresses` for every name, one list per call in turn (the last one repeated). */
function resolverAnswering(...answers: string[][]): ResolveAll & { calls: string[] } {
    const calls: string[] = [];
    const resolve = ((hostname, _options, callback) => {
        calls.push(hostname);
        const addresses = answers[Math.min(calls.length - 1, answers.length - 1)];
        callback(
            null,
            addresses.map(address => ({ address, family: address.includes(':') ? 6 : 4 }) satisfies LookupAddress),
        );
    }) as ResolveAll & { calls: string[] };
    resolve.calls = calls;
    return resolve;
}

const failingResolver: ResolveAll = (hostname, _options, callback) =>
    callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);

describe('addresses a workspace’s endpoint may not reach', () => {
    it.each([
        ['127.0.0.1', 'loopback'],
        ['127.8.9.10', 'loopback'],
        ['10.1.2.3', 'private'],
        ['172.16.0.1', 'private'],
        ['172.31.255.254', 'private'],
        ['192.168.1.1', 'private'],
        ['169.254.169.254', 'link-local'],
        ['100.64.0.1', 'carrier-grade NAT'],
        ['0.0.0.0', 'unspecified'],
        ['224.0.0.1', 'multicast'],
        ['255.255.255.255', 'broadcast'],
        ['240.0.0.1', 'reserved'],
        ['192.0.2.10', 'reserved'],
        ['::1', 'loopback'],
        ['::', 'unspecified'],
        ['fc00::1', 'private'],
        ['fd12:3456::1', 'private'],
        ['fe80::1', 'link-local'],
        ['ff02::1', 'multicast'],
        ['::ffff:127.0.0.1', 'loopback'],
        ['::ffff:10.0.0.1', 'private'],
        ['::ffff:169.254.169.254', 'link-local'],
        ['64:ff9b::a00:1', 'reserved'],
    ])('%s is refused (%s)', (address, kind) => {
        expect(addressProblem(address)).toContain(kind);
    });

    it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
        '%s is public',
        address => expect(addressProblem(address)).toBeNull(),
    );
});

describe('the endpoint rule at save', () => {
    const strict = (resolve: ResolveAll = resolverAnswering(['93.184.216.34'])) => ({ allowPrivate: false, resolve });

    it('takes https to a name that resolves to public addresses only', async () => {
        expect(await endpointProblem('https://api.example.com/v1', strict())).toBeNull();
        expect(await endpointProblem('https://93.184.216.34/v1', strict())).toBeNull();
    });

    it.each([
        ['http://api.example.com/v1', /https/],
        ['https://localhost:8080/v1', /this machine/],
        ['https://LOCALHOST./v1', /this machine/],
        ['https://model.localhost/v1', /this machine/],
        ['https://127.0.0.1/v1', /loopback/],
        ['https://2130706433/v1', /loopback/],
        ['https://0x7f.1/v1', /loopback/],
        ['https://[::1]/v1', /loopback/],
        ['https://[::ffff:7f00:1]/v1', /loopback/],
        ['https://169.254.169.254/latest/meta-data', /link-local/],
        ['https://10.0.0.8/sms', /private/],
        ['ftp://api.example.com', /https/],
        ['not a url', /not a URL/],
    ])('refuses %s', async (url, why) => {
        expect(await endpointProblem(url, strict())).toMatch(why);
    });

    it('refuses a name that resolves to a private address, or to a public and a private one', async () => {
        expect(await endpointProblem('https://sms.example.com', strict(resolverAnswering(['10.0.0.5'])))).toMatch(
            /sms\.example\.com resolves to 10\.0\.0\.5, a private address/,
        );
        const mixed = resolverAnswering(['93.184.216.34', '127.0.0.1']);
        expect(await endpointProblem('https://sms.example.com', strict(mixed))).toMatch(/loopback/);
        expect(await endpointProblem('https://sms.example.com', strict(failingResolver))).toMatch(/looked up/);
    });

    it('lets any http(s) URL pass with ALLOW_PRIVATE_ENDPOINTS', async () => {
        const open = { allowPrivate: true, resolve: failingResolver };
        expect(await endpointProblem('http://127.0.0.1:11434/v1', open)).toBeNull();
        expect(await endpointProblem('http://ollama.lan/v1', open)).toBeNull();
        expect(await endpointProblem('file:///etc/passwd', open)).toMatch(/http/);
    });
});

describe('the endpoint rule at connection', () => {
    let fake: FakeProvider;
    beforeAll(async () => {
        fake = await startFakeProvider(() => ({ status: 200, body: { ok: true } }));
    });
    afterAll(() => fake.close());
    const port = () => new URL(fake.url).port;
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    const limits = { timeoutMs: 2000, maxBytes: 256 * 1024, publicOnly: true };

    it('answers only public addresses to the socket', () => {
        const answered: unknown[] = [];
        const lookup = publicOnlyLookup(resolverAnswering(['93.184.216.34', '2606:4700::1']));
        lookup('api.example.com', { all: true }, (error, addresses) => answered.push(error, addresses));
        lookup('api.example.com', {}, (error, address, family) => answered.push(error, address, family));
        expect(answered).toEqual([
            null,
            [
                { address: '93.184.216.34', family: 4 },
                { address: '2606:4700::1', family: 6 },
            ],
            null,
            '93.184.216.34',
            4,
        ]);
    });

    it('refuses a name that resolved to a public address at save and to loopback now (DNS rebinding)', async () => {
        const rebinding = resolverAnswering(['93.184.216.34'], ['127.0.0.1']);
        expect(await endpointProblem('https://model.example.com/v1', { allowPrivate: false, resolve: rebinding })).toBe(
            null,
        );
        const dispatcher = publicOnlyDispatcher(rebinding);
        const refused = exchange(`http://model.example.com:${port()}/v1`, post, { ...limits, dispatcher });
        await expect(refused).rejects.toMatchObject({
            failure: 'not_allowed',
            detail: expect.stringMatching(/loopback/),
        });
        expect(rebinding.calls).toEqual(['model.example.com', 'model.example.com']);
        expect(fake.requests).toHaveLength(0);
    });

    it('refuses an address written in the URL, which is never looked up', async () => {
        const resolve = resolverAnswering(['93.184.216.34']);
        const dispatcher = publicOnlyDispatcher(resolve);
        for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]']) {
            const refused = exchange(`http://${host}:${port()}/sms`, post, { ...limits, dispatcher });
            await expect(refused).rejects.toMatchObject({ failure: 'not_allowed' });
        }
        expect(resolve.calls).toEqual([]);
        expect(fake.requests).toHaveLength(0);
    });

    it('answers through a trusted agent, and refuses a redirect', async () => {
        const trusted = { ...limits, publicOnly: false };
        const answer = await exchange(`${fake.url}/sms`, post, trusted);
        expect({ status: answer.status, body: JSON.parse(answer.body.toString()) }).toEqual({
            status: 200,
            body: { ok: true },
        });
        fake.script(response => response.writeHead(302, { location: 'http://169.254.169.254/' }).end());
        await expect(exchange(`${fake.url}/sms`, post, trusted)).rejects.toMatchObject({ failure: 'redirect' });
    });
});

describe('the exchange’s bounds', () => {
    let fake: FakeProvider;
    beforeAll(async () => {
        fake = await startFakeProvider(() => ({ status: 200, body: {} }));
    });
    afterAll(() => fake.close());
    const post = { method: 'POST', headers: {}, body: '{}' };

    it('cuts an answer whose headers came at once and whose body drips past the deadline', async () => {
        fake.script(dripping('{"text": "slow"}', 50));
        const started = Date.now();
        const cut = exchange(fake.url, post, { timeoutMs: 400, maxBytes: 1024, publicOnly: false });
        await expect(cut).rejects.toMatchObject({ failure: 'deadline' });
        expect(Date.now() - started).toBeGreaterThanOrEqual(380);
        expect(Date.now() - started).toBeLessThan(1500);
    });

    it('stops reading past the byte limit, declared or not', async () => {
        fake.script(huge(8));
        const started = Date.now();
        const refused = exchange(fake.url, post, { timeoutMs: 5000, maxBytes: 256 * 1024, publicOnly: false });
        await expect(refused).rejects.toBeInstanceOf(OutboundError);
        await expect(refused).rejects.toMatchObject({ failure: 'too_large' });
        expect(Date.now() - started).toBeLessThan(3000);
        fake.script(response => response.writeHead(200, { 'content-length': String(300 * 1024) }).write('{"partial":'));
        await expect(
            exchange(fake.url, post, { timeoutMs: 5000, maxBytes: 256 * 1024, publicOnly: false }),
        ).rejects.toMatchObject({ failure: 'too_large', detail: expect.stringMatching(/declares/) });
    });
});
