import { describe, expect, it } from 'vitest';
import { call, expectError } from '../support/factories';
import { waitForStatus } from '../support/delivery';
import { create, garageSuite } from '../support/garage';

const suite = garageSuite();
const BOOKING = '/api/v3/motor-garage/booking';

let hour = 0;
/** A pending booking of its own hour, for a new customer with these contacts (or a walk-in not on file). */
async function pendingBooking(contact: { phone?: string; email?: string } | 'walk-in', token = suite.g.owner) {
    const start = Date.UTC(2027, 4, 3, 1) + hour++ * 3_600_000;
    const times = { start_at: new Date(start).toISOString(), end_at: new Date(start + 3_600_000).toISOString() };
    if (contact === 'walk-in')
        return create(suite.t, token, 'motor-garage/booking', { walk_in_name: 'Mr Ho', plate: 'WK 1', ...times });
    const customer = await create(suite.t, token, 'relationship/customer', {
        name: 'Chan',
        preferred_locale: 'en',
        ...contact,
    });
    return create(suite.t, token, 'motor-garage/booking', { customer_id: customer.id, plate: `CF ${hour}`, ...times });
}
const setStatus = (booking: { id: number; version: number }, status: string, token = suite.g.owner) =>
    call(suite.t.app, 'PUT', `${BOOKING}/${booking.id}`, { token, body: { status, version: booking.version } });
/** The confirmations the booking's customer was sent, oldest first. */
async function confirmations(bookingId: number, token = suite.g.owner) {
    const answer = await call(suite.t.app, 'GET', '/api/v3/motor-garage/message', {
        token,
        query: { booking_id: String(bookingId), kind: 'booking_confirmation', field: 'created_at', asc: 'true' },
    });
    return answer.body.data as { id: number; channel: string; status: string; to: string; body: string }[];
}

describe('confirming a booking', () => {
    it('sends its customer the confirmation with the booking link, once, queued for delivery by e-mail', async () => {
        const booking = await pendingBooking({ email: 'chan@example.test' });
        const confirmed = await setStatus(booking, 'confirmed');
        expect(confirmed.status).toBe(200);
        const [sent, ...more] = await confirmations(booking.id);
        expect(more).toEqual([]);
        expect(sent).toMatchObject({ channel: 'email', to: 'chan@example.test' });
        expect(['queued', 'sent']).toContain(sent.status);
        expect(sent.body).toMatch(/\/portal\/booking\/[\w-]{43}/);
        expect((await waitForStatus(suite.t, suite.g.owner, sent.id, ['sent'])).status).toBe('sent');
        // Saving the confirmed booking again sends nothing more.
        const saved = await call(suite.t.app, 'PUT', `${BOOKING}/${booking.id}`, {
            token: suite.g.owner,
            body: { notes: 'Will wait', version: confirmed.body.data.version },
        });
        expect(saved.status).toBe(200);
        expect(await confirmations(booking.id)).toHaveLength(1);
    });

    it('leaves WhatsApp without the Cloud API as a draft the desk sends with one click (click-to-chat)', async () => {
        const booking = await pendingBooking({ phone: '9123 4567', email: 'chan@example.test' });
        expect((await setStatus(booking, 'confirmed')).status).toBe(200);
        const [draft] = await confirmations(booking.id);
        expect(draft).toMatchObject({ channel: 'whatsapp', status: 'draft', to: '9123 4567' });
        const sent = await call(suite.t.app, 'POST', `/api/v3/motor-garage/message/${draft.id}/send`, {
            token: suite.g.member,
        });
        expect(sent.body.data).toMatchObject({ status: 'sent' });
        expect(sent.body.data.click_to_chat_url).toMatch(/^https:\/\/wa\.me\/85291234567\?text=/);
    });

    it('sends one per confirmation: cancelled, restored and confirmed again is a second', async () => {
        let booking = await pendingBooking({ email: 'chan@example.test' });
        for (const status of ['confirmed', 'cancelled', 'pending', 'confirmed']) {
            const answer = await setStatus(booking, status);
            expect(answer.status).toBe(200);
            booking = answer.body.data;
        }
        expect(await confirmations(booking.id)).toHaveLength(2);
    });

    it('sends none to a customer the garage cannot reach, nor to a walk-in not on file', async () => {
        for (const contact of [{}, 'walk-in'] as const) {
            const booking = await pendingBooking(contact);
            expect((await setStatus(booking, 'confirmed')).status).toBe(200);
            expect(await confirmations(booking.id)).toEqual([]);
        }
    });

    it('sends none when the confirmation is refused, nor for other moves, nor for another garage', async () => {
        const booking = await pendingBooking({ email: 'chan@example.test' });
        const stale = await call(suite.t.app, 'PUT', `${BOOKING}/${booking.id}`, {
            token: suite.g.owner,
            body: { status: 'confirmed', version: booking.version + 1 },
        });
        expectError(stale, 409, 'stale');
        expectError(await setStatus(booking, 'confirmed', suite.g.stranger), 404, 'not_found');
        expect((await setStatus(booking, 'arrived')).status).toBe(200);
        expect(await confirmations(booking.id)).toEqual([]);
        const created = await pendingBooking({ email: 'chan@example.test' });
        expect(await confirmations(created.id)).toEqual([]);
    });
});
