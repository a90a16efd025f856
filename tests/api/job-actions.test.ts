import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_ACTION_FROM as ACTION_FROM, type JobAction } from '../../common/jobs';
import { products, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { yearIn } from '../../server/modules/job/numbers';
import { todayIn } from '../../server/modules/job/totals';
import { addMember, call, expectError, makeUser, userToken, workspaceToken } from '../support/factories';
import { create, garageSuite } from '../support/garage';

const suite = garageSuite();
const path = '/api/v3/motor-garage/invoice';
const year = yearIn('Asia/Hong_Kong');
const today = todayIn('Asia/Hong_Kong');
const daysFrom = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let admin: string;
let labour: { id: number };
let pads: { id: number };
let filter: { id: number };
beforeAll(async () => {
    const { t, g } = suite;
    const user = await makeUser(t.database.db);
    await addMember(t.database.db, g.workspace, user, 'admin');
    admin = await workspaceToken(t.app, await userToken(t.app, user.username), g.workspace.id);
    labour = await create(t, g.owner, 'motor-garage/service', {
        code: 'BRK',
        name: 'Brake service',
        price_cents: 45_000,
    });
    pads = await create(t, g.owner, 'motor-garage/product', {
        sku: 'PAD-1',
        name: 'Brake pads',
        price_cents: 62_050,
        stock_milli: 10_000,
    });
    filter = await create(t, g.owner, 'motor-garage/product', {
        sku: 'FLT-1',
        name: 'Oil filter',
        price_cents: 9_000,
        stock_milli: 3_000,
    });
});

const act = (id: number, action: string, body?: object, token = suite.g.owner) =>
    call(suite.t.app, 'POST', `${path}/${id}/${action.replace('_', '-')}`, { token, body });
/** The action's answer, the whole job; fails the test on anything but 200. */
const done = async (id: number, action: string, body?: object, token = suite.g.owner) => {
    const answer = await act(id, action, body, token);
    if (answer.status !== 200) throw new Error(`${action} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
};
const get = async (id: number) => (await call(suite.t.app, 'GET', `${path}/${id}`, { token: suite.g.owner })).body.data;
const stockOf = async (product: { id: number }) => {
    const { db } = suite.t.database;
    const { id: workspaceId } = suite.g.workspace;
    const [row] = await withTenant(db, workspaceId, tx =>
        tx
            .select({ stock: products.stockMilli })
            .from(products)
            .where(and(eq(products.workspaceId, workspaceId), eq(products.id, product.id))),
    );
    return row.stock;
};
/** A quote for brake work: 1.5 h of labour, a set of pads and two filters — $675.00 + $620.50 + $180.00. */
const brakeJob = () =>
    create(suite.t, suite.g.member, 'motor-garage/invoice', {
        complaint: 'Squeaking brakes',
        lines: [
            { kind: 'service', service_id: labour.id, quantity_milli: 1500 },
            { kind: 'product', product_id: pads.id, quantity_milli: 1000 },
            { kind: 'product', product_id: filter.id, quantity_milli: 2000 },
        ],
    });

/** A job brought to `status` through the actions. */
async function jobIn(status: string) {
    const job = await brakeJob();
    const steps: Record<string, [string, object?][]> = {
        quote: [],
        scheduled: [['schedule', { scheduled_start: '2026-12-01T01:00:00Z' }]],
        in_progress: [['start']],
        completed: [['start'], ['complete']],
        invoiced: [['invoice']],
        paid: [['invoice'], ['payment', { amount_cents: 147_550, method: 'cash' }]],
        cancelled: [['cancel']],
        void: [['invoice'], ['void']],
    };
    for (const [action, body] of steps[status]) await done(job.id, action, body);
    return get(job.id);
}

describe('job actions', () => {
    it('take a job from quote to paid: schedule, start, complete, invoice, pay in two parts', async () => {
        const job = await brakeJob();
        expect(job).toMatchObject({ status: 'quote', total_cents: 147_550 });
        const missing = await act(job.id, 'schedule');
        expectError(missing, 400, 'validation_failed');
        expect(missing.body.details).toEqual([{ field: 'scheduled_start', error: 'required' }]);
        const backwards = await act(job.id, 'schedule', {
            scheduled_start: '2026-12-01T03:00:00Z',
            scheduled_end: '2026-12-01T02:00:00Z',
        });
        expect(backwards.body.details).toEqual([{ field: 'scheduled_end', error: 'before_start' }]);
        const scheduled = await done(
            job.id,
            'schedule',
            { scheduled_start: '2026-12-01T01:00:00Z', scheduled_end: '2026-12-01T03:00:00Z' },
            suite.g.member,
        );
        expect(scheduled).toMatchObject({
            status: 'scheduled',
            scheduled_start: '2026-12-01T01:00:00.000Z',
            scheduled_end: '2026-12-01T03:00:00.000Z',
        });
        expect(scheduled.lines).toHaveLength(3);
        expect(await done(job.id, 'start', undefined, suite.g.member)).toMatchObject({ status: 'in_progress' });
        expect(await done(job.id, 'complete', undefined, suite.g.member)).toMatchObject({ status: 'completed' });

        const [padsBefore, filtersBefore] = [await stockOf(pads), await stockOf(filter)];
        const invoiced = await done(job.id, 'invoice', undefined, suite.g.member);
        expect(invoiced).toMatchObject({
            status: 'invoiced',
            invoice_number: `INV-${year}-00001`,
            due_date: daysFrom(today, 30),
            total_cents: 147_550,
            paid_cents: 0,
            balance_cents: 147_550,
        });
        expect(Date.now() - Date.parse(invoiced.invoiced_at)).toBeLessThan(60_000);
        expect([await stockOf(pads), await stockOf(filter)]).toEqual([padsBefore - 1000, filtersBefore - 2000]);

        const part = await done(
            job.id,
            'payment',
            { amount_cents: 50_000, method: 'fps', reference: ' FPS-123 ' },
            suite.g.member,
        );
        expect(part).toMatchObject({ status: 'invoiced', paid_cents: 50_000, balance_cents: 97_550 });
        expect(part.payments).toMatchObject([{ amount_cents: 50_000, method: 'fps', reference: 'FPS-123' }]);
        const paid = await done(
            job.id,
            'payment',
            { amount_cents: 97_550, method: 'octopus', paid_at: '2026-11-20T08:00:00Z' },
            suite.g.member,
        );
        expect(paid).toMatchObject({ status: 'paid', paid_cents: 147_550, balance_cents: 0 });
        expect(paid.payments.map((payment: { method: string }) => payment.method)).toEqual(['octopus', 'fps']);
        expect(await get(job.id)).toEqual(paid);
    });

    it('refuse every transition the status does not allow (409 invalid_transition) and change nothing', async () => {
        const statuses = [
            'quote',
            'scheduled',
            'in_progress',
            'completed',
            'invoiced',
            'paid',
            'cancelled',
            'void',
        ] as const;
        const actions = Object.keys(ACTION_FROM).filter(action => action !== 'remove_payment') as JobAction[];
        const bodies: Partial<Record<JobAction, object>> = {
            schedule: { scheduled_start: '2026-12-02T01:00:00Z' },
            payment: { amount_cents: 100, method: 'cash' },
            approve_lines: { line_ids: [1], by: 'phone' },
        };
        let refusals = 0;
        for (const status of statuses) {
            const job = await jobIn(status);
            for (const action of actions.filter(
                candidate => !(ACTION_FROM[candidate] as readonly string[]).includes(status),
            )) {
                const refused = await act(job.id, action, bodies[action]);
                expectError(refused, 409, 'invalid_transition');
                expect(refused.body.message).toContain(status.replace('_', ' '));
                refusals += 1;
            }
            expect(await get(job.id)).toEqual(job);
        }
        expect(refusals).toBe(statuses.length * actions.length - 19);
    });

    it('act on the version the caller saw (If-Match): on a job changed since, 409 stale and nothing done', async () => {
        const quote = await brakeJob();
        const at = (version: number | string) => ({
            'if-match': typeof version === 'number' ? `"${version}"` : version,
        });
        const actAt = (action: string, version: number | string, body?: object) =>
            call(suite.t.app, 'POST', `${path}/${quote.id}/${action}`, {
                token: suite.g.owner,
                headers: at(version),
                body,
            });
        // Another member adds a line after this caller opened the quote at version 1.
        const { lines, ...seen } = quote;
        const edited = await call(suite.t.app, 'PUT', `${path}/${quote.id}`, {
            token: suite.g.member,
            body: { ...seen, lines: [...lines, { kind: 'service', service_id: labour.id, quantity_milli: 500 }] },
        });
        expect(edited.body.data).toMatchObject({ version: 2, total_cents: 170_050 });
        expectError(await actAt('invoice', 1), 409, 'stale');
        expect(await get(quote.id)).toEqual(edited.body.data);

        const invoiced = await actAt('invoice', 2);
        expect(invoiced.status).toBe(200);
        expect(invoiced.body.data).toMatchObject({ status: 'invoiced', version: 3, total_cents: 170_050 });
        expect(invoiced.headers.etag).toBe('"3"');

        // Two cashiers take the same payment on the invoice they both see: the second is refused.
        const payment = { amount_cents: 5_000, method: 'cash' };
        expect((await actAt('payment', 3, payment)).status).toBe(200);
        expectError(await actAt('payment', 3, payment), 409, 'stale');
        const [taken] = (await get(quote.id)).payments;
        expect((await get(quote.id)).payments).toHaveLength(1);
        const removeAt = (version: number) =>
            call(suite.t.app, 'DELETE', `${path}/${quote.id}/payment/${taken.id}`, {
                token: suite.g.owner,
                headers: at(version),
            });
        expectError(await removeAt(3), 409, 'stale');
        expect((await removeAt(4)).body.data).toMatchObject({ version: 5, payments: [] });

        expectError(await actAt('void', 'W/"5"'), 400, 'validation_failed');
        expect(await get(quote.id)).toMatchObject({ status: 'invoiced', version: 5 });
        expect((await actAt('void', '*')).body.data).toMatchObject({ status: 'void', version: 6 });
    });

    it("invoice at today's tax rate with a due date of the caller's choosing, and only a job with lines", async () => {
        const empty = await create(suite.t, suite.g.owner, 'motor-garage/invoice', { lines: [] });
        const refused = await act(empty.id, 'invoice');
        expectError(refused, 400, 'validation_failed');
        expect(refused.body.details).toEqual([{ field: 'lines', error: 'required' }]);

        const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
            lines: [{ kind: 'custom', description: 'Diagnosis', quantity_milli: 1000, unit_price_cents: 10_005 }],
        });
        expect(job).toMatchObject({ tax_rate_bp: 0, tax_cents: 0, total_cents: 10_005 });
        const setTaxRate = (taxRateBp: number) =>
            suite.t.database.db.update(workspaces).set({ taxRateBp }).where(eq(workspaces.id, suite.g.workspace.id));
        await setTaxRate(250);
        try {
            const early = await act(job.id, 'invoice', { due_date: daysFrom(today, -1) });
            expect(early.body.details).toEqual([{ field: 'due_date', error: 'before_invoice_date' }]);
            // 2.5 % of $100.05 is 250.125 cents: rounded half up, 250.
            expect(await done(job.id, 'invoice', { due_date: today })).toMatchObject({
                status: 'invoiced',
                tax_rate_bp: 250,
                tax_cents: 250,
                total_cents: 10_255,
                balance_cents: 10_255,
                due_date: today,
            });
        } finally {
            await setTaxRate(0);
        }

        const free = await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
            lines: [
                {
                    kind: 'custom',
                    description: 'Warranty check',
                    quantity_milli: 1000,
                    unit_price_cents: 5_000,
                    discount_cents: 9_000,
                },
            ],
        });
        expect(await done(free.id, 'invoice')).toMatchObject({ status: 'paid', total_cents: 0, balance_cents: 0 });
    });

    it('take payments up to the balance only, with a known method and not in the future', async () => {
        const job = await jobIn('invoiced');
        expectError(await act(job.id, 'payment', { amount_cents: 147_551, method: 'cash' }), 409, 'overpayment');
        for (const body of [
            { amount_cents: 0, method: 'cash' },
            { amount_cents: 100, method: 'bitcoin' },
            { amount_cents: 100 },
            { amount_cents: 100, method: 'cash', paid_at: new Date(Date.now() + 86_400_000).toISOString() },
            { amount_cents: 100, method: 'cash', paid_at: 'yesterday' },
        ])
            expectError(await act(job.id, 'payment', body), 400, 'validation_failed');
        expect(await get(job.id)).toEqual(job);
    });

    it('void an unpaid invoice (parts back, number kept) with invoice:void, and remove a payment as owner or admin', async () => {
        const [padsBefore, filtersBefore] = [await stockOf(pads), await stockOf(filter)];
        const job = await jobIn('invoiced');
        expect([await stockOf(pads), await stockOf(filter)]).toEqual([padsBefore - 1000, filtersBefore - 2000]);
        expectError(await act(job.id, 'void', undefined, suite.g.member), 403, 'forbidden');
        const voided = await done(job.id, 'void', undefined, admin);
        expect(voided).toMatchObject({ status: 'void', invoice_number: job.invoice_number, total_cents: 147_550 });
        expect([await stockOf(pads), await stockOf(filter)]).toEqual([padsBefore, filtersBefore]);
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${job.id}`, { token: suite.g.owner }),
            409,
            'not_deletable',
        );

        const paid = await jobIn('paid');
        expectError(await act(paid.id, 'void'), 409, 'has_payments');
        const [payment] = paid.payments;
        const remove = (jobId: number, paymentId: number, token = suite.g.owner) =>
            call(suite.t.app, 'DELETE', `${path}/${jobId}/payment/${paymentId}`, { token });
        expectError(await remove(paid.id, payment.id, suite.g.member), 403, 'forbidden');
        expectError(await remove(job.id, payment.id), 409, 'invalid_transition');
        const other = await jobIn('invoiced');
        expectError(await remove(other.id, payment.id), 404, 'not_found');
        const owing = (await remove(paid.id, payment.id, admin)).body.data;
        expect(owing).toMatchObject({ status: 'invoiced', paid_cents: 0, balance_cents: 147_550, payments: [] });
        expect(await done(paid.id, 'void')).toMatchObject({ status: 'void' });
    });

    it('never let another workspace, a user token without a workspace or an anonymous caller see or move a job', async () => {
        const job = await jobIn('invoiced');
        const payment = await done(job.id, 'payment', { amount_cents: 100, method: 'card' });
        const routes: ['POST' | 'DELETE', string, object?][] = [
            ...['schedule', 'start', 'complete', 'invoice', 'cancel', 'void'].map((action): ['POST', string] => [
                'POST',
                `${path}/${job.id}/${action}`,
            ]),
            ['POST', `${path}/${job.id}/payment`, { amount_cents: 100, method: 'cash' }],
            ['DELETE', `${path}/${job.id}/payment/${payment.payments[0].id}`],
        ];
        for (const [method, url, body] of routes) {
            expectError(await call(suite.t.app, method, url, { token: suite.g.stranger, body }), 404, 'not_found');
            expectError(
                await call(suite.t.app, method, url, { token: suite.g.userToken, body }),
                403,
                'workspace_required',
            );
            expectError(await call(suite.t.app, method, url, { body }), 401, 'unauthorized');
        }
        expect(await get(job.id)).toEqual(payment);
    });

    it('give 20 concurrent invoices distinct, gapless numbers and take every part out of stock', async () => {
        const jobs = await Promise.all(Array.from({ length: 20 }, () => brakeJob()));
        const [padsBefore, first] = [await stockOf(pads), await jobIn('invoiced')];
        const answers = await Promise.all(jobs.map(job => act(job.id, 'invoice')));
        expect(answers.map(answer => answer.status)).toEqual(jobs.map(() => 200));
        const numberOf = (invoice: string) => Number(invoice.split('-')[2]);
        const numbers = answers.map(answer => numberOf(answer.body.data.invoice_number)).sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => numberOf(first.invoice_number) + 1 + index));
        expect(await stockOf(pads)).toBe(padsBefore - 21 * 1000);
    });
});
