import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { discounts, jobs } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { yearIn } from '../../server/modules/job/numbers';
import { call, expectError } from '../support/factories';
import { create, garageSuite, listIds } from '../support/garage';

const suite = garageSuite();
const path = '/api/v3/motor-garage/invoice';
const year = yearIn('Asia/Hong_Kong');

/** A customer with a car, an hour of labour at $380 and a part at $88 in the suite's garage. */
let chan: { id: number };
let car: { id: number };
let oilChange: { id: number };
let oil: { id: number };
beforeAll(async () => {
    const { t, g } = suite;
    chan = await create(t, g.owner, 'relationship/customer', { name: '陳大文 Chan Tai Man' });
    car = await create(t, g.owner, 'motor-garage/vehicle', { plate: 'KT 1234', customer_id: chan.id, make: 'Toyota' });
    oilChange = await create(t, g.owner, 'motor-garage/service', {
        code: 'OIL',
        name: 'Oil change',
        price_cents: 38_000,
    });
    oil = await create(t, g.owner, 'motor-garage/product', {
        sku: 'OIL-5W30',
        name: 'Engine oil 5W-30',
        price_cents: 8_800,
    });
});

const job = (body: object, token = suite.g.owner) => create(suite.t, token, 'motor-garage/invoice', body);
const setStatus = (id: number, status: 'invoiced' | 'paid' | 'completed') =>
    withTenant(suite.t.database.db, suite.g.workspace.id, tx =>
        tx
            .update(jobs)
            .set({ status })
            .where(and(eq(jobs.workspaceId, suite.g.workspace.id), eq(jobs.id, id))),
    );

describe('jobs', () => {
    it('are numbered per workspace and year, take prices from the price list and total on the server', async () => {
        const first = await job({
            customer_id: chan.id,
            vehicle_id: car.id,
            complaint: 'Service due',
            lines: [
                { kind: 'service', service_id: oilChange.id, quantity_milli: 1500 },
                { kind: 'product', product_id: oil.id, quantity_milli: 4500, discount_cents: 600 },
                { kind: 'custom', description: 'Disposal fee', quantity_milli: 1000, unit_price_cents: 2_001 },
            ],
            subtotal_cents: 1,
            status: 'paid',
            number: 'J-1',
        });
        expect(first).toMatchObject({
            number: `J-${year}-00001`,
            status: 'quote',
            subtotal_cents: 57_000 + 39_000 + 2_001,
            discount_cents: 0,
            tax_cents: 0,
            total_cents: 98_001,
            paid_cents: 0,
            balance_cents: 98_001,
            invoice_number: null,
        });
        expect(first.lines).toMatchObject([
            {
                position: 0,
                kind: 'service',
                service_id: oilChange.id,
                description: 'Oil change',
                unit_price_cents: 38_000,
                line_total_cents: 57_000,
            },
            {
                position: 1,
                kind: 'product',
                product_id: oil.id,
                description: 'Engine oil 5W-30',
                unit_price_cents: 8_800,
                line_total_cents: 39_000,
            },
            {
                position: 2,
                kind: 'custom',
                product_id: null,
                service_id: null,
                description: 'Disposal fee',
                line_total_cents: 2_001,
            },
        ]);
        expect(first.payments).toEqual([]);
        const second = await job({ lines: [] });
        expect(second).toMatchObject({ number: `J-${year}-00002`, total_cents: 0 });
        const again = await call(suite.t.app, 'GET', `${path}/${first.id}`, { token: suite.g.member });
        expect(again.body.data).toEqual(first);
    });

    it('recompute the totals when the lines change, and keep them when a body leaves the lines out', async () => {
        const quote = await job({ lines: [{ kind: 'service', service_id: oilChange.id, quantity_milli: 1000 }] });
        const cheaper = await call(suite.t.app, 'PUT', `${path}/${quote.id}`, {
            token: suite.g.member,
            body: {
                ...quote,
                lines: [{ kind: 'service', service_id: oilChange.id, quantity_milli: 1000, unit_price_cents: 30_000 }],
            },
        });
        expect(cheaper.body.data).toMatchObject({ total_cents: 30_000, lines: [{ unit_price_cents: 30_000 }] });
        const { lines: _lines, ...withoutLines } = cheaper.body.data;
        const noted = await call(suite.t.app, 'PUT', `${path}/${quote.id}`, {
            token: suite.g.member,
            body: { ...withoutLines, complaint: 'Noise' },
        });
        expect(noted.body.data).toMatchObject({
            complaint: 'Noise',
            total_cents: 30_000,
            lines: [{ unit_price_cents: 30_000 }],
        });
    });

    it('apply a job discount only when it is active, valid today and reached by the subtotal', async () => {
        const tenPercent = await create(suite.t, suite.g.owner, 'motor-garage/discount', {
            name: 'Ten',
            kind: 'percent',
            percent_bp: 1000,
        });
        const big = await create(suite.t, suite.g.owner, 'motor-garage/discount', {
            name: 'Big',
            kind: 'amount',
            amount_cents: 90_000,
        });
        const minimum = await create(suite.t, suite.g.owner, 'motor-garage/discount', {
            name: 'Min',
            kind: 'amount',
            amount_cents: 100,
            min_subtotal_cents: 1_000_000,
        });
        const off = await create(suite.t, suite.g.owner, 'motor-garage/discount', {
            name: 'Off',
            kind: 'amount',
            amount_cents: 100,
            active: false,
        });
        const expired = await create(suite.t, suite.g.owner, 'motor-garage/discount', {
            name: 'Old',
            kind: 'amount',
            amount_cents: 100,
            valid_to: '2020-01-01',
        });
        const lines = [{ kind: 'custom', description: 'Labour', quantity_milli: 1000, unit_price_cents: 10_005 }];
        expect(await job({ lines, discount_id: tenPercent.id })).toMatchObject({
            subtotal_cents: 10_005,
            discount_cents: 1_001,
            total_cents: 9_004,
        });
        expect(await job({ lines, discount_id: big.id })).toMatchObject({ discount_cents: 10_005, total_cents: 0 });
        for (const [discount, error] of [
            [minimum, 'below_minimum'],
            [off, 'inactive'],
            [expired, 'not_valid_today'],
        ] as const) {
            const refused = await call(suite.t.app, 'POST', path, {
                token: suite.g.owner,
                body: { lines, discount_id: discount.id },
            });
            expectError(refused, 400, 'validation_failed');
            expect(refused.body.details).toEqual([{ field: 'discount_id', error }]);
        }
    });

    it('keep a discount given while it was valid, through edits and invoicing, once it ends or is turned off', async () => {
        const promo = await create(suite.t, suite.g.owner, 'motor-garage/discount', {
            name: 'Promo',
            kind: 'percent',
            percent_bp: 500,
        });
        const lines = [{ kind: 'custom', description: 'Labour', quantity_milli: 1000, unit_price_cents: 20_000 }];
        const quote = await job({ lines, discount_id: promo.id });
        const other = await job({ lines });
        await suite.t.database.db
            .update(discounts)
            .set({ validTo: '2020-01-01', active: false })
            .where(eq(discounts.id, promo.id));
        const more = [
            ...lines,
            { kind: 'custom', description: 'Parts', quantity_milli: 1000, unit_price_cents: 10_000 },
        ];
        const edited = await call(suite.t.app, 'PUT', `${path}/${quote.id}`, {
            token: suite.g.member,
            body: { lines: more, complaint: 'Brakes' },
        });
        expect(edited.body.data).toMatchObject({
            discount_id: promo.id,
            subtotal_cents: 30_000,
            discount_cents: 1_500,
            total_cents: 28_500,
        });
        const invoiced = await call(suite.t.app, 'POST', `${path}/${quote.id}/invoice`, { token: suite.g.member });
        expect(invoiced.body.data).toMatchObject({ status: 'invoiced', discount_cents: 1_500 });
        expect(
            (
                await call(suite.t.app, 'PUT', `${path}/${quote.id}`, {
                    token: suite.g.member,
                    body: { notes: 'Paid at collection' },
                })
            ).status,
        ).toBe(200);
        const applied = await call(suite.t.app, 'PUT', `${path}/${other.id}`, {
            token: suite.g.member,
            body: { discount_id: promo.id },
        });
        expectError(applied, 400, 'validation_failed');
        expect(applied.body.details).toEqual([{ field: 'discount_id', error: 'inactive' }]);
    });

    it('refuse lines of another workspace or without what they need, and a line beyond 10^12 cents', async () => {
        const theirs = await create(suite.t, suite.g.stranger, 'motor-garage/product', {
            sku: 'X',
            name: 'Theirs',
            price_cents: 1,
        });
        for (const line of [
            { kind: 'product', product_id: theirs.id, quantity_milli: 1000 },
            { kind: 'service', quantity_milli: 1000 },
            { kind: 'custom', quantity_milli: 1000, unit_price_cents: 5 },
            { kind: 'custom', description: 'Gold', quantity_milli: 2_000_000_000, unit_price_cents: 2_000_000_000 },
        ]) {
            const refused = await call(suite.t.app, 'POST', path, { token: suite.g.owner, body: { lines: [line] } });
            expectError(refused, 400, 'validation_failed');
            expect(refused.body.details[0].field).toBe('lines');
        }
        const theirCustomer = await create(suite.t, suite.g.stranger, 'relationship/customer', { name: 'Not ours' });
        const foreign = await call(suite.t.app, 'POST', path, {
            token: suite.g.owner,
            body: { customer_id: theirCustomer.id },
        });
        expect(foreign.body.details).toEqual([{ field: 'customer_id', error: 'not_found' }]);
    });

    it('are found by number, plate typed loosely and customer name, and filtered by status, customer and vehicle', async () => {
        const mine = await job({ customer_id: chan.id, vehicle_id: car.id });
        const other = await job({});
        const ids = (query: Record<string, string>) => listIds(suite.t, suite.g.owner, 'motor-garage/invoice', query);
        expect(await ids({ keyword: 'kt1234', ids: `${mine.id},${other.id}` })).toEqual([mine.id]);
        expect(await ids({ keyword: 'chan tai', ids: `${mine.id},${other.id}` })).toEqual([mine.id]);
        expect(await ids({ keyword: mine.number })).toEqual([mine.id]);
        expect(await ids({ vehicle_id: String(car.id), ids: `${mine.id},${other.id}` })).toEqual([mine.id]);
        await setStatus(other.id, 'completed');
        expect(await ids({ status: 'completed', ids: `${mine.id},${other.id}` })).toEqual([other.id]);
        expect(await ids({ status: 'quote,completed', ids: `${mine.id},${other.id}`, field: 'created_at' })).toEqual([
            mine.id,
            other.id,
        ]);
        expectError(
            await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { status: 'quote,lost' } }),
            400,
            'validation_failed',
        );
        expect(
            await listIds(suite.t, suite.g.stranger, 'motor-garage/invoice', { ids: `${mine.id},${other.id}` }),
        ).toEqual([]);
    });

    it("are filtered from / to by day in the workspace's time zone, on the scheduled start else the creation", async () => {
        const lateFirst = await job({ scheduled_start: '2026-12-01T15:59:00Z' }); // 23:59 on 1 December in Hong Kong
        const earlySecond = await job({ scheduled_start: '2026-12-01T16:00:00Z' }); // midnight starting 2 December
        const unscheduled = await job({});
        const among = { ids: `${lateFirst.id},${earlySecond.id},${unscheduled.id}`, field: 'id' };
        const ids = (query: Record<string, string>) =>
            listIds(suite.t, suite.g.owner, 'motor-garage/invoice', { ...among, ...query });
        expect(await ids({ from: '2026-12-01', to: '2026-12-01' })).toEqual([lateFirst.id]);
        expect(await ids({ from: '2026-12-02', to: '2026-12-02' })).toEqual([earlySecond.id]);
        expect(await ids({ from: '2026-12-01', to: '2026-12-02' })).toEqual([lateFirst.id, earlySecond.id]);
        const createdDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(
            new Date(unscheduled.created_at),
        );
        expect(await ids({ from: createdDay, to: createdDay })).toEqual([unscheduled.id]);
        // The calendar's filters: the scheduled start alone (an unscheduled job is never in a range).
        expect(await ids({ scheduled_from: '2026-12-01', scheduled_to: '2026-12-01' })).toEqual([lateFirst.id]);
        expect(await ids({ scheduled_from: '2026-12-02' })).toEqual([earlySecond.id]);
        expect(await ids({ scheduled_to: '2026-12-02' })).toEqual([lateFirst.id, earlySecond.id]);
        expect(await ids({ scheduled_from: createdDay, scheduled_to: createdDay })).toEqual([]);
        expectError(
            await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { from: '2026-13-01' } }),
            400,
            'validation_failed',
        );
        expectError(
            await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { scheduled_from: '0000-01-01' } }),
            400,
            'validation_failed',
        );
    });

    it('are assigned to a mechanic, any member of the workspace, whom members may list by name', async () => {
        const mechanics = await call(suite.t.app, 'GET', '/api/v3/motor-garage/mechanic', {
            token: suite.g.member,
            query: { field: 'name' },
        });
        expect(mechanics.status).toBe(200);
        expect(mechanics.body.total).toBe(2);
        expect(Object.keys(mechanics.body.data[0]).sort()).toEqual(['id', 'name', 'username']);
        const [first, second] = mechanics.body.data;
        const assigned = await job({ assignee_id: second.id }, suite.g.member);
        expect(assigned.assignee_id).toBe(second.id);
        expect(
            await listIds(suite.t, suite.g.member, 'motor-garage/mechanic', { ids: `${first.id},9999999999` }),
        ).toEqual([first.id]);
        expect(
            (await call(suite.t.app, 'GET', `/api/v3/motor-garage/mechanic/${second.id}`, { token: suite.g.member }))
                .body.data,
        ).toEqual(second);

        const theirs = await call(suite.t.app, 'GET', '/api/v3/motor-garage/mechanic', { token: suite.g.stranger });
        expect(theirs.body.data.map((mechanic: { id: number }) => mechanic.id)).not.toContain(first.id);
        expectError(
            await call(suite.t.app, 'GET', `/api/v3/motor-garage/mechanic/${first.id}`, { token: suite.g.stranger }),
            404,
            'not_found',
        );
        const foreign = await call(suite.t.app, 'POST', path, {
            token: suite.g.owner,
            body: { assignee_id: theirs.body.data[0].id },
        });
        expect(foreign.body.details).toEqual([{ field: 'assignee_id', error: 'not_found' }]);
        expectError(
            await call(suite.t.app, 'GET', '/api/v3/workspace-user', { token: suite.g.member }),
            403,
            'forbidden',
        );
    });

    it('lock an invoiced job but its notes (409 invoice_locked), and delete only quotes and cancelled jobs', async () => {
        const invoiced = await job({
            customer_id: chan.id,
            lines: [{ kind: 'service', service_id: oilChange.id, quantity_milli: 1000 }],
        });
        await setStatus(invoiced.id, 'invoiced');
        const owing = await call(suite.t.app, 'GET', `/api/v3/relationship/customer/${chan.id}`, {
            token: suite.g.member,
        });
        expect(owing.body.data.balance_cents).toBe(38_000);
        const saved = await call(suite.t.app, 'PUT', `${path}/${invoiced.id}`, {
            token: suite.g.owner,
            body: { ...invoiced, notes: 'Thank you' },
        });
        expect(saved.body.data).toMatchObject({ notes: 'Thank you', status: 'invoiced', total_cents: 38_000 });
        for (const change of [{ customer_id: null }, { lines: [] }, { vehicle_id: car.id }]) {
            expectError(
                await call(suite.t.app, 'PUT', `${path}/${invoiced.id}`, {
                    token: suite.g.owner,
                    body: { ...invoiced, version: saved.body.data.version, ...change },
                }),
                409,
                'invoice_locked',
            );
        }
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${invoiced.id}`, { token: suite.g.owner }),
            409,
            'not_deletable',
        );
        const quote = await job({});
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${quote.id}`, { token: suite.g.member }),
            403,
            'forbidden',
        );
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${quote.id}`, { token: suite.g.stranger }),
            404,
            'not_found',
        );
        expect((await call(suite.t.app, 'DELETE', `${path}/${quote.id}`, { token: suite.g.owner })).status).toBe(200);
        expectError(
            await call(suite.t.app, 'DELETE', `/api/v3/relationship/customer/${chan.id}`, { token: suite.g.owner }),
            409,
            'in_use',
        );
    });
});
