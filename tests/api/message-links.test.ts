import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portalLinks } from '../../server/db/schema';
import { hashToken } from '../../server/modules/portal/links';
import { call, expectError } from '../support/factories';
import { create, garageSuite, invoicedJob } from '../support/garage';

const s = garageSuite();
const MESSAGE = '/api/v3/motor-garage/message';
const TEMPLATES = '/api/v3/motor-garage/message-template';
const LINKS = 'Invoice: {{link}} Stop: {{opt_out_link}}';
const URL_OF = /(http:\/\/\S+\/portal\/(invoice|opt-out)\/([A-Za-z0-9_-]{43}))/g;

/** The kind's English wording in `token`'s workspace: its portal links and nothing else. */
const linksTemplate = (token: string, kind: string) =>
    call(s.t.app, 'PUT', `${TEMPLATES}/${kind}/en`, { token, body: { subject: kind, body: LINKS } });
const draft = (token: string, body: object) => call(s.t.app, 'POST', MESSAGE, { token, body });
const open = (token: string) => call(s.t.app, 'GET', `/public/v3/portal/${token}`);
const consent = (token: string, action: 'opt-out' | 'opt-in') =>
    call(s.t.app, 'POST', `/public/v3/portal/${token}/${action}`);

/** The tokens of a message body's links, by the page they open. */
function linksOf(body: string) {
    const found: Record<string, string> = {};
    for (const [, , page, token] of body.matchAll(URL_OF)) found[page] = token;
    return found;
}

/** A customer who reads English, with a car and an invoiced job; and a drafted `kind` message about that job. */
async function draftedFor(token: string, kind = 'invoice', customer: object = {}) {
    const who = await create(s.t, token, 'relationship/customer', {
        name: 'Wong',
        preferred_locale: 'en',
        reminder_consent: true,
        ...customer,
    });
    const vehicle = await create(s.t, token, 'motor-garage/vehicle', {
        plate: `LK ${Date.now() % 10000}`,
        customer_id: who.id,
    });
    const job = await invoicedJob(s.t, token, 50000, { customer_id: who.id, vehicle_id: vehicle.id });
    const message = await draft(token, { kind, customer_id: who.id, job_id: job.id, channel: 'email' });
    expect(message.status).toBe(201);
    return { customer: who, vehicle, job, message: message.body.data, links: linksOf(message.body.data.body) };
}

describe("a message's portal links", () => {
    it('gives an invoice message a link that opens that invoice, and keeps which link it is', async () => {
        expect((await linksTemplate(s.g.owner, 'invoice')).status).toBe(200);
        const { job, message, links } = await draftedFor(s.g.owner);
        expect(message.body).toMatch(
            /^Invoice: http:\/\/\S+\/portal\/invoice\/\S+ Stop: http:\/\/\S+\/portal\/opt-out\/\S+$/,
        );
        const page = await open(links.invoice);
        expect(page.status).toBe(200);
        expect(page.body.data.purpose).toBe('invoice');
        expect(page.body.data.invoice.number).toBe(job.number);
        expect(page.body.data.invoice.total_cents).toBe(50000);
        expect(message.portal_link_id).toEqual(expect.any(Number));

        const revoked = await call(
            s.t.app,
            'DELETE',
            `/api/v3/motor-garage/invoice/${job.id}/share/${message.portal_link_id}`,
            {
                token: s.g.owner,
            },
        );
        expect(revoked.status).toBe(200);
        expectError(await open(links.invoice), 410, 'link_revoked');
    });

    it('leaves {{link}} empty for a job not yet invoiced, but still gives the opt-out link', async () => {
        expect((await linksTemplate(s.g.owner, 'estimate')).status).toBe(200);
        const who = await create(s.t, s.g.owner, 'relationship/customer', { name: 'Lee', preferred_locale: 'en' });
        const quote = await create(s.t, s.g.owner, 'motor-garage/invoice', { customer_id: who.id });
        const message = await draft(s.g.owner, {
            kind: 'estimate',
            customer_id: who.id,
            job_id: quote.id,
            channel: 'email',
        });
        expect(message.status).toBe(201);
        expect(message.body.data.body).toMatch(/^Invoice: {2}Stop: http:\/\/\S+\/portal\/opt-out\/\S+$/);
        expect(message.body.data.portal_link_id).toBeNull();
    });

    it("opts the customer out of reminders from the message's link, and back in", async () => {
        await linksTemplate(s.g.owner, 'payment_receipt');
        const { customer, vehicle, links } = await draftedFor(s.g.owner, 'payment_receipt');
        const page = await open(links['opt-out']);
        expect(page.status).toBe(200);
        expect(page.body.data).toEqual({
            purpose: 'opt_out',
            locale: 'en',
            garage: expect.objectContaining({ name: s.g.workspace.name, logo_url: null, whatsapp_url: null }),
            customer: { name: 'Wong' },
            reminder_consent: true,
        });

        const before = await call(s.t.app, 'GET', `/api/v3/relationship/customer/${customer.id}`, { token: s.g.owner });
        const out = await consent(links['opt-out'], 'opt-out');
        expect(out.status).toBe(200);
        expect(out.body.data.reminder_consent).toBe(false);
        const again = await consent(links['opt-out'], 'opt-out');
        expect(again.body.data.reminder_consent).toBe(false);
        const after = await call(s.t.app, 'GET', `/api/v3/relationship/customer/${customer.id}`, { token: s.g.owner });
        expect(after.body.data.reminder_consent).toBe(false);
        expect(after.body.data.version).toBe(before.body.data.version + 1);
        const reminder = { kind: 'licence_reminder', customer_id: customer.id, vehicle_id: vehicle.id, channel: 'sms' };
        expectError(await draft(s.g.owner, reminder), 409, 'no_reminder_consent');

        const back = await consent(links['opt-out'], 'opt-in');
        expect([back.status, back.body.data.reminder_consent]).toEqual([200, true]);
        expect((await draft(s.g.owner, reminder)).status).toBe(201);
    });

    it("acts only on its own workspace's customer; an invoice link cannot opt anyone out", async () => {
        await linksTemplate(s.g.owner, 'invoice');
        await linksTemplate(s.g.stranger, 'invoice');
        const ours = await draftedFor(s.g.owner);
        const theirs = await draftedFor(s.g.stranger);
        expect((await consent(theirs.links['opt-out'], 'opt-out')).body.data.reminder_consent).toBe(false);
        const ourCustomer = await call(s.t.app, 'GET', `/api/v3/relationship/customer/${ours.customer.id}`, {
            token: s.g.owner,
        });
        expect(ourCustomer.body.data.reminder_consent).toBe(true);
        expectError(await consent(ours.links.invoice, 'opt-out'), 404, 'link_not_found');
        const stolen = { kind: 'invoice', customer_id: ours.customer.id, job_id: ours.job.id, channel: 'email' };
        expectError(await draft(s.g.stranger, stolen), 400, 'validation_failed');
    });

    it('refuses an unknown, expired or withdrawn opt-out link, changing nothing', async () => {
        await linksTemplate(s.g.owner, 'invoice');
        const { customer, links } = await draftedFor(s.g.owner);
        expectError(await consent('no-such-token', 'opt-out'), 404, 'link_not_found');
        const byHash = eq(portalLinks.tokenHash, hashToken(links['opt-out']));
        await s.t.database.db
            .update(portalLinks)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(byHash);
        expectError(await consent(links['opt-out'], 'opt-out'), 410, 'link_expired');
        expectError(await open(links['opt-out']), 410, 'link_expired');
        await s.t.database.db
            .update(portalLinks)
            .set({ expiresAt: new Date(Date.now() + 60_000), revokedAt: new Date() })
            .where(byHash);
        expectError(await consent(links['opt-out'], 'opt-out'), 410, 'link_revoked');
        const after = await call(s.t.app, 'GET', `/api/v3/relationship/customer/${customer.id}`, { token: s.g.owner });
        expect(after.body.data.reminder_consent).toBe(true);
    });
});
