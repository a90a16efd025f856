// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage } from './declared-harness';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest, signInAs, toastTexts } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const BOOKINGS = '/api/v3/motor-garage/booking';

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

beforeEach(() => {
    refuseNextUpdate = false;
    sent = fakeFetch(({ method, path, body }) => {
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
const button = (name: string) => screen.queryByRole('button', { name });
const chipText = () => document.querySelector('.MuiChip-root')?.textContent;

describe('booking actions on the show page', () => {
    it('offer a pending booking its next statuses and a job, and move it on', async () => {
        signIn(['booking:read', 'booking:write', 'invoice:read', 'invoice:write']);
        booking = bookingOf('pending');
        renderGarage('/motor-garage/booking/1/show');
        expect(await screen.findByRole('button', { name: 'Confirm' }, slow)).toBeTruthy();
        for (const name of ['Cancel booking', 'No-show', 'Make a job']) expect(button(name), name).not.toBeNull();
        for (const name of ['Arrived', 'Complete', 'Restore']) expect(button(name), name).toBeNull();
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
        signIn(['booking:read', 'booking:write', 'invoice:read', 'invoice:write']);
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
