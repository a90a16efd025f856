import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApprovals, portalLinks } from '../../server/db/schema';
import { call, expectError } from '../support/factories';
import { create, garageSuite, invoicedJob } from '../support/garage';

const s = garageSuite();
const JOBS = '/api/v3/motor-garage/invoice';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

const share = (token: string, jobId: number, body: object = { purpose: 'estimate' }) =>
    call(s.t.app, 'POST', `${JOBS}/${jobId}/share`, { token, body });
const open = (token: string) => call(s.t.app, 'GET', `/public/v3/portal/${token}`);
const jobOf = async (token: string, id: number) => (await call(s.t.app, 'GET', `${JOBS}/${id}`, { token })).body.data;
const tokenOf = (url: string) => url.split(/\/portal\/(?:estimate|invoice)\//)[1];

/** The customer signs from their phone: POST …/approve with a browser's user agent. */
async function approve(token: string, body: object) {
    const response = await s.t.app.inject({
        method: 'POST',
        url: `/public/v3/portal/${token}/approve`,
        headers: { 'user-agent': PHONE },
        payload: body,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const BRAKES = { kind: 'custom', description: 'Brake pads', description_zh: '剎車皮', quantity_milli: 1000 };
const TYRES = { kind: 'custom', description: 'Four tyres', quantity_milli: 4000, unit_price_cents: 60000 };

/** A zh-hk customer's car and a quote of two lines in `token`'s garage, shared as an estimate: its link's token. */
async function sharedEstimate(token: string, brakesCents = 80000) {
    const customer = await create(s.t, token, 'relationship/customer', { name: '陳大文', preferred_locale: 'zh-hk' });
    const vehicle = await create(s.t, token, 'motor-garage/vehicle', {
        plate: `KT ${Math.floor(Math.random() * 9000) + 1000}`,
        customer_id: customer.id,
    });
    const job = await create(s.t, token, 'motor-garage/invoice', {
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        internal_notes: 'Customer haggles',
        lines: [{ ...BRAKES, unit_price_cents: brakesCents }, TYRES],
    });
    const shared = await share(token, job.id);
    expect(shared.status).toBe(201);
    expect(shared.body.data.url).toMatch(/\/portal\/estimate\/[A-Za-z0-9_-]{43}$/);
    return { customer, vehicle, job, link: tokenOf(shared.body.data.url) };
}

/** Approves the first line and declines the second of the page `link` shows now. */
async function approveFirstDeclineSecond(link: string, signature_name = '  陳大文  ') {
    const { estimate } = (await open(link)).body.data;
    const [first, second] = estimate.lines.map((line: { id: number }) => line.id);
    return approve(link, {
        approved_line_ids: [first],
        declined_line_ids: [second],
        signature_name,
        estimate_hash: estimate.estimate_hash,
    });
}

describe('estimate approval by link', () => {
    it('shows the estimate, signs one line approved and one declined, and the job records both and the signature', async () => {
        const { job, vehicle, link } = await sharedEstimate(s.g.owner);
        const page = (await open(link)).body.data;
        expect(page).toMatchObject({ purpose: 'estimate', locale: 'zh-hk', garage: { name: s.g.workspace.name } });
        expect(page.estimate).toMatchObject({
            number: job.number,
            plate: vehicle.plate,
            subtotal_cents: 320000,
            total_cents: 320000,
            approval: null,
            needs_approval: true,
        });
        expect(page.estimate.lines.map((line: { description_zh: string }) => line.description_zh)).toEqual([
            '剎車皮',
            '',
        ]);
        expect(page.estimate.estimate_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(page)).not.toContain('haggles');

        const signed = await approveFirstDeclineSecond(link);
        expect(signed.status).toBe(200);
        expect(signed.body.data.estimate.lines.map((line: { approval: string }) => line.approval)).toEqual([
            'approved',
            'declined',
        ]);
        expect(signed.body.data.estimate).toMatchObject({
            needs_approval: false,
            approval: { signature_name: '陳大文' },
        });

        const recorded = await jobOf(s.g.member, job.id);
        expect(recorded.version).toBe(job.version + 1);
        expect(recorded.lines.map((line: { approval: string }) => line.approval)).toEqual(['approved', 'declined']);
        expect(recorded.approval).toEqual({
            signature_name: '陳大文',
            signed_at: expect.any(String),
            ip_address: '127.0.0.1',
            user_agent: PHONE,
            estimate_hash: page.estimate.estimate_hash,
            stale: false,
        });
        expectError(await approveFirstDeclineSecond(link), 409, 'already_approved');
        expect(await s.t.database.db.select().from(jobApprovals).where(eq(jobApprovals.jobId, job.id))).toHaveLength(1);
    });

    it("never shows another job, customer or workspace, nor signs another job's lines", async () => {
        const ours = await sharedEstimate(s.g.owner, 11100);
        const theirs = await sharedEstimate(s.g.stranger, 22200);
        await create(s.t, s.g.stranger, 'relationship/customer', { name: 'Other customer' });
        const page = (await open(ours.link)).body.data;
        expect(page.estimate.number).toBe(ours.job.number);
        expect(page.garage.name).toBe(s.g.workspace.name);
        expect(page.estimate.lines.map((line: { unit_price_cents: number }) => line.unit_price_cents)).toEqual([
            11100, 60000,
        ]);
        expect(JSON.stringify(page)).not.toContain('Other customer');
        expect(JSON.stringify(page)).not.toContain(theirs.vehicle.plate);

        const theirLines = (await open(theirs.link)).body.data.estimate.lines.map((line: { id: number }) => line.id);
        const answer = await approve(ours.link, {
            approved_line_ids: theirLines,
            declined_line_ids: [],
            signature_name: 'Chan',
            estimate_hash: page.estimate.estimate_hash,
        });
        expectError(answer, 400, 'validation_failed');
        expect((await jobOf(s.g.stranger, theirs.job.id)).approval).toBeNull();
        expectError(await share(s.g.stranger, ours.job.id), 404, 'not_found');
    });

    it('refuses a changed estimate (409, nothing saved); the job shows the approval stale until signed again', async () => {
        const { job, link } = await sharedEstimate(s.g.owner);
        const opened = (await open(link)).body.data.estimate;
        const edit = async (brakesCents: number) => {
            const current = await jobOf(s.g.owner, job.id);
            const lines = [{ ...BRAKES, unit_price_cents: brakesCents }, TYRES];
            const saved = await call(s.t.app, 'PUT', `${JOBS}/${job.id}`, {
                token: s.g.owner,
                body: { version: current.version, lines },
            });
            expect(saved.status).toBe(200);
            return saved.body.data;
        };
        await edit(90000);
        const stale = await approve(link, {
            approved_line_ids: opened.lines.map((line: { id: number }) => line.id),
            declined_line_ids: [],
            signature_name: 'Chan',
            estimate_hash: opened.estimate_hash,
        });
        expectError(stale, 409, 'estimate_changed');
        expect(await s.t.database.db.select().from(jobApprovals).where(eq(jobApprovals.jobId, job.id))).toEqual([]);

        expect((await approveFirstDeclineSecond(link)).status).toBe(200);
        const unchanged = await edit(90000);
        expect(unchanged.approval.stale).toBe(false);
        const changed = await edit(95000);
        expect(changed.approval.stale).toBe(true);
        // The brakes changed price: their answer is gone; the tyres, unchanged, keep theirs.
        expect(changed.lines.map((line: { approval: string | null }) => line.approval)).toEqual([null, 'declined']);
        expect((await open(link)).body.data.estimate.needs_approval).toBe(true);
        expect((await approveFirstDeclineSecond(link)).status).toBe(200);
        expect((await jobOf(s.g.owner, job.id)).approval.stale).toBe(false);
    });

    it('refuses line lists that do not name every line once, and a blank or too long signature', async () => {
        const { job, link } = await sharedEstimate(s.g.owner);
        const { estimate } = (await open(link)).body.data;
        const [first, second] = estimate.lines.map((line: { id: number }) => line.id);
        const attempt = (approved: number[], declined: number[], signature_name = 'Chan') =>
            approve(link, {
                approved_line_ids: approved,
                declined_line_ids: declined,
                signature_name,
                estimate_hash: estimate.estimate_hash,
            });
        const missing = await attempt([first], []);
        expectError(missing, 400, 'validation_failed');
        expect(missing.body.details).toEqual([{ field: 'lines', error: 'missing_line' }]);
        const twice = await attempt([first, second], [second]);
        expect(twice.body.details).toEqual([{ field: 'declined_line_ids', error: 'duplicate_line' }]);
        const unknown = await attempt([first, second, 999999], []);
        expect(unknown.body.details).toEqual([{ field: 'approved_line_ids', error: 'unknown_line' }]);
        expectError(await attempt([first], [second], '   '), 400, 'validation_failed');
        expectError(await attempt([first], [second], 'x'.repeat(101)), 400, 'validation_failed');
        expectError(await approve(link, { approved_line_ids: [first] }), 400, 'validation_failed');
        expect((await jobOf(s.g.owner, job.id)).approval).toBeNull();
        expect((await attempt([first], [second], 'y'.repeat(100))).status).toBe(200);
        // A signed quote may still be deleted, its signature with it.
        expect((await call(s.t.app, 'DELETE', `${JOBS}/${job.id}`, { token: s.g.owner })).status).toBe(200);
        expect(await s.t.database.db.select().from(jobApprovals).where(eq(jobApprovals.jobId, job.id))).toEqual([]);
    });

    it('opens only estimate links, and neither expired nor revoked ones', async () => {
        const invoiced = await invoicedJob(s.t, s.g.owner, 5000);
        const invoiceLink = tokenOf((await share(s.g.owner, invoiced.id, {})).body.data.url);
        expect((await open(invoiceLink)).body.data.purpose).toBe('invoice');
        const body = { approved_line_ids: [], declined_line_ids: [], signature_name: 'Chan', estimate_hash: 'x' };
        expectError(await approve(invoiceLink, body), 404, 'link_not_found');

        const { job, link } = await sharedEstimate(s.g.owner);
        const [row] = await s.t.database.db.select().from(portalLinks).where(eq(portalLinks.jobId, job.id));
        await s.t.database.db
            .update(portalLinks)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(portalLinks.id, row.id));
        expectError(await open(link), 410, 'link_expired');
        expectError(await approve(link, body), 410, 'link_expired');

        const again = (await share(s.g.owner, job.id)).body.data;
        const revoked = await call(s.t.app, 'DELETE', `${JOBS}/${job.id}/share/${again.id}`, { token: s.g.owner });
        expect(revoked.status).toBe(200);
        expectError(await open(tokenOf(again.url)), 410, 'link_revoked');
        expectError(await approve(tokenOf(again.url), body), 410, 'link_revoked');
    });

    it('shares an estimate of a job with lines that is neither cancelled nor void, as a member may', async () => {
        const empty = await create(s.t, s.g.owner, 'motor-garage/invoice', {});
        expectError(await share(s.g.member, empty.id), 400, 'validation_failed');
        const { job } = await sharedEstimate(s.g.member);
        const cancelled = await call(s.t.app, 'POST', `${JOBS}/${job.id}/cancel`, { token: s.g.member });
        expect(cancelled.status).toBe(200);
        expectError(await share(s.g.member, job.id), 409, 'invalid_transition');
        expectError(await share(s.g.owner, 99999999), 404, 'not_found');
        expectError(await share(s.g.owner, job.id, { purpose: 'booking' }), 400, 'validation_failed');
    });

    it("gives an estimate message's {{link}} the customer's estimate page", async () => {
        const { customer, job } = await sharedEstimate(s.g.owner);
        const message = await call(s.t.app, 'POST', '/api/v3/motor-garage/message', {
            token: s.g.member,
            body: { kind: 'estimate', customer_id: customer.id, job_id: job.id, channel: 'email' },
        });
        expect(message.status).toBe(201);
        const url = /http:\/\/\S+\/portal\/estimate\/[A-Za-z0-9_-]{43}/.exec(message.body.data.body)?.[0];
        expect(url).toBeDefined();
        expect(message.body.data.body).toContain('簽名');
        expect((await open(tokenOf(url!))).body.data.estimate.number).toBe(job.number);
    });
});
