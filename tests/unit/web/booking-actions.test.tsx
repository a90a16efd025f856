// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage } from './declared-harness';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest, signInAs, toastTexts } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const BOOKINGS = '/api/v3/motor-garage/booking';
const CUSTOMERS = '/api/v3/relationship/customer';
const customer = { id: 3, version: 1, name: 'Chan Tai Man', phone: '+852 9123 4567' };

const bookingOf = (status: string, extra: Record<string, unknown> = {}) => ({
    id: 1,
    version: 4,
    customer_id: null,
    walk_in_name: 'Mr Lee',
    walk_in_phone: '6000 0000',
    vehicle_id: null,
    plate: 'AB 123',
    service_ids: [],
    start_at: '2027-03-01T01:00:00.000Z',
    end_at: '2027-03-01T02:00:00.000Z',
    status,
    notes: '',
    job_id: null,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    ...extra,
});

let booking: ReturnType<typeof bookingOf>;
let sent: SentRequest[];
let refuseNextUpdate = false;
/** The booking's confirmation once it is confirmed (as the server sends it), or none. */
let confirmation: Record<string, unknown> | null = null;
const MESSAGES = '/api/v3/motor-garage/message';

beforeEach(() => {
    refuseNextUpdate = false;
    confirmation = null;
    sent = fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === MESSAGES) {
            const shown = booking.status === 'confirmed' && confirmation ? [confirmation] : [];
            return ok(shown, { total: shown.length, page: 1, size: 1 });
        }
        if (method === 'POST' && path === `${MESSAGES}/41/send`) {
            confirmation = { ...confirmation, status: 'sent' };
            return ok({ ...confirmation, click_to_chat_url: 'https://wa.me/85291234567?text=Confirmed' });
        }
        if (method === 'GET' && path === `${BOOKINGS}/1`) return ok(booking);
        if (method === 'PUT' && path === `${BOOKINGS}/1`) {
            if (refuseNextUpdate) return failure(409, 'no_capacity');
            booking = { ...booking, ...(body as object) };
            return ok(booking);
        }
        if (method === 'POST' && path === `${BOOKINGS}/1/convert`) {
            booking = { ...booking, status: 'arrived', job_id: 9 as never };
            return ok({ id: 9, number: 'J-2027-00009', status: 'scheduled', lines: [], payments: [] });
        }
        if (method === 'GET' && path === CUSTOMERS) return ok([customer], { total: 1, page: 1, size: 1 });
        if (method === 'GET' && path === '/api/v3/motor-garage/invoice/9')
            return ok({ id: 9, number: 'J-2027-00009', status: 'scheduled', lines: [], payments: [] });
        return ok([], { total: 0, page: 1, size: 25 });
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const signIn = (permissions: string[]) => signInAs('member', permissions);
/** What making a job of a walk-in needs: its customer and vehicle may be made. */
const CONVERTER = ['booking:read', 'booking:write', 'invoice:read', 'invoice:write', 'customer:write', 'vehicle:write'];
const button = (name: string) => screen.queryByRole('button', { name });
const chipText = () => document.querySelector('.MuiChip-root')?.textContent;

describe('booking actions on the show page', () => {
    it('offer a pending booking its next statuses and a job, and move it on', async () => {
        signIn(CONVERTER);
        booking = bookingOf('pending');
        renderGarage('/motor-garage/booking/1/show');
        expect(await screen.findByRole('button', { name: 'Confirm' }, slow)).toBeTruthy();
        for (const name of ['Arrived', 'Cancel booking', 'No-show', 'Make a job'])
            expect(button(name), name).not.toBeNull();
        for (const name of ['Complete', 'Restore']) expect(button(name), name).toBeNull();
        expect(chipText()).toBe('Pending');

        fireEvent.click(button('Confirm')!);
        await waitFor(() => expect(chipText()).toBe('Confirmed'));
        expect(sent.filter(request => request.method === 'PUT').map(request => request.body)).toEqual([
            { status: 'confirmed' },
        ]);
        // from the version the page shows: a booking changed since is refused as stale
        expect(sent.find(request => request.method === 'PUT')?.headers.get('If-Match')).toBe('"4"');
        expect(button('Arrived')).not.toBeNull();
    });

    it('keep the booking as it was when the server refuses, and show why', async () => {
        signIn(['booking:read', 'booking:write']);
        booking = bookingOf('cancelled');
        refuseNextUpdate = true;
        renderGarage('/motor-garage/booking/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Restore' }, slow));
        await waitFor(() => expect(toastTexts().length).toBeGreaterThan(0));
        expect(chipText()).toBe('Cancelled');
        // Without invoice:write there is no job to make.
        expect(button('Make a job')).toBeNull();
    });

    it('make a job of the booking and open it', async () => {
        signIn(CONVERTER);
        booking = bookingOf('confirmed');
        renderGarage('/motor-garage/booking/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Make a job' }, slow));
        // The job's page opens.
        await waitFor(() => expect(screen.getAllByText('J-2027-00009').length).toBeGreaterThan(0), slow);
        expect(sent.filter(request => request.method === 'POST').map(request => request.path)).toEqual([
            `${BOOKINGS}/1/convert`,
        ]);
    });

    it('offer nothing to a session that may only read bookings; a converted one links to its job', async () => {
        signIn(['booking:read', 'invoice:read']);
        booking = bookingOf('arrived', { job_id: 9 });
        renderGarage('/motor-garage/booking/1/show');
        expect(await screen.findByRole('link', { name: 'Open job' }, slow)).toBeTruthy();
        for (const name of ['Complete', 'Make a job']) expect(button(name), name).toBeNull();
    });
});

describe('the booking page', () => {
    it('calls or messages the walk-in, and marks a pending booking arrived in one click', async () => {
        signIn(['booking:read', 'booking:write']);
        booking = bookingOf('pending');
        renderGarage('/motor-garage/booking/1/show');
        const call = await screen.findByRole('link', { name: '6000 0000' }, slow);
        expect(call.getAttribute('href')).toBe('tel:60000000');
        expect(screen.getByRole('link', { name: 'Chat on WhatsApp with 6000 0000' }).getAttribute('href')).toBe(
            'https://wa.me/85260000000',
        );

        fireEvent.click(button('Arrived')!);
        await waitFor(() => expect(chipText()).toBe('Arrived'));
        const updates = sent.filter(request => request.method === 'PUT');
        expect(updates.map(request => request.body)).toEqual([{ status: 'arrived' }]);
        expect(updates[0].headers.get('If-Match')).toBe('"4"');
        expect(button('Arrived')).toBeNull();
        expect(button('Complete')).not.toBeNull();
    });

    it("shows a booked customer's own phone, and offers their job to a session that may not add customers", async () => {
        signIn(['booking:read', 'booking:write', 'invoice:read', 'invoice:write', 'customer:read']);
        booking = bookingOf('confirmed', { customer_id: 3, walk_in_name: '', walk_in_phone: '', vehicle_id: 5 });
        renderGarage('/motor-garage/booking/1/show');
        const call = await screen.findByRole('link', { name: '+852 9123 4567' }, slow);
        expect(call.getAttribute('href')).toBe('tel:+85291234567');
        expect(button('Make a job')).not.toBeNull();
    });

    it("keeps a walk-in's job from a session that may not add its customer and vehicle", async () => {
        signIn(['booking:read', 'booking:write', 'invoice:read', 'invoice:write', 'customer:write']);
        booking = bookingOf('confirmed');
        renderGarage('/motor-garage/booking/1/show');
        expect(await screen.findByRole('button', { name: 'Arrived' }, slow)).toBeTruthy();
        expect(button('Make a job')).toBeNull();
    });
});

describe('confirming a booking', () => {
    const READER = ['booking:read', 'booking:write', 'message:read', 'message:write', 'customer:read'];
    const ofCustomer = (status: string) =>
        bookingOf(status, { customer_id: 3, walk_in_name: '', walk_in_phone: '', vehicle_id: 5 });
    const message = (channel: string, status: string) => ({
        id: 41,
        version: 1,
        kind: 'booking_confirmation',
        customer_id: 3,
        booking_id: 1,
        channel,
        status,
        to: channel === 'email' ? 'chan@example.test' : '+852 9123 4567',
        subject: 'Booking confirmed',
        body: 'Your booking is confirmed',
        created_at: '2026-11-01T08:00:00.000Z',
        updated_at: '2026-11-01T08:00:00.000Z',
    });
    const toastSays = (text: string) => screen.findByText(text, {}, slow);

    it('says the confirmation is on its way when the server sends it', async () => {
        signIn(READER);
        booking = ofCustomer('pending');
        confirmation = message('email', 'queued');
        renderGarage('/motor-garage/booking/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, slow));
        await toastSays('Booking confirmed; the confirmation is on its way to the customer');
        expect(screen.queryByText('The confirmation is ready to send on WhatsApp.')).toBeNull();
    });

    it('offers the WhatsApp confirmation to send in one click, opening the chat with it typed in', async () => {
        signIn(READER);
        booking = ofCustomer('pending');
        confirmation = message('whatsapp', 'draft');
        const opened = vi.fn();
        vi.stubGlobal('open', opened);
        renderGarage('/motor-garage/booking/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, slow));
        await toastSays('Booking confirmed. The confirmation is ready to send on WhatsApp');
        expect(await screen.findByText('The confirmation is ready to send on WhatsApp.', {}, slow)).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
        await waitFor(() =>
            expect(opened).toHaveBeenCalledWith('https://wa.me/85291234567?text=Confirmed', '_blank', 'noopener'),
        );
        expect(sent.filter(request => request.method === 'POST').map(request => request.path)).toEqual([
            `${MESSAGES}/41/send`,
        ]);
        await waitFor(() => expect(screen.queryByText('The confirmation is ready to send on WhatsApp.')).toBeNull());
    });

    it('warns when none could be sent: a customer without phone or e-mail, a walk-in not on file', async () => {
        signIn(READER);
        booking = ofCustomer('pending');
        renderGarage('/motor-garage/booking/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, slow));
        await toastSays('Booking confirmed. No confirmation was sent: the customer has no phone or e-mail on file');
        cleanup();
        booking = bookingOf('pending');
        renderGarage('/motor-garage/booking/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, slow));
        await toastSays('Booking confirmed. No confirmation was sent: the walk-in is not a customer on file');
    });
});
