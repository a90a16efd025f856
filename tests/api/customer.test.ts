import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { optOutLink } from '../../server/modules/portal/opt-out';
import { call, expectError } from '../support/factories';
import { create, listIds, garageSuite } from '../support/garage';

const suite = garageSuite();

const path = '/api/v3/relationship/customer';

describe('customers', () => {
    it('are created with defaults, and the read-only fields a client sends back are dropped', async () => {
        const created = await call(suite.t.app, 'POST', path, {
            token: suite.g.member,
            body: {
                name: '  陳大文  ',
                phone: '9123 4567',
                tags: ['VIP', ' VIP ', 'fleet'],
                id: 999,
                vehicle_count: 7,
                balance_cents: 5,
                created_at: '2000-01-01T00:00:00Z',
            },
        });
        expect(created.status).toBe(201);
        expect(created.body.data).toMatchObject({
            name: '陳大文',
            type: 'individual',
            phone: '9123 4567',
            tags: ['VIP', 'fleet'],
            preferred_locale: 'zh-hk',
            marketing_consent: false,
            vehicle_count: 0,
            balance_cents: 0,
            notes: '',
        });
        expect(created.body.data.id).not.toBe(999);
        expect(created.body.data.created_at).not.toBe('2000-01-01T00:00:00.000Z');

        const read = await call(suite.t.app, 'GET', `${path}/${created.body.data.id}`, { token: suite.g.member });
        expect(read.body.data).toEqual(created.body.data);
    });

    it('refuse a missing or blank name, a bad enum and a non-array of tags, changing nothing', async () => {
        const before = (await call(suite.t.app, 'GET', path, { token: suite.g.owner })).body.total;
        for (const body of [
            {},
            { name: '   ' },
            { name: 'A', type: 'alien' },
            { name: 'A', tags: 'vip' },
            { name: 'x'.repeat(201) },
        ]) {
            expectError(
                await call(suite.t.app, 'POST', path, { token: suite.g.owner, body }),
                400,
                'validation_failed',
            );
        }
        const blank = await call(suite.t.app, 'POST', path, { token: suite.g.owner, body: { name: '  ' } });
        expect(blank.body.details).toEqual([{ field: 'name', error: 'required' }]);
        expect((await call(suite.t.app, 'GET', path, { token: suite.g.owner })).body.total).toBe(before);
    });

    it('are found by name (Chinese too), company, email and phone typed with or without spaces and dashes', async () => {
        const wong = await create(suite.t, suite.g.owner, 'relationship/customer', {
            name: '黃小明 Wong Siu Ming',
            phone: '6123-4567',
            email: 'ming@wong.hk',
        });
        const lee = await create(suite.t, suite.g.owner, 'relationship/customer', {
            name: 'Lee Ka Yan',
            type: 'company',
            company_name: 'Harbour Logistics Ltd',
            phone: '+852 2345 6789',
        });
        const percent = await create(suite.t, suite.g.owner, 'relationship/customer', { name: '100%_Motors' });
        const search = (keyword: string) => listIds(suite.t, suite.g.owner, 'relationship/customer', { keyword });
        expect(await search('小明')).toEqual([wong.id]);
        expect(await search('SIU MING')).toEqual([wong.id]);
        expect(await search('harbour')).toEqual([lee.id]);
        expect(await search('WONG.HK')).toEqual([wong.id]);
        expect(await search('61234567')).toEqual([wong.id]);
        expect(await search('6123 4567')).toEqual([wong.id]);
        expect(await search('2345-6789')).toEqual([lee.id]);
        expect(await search('%_')).toEqual([percent.id]);
        expect(await search('0%')).toEqual([percent.id]);
        expect(await search('nobody here')).toEqual([]);
    });

    it('filter by type and tag, answer the ids asked for, and sort stably by every sortable field', async () => {
        const a = await create(suite.t, suite.g.owner, 'relationship/customer', {
            name: 'Filter Alpha',
            type: 'company',
            tags: ['fleet'],
        });
        const b = await create(suite.t, suite.g.owner, 'relationship/customer', {
            name: 'filter beta',
            tags: ['fleet', 'vip'],
        });
        const c = await create(suite.t, suite.g.owner, 'relationship/customer', { name: 'Filter Gamma' });
        const ids = (query: Record<string, string>) =>
            listIds(suite.t, suite.g.owner, 'relationship/customer', { keyword: 'filter', ...query });
        expect(await ids({ type: 'company' })).toEqual([a.id]);
        expect(await ids({ tag: 'fleet' })).toEqual([a.id, b.id]);
        expect(await ids({ tag: 'vip', type: 'individual' })).toEqual([b.id]);
        expect(await ids({ field: 'name', asc: 'false' })).toEqual([c.id, b.id, a.id]);
        // A keyword under three characters is searched in the sort order, a longer one through its matches first.
        expect(await ids({ keyword: 'fI', ids: `${a.id},${b.id},${c.id}`, field: 'name', asc: 'false' })).toEqual([
            c.id,
            b.id,
            a.id,
        ]);
        expect(await ids({ keyword: 'FILTER', field: 'name', size: '1', page: '2' })).toEqual([b.id]);
        expect(await ids({ field: 'created_at' })).toEqual([a.id, b.id, c.id]);
        expect(await ids({ field: 'created_at', asc: 'false', size: '2', page: '2' })).toEqual([a.id]);
        expect(await listIds(suite.t, suite.g.owner, 'relationship/customer', { ids: `${c.id},${a.id}` })).toEqual([
            a.id,
            c.id,
        ]);
        expect(await listIds(suite.t, suite.g.owner, 'relationship/customer', { ids: `${a.id},9999999999` })).toEqual([
            a.id,
        ]);
        expectError(
            await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { field: 'phone' } }),
            400,
            'validation_failed',
        );
        expectError(
            await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { ids: '1,x' } }),
            400,
            'validation_failed',
        );
        expectError(
            await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { type: 'alien' } }),
            400,
            'validation_failed',
        );
        const page = await call(suite.t.app, 'GET', path, {
            token: suite.g.owner,
            query: { keyword: 'filter', size: '2' },
        });
        expect(page.body).toMatchObject({ total: 3, page: 1, size: 2 });
    });

    it('are updated with PUT, keeping the fields left out', async () => {
        const customer = await create(suite.t, suite.g.owner, 'relationship/customer', {
            name: 'Old name',
            email: 'old@example.hk',
            notes: 'Pays cash',
        });
        const updated = await call(suite.t.app, 'PUT', `${path}/${customer.id}`, {
            token: suite.g.member,
            body: { ...customer, name: 'New name', email: ' new@example.hk ' },
        });
        expect(updated.status).toBe(200);
        expect(updated.body.data).toMatchObject({ name: 'New name', email: 'new@example.hk', notes: 'Pays cash' });
        const partial = await call(suite.t.app, 'PUT', `${path}/${customer.id}`, {
            token: suite.g.member,
            body: { phone: '9000 0000' },
        });
        expect(partial.body.data).toMatchObject({ name: 'New name', phone: '9000 0000', notes: 'Pays cash' });
        expectError(
            await call(suite.t.app, 'PUT', `${path}/${customer.id}`, { token: suite.g.member, body: { name: '' } }),
            400,
            'validation_failed',
        );
        expectError(
            await call(suite.t.app, 'PUT', `${path}/2147483647`, { token: suite.g.member, body: { name: 'Ghost' } }),
            404,
            'not_found',
        );
    });

    it('with vehicles cannot be deleted (409 in_use); without, they can by an owner but not a member', async () => {
        const customer = await create(suite.t, suite.g.owner, 'relationship/customer', { name: 'Has a car' });
        const vehicle = await create(suite.t, suite.g.owner, 'motor-garage/vehicle', {
            plate: 'DEL 1',
            customer_id: customer.id,
        });
        const refused = await call(suite.t.app, 'DELETE', `${path}/${customer.id}`, { token: suite.g.owner });
        expectError(refused, 409, 'in_use');
        expect(refused.body.message).toMatch(/vehicles/);
        expect(
            (await call(suite.t.app, 'GET', `${path}/${customer.id}`, { token: suite.g.owner })).body.data
                .vehicle_count,
        ).toBe(1);

        await call(suite.t.app, 'PUT', `/api/v3/motor-garage/vehicle/${vehicle.id}`, {
            token: suite.g.owner,
            body: { customer_id: null },
        });
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${customer.id}`, { token: suite.g.member }),
            403,
            'forbidden',
        );
        expect(
            (await call(suite.t.app, 'DELETE', `${path}/${customer.id}`, { token: suite.g.owner })).body.data,
        ).toEqual({ id: customer.id });
        expectError(
            await call(suite.t.app, 'GET', `${path}/${customer.id}`, { token: suite.g.owner }),
            404,
            'not_found',
        );
    });

    it('of another workspace are never visible or writable', async () => {
        const mine = await create(suite.t, suite.g.owner, 'relationship/customer', { name: 'Private customer' });
        const theirs = await create(suite.t, suite.g.stranger, 'relationship/customer', { name: 'Private customer' });
        expect(await listIds(suite.t, suite.g.stranger, 'relationship/customer', { keyword: 'private' })).toEqual([
            theirs.id,
        ]);
        expect(
            await listIds(suite.t, suite.g.stranger, 'relationship/customer', { ids: `${mine.id},${theirs.id}` }),
        ).toEqual([theirs.id]);
        expectError(
            await call(suite.t.app, 'GET', `${path}/${mine.id}`, { token: suite.g.stranger }),
            404,
            'not_found',
        );
        expectError(
            await call(suite.t.app, 'PUT', `${path}/${mine.id}`, { token: suite.g.stranger, body: { name: 'Stolen' } }),
            404,
            'not_found',
        );
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${mine.id}`, { token: suite.g.stranger }),
            404,
            'not_found',
        );
        expect((await call(suite.t.app, 'GET', `${path}/${mine.id}`, { token: suite.g.owner })).body.data.name).toBe(
            'Private customer',
        );
    });

    it('need a workspace token with the permission', async () => {
        expectError(await call(suite.t.app, 'GET', path), 401, 'unauthorized');
        expectError(await call(suite.t.app, 'GET', path, { token: suite.g.userToken }), 403, 'workspace_required');
        expect((await call(suite.t.app, 'GET', path, { token: suite.g.member })).status).toBe(200);
    });
});

describe("a customer's reminder consent (Hong Kong's PDPO)", () => {
    const read = async (id: number) =>
        (await call(suite.t.app, 'GET', `${path}/${id}`, { token: suite.g.owner })).body.data;
    const put = (id: number, body: object) =>
        call(suite.t.app, 'PUT', `${path}/${id}`, { token: suite.g.member, body });
    /** Sets what is stored, as an earlier write (online, or before sources were kept) left it. */
    const stored = (id: number, values: Partial<typeof customers.$inferInsert>) =>
        suite.t.database.db.update(customers).set(values).where(eq(customers.id, id));
    const within = (at: string, from: number) => {
        expect(Date.parse(at)).toBeGreaterThanOrEqual(from - 1000);
        expect(Date.parse(at)).toBeLessThanOrEqual(Date.now() + 1000);
    };

    it('is not given unless ticked; a tick by staff is kept as given by staff, with the time', async () => {
        const from = Date.now();
        const silent = await create(suite.t, suite.g.member, 'relationship/customer', { name: 'No tick' });
        expect(silent).toMatchObject({ reminder_consent: false, consent_source: null, consent_at: null });
        const ticked = await create(suite.t, suite.g.member, 'relationship/customer', {
            name: 'Ticked',
            reminder_consent: true,
            // read only: a client cannot say where consent came from
            consent_source: 'online',
            consent_at: '2020-01-01T00:00:00Z',
        });
        expect(ticked).toMatchObject({ reminder_consent: true, consent_source: 'staff' });
        within(ticked.consent_at, from);
        const forged = await create(suite.t, suite.g.member, 'relationship/customer', {
            name: 'Forged',
            consent_source: 'import',
        });
        expect(forged).toMatchObject({ reminder_consent: false, consent_source: null, consent_at: null });
    });

    it('keeps its source and time through saves that leave it; turning it off clears them, on again is new', async () => {
        const customer = await create(suite.t, suite.g.member, 'relationship/customer', {
            name: 'Chan',
            reminder_consent: true,
        });
        const online = new Date('2026-06-01T02:00:00Z');
        await stored(customer.id, { consentSource: 'online', consentAt: online });
        const saved = await put(customer.id, { ...(await read(customer.id)), name: 'Chan Tai Man' });
        expect(saved.status).toBe(200);
        expect(saved.body.data).toMatchObject({
            reminder_consent: true,
            consent_source: 'online',
            consent_at: online.toISOString(),
        });
        expect((await put(customer.id, { reminder_consent: true })).body.data.consent_source).toBe('online');

        const off = await put(customer.id, { reminder_consent: false });
        expect(off.body.data).toMatchObject({ reminder_consent: false, consent_source: null, consent_at: null });
        const from = Date.now();
        const on = await put(customer.id, { reminder_consent: true });
        expect(on.body.data).toMatchObject({ reminder_consent: true, consent_source: 'staff' });
        within(on.body.data.consent_at, from);
    });

    it('given before sources were kept stays as it was (nothing to migrate)', async () => {
        const customer = await create(suite.t, suite.g.owner, 'relationship/customer', { name: 'Legacy' });
        await stored(customer.id, { reminderConsent: true, consentSource: null, consentAt: null });
        const saved = await put(customer.id, { ...(await read(customer.id)), notes: 'Regular' });
        expect(saved.body.data).toMatchObject({ reminder_consent: true, consent_source: null, consent_at: null });
    });

    it("is withdrawn from the customer's opt-out link with its source and time, and given again there online", async () => {
        const customer = await create(suite.t, suite.g.owner, 'relationship/customer', {
            name: 'Opting out',
            reminder_consent: true,
        });
        const { url } = await withTenant(suite.t.database.db, suite.g.workspace.id, tx =>
            optOutLink(tx, { workspaceId: suite.g.workspace.id, customerId: customer.id, by: null, origin: '' }),
        );
        const token = url.split('/portal/opt-out/')[1];
        const out = await call(suite.t.app, 'POST', `/public/v3/portal/${token}/opt-out`);
        expect(out.body.data.reminder_consent).toBe(false);
        expect(await read(customer.id)).toMatchObject({
            reminder_consent: false,
            consent_source: null,
            consent_at: null,
        });
        const from = Date.now();
        expect((await call(suite.t.app, 'POST', `/public/v3/portal/${token}/opt-in`)).body.data.reminder_consent).toBe(
            true,
        );
        const back = await read(customer.id);
        expect(back).toMatchObject({ reminder_consent: true, consent_source: 'online' });
        within(back.consent_at, from);
    });

    it("of another workspace's customer cannot be read or changed (404)", async () => {
        const theirs = await create(suite.t, suite.g.stranger, 'relationship/customer', { name: 'Theirs' });
        expectError(await put(theirs.id, { reminder_consent: true }), 404, 'not_found');
        const [row] = await suite.t.database.db.select().from(customers).where(eq(customers.id, theirs.id));
        expect([row.reminderConsent, row.consentSource]).toEqual([false, null]);
    });
});
