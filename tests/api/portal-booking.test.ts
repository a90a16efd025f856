import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { bookings, notifications, portalLinks, workspaces } from '../../server/db/schema';
import { call, expectError, signedInOwner } from '../support/factories';
import { create, garageSuite, invoicedJob } from '../support/garage';

const suite = garageSuite();
const BOOKING = 'motor-garage/booking';
const share = (token: string, id: number) => call(suite.t.app, 'POST', `/api/v3/${BOOKING}/${id}/share`, { token });
const open = (token: string) => call(suite.t.app, 'GET', `/public/v3/portal/${token}`);
const act = (token: string, action: string) =>
    call(suite.t.app, 'POST', `/public/v3/portal/${token}/booking`, { body: { action } });
const tokenOf = (url: string) => url.split('/portal/booking/')[1];
const versionOf = async (id: number) =>
    (await suite.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0].version;

let hour = 0;
/** A booking of a Chinese-reading customer's car for an oil change (named in both languages), an hour of its own. */
async function customersBooking(token = suite.g.owner) {
    const { t } = suite;
    const customer = await create(t, token, 'relationship/customer', {
        name: '陳大文',
        preferred_locale: 'zh-hk',
        reminder_consent: true,
    });
    const vehicle = await create(t, token, 'motor-garage/vehicle', {
        plate: `PB ${1000 + hour}`,
        customer_id: customer.id,
    });
    const service = await create(t, token, 'motor-garage/service', {
        code: `OIL${hour}`,
        name: 'Oil change',
        name_zh: '換機油',
    });
    // 2027-03-01 23:30 UTC is 07:30 on 2 March in Hong Kong: the page's day is the garage's.
    const start = Date.UTC(2027, 2, 1, 23, 30) + hour++ * 3600_000;
    return create(t, token, BOOKING, {
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        service_ids: [service.id],
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 3600_000).toISOString(),
        notes: 'Customer is rude',
    });
}

async function sharedToken(booking: { id: number }) {
    const shared = await share(suite.g.owner, booking.id);
    expect(shared.status).toBe(201);
    expect(shared.body.data.purpose).toBe('booking');
    return tokenOf(shared.body.data.url);
}

describe('a booking link', () => {
    it("shows the booking's times on the garage's clocks, its services, plate and what the customer may do", async () => {
        const booking = await customersBooking();
        const page = await open(await sharedToken(booking));
        expect(page.status).toBe(200);
        const { purpose, locale, garage, booking: shown } = page.body.data;
        expect({ purpose, locale, garage: garage.name, zone: garage.timezone }).toEqual({
            purpose: 'booking',
            locale: 'zh-hk',
            garage: suite.g.workspace.name,
            zone: 'Asia/Hong_Kong',
        });
        expect(shown).toMatchObject({
            day: '2027-03-02',
            start_time: '07:30',
            end_time: '08:30',
            status: 'pending',
            plate: 'PB 1000',
            services: [{ name: 'Oil change', name_zh: '換機油' }],
            actions: ['confirm', 'cancel'],
        });
        expect(Date.parse(shown.start_at)).toBe(Date.parse(booking.start_at));
        expect(JSON.stringify(page.body)).not.toContain('rude');
        expect(JSON.stringify(page.body)).not.toContain('陳大文');
    });

    it('confirms a pending booking once (a new version), and a repeat answers the same state', async () => {
        const booking = await customersBooking();
        const token = await sharedToken(booking);
        const confirmed = await act(token, 'confirm');
        expect(confirmed.status).toBe(200);
        expect(confirmed.body.data.booking).toMatchObject({ status: 'confirmed', actions: ['cancel'] });
        expect(await versionOf(booking.id)).toBe(booking.version + 1);
        const again = await act(token, 'confirm');
        expect([again.status, again.body.data.booking.status]).toEqual([200, 'confirmed']);
        expect(await versionOf(booking.id)).toBe(booking.version + 1);
        // The garage's form, opened before, now saves 409 stale.
        const stale = await call(suite.t.app, 'PUT', `/api/v3/${BOOKING}/${booking.id}`, {
            token: suite.g.owner,
            body: { ...booking, version: booking.version, notes: 'x' },
        });
        expectError(stale, 409, 'stale');
    });

    it('cancels a pending or confirmed booking; a cancelled one cannot be confirmed (409 booking_closed)', async () => {
        const booking = await customersBooking();
        const token = await sharedToken(booking);
        expect((await act(token, 'confirm')).status).toBe(200);
        const cancelled = await act(token, 'cancel');
        expect(cancelled.body.data.booking).toMatchObject({ status: 'cancelled', actions: [] });
        expect((await act(token, 'cancel')).body.data.booking.status).toBe('cancelled');
        expect(await versionOf(booking.id)).toBe(booking.version + 2);
        expectError(await act(token, 'confirm'), 409, 'booking_closed');
        expect(await versionOf(booking.id)).toBe(booking.version + 2);

        const arrived = await customersBooking();
        await call(suite.t.app, 'PUT', `/api/v3/${BOOKING}/${arrived.id}`, {
            token: suite.g.owner,
            body: { status: 'arrived', version: arrived.version },
        });
        const arrivedToken = await sharedToken(arrived);
        expectError(await act(arrivedToken, 'cancel'), 409, 'booking_closed');
        expect((await open(arrivedToken)).body.data.booking).toMatchObject({ status: 'arrived', actions: [] });
    });

    it('tells the garage when the customer cancels, once: whoever may read bookings, and nobody elsewhere', async () => {
        const { t, g } = suite;
        const booking = await customersBooking();
        const token = await sharedToken(booking);
        const told = () =>
            t.database.db
                .select()
                .from(notifications)
                .where(and(eq(notifications.recordId, booking.id), eq(notifications.resource, 'motor-garage/booking')));
        expect((await act(token, 'confirm')).status).toBe(200);
        expect(await told()).toEqual([]);
        expect((await act(token, 'cancel')).status).toBe(200);
        expect((await act(token, 'cancel')).status).toBe(200);
        const notices = await told();
        expect(notices).toHaveLength(2); // the owner and the member
        for (const notice of notices) {
            expect(notice).toMatchObject({
                workspaceId: g.workspace.id,
                kind: 'booking_cancelled_by_customer',
                readAt: null,
                args: {
                    customer_name: '陳大文',
                    plate: booking.plate || expect.stringMatching(/^PB /),
                    starts_at: booking.start_at,
                },
            });
        }
        expect(new Set(notices.map(notice => notice.memberId)).size).toBe(2);
    });

    it('refuses a bad action, changing nothing', async () => {
        const booking = await customersBooking();
        const answer = await act(await sharedToken(booking), 'delete');
        expectError(answer, 400, 'validation_failed');
        expect(await versionOf(booking.id)).toBe(booking.version);
    });

    it('acts only from a booking link: an invoice link is 404 link_not_found', async () => {
        const { t, g } = suite;
        const job = await invoicedJob(t, g.owner, 1000);
        const shared = await call(t.app, 'POST', `/api/v3/motor-garage/invoice/${job.id}/share`, {
            token: g.owner,
            body: { purpose: 'invoice' },
        });
        const invoiceToken = shared.body.data.url.split('/portal/invoice/')[1];
        expectError(await act(invoiceToken, 'cancel'), 404, 'link_not_found');
        expect((await open(invoiceToken)).body.data.purpose).toBe('invoice');
    });

    it("gives booking_confirmation and booking_reminder messages the booking's link in every language", async () => {
        const { t, g } = suite;
        const booking = await customersBooking();
        for (const kind of ['booking_confirmation', 'booking_reminder']) {
            for (const locale of ['en', 'zh-hk', 'zh-cn']) {
                const message = await create(t, g.owner, 'motor-garage/message', {
                    kind,
                    customer_id: booking.customer_id,
                    booking_id: booking.id,
                    channel: 'email',
                    locale,
                });
                const token = message.body.match(/\/portal\/booking\/([\w-]{43})/)?.[1];
                expect((await open(token)).body.data.booking.status).toBe('pending');
                expect(message.portal_link_id).toBeTruthy();
            }
        }
    });

    it("refuses another workspace's booking (404) and opens nothing when expired or revoked", async () => {
        const { t, g } = suite;
        const booking = await customersBooking();
        expect((await share(g.stranger, booking.id)).status).toBe(404);
        expect((await share(g.member, booking.id)).status).toBe(201);

        const expiring = (await share(g.owner, booking.id)).body.data;
        await t.database.db
            .update(portalLinks)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(portalLinks.id, expiring.id));
        expectError(await open(tokenOf(expiring.url)), 410, 'link_expired');
        expectError(await act(tokenOf(expiring.url), 'cancel'), 410, 'link_expired');

        const revoking = (await share(g.owner, booking.id)).body.data;
        const revokeUrl = `/api/v3/${BOOKING}/${booking.id}/share/${revoking.id}`;
        expect((await call(t.app, 'DELETE', revokeUrl, { token: g.stranger })).status).toBe(404);
        expect((await call(t.app, 'DELETE', revokeUrl, { token: g.owner })).status).toBe(200);
        expectError(await act(tokenOf(revoking.url), 'cancel'), 410, 'link_revoked');
        expect(await versionOf(booking.id)).toBe(booking.version);

        // Their own link acts on their booking only.
        const theirs = await customersBooking(g.stranger);
        const theirToken = tokenOf((await share(g.stranger, theirs.id)).body.data.url);
        expect((await act(theirToken, 'cancel')).body.data.booking.status).toBe('cancelled');
        expect(await versionOf(booking.id)).toBe(booking.version);
    });

    it('answers 429 past the portal limit, also for confirm and cancel', async () => {
        const { t } = suite;
        const app = await buildApp({
            config: t.config,
            db: t.database.db,
            logger: false,
            portalLimits: { perIp: 2, windowMs: 60_000 },
            rateLimitNamespace: 'portal-booking-test:',
        });
        try {
            const statuses = [];
            for (let i = 0; i < 3; i++) {
                const answer = await call(app, 'POST', `/public/v3/portal/${'C'.repeat(43)}/booking`, {
                    body: { action: 'cancel' },
                });
                statuses.push(answer.status);
            }
            expect(statuses).toEqual([404, 404, 429]);
        } finally {
            await app.close();
        }
    });
});

describe('a suspended garage', () => {
    it('still shows its links, but takes no confirmation, cancellation or signature (409 garage_unavailable)', async () => {
        const { t } = suite;
        const owner = await signedInOwner(t);
        const booking = await customersBooking(owner.workspaceToken);
        const bookingToken = tokenOf(
            (await call(t.app, 'POST', `/api/v3/${BOOKING}/${booking.id}/share`, { token: owner.workspaceToken })).body
                .data.url,
        );
        const job = await create(t, owner.workspaceToken, 'motor-garage/invoice', {
            lines: [{ kind: 'custom', description: 'Brake pads', quantity_milli: 1000, unit_price_cents: 80_000 }],
        });
        const estimate = await call(t.app, 'POST', `/api/v3/motor-garage/invoice/${job.id}/share`, {
            token: owner.workspaceToken,
            body: { purpose: 'estimate' },
        });
        const estimateToken = estimate.body.data.url.split('/portal/estimate/')[1];
        const page = await call(t.app, 'GET', `/public/v3/portal/${estimateToken}`);
        await t.database.db
            .update(workspaces)
            .set({ status: 'suspended', suspensionReason: 'Unpaid subscription', suspendedAt: new Date() })
            .where(eq(workspaces.id, owner.workspace.id));

        expect((await open(bookingToken)).body.data.booking.status).toBe('pending');
        expectError(await act(bookingToken, 'confirm'), 409, 'garage_unavailable');
        expect(await versionOf(booking.id)).toBe(booking.version);
        const signed = await call(t.app, 'POST', `/public/v3/portal/${estimateToken}/approve`, {
            body: {
                approved_line_ids: [job.lines[0].id],
                declined_line_ids: [],
                signature_name: 'Chan Tai Man',
                estimate_hash: page.body.data.estimate.estimate_hash,
            },
        });
        expectError(signed, 409, 'garage_unavailable');
        expect((await call(t.app, 'GET', `/public/v3/portal/${estimateToken}`)).body.data.estimate.needs_approval).toBe(
            true,
        );
    });
});
