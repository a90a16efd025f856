import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { todayIn } from '../../server/modules/job/totals';
import { call, expectError } from '../support/factories';
import { create, garageSuite } from '../support/garage';

const suite = garageSuite();
const path = '/api/v3/motor-garage/statistic';
const invoicePath = '/api/v3/motor-garage/invoice';
// The garages keep the default zone, Hong Kong (UTC+8, no daylight saving).
const today = todayIn('Asia/Hong_Kong');
const daysFrom = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A local time in Hong Kong, `days` after today. */
const local = (days: number, time: string) => `${daysFrom(today, days)}T${time}:00+08:00`;

type Id = { id: number };
type LineInput = {
    kind: string;
    service_id?: number;
    product_id?: number;
    quantity_milli: number;
    description?: string;
    unit_price_cents?: number;
    discount_cents?: number;
};

const statisticOf = (token: string, from: string, to: string) =>
    call(suite.t.app, 'GET', path, { token, query: { from, to } });
const figures = async (from: string, to: string, token = suite.g.owner) => {
    const answer = await statisticOf(token, from, to);
    if (answer.status !== 200) throw new Error(`statistic failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
};

const act = async (token: string, id: number, action: string, body?: object) => {
    const answer = await call(suite.t.app, 'POST', `${invoicePath}/${id}/${action}`, { token, body });
    if (answer.status !== 200) throw new Error(`${action} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
};

/** Sets what the API cannot: when a job was created and invoiced. */
async function backdate(workspaceId: number, id: number, times: { createdAt: string; invoicedAt?: string }) {
    await withTenant(suite.t.database.db, workspaceId, tx =>
        tx
            .update(jobs)
            .set({
                createdAt: new Date(times.createdAt),
                ...(times.invoicedAt ? { invoicedAt: new Date(times.invoicedAt) } : {}),
            })
            .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, id))),
    );
}

interface JobPlan {
    lines: LineInput[];
    /** The actions that bring the job to its status, in order, with their bodies. */
    steps?: [string, object?][];
    createdAt: string;
    invoicedAt?: string;
}

async function job(plan: JobPlan, token = suite.g.owner, workspaceId = suite.g.workspace.id) {
    const created = await create(suite.t, token, 'motor-garage/invoice', { lines: plan.lines });
    for (const [action, body] of plan.steps ?? []) await act(token, created.id, action, body);
    await backdate(workspaceId, created.id, plan);
    return created as Id;
}

const pay = (amount_cents: number, paid_at: string): [string, object] => [
    'payment',
    { amount_cents, method: 'cash', paid_at },
];
const zeroStatuses = {
    quote: 0,
    scheduled: 0,
    in_progress: 0,
    completed: 0,
    invoiced: 0,
    paid: 0,
    cancelled: 0,
    void: 0,
};

let brakes: Id, oil: Id, alignment: Id, aircon: Id, tyres: Id, wash: Id, tune: Id;
let pads: Id, filter: Id;

beforeAll(async () => {
    const { t, g } = suite;
    const service = (code: string, name: string, price_cents: number) =>
        create(t, g.owner, 'motor-garage/service', { code, name, price_cents });
    const product = (
        sku: string,
        name: string,
        price_cents: number,
        stock_milli: number,
        reorder_level_milli: number,
        active = true,
    ) =>
        create(t, g.owner, 'motor-garage/product', {
            sku,
            name,
            price_cents,
            stock_milli,
            reorder_level_milli,
            active,
        });
    brakes = await service('BRK', 'Brake service', 10_000);
    oil = await service('OIL', 'Oil change', 20_000);
    alignment = await service('ALN', 'Wheel alignment', 7_000);
    aircon = await service('AC', 'Aircon check', 7_000);
    tyres = await service('TYR', 'Tyre rotation', 3_000);
    wash = await service('WSH', 'Wash', 1_000);
    tune = await service('TUN', 'Engine tune', 50_000);
    pads = await product('PAD', 'Brake pads', 5_000, 10_000, 2_000); // 7 left after invoicing: not low
    filter = await product('FLT', 'Oil filter', 900, 3_000, 0); // 0 left, reorder at 0: low
    const plugs = await product('PLG', 'Spark plug', 2_000, 1_000, 500); // 0 left: low
    await product('CLT', 'Coolant', 800, 500, 1_000, false); // low but inactive
    await product('WPR', 'Wiper', 1_500, 1_000, 1_000); // at its reorder level: low
    await product('BLB', 'Bulb', 300, 5_000, 1_000);

    const line = (item: Id, quantity_milli = 1000, extra: object = {}) => ({
        kind: 'service',
        service_id: item.id,
        quantity_milli,
        ...extra,
    });
    const part = (item: Id, quantity_milli: number) => ({ kind: 'product', product_id: item.id, quantity_milli });

    // In the range 2026-03-09 … 2026-03-12 (Hong Kong days). Invoices: J1 $400, J2 $347, J3 $155.
    await job({
        // J1: created and invoiced on the 9th, paid in full on the 9th.
        lines: [line(brakes, 1000, { description: 'Front brakes' }), line(oil), part(pads, 2000)],
        steps: [['invoice'], pay(40_000, '2026-03-09T02:00:00Z')],
        createdAt: '2026-03-09T00:30:00Z',
        invoicedAt: '2026-03-09T01:00:00Z',
    });
    await job({
        // J2: created at 00:00 on the 9th; invoiced at 00:30 on the 11th (16:30 UTC on the 10th); $200 owed.
        lines: [
            line(brakes, 2000),
            line(alignment),
            part(filter, 3000),
            { kind: 'custom', description: 'Diagnosis', quantity_milli: 1000, unit_price_cents: 5_000 },
        ],
        steps: [['invoice'], pay(4_700, '2026-03-10T15:59:00Z'), pay(10_000, '2026-03-10T16:30:00Z')],
        createdAt: '2026-03-08T16:00:00Z',
        invoicedAt: '2026-03-10T16:30:00Z',
    });
    await job({
        // J3: created just before the range; invoiced at 23:59:59 on the 12th, unpaid.
        lines: [line(aircon), line(tyres, 1000, { discount_cents: 500 }), line(wash), part(pads, 1000)],
        steps: [['invoice']],
        createdAt: '2026-03-08T15:59:59Z',
        invoicedAt: '2026-03-12T15:59:59Z',
    });
    // Not invoices of the range: a void one inside it, one just before it, one just after it.
    await job({
        lines: [line(tune)],
        steps: [['invoice'], ['void']],
        createdAt: '2026-03-10T00:00:00Z',
        invoicedAt: '2026-03-10T05:00:00Z',
    });
    await job({
        lines: [line(tune), part(plugs, 1000)],
        steps: [['invoice'], pay(5_000, '2026-03-08T15:00:00Z')],
        createdAt: '2026-03-01T00:00:00Z',
        invoicedAt: '2026-03-08T15:59:59Z',
    });
    await job({
        lines: [line(tune)],
        steps: [['invoice'], pay(50_000, '2026-03-12T16:00:00Z')],
        createdAt: '2026-03-12T15:59:59Z',
        invoicedAt: '2026-03-12T16:00:00Z',
    });
    // Open jobs, only counted by status.
    await job({ lines: [line(wash)], createdAt: '2026-03-11T00:00:00Z' });
    await job({ lines: [line(wash)], steps: [['cancel']], createdAt: '2026-03-11T01:00:00Z' });
    await job({ lines: [line(wash)], steps: [['start']], createdAt: '2026-03-12T16:00:00Z' });
    await job({
        lines: [line(wash)],
        steps: [['schedule', { scheduled_start: '2026-03-10T02:00:00Z' }]],
        createdAt: '2026-03-10T02:00:00Z',
    });
    await job({ lines: [line(wash)], steps: [['start'], ['complete']], createdAt: '2026-03-10T03:00:00Z' });

    // Licences: expiring in 30 days, expired, and today count; in 31 days and none do not.
    for (const [plate, licence_expiry] of [
        ['AA 1', daysFrom(today, 30)],
        ['AA 2', daysFrom(today, 31)],
        ['AA 3', '2020-01-01'],
        ['AA 4', null],
        ['AA 5', today],
    ]) {
        await create(t, g.owner, 'motor-garage/vehicle', { plate, licence_expiry });
    }

    // Bookings: two today, two in the next 7 days; cancelled, no-show, yesterday's and the 8th day's do not count.
    const booking = async (start: string, end: string, statuses: string[] = []) => {
        const [first, ...then] = statuses.length ? statuses : ['pending'];
        const made = await create(t, g.owner, 'motor-garage/booking', {
            walk_in_name: 'Walk-in',
            plate: 'WALK 1',
            start_at: start,
            end_at: end,
            status: first,
        });
        for (const status of then) {
            const answer = await call(t.app, 'PUT', `/api/v3/motor-garage/booking/${made.id}`, {
                token: g.owner,
                body: { status },
            });
            if (answer.status !== 200)
                throw new Error(`booking ${status} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
    };
    await booking(local(0, '09:00'), local(0, '10:00'));
    await booking(local(0, '11:00'), local(0, '12:00'), ['pending', 'cancelled']);
    await booking(local(0, '23:30'), local(1, '00:30'), ['confirmed']);
    await booking(local(-1, '23:30'), local(0, '00:30'));
    await booking(local(1, '00:00'), local(1, '01:00'), ['confirmed', 'arrived']);
    await booking(local(3, '10:00'), local(3, '11:00'), ['pending', 'no_show']);
    await booking(local(7, '23:00'), local(7, '23:59'), ['confirmed', 'arrived', 'completed']);
    await booking(local(8, '00:00'), local(8, '01:00'));

    // The other garage: the same kinds of records in the same days, never counted for the first.
    const theirs = await create(t, g.stranger, 'motor-garage/service', {
        code: 'X',
        name: 'Their service',
        price_cents: 99_000,
    });
    await create(t, g.stranger, 'motor-garage/product', {
        sku: 'Y',
        name: 'Their part',
        stock_milli: 0,
        reorder_level_milli: 1_000,
    });
    await create(t, g.stranger, 'motor-garage/vehicle', { plate: 'ZZ 1', licence_expiry: today });
    await create(t, g.stranger, 'motor-garage/booking', {
        walk_in_name: 'Theirs',
        plate: 'ZZ 1',
        start_at: local(0, '10:00'),
        end_at: local(0, '11:00'),
    });
    await job(
        {
            lines: [{ kind: 'service', service_id: theirs.id, quantity_milli: 1000 }],
            steps: [['invoice'], pay(99_000, '2026-03-10T04:00:00Z')],
            createdAt: '2026-03-10T04:00:00Z',
            invoicedAt: '2026-03-10T04:00:00Z',
        },
        g.stranger,
        g.other.id,
    );
    await job(
        {
            lines: [{ kind: 'service', service_id: theirs.id, quantity_milli: 1000 }],
            steps: [['invoice']],
            createdAt: '2026-03-10T05:00:00Z',
            invoicedAt: '2026-03-10T05:00:00Z',
        },
        g.stranger,
        g.other.id,
    );
});

const item = (record: Id, name: string, quantity_milli: number, revenue_cents: number) => ({
    id: record.id,
    name,
    quantity_milli,
    revenue_cents,
});

describe('garage statistic', () => {
    it("answers every figure for a range of days in the garage's time zone", async () => {
        expect(await figures('2026-03-09', '2026-03-12')).toEqual({
            revenue_cents: 54_700,
            invoiced_cents: 90_200,
            outstanding_cents: 82_500, // J2 $200 + J3 $155 + the invoice before the range $470
            average_invoice_cents: 30_067, // 90,200 / 3 = 30,066.67
            jobs_by_status: {
                quote: 1,
                scheduled: 1,
                in_progress: 0,
                completed: 1,
                invoiced: 1,
                paid: 2,
                cancelled: 1,
                void: 1,
            },
            revenue_by_day: [
                { date: '2026-03-09', cents: 40_000 },
                { date: '2026-03-10', cents: 4_700 },
                { date: '2026-03-11', cents: 10_000 },
                { date: '2026-03-12', cents: 0 },
            ],
            top_services: [
                item(brakes, 'Brake service', 3000, 30_000),
                item(oil, 'Oil change', 1000, 20_000),
                item(alignment, 'Wheel alignment', 1000, 7_000),
                item(aircon, 'Aircon check', 1000, 7_000),
                item(tyres, 'Tyre rotation', 1000, 2_500),
            ],
            top_products: [item(pads, 'Brake pads', 3000, 15_000), item(filter, 'Oil filter', 3000, 2_700)],
            bookings_today: 2,
            bookings_upcoming: 2,
            licences_expiring: 3,
            low_stock: 3,
        });
    });

    it('puts a payment at 00:30 in Hong Kong on its local day, and a range ending the day before leaves it out', async () => {
        expect(await figures('2026-03-09', '2026-03-10')).toMatchObject({
            revenue_cents: 44_700,
            invoiced_cents: 40_000,
            average_invoice_cents: 40_000,
            jobs_by_status: { ...zeroStatuses, scheduled: 1, completed: 1, invoiced: 1, paid: 1, void: 1 },
            revenue_by_day: [
                { date: '2026-03-09', cents: 40_000 },
                { date: '2026-03-10', cents: 4_700 },
            ],
            top_services: [item(oil, 'Oil change', 1000, 20_000), item(brakes, 'Brake service', 1000, 10_000)],
            top_products: [item(pads, 'Brake pads', 2000, 10_000)],
        });
        expect(await figures('2026-03-11', '2026-03-11')).toMatchObject({
            revenue_cents: 10_000,
            invoiced_cents: 34_700,
            revenue_by_day: [{ date: '2026-03-11', cents: 10_000 }],
            jobs_by_status: { ...zeroStatuses, quote: 1, cancelled: 1 },
        });
    });

    it('leaves out void invoices: a day with only a voided one has nothing invoiced', async () => {
        const day = await figures('2026-03-10', '2026-03-10');
        expect(day).toMatchObject({ invoiced_cents: 0, average_invoice_cents: 0, top_services: [], top_products: [] });
        expect(day.jobs_by_status.void).toBe(1);
    });

    it('answers zeros for a range without records, every day listed; the figures of now do not depend on the range', async () => {
        expect(await figures('2025-12-30', '2026-01-02')).toEqual({
            revenue_cents: 0,
            invoiced_cents: 0,
            outstanding_cents: 82_500,
            average_invoice_cents: 0,
            jobs_by_status: zeroStatuses,
            revenue_by_day: ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'].map(date => ({ date, cents: 0 })),
            top_services: [],
            top_products: [],
            bookings_today: 2,
            bookings_upcoming: 2,
            licences_expiring: 3,
            low_stock: 3,
        });
    });

    it("counts only the caller's garage: the other garage sees its own figures", async () => {
        const theirs = await figures('2026-03-09', '2026-03-12', suite.g.stranger);
        expect(theirs).toMatchObject({
            revenue_cents: 99_000,
            invoiced_cents: 198_000,
            outstanding_cents: 99_000,
            average_invoice_cents: 99_000,
            jobs_by_status: { ...zeroStatuses, invoiced: 1, paid: 1 },
            top_products: [],
            bookings_today: 1,
            bookings_upcoming: 0,
            licences_expiring: 1,
            low_stock: 1,
        });
        expect(theirs.top_services).toMatchObject([
            { name: 'Their service', quantity_milli: 2000, revenue_cents: 198_000 },
        ]);
    });

    it('covers at most 366 days, and a range that ends before it starts is refused', async () => {
        const year = await figures('2024-01-01', '2024-12-31');
        expect(year.revenue_by_day).toHaveLength(366);
        expect(year.revenue_by_day.at(-1)).toEqual({ date: '2024-12-31', cents: 0 });
        const tooLong = await statisticOf(suite.g.owner, '2024-01-01', '2025-01-01');
        expectError(tooLong, 400, 'validation_failed');
        expect(tooLong.body.details).toEqual([{ field: 'to', error: 'too_long' }]);
        const backwards = await statisticOf(suite.g.owner, '2026-03-10', '2026-03-09');
        expectError(backwards, 400, 'validation_failed');
        expect(backwards.body.details).toEqual([{ field: 'to', error: 'before_from' }]);
    });

    it('needs both days, as YYYY-MM-DD', async () => {
        const missing = await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { from: '2026-03-09' } });
        expectError(missing, 400, 'validation_failed');
        expect(missing.body.details).toEqual([{ field: 'to', error: 'required' }]);
        expectError(await call(suite.t.app, 'GET', path, { token: suite.g.owner }), 400, 'validation_failed');
        for (const day of ['2026-3-9', '2026-02-30', '0000-01-01', 'today']) {
            expectError(await statisticOf(suite.g.owner, day, '2026-03-12'), 400, 'validation_failed');
        }
    });

    it('needs statistic:read (members lack it) and a token', async () => {
        expectError(await statisticOf(suite.g.member, '2026-03-09', '2026-03-12'), 403, 'forbidden');
        expectError(
            await call(suite.t.app, 'GET', path, { query: { from: '2026-03-09', to: '2026-03-12' } }),
            401,
            'unauthorized',
        );
    });
});
