import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { portalLinks, workspaces } from '../../server/db/schema';
import { redactQuery } from '../../server/http/log-redaction';
import { call } from '../support/factories';
import { create, garageSuite, invoicedJob } from '../support/garage';

const suite = garageSuite();
const share = (token: string, jobId: number, body: object = { purpose: 'invoice' }) =>
    call(suite.t.app, 'POST', `/api/v3/motor-garage/invoice/${jobId}/share`, { token, body });
const open = (token: string) => call(suite.t.app, 'GET', `/public/v3/portal/${token}`);
const tokenOf = (url: string) => url.split('/portal/invoice/')[1];

/** A customer who reads Traditional Chinese, their car, and an invoice of two lines with a payment on it. */
async function customersInvoice() {
    const { t, g } = suite;
    const customer = await create(t, g.owner, 'relationship/customer', { name: '陳大文', preferred_locale: 'zh-hk' });
    const vehicle = await create(t, g.owner, 'motor-garage/vehicle', { plate: 'KT 1234', customer_id: customer.id });
    const job = await create(t, g.owner, 'motor-garage/invoice', {
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        notes: 'Thank you',
        internal_notes: 'Customer haggles, watch out',
        lines: [
            {
                kind: 'custom',
                description: 'Brake pads',
                description_zh: '剎車皮',
                quantity_milli: 1000,
                unit_price_cents: 80000,
            },
            { kind: 'custom', description: 'Labour', quantity_milli: 2000, unit_price_cents: 25000 },
        ],
    });
    expect(
        (await call(t.app, 'POST', `/api/v3/motor-garage/invoice/${job.id}/invoice`, { token: g.owner })).status,
    ).toBe(200);
    const paid = await call(t.app, 'POST', `/api/v3/motor-garage/invoice/${job.id}/payment`, {
        token: g.owner,
        body: { amount_cents: 30000, method: 'cash' },
    });
    expect(paid.status).toBe(200);
    return paid.body.data;
}

describe('portal links to an invoice', () => {
    it('shares an invoice as a URL that shows exactly that invoice, with its FPS code for the balance', async () => {
        const { t, g } = suite;
        await t.database.db.update(workspaces).set({ fpsId: '1234567' }).where(eq(workspaces.id, g.workspace.id));
        const job = await customersInvoice();
        const shared = await share(g.owner, job.id);
        expect(shared.status).toBe(201);
        expect(shared.body.data.url).toMatch(/^http:\/\/localhost(:\d+)?\/portal\/invoice\/[A-Za-z0-9_-]{43}$/);
        expect(Date.parse(shared.body.data.expires_at) - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);

        const page = await open(tokenOf(shared.body.data.url));
        expect(page.status).toBe(200);
        const { purpose, locale, garage, invoice } = page.body.data;
        expect({ purpose, locale, garage: garage.name }).toEqual({
            purpose: 'invoice',
            locale: 'zh-hk',
            garage: g.workspace.name,
        });
        expect(invoice.invoice_number).toBe(job.invoice_number);
        expect(invoice.customer.name).toBe('陳大文');
        expect(invoice.vehicle.plate).toBe('KT 1234');
        expect(invoice.lines.map((line: { description_zh: string }) => line.description_zh)).toEqual(['剎車皮', '']);
        expect([invoice.total_cents, invoice.paid_cents, invoice.balance_cents]).toEqual([130000, 30000, 100000]);
        expect(invoice.payments).toEqual([expect.objectContaining({ amount_cents: 30000, method: 'cash' })]);
        expect(invoice.fps_payload).toContain('54071000.00');
        expect(invoice.notes).toBe('Thank you');
        expect(JSON.stringify(page.body)).not.toContain('haggles');
        expect(invoice).not.toHaveProperty('internal_notes');
    });

    it('keeps only the SHA-256 of the token', async () => {
        const { t, g } = suite;
        const job = await invoicedJob(t, g.owner, 5000);
        const token = tokenOf((await share(g.owner, job.id)).body.data.url);
        const rows = await t.database.db.select().from(portalLinks).where(eq(portalLinks.jobId, job.id));
        expect(rows).toHaveLength(1);
        expect(JSON.stringify(rows)).not.toContain(token);
        expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    });

    it("gives each token its own job: one invoice's link never shows another", async () => {
        const { t, g } = suite;
        const first = await invoicedJob(t, g.owner, 1000);
        const second = await invoicedJob(t, g.owner, 2000);
        const firstPage = await open(tokenOf((await share(g.owner, first.id)).body.data.url));
        const secondPage = await open(tokenOf((await share(g.owner, second.id)).body.data.url));
        expect(firstPage.body.data.invoice.number).toBe(first.number);
        expect(secondPage.body.data.invoice.number).toBe(second.number);
        expect(firstPage.body.data.invoice.total_cents).toBe(1000);
    });

    it("refuses to share another workspace's job (404) and a job not yet invoiced (409)", async () => {
        const { t, g } = suite;
        const ours = await invoicedJob(t, g.owner, 1000);
        expect((await share(g.stranger, ours.id)).status).toBe(404);
        const quote = await create(t, g.owner, 'motor-garage/invoice', {});
        const refused = await share(g.owner, quote.id);
        expect([refused.status, refused.body.error]).toEqual([409, 'invalid_transition']);
        expect((await share(g.owner, ours.id, { purpose: 'booking' })).status).toBe(400);
        const links = await t.database.db.select().from(portalLinks).where(eq(portalLinks.jobId, quote.id));
        expect(links).toHaveLength(0);
    });

    it('answers 404 link_not_found, 410 link_expired and 410 link_revoked', async () => {
        const { t, g } = suite;
        const wrong = await open('A'.repeat(43));
        expect([wrong.status, wrong.body.error]).toEqual([404, 'link_not_found']);

        const job = await invoicedJob(t, g.owner, 1000);
        const expiring = (await share(g.owner, job.id)).body.data;
        await t.database.db
            .update(portalLinks)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(portalLinks.id, expiring.id));
        const expired = await open(tokenOf(expiring.url));
        expect([expired.status, expired.body.error]).toEqual([410, 'link_expired']);

        const revoking = (await share(g.owner, job.id)).body.data;
        expect((await open(tokenOf(revoking.url))).status).toBe(200);
        const byStranger = await call(t.app, 'DELETE', `/api/v3/motor-garage/invoice/${job.id}/share/${revoking.id}`, {
            token: g.stranger,
        });
        expect(byStranger.status).toBe(404);
        expect((await open(tokenOf(revoking.url))).status).toBe(200);
        const revoked = await call(t.app, 'DELETE', `/api/v3/motor-garage/invoice/${job.id}/share/${revoking.id}`, {
            token: g.owner,
        });
        expect(revoked.status).toBe(200);
        const closed = await open(tokenOf(revoking.url));
        expect([closed.status, closed.body.error]).toEqual([410, 'link_revoked']);
    });

    it('answers 429 once an address has opened too many links', async () => {
        const { t } = suite;
        const app = await buildApp({
            config: t.config,
            db: t.database.db,
            logger: false,
            portalLimits: { perIp: 3, windowMs: 60_000 },
            rateLimitNamespace: 'portal-test:',
        });
        try {
            const statuses = [];
            for (let i = 0; i < 4; i++) {
                statuses.push((await call(app, 'GET', `/public/v3/portal/${'B'.repeat(43)}`)).status);
            }
            expect(statuses).toEqual([404, 404, 404, 429]);
        } finally {
            await app.close();
        }
    });

    it('never logs a link token: request URLs are written with it redacted', () => {
        expect(redactQuery('/public/v3/portal/Abc_-123?x=1')).toBe('/public/v3/portal/[redacted]?x=1');
        expect(redactQuery('/portal/invoice/Abc_-123')).toBe('/portal/invoice/[redacted]');
        expect(redactQuery('/api/v3/motor-garage/invoice/5/share')).toBe('/api/v3/motor-garage/invoice/5/share');
    });
});
