import { describe, expect, it } from 'vitest';
import { adminToken, expectError, makeAdmin, makeUser, type Answer } from '../support/factories';
import { create, garageSuite } from '../support/garage';

// Optimistic concurrency (docs/api.md, Versions): every declared record carries `version`; a write that names another version
// than the current one, in `If-Match` or in the body, is 409 `stale` and writes nothing.
const suite = garageSuite();
const onPostgres = process.env.TEST_DB === 'postgres';

/** One call with extra headers (`If-Match`), as a client would make it. */
async function send(
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    token: string,
    options: { body?: object; ifMatch?: string } = {},
): Promise<Answer> {
    const response = await suite.t.app.inject({
        method,
        url,
        headers: {
            authorization: `Bearer ${token}`,
            ...(options.ifMatch !== undefined ? { 'if-match': options.ifMatch } : {}),
        },
        ...(options.body ? { payload: options.body } : {}),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const customers = '/api/v3/relationship/customer';
const newCustomer = (name = 'Chan Tai Man') => create(suite.t, suite.g.owner, 'relationship/customer', { name });
const read = async (url: string, token = suite.g.owner) => (await send('GET', url, token)).body.data;

describe('a declared record carries its version', () => {
    it('starts at 1 in create, get and list; each PUT adds one and answers ETag', async () => {
        const customer = await newCustomer();
        expect(customer.version).toBe(1);
        const got = await send('GET', `${customers}/${customer.id}`, suite.g.owner);
        expect(got.body.data.version).toBe(1);
        expect(got.headers.etag).toBe('"1"');
        const list = await send('GET', `${customers}?ids=${customer.id}`, suite.g.owner);
        expect(list.body.data[0].version).toBe(1);

        const saved = await send('PUT', `${customers}/${customer.id}`, suite.g.owner, {
            body: { name: 'Chan Siu Ming' },
        });
        expect(saved.status).toBe(200);
        expect(saved.body.data.version).toBe(2);
        expect(saved.headers.etag).toBe('"2"');
        expect((await send('GET', `${customers}/${customer.id}`, suite.g.owner)).headers.etag).toBe('"2"');
    });

    it('a version in the body is not written: it is the version the client read', async () => {
        const customer = await newCustomer();
        const saved = await send('PUT', `${customers}/${customer.id}`, suite.g.owner, {
            body: { name: 'Lee', version: 1 },
        });
        expect(saved.status).toBe(200);
        expect(saved.body.data.version).toBe(2);
    });
});

describe('a write from an old version is refused', () => {
    it('If-Match naming the version before the last write: 409 stale, nothing written', async () => {
        const customer = await newCustomer();
        expect(
            (
                await send('PUT', `${customers}/${customer.id}`, suite.g.owner, {
                    body: { name: 'First' },
                    ifMatch: '"1"',
                })
            ).status,
        ).toBe(200);
        const stale = await send('PUT', `${customers}/${customer.id}`, suite.g.member, {
            body: { name: 'Second' },
            ifMatch: '"1"',
        });
        expectError(stale, 409, 'stale');
        expect(stale.body.message).toMatch(/changed by someone else/i);
        const now = await read(`${customers}/${customer.id}`);
        expect(now).toMatchObject({ name: 'First', version: 2 });
    });

    it('a stale body version: 409 stale, nothing written', async () => {
        const customer = await newCustomer();
        await send('PUT', `${customers}/${customer.id}`, suite.g.owner, { body: { name: 'First' } });
        expectError(
            await send('PUT', `${customers}/${customer.id}`, suite.g.owner, { body: { name: 'Second', version: 1 } }),
            409,
            'stale',
        );
        expect(await read(`${customers}/${customer.id}`)).toMatchObject({ name: 'First', version: 2 });
    });

    it('the current version, or *, or none at all: the write goes through', async () => {
        const customer = await newCustomer();
        const url = `${customers}/${customer.id}`;
        expect((await send('PUT', url, suite.g.owner, { body: { name: 'A' }, ifMatch: '"1"' })).body.data.version).toBe(
            2,
        );
        expect(
            (await send('PUT', url, suite.g.owner, { body: { name: 'B', version: 2 }, ifMatch: '"2"' })).body.data
                .version,
        ).toBe(3);
        expect((await send('PUT', url, suite.g.owner, { body: { name: 'C' }, ifMatch: '*' })).body.data.version).toBe(
            4,
        );
        expect(
            (await send('PUT', url, suite.g.owner, { body: { name: 'D' }, ifMatch: '"9", "4"' })).body.data.version,
        ).toBe(5);
        expect((await send('PUT', url, suite.g.owner, { body: { name: 'E' } })).body.data.version).toBe(6);
    });

    it('If-Match that names no version: 400 on If-Match, nothing written', async () => {
        const customer = await newCustomer();
        for (const ifMatch of ['1x', 'W/"1"', '""', 'yes']) {
            const answer = await send('PUT', `${customers}/${customer.id}`, suite.g.owner, {
                body: { name: 'Changed' },
                ifMatch,
            });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toEqual([{ field: 'If-Match', error: 'invalid_format' }]);
        }
        expect(await read(`${customers}/${customer.id}`)).toMatchObject({ name: 'Chan Tai Man', version: 1 });
    });

    it("another workspace's record is still 404, whatever the version", async () => {
        const customer = await newCustomer();
        expectError(
            await send('PUT', `${customers}/${customer.id}`, suite.g.stranger, { body: { name: 'X' }, ifMatch: '"1"' }),
            404,
            'not_found',
        );
    });

    it('DELETE honours If-Match too', async () => {
        const customer = await newCustomer();
        await send('PUT', `${customers}/${customer.id}`, suite.g.owner, { body: { name: 'Renamed' } });
        expectError(
            await send('DELETE', `${customers}/${customer.id}`, suite.g.owner, { ifMatch: '"1"' }),
            409,
            'stale',
        );
        expect((await read(`${customers}/${customer.id}`)).name).toBe('Renamed');
        expect((await send('DELETE', `${customers}/${customer.id}`, suite.g.owner, { ifMatch: '"2"' })).status).toBe(
            200,
        );
    });
});

describe('hand-written writes move the version too', () => {
    const jobs = '/api/v3/motor-garage/invoice';

    it('a job action: the job form read before it is stale', async () => {
        const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', { complaint: 'Noise' });
        expect(job.version).toBe(1);
        const started = await send('POST', `${jobs}/${job.id}/start`, suite.g.owner);
        expect(started.body.data.version).toBe(2);
        expectError(
            await send('PUT', `${jobs}/${job.id}`, suite.g.owner, { body: { complaint: 'Old form' }, ifMatch: '"1"' }),
            409,
            'stale',
        );
        expect((await read(`${jobs}/${job.id}`)).complaint).toBe('Noise');
    });

    it('converting a booking: the booking form read before it is stale', async () => {
        const booking = await create(suite.t, suite.g.owner, 'motor-garage/booking', {
            walk_in_name: 'Walk in',
            plate: 'AB 123',
            start_at: '2030-01-07T09:00:00+08:00',
            end_at: '2030-01-07T10:00:00+08:00',
        });
        expect(
            (await send('POST', `/api/v3/motor-garage/booking/${booking.id}/convert`, suite.g.owner, { body: {} }))
                .status,
        ).toBe(200);
        expect((await read(`/api/v3/motor-garage/booking/${booking.id}`)).version).toBe(2);
        expectError(
            await send('PUT', `/api/v3/motor-garage/booking/${booking.id}`, suite.g.owner, {
                body: { notes: 'x' },
                ifMatch: '"1"',
            }),
            409,
            'stale',
        );
    });

    // The garage probe's lost update: a product form opened before an invoice took its parts put the old stock back.
    // Stock is a ledger now: the invoice is no edit of the form's fields, so the form saves and the stock stays.
    it('invoicing: a product form read before it saves its own fields and leaves the stock as the invoice left it', async () => {
        const product = await create(suite.t, suite.g.owner, 'motor-garage/product', {
            sku: 'PAD-V',
            name: 'Pads',
            price_cents: 100,
            stock_milli: 10_000,
        });
        const form = await read(`/api/v3/motor-garage/product/${product.id}`);
        const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
            lines: [{ kind: 'product', product_id: product.id, quantity_milli: 2000 }],
        });
        expect((await send('POST', `${jobs}/${job.id}/invoice`, suite.g.owner, { body: {} })).status).toBe(200);
        const saved = await send('PUT', `/api/v3/motor-garage/product/${product.id}`, suite.g.owner, {
            body: { ...form, price_cents: 120 },
        });
        expect(saved.status).toBe(200);
        expect(await read(`/api/v3/motor-garage/product/${product.id}`)).toMatchObject({
            stock_milli: 8000,
            price_cents: 120,
            version: 2,
        });
    });

    it("the workspace profile: the back-office's workspace form read before it is stale", async () => {
        const url = `/admin/v3/workspace/${suite.g.workspace.id}`;
        const admin = await adminToken(suite.t.app, (await makeAdmin(suite.t.database.db)).username);
        const before = await read(url, admin);
        const profile = await send('PUT', `/api/v3/workspace/${suite.g.workspace.id}`, suite.g.userToken, {
            body: { name: 'Renamed garage' },
        });
        expect(profile.status).toBe(200);
        expect((await read(url, admin)).version).toBe(before.version + 1);
        expectError(
            await send('PUT', url, admin, { body: { name: 'Old form' }, ifMatch: `"${before.version}"` }),
            409,
            'stale',
        );
    });

    it('the workspace profile takes If-Match and a body version too', async () => {
        const url = `/api/v3/workspace/${suite.g.workspace.id}`;
        const read = await send('GET', url, suite.g.userToken);
        const { version, name } = read.body.data;
        expect(read.headers.etag).toBe(`"${version}"`);
        const saved = await send('PUT', url, suite.g.userToken, { body: { name: 'Mine' }, ifMatch: `"${version}"` });
        expect(saved.status).toBe(200);
        expect(saved.headers.etag).toBe(`"${version + 1}"`);
        expectError(
            await send('PUT', url, suite.g.userToken, { body: { name: 'Old form' }, ifMatch: `"${version}"` }),
            409,
            'stale',
        );
        expectError(await send('PUT', url, suite.g.userToken, { body: { name: 'Old form', version } }), 409, 'stale');
        expect((await send('GET', url, suite.g.userToken)).body.data).toMatchObject({
            name: 'Mine',
            version: version + 1,
        });
        expect(name).not.toBe('Mine');
    });
});

describe('back-office records', () => {
    it('a user: version, ETag and 409 stale', async () => {
        const admin = await adminToken(suite.t.app, (await makeAdmin(suite.t.database.db)).username);
        const user = await makeUser(suite.t.database.db);
        const url = `/admin/v3/user/${user.id}`;
        const got = await send('GET', url, admin);
        expect(got.headers.etag).toBe('"1"');
        const saved = await send('PUT', url, admin, { body: { display_name: 'First' }, ifMatch: '"1"' });
        expect(saved.status).toBe(200);
        expect(saved.headers.etag).toBe('"2"');
        expectError(await send('PUT', url, admin, { body: { display_name: 'Second' }, ifMatch: '"1"' }), 409, 'stale');
        expect((await read(url, admin)).display_name).toBe('First');
    });
});

describe.runIf(onPostgres)('writes at once', () => {
    it('ten PUTs from the same version: exactly one is saved, the others are stale', async () => {
        const customer = await newCustomer();
        const answers = await Promise.all(
            Array.from({ length: 10 }, (_, index) =>
                send('PUT', `${customers}/${customer.id}`, suite.g.owner, {
                    body: { name: `Writer ${index}` },
                    ifMatch: '"1"',
                }),
            ),
        );
        expect(answers.filter(answer => answer.status === 200)).toHaveLength(1);
        expect(answers.filter(answer => answer.status === 409 && answer.body.error === 'stale')).toHaveLength(9);
        const winner = answers.find(answer => answer.status === 200)!.body.data.name;
        expect(await read(`${customers}/${customer.id}`)).toMatchObject({ name: winner, version: 2 });
    });
});
