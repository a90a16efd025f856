import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseTlv } from '../../common/fps';
import { jobApprovals, notifications, workspaces } from '../../server/db/schema';
import { call, expectError } from '../support/factories';
import { create, garageSuite, listIds } from '../support/garage';

const s = garageSuite();
const JOBS = '/api/v3/motor-garage/invoice';
/** Today on the garage's clock (the workspace's default zone). */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());

const share = (token: string, jobId: number, purpose = 'estimate') =>
    call(s.t.app, 'POST', `${JOBS}/${jobId}/share`, { token, body: { purpose } });
const open = (link: string) => call(s.t.app, 'GET', `/public/v3/portal/${link}`);
const jobOf = async (token: string, id: number) => (await call(s.t.app, 'GET', `${JOBS}/${id}`, { token })).body.data;
const act = (token: string, id: number, action: string, body?: object) =>
    call(s.t.app, 'POST', `${JOBS}/${id}/${action}`, { token, body });
const linkOf = (url: string) => url.split(/\/portal\/(?:estimate|invoice)\//)[1];
const approve = (link: string, body: object) => call(s.t.app, 'POST', `/public/v3/portal/${link}/approve`, { body });

/**
 * A quote in `token`'s garage of an oil service (HK$480), a part (two filters at HK$60, in stock 10) and wheel
 * alignment (HK$380), shared as an estimate: the job, its link and the part.
 */
async function quote(token: string) {
    const customer = await create(s.t, token, 'relationship/customer', { name: 'Chan Tai Man' });
    const service = await create(s.t, token, 'motor-garage/service', {
        code: `OIL-${Math.random().toString(36).slice(2, 8)}`,
        name: 'Oil service',
        price_cents: 48000,
    });
    const alignment = await create(s.t, token, 'motor-garage/service', {
        code: `ALN-${Math.random().toString(36).slice(2, 8)}`,
        name: 'Wheel alignment',
        price_cents: 38000,
    });
    const part = await create(s.t, token, 'motor-garage/product', {
        sku: `FLT-${Math.random().toString(36).slice(2, 8)}`,
        name: 'Oil filter',
        price_cents: 6000,
    });
    const stocked = await call(s.t.app, 'POST', `/api/v3/motor-garage/product/${part.id}/stock`, {
        token,
        body: { delta_milli: 10000, reason: 'received' },
    });
    expect(stocked.status).toBe(200);
    const job = await create(s.t, token, 'motor-garage/invoice', {
        customer_id: customer.id,
        lines: [
            { kind: 'service', service_id: service.id, quantity_milli: 1000 },
            { kind: 'product', product_id: part.id, quantity_milli: 2000 },
            { kind: 'service', service_id: alignment.id, quantity_milli: 1000 },
        ],
    });
    expect(job.total_cents).toBe(98000);
    const shared = await share(token, job.id);
    expect(shared.status).toBe(201);
    return { customer, job, link: linkOf(shared.body.data.url), part, alignment };
}

/** The customer approves every line but those at `declined` (indexes) and signs. */
async function answer(link: string, declined: number[], signature_name = 'Chan Tai Man') {
    const { estimate } = (await open(link)).body.data;
    const ids = estimate.lines.map((line: { id: number }) => line.id);
    return approve(link, {
        approved_line_ids: ids.filter((_: number, index: number) => !declined.includes(index)),
        declined_line_ids: ids.filter((_: number, index: number) => declined.includes(index)),
        signature_name,
        estimate_hash: estimate.estimate_hash,
    });
}

const stockOf = async (token: string, productId: number) =>
    (await call(s.t.app, 'GET', `/api/v3/motor-garage/product/${productId}`, { token })).body.data.stock_milli;

describe('money follows the customer’s answer', () => {
    it('bills the approved lines only: totals, invoice, stock, statistics and the FPS QR agree', async () => {
        await s.t.database.db.update(workspaces).set({ fpsId: '91234567' }).where(eq(workspaces.id, s.g.workspace.id));
        const { job, link, part, alignment } = await quote(s.g.owner);
        expect((await answer(link, [2])).status).toBe(200);

        const answered = await jobOf(s.g.member, job.id);
        expect(
            answered.lines.map((line: { approval: string; billable: boolean }) => [line.approval, line.billable]),
        ).toEqual([
            ['approved', true],
            ['approved', true],
            ['declined', false],
        ]);
        expect(answered).toMatchObject({ subtotal_cents: 60000, total_cents: 60000, approval_state: 'answered' });
        expect(answered.version).toBe(job.version + 1);

        const invoiced = await act(s.g.owner, job.id, 'invoice');
        expect(invoiced.status).toBe(200);
        expect(invoiced.body.data).toMatchObject({ status: 'invoiced', total_cents: 60000, balance_cents: 60000 });
        // The declined line stays on the job, marked, out of the bill.
        expect(invoiced.body.data.lines).toHaveLength(3);
        expect(await stockOf(s.g.owner, part.id)).toBe(8000);

        const statistic = await call(s.t.app, 'GET', '/api/v3/motor-garage/statistic', {
            token: s.g.owner,
            query: { from: TODAY, to: TODAY },
        });
        expect(statistic.body.data.invoiced_cents).toBe(60000);
        const services = statistic.body.data.top_services.map((item: { id: number }) => item.id);
        expect(services).not.toContain(alignment.id);

        const invoiceLink = linkOf((await share(s.g.owner, job.id, 'invoice')).body.data.url);
        const page = (await open(invoiceLink)).body.data.invoice;
        expect(page.lines.map((line: { description: string }) => line.description)).toEqual([
            'Oil service',
            'Oil filter',
        ]);
        expect(page.total_cents).toBe(60000);
        // EMV tag 54: the amount the customer's banking app fills in.
        expect(parseTlv(page.fps_payload).find(field => field.id === '54')?.value).toBe('600.00');

        // Voiding puts back what the invoice took, and no more.
        expect((await act(s.g.owner, job.id, 'void')).status).toBe(200);
        expect(await stockOf(s.g.owner, part.id)).toBe(10000);
    });

    it('bills a declined or later line only once staff record the customer’s approval, with who and how', async () => {
        const { job, link } = await quote(s.g.owner);
        expect((await answer(link, [2])).status).toBe(200);
        const current = await jobOf(s.g.owner, job.id);
        // A line added after the answer waits for an approval too.
        const added = await call(s.t.app, 'PUT', `${JOBS}/${job.id}`, {
            token: s.g.owner,
            body: {
                version: current.version,
                lines: [
                    ...current.lines,
                    { kind: 'custom', description: 'Wiper blades', quantity_milli: 1000, unit_price_cents: 15000 },
                ],
            },
        });
        expect(added.status).toBe(200);
        expect(added.body.data.total_cents).toBe(60000);
        const [, , alignment, wipers] = added.body.data.lines;
        expect([alignment.billable, wipers.billable, wipers.approval]).toEqual([false, false, null]);

        const unknown = await act(s.g.member, job.id, 'approve-lines', { line_ids: [999999], by: 'phone' });
        expectError(unknown, 400, 'validation_failed');
        const already = await act(s.g.member, job.id, 'approve-lines', {
            line_ids: [added.body.data.lines[0].id],
            by: 'phone',
        });
        expect(already.body.details).toEqual([{ field: 'line_ids', error: 'already_approved' }]);
        expectError(
            await act(s.g.member, job.id, 'approve-lines', { line_ids: [wipers.id], by: 'email' }),
            400,
            'validation_failed',
        );
        expectError(
            await act(s.g.stranger, job.id, 'approve-lines', { line_ids: [wipers.id], by: 'phone' }),
            404,
            'not_found',
        );
        expectError(
            await call(s.t.app, 'POST', `${JOBS}/${job.id}/approve-lines`, {
                body: { line_ids: [wipers.id], by: 'phone' },
            }),
            401,
            'unauthorized',
        );
        expect((await jobOf(s.g.owner, job.id)).total_cents).toBe(60000);

        const approved = await act(s.g.member, job.id, 'approve-lines', {
            line_ids: [alignment.id, wipers.id],
            by: 'phone',
            note: 'Rang back: do the alignment and the wipers',
        });
        expect(approved.status).toBe(200);
        expect(approved.body.data.total_cents).toBe(60000 + 38000 + 15000);
        expect(approved.body.data.lines.every((line: { billable: boolean }) => line.billable)).toBe(true);
        expect(approved.body.data.answers[0]).toMatchObject({
            method: 'phone',
            name: expect.stringMatching(/^User user_/),
            note: 'Rang back: do the alignment and the wipers',
        });
        expect(approved.body.data.answers[1]).toMatchObject({ method: 'link', name: 'Chan Tai Man' });
        expect(approved.body.data.lines[2].approval_id).toBe(approved.body.data.answers[0].id);
        // The customer's signature still stands: staff approvals are not signatures.
        expect(approved.body.data.approval.signature_name).toBe('Chan Tai Man');

        const invoiced = await act(s.g.owner, job.id, 'invoice');
        expect(invoiced.body.data.total_cents).toBe(113000);
        expectError(
            await act(s.g.owner, job.id, 'approve-lines', { line_ids: [wipers.id], by: 'in_person' }),
            409,
            'invalid_transition',
        );
    });

    it('leaves out a discount the approved lines no longer reach, as the customer’s page totals them', async () => {
        const customer = await create(s.t, s.g.owner, 'relationship/customer', { name: 'Ho Wing' });
        const discount = await create(s.t, s.g.owner, 'motor-garage/discount', {
            name: 'Big job 10%',
            kind: 'percent',
            percent_bp: 1000,
            min_subtotal_cents: 50000,
        });
        const job = await create(s.t, s.g.owner, 'motor-garage/invoice', {
            customer_id: customer.id,
            discount_id: discount.id,
            lines: [
                { kind: 'custom', description: 'Brakes', quantity_milli: 1000, unit_price_cents: 38000 },
                { kind: 'custom', description: 'Tyres', quantity_milli: 1000, unit_price_cents: 40000 },
            ],
        });
        expect(job.total_cents).toBe(70200);
        const link = linkOf((await share(s.g.owner, job.id)).body.data.url);
        const page = (await open(link)).body.data.estimate;
        expect(page.discount_rule).toMatchObject({ kind: 'percent', percent_bp: 1000, min_subtotal_cents: 50000 });
        expect((await answer(link, [1])).status).toBe(200);
        // HK$380 alone is below the discount's minimum: billed in full, never refused for it
        expect(await jobOf(s.g.owner, job.id)).toMatchObject({
            subtotal_cents: 38000,
            discount_cents: 0,
            total_cents: 38000,
        });
        const invoiced = await act(s.g.owner, job.id, 'invoice');
        expect(invoiced.body.data).toMatchObject({ status: 'invoiced', discount_cents: 0, total_cents: 38000 });
    });

    it('refuses to invoice a job whose customer declined every line', async () => {
        const { job, link } = await quote(s.g.owner);
        expect((await answer(link, [0, 1, 2])).status).toBe(200);
        expect((await jobOf(s.g.owner, job.id)).total_cents).toBe(0);
        const refused = await act(s.g.owner, job.id, 'invoice');
        expectError(refused, 400, 'validation_failed');
        expect(refused.body.details).toEqual([{ field: 'lines', error: 'none_approved' }]);
        expect((await jobOf(s.g.owner, job.id)).status).toBe('quote');
    });
});

describe('closed links and real signatures', () => {
    it('closes the estimate once the job is invoiced or cancelled: the page says so and a signature changes nothing', async () => {
        const invoicedQuote = await quote(s.g.owner);
        expect((await act(s.g.owner, invoicedQuote.job.id, 'invoice')).status).toBe(200);
        const page = (await open(invoicedQuote.link)).body.data.estimate;
        expect(page).toMatchObject({ closed: true, needs_approval: false });
        const late = await answer(invoicedQuote.link, [0, 1, 2]);
        expectError(late, 409, 'estimate_closed');
        const after = await jobOf(s.g.owner, invoicedQuote.job.id);
        expect(after.lines.map((line: { approval: string | null }) => line.approval)).toEqual([null, null, null]);
        expect(after.total_cents).toBe(98000);
        expectError(await share(s.g.owner, invoicedQuote.job.id), 409, 'invalid_transition');

        const cancelledQuote = await quote(s.g.owner);
        expect((await act(s.g.owner, cancelledQuote.job.id, 'cancel')).status).toBe(200);
        expectError(await answer(cancelledQuote.link, [0]), 409, 'estimate_closed');
        expect(
            await s.t.database.db.select().from(jobApprovals).where(eq(jobApprovals.jobId, cancelledQuote.job.id)),
        ).toEqual([]);
    });

    it('needs two visible letters to sign: zero-width, format and punctuation characters do not count', async () => {
        const { job, link } = await quote(s.g.owner);
        for (const name of ['\u200b\u200b\u200b', 'A', '\u200bA\u200d', '. .', '陳\u2060', '\u202e\u202d']) {
            const refused = await answer(link, [], name);
            expectError(refused, 400, 'validation_failed');
            expect(refused.body.details).toEqual([{ field: 'signature_name', error: 'too_short' }]);
        }
        expect((await jobOf(s.g.owner, job.id)).approval).toBeNull();
        expect((await answer(link, [], '陳大')).status).toBe(200);
    });
});

describe('staff hear the answer', () => {
    it('moves the job from none to sent, viewed and answered, filterable, and tells the members who read jobs', async () => {
        const customer = await create(s.t, s.g.owner, 'relationship/customer', { name: 'Wong Siu Ming' });
        const job = await create(s.t, s.g.owner, 'motor-garage/invoice', {
            customer_id: customer.id,
            lines: [{ kind: 'custom', description: 'Brake pads', quantity_milli: 1000, unit_price_cents: 80000 }],
        });
        expect(job.approval_state).toBe('none');
        const link = linkOf((await share(s.g.member, job.id)).body.data.url);
        const stateOf = async () => (await jobOf(s.g.owner, job.id)).approval_state;
        expect(await stateOf()).toBe('sent');
        const inState = (state: string) => listIds(s.t, s.g.owner, 'motor-garage/invoice', { approval_state: state });
        expect(await inState('sent')).toContain(job.id);
        const version = (await jobOf(s.g.owner, job.id)).version;
        await open(link);
        await open(link);
        expect(await stateOf()).toBe('viewed');
        // Seeing the link is not an edit: a form open on the job still saves.
        expect((await jobOf(s.g.owner, job.id)).version).toBe(version);
        expect((await answer(link, [])).status).toBe(200);
        expect(await stateOf()).toBe('answered');
        expect(await inState('answered')).toContain(job.id);
        expect(await inState('sent,viewed')).not.toContain(job.id);
        expect(await listIds(s.t, s.g.stranger, 'motor-garage/invoice', { approval_state: 'answered' })).not.toContain(
            job.id,
        );
        expectError(
            await call(s.t.app, 'GET', JOBS, { token: s.g.owner, query: { approval_state: 'maybe' } }),
            400,
            'validation_failed',
        );

        const told = await s.t.database.db
            .select()
            .from(notifications)
            .where(and(eq(notifications.kind, 'estimate_answered'), eq(notifications.recordId, job.id)));
        expect(told.map(row => row.workspaceId)).toEqual([s.g.workspace.id, s.g.workspace.id]);
        expect(told[0].args).toMatchObject({
            number: job.number,
            customer_name: 'Wong Siu Ming',
            approved: 1,
            declined: 0,
        });
    });

    it('tells staff the first time a customer opens their invoice, once', async () => {
        const customer = await create(s.t, s.g.owner, 'relationship/customer', { name: 'Lee Ka Yan' });
        const job = await create(s.t, s.g.owner, 'motor-garage/invoice', {
            customer_id: customer.id,
            lines: [{ kind: 'custom', description: 'Battery', quantity_milli: 1000, unit_price_cents: 90000 }],
        });
        const invoiced = (await act(s.g.owner, job.id, 'invoice')).body.data;
        const link = linkOf((await share(s.g.owner, job.id, 'invoice')).body.data.url);
        const opened = () =>
            s.t.database.db
                .select()
                .from(notifications)
                .where(and(eq(notifications.kind, 'payment_link_opened'), eq(notifications.recordId, job.id)));
        expect(await opened()).toEqual([]);
        await open(link);
        await open(link);
        const told = await opened();
        expect(told).toHaveLength(2);
        expect(told[0].args).toEqual({ number: invoiced.invoice_number, customer_name: 'Lee Ka Yan' });
    });
});
