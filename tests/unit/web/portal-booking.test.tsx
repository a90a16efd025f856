// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../src/i18n';
import { failure, fakeFetch, json, ok, resetBrowserState, type SentRequest } from './fakeFetch';

const config = {
    app_name: 'Pitstop',
    system_mode: 'mono',
    locales: [...LOCALES],
    default_locale: 'en',
    registration_enabled: false,
    organization_creation_enabled: false,
};
const LINK = '/public/v3/portal/tok_BOOK-1';
const BOOK = '/public/v3/portal/book/wing-kee';
const garage = { name: 'Wing Kee Motors', address: '1 Hung To Road', phone: '2345 6789', timezone: 'Asia/Hong_Kong' };
const services = [{ name: 'Oil change', name_zh: '換機油' }];

const bookingPage = (locale: string, status: string, actions: string[]) => ({
    purpose: 'booking',
    locale,
    garage,
    booking: {
        start_at: '2026-12-01T02:00:00.000Z',
        end_at: '2026-12-01T03:00:00.000Z',
        day: '2026-12-01',
        start_time: '10:00',
        end_time: '11:00',
        status,
        plate: 'KT 1234',
        services,
        actions,
    },
});

/** The portal at `path`, the server answering its calls with `answer`. */
const renderPortal = async (path: string, answer: (request: SentRequest) => Response) => {
    vi.resetModules();
    const { PortalApp } = await import('../../../src/apps/portal/PortalApp');
    const sent = fakeFetch(request => (request.path === '/public/v3/config' ? ok(config) : answer(request)));
    render(<PortalApp pathname={path} />);
    return sent;
};

const seriousViolations = async () =>
    (await axe.run(document.body)).violations
        .filter(found => ['serious', 'critical'].includes(found.impact ?? ''))
        .map(found => found.id);

const posts = (sent: SentRequest[]) => sent.filter(request => request.method === 'POST');

beforeEach(() => localStorage.clear());
afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe("the customer's booking page", () => {
    it('shows the booking in their language and cancels it only once they say so again', async () => {
        let status = 'pending';
        const sent = await renderPortal('/portal/booking/tok_BOOK-1', request => {
            if (request.method === 'POST' && request.path === `${LINK}/booking`) status = 'cancelled';
            else if (request.path !== LINK) return failure(404, 'not_found');
            return ok(bookingPage('zh-hk', status, status === 'pending' ? ['confirm', 'cancel'] : []));
        });
        expect(await screen.findByRole('heading', { level: 1, name: '你喺Wing Kee Motors嘅預約' })).toBeTruthy();
        expect(screen.getByText('換機油')).toBeTruthy();
        expect(screen.getByText(/10:00–11:00/)).toBeTruthy();
        expect(screen.getByText('等緊確認')).toBeTruthy();
        expect(await seriousViolations()).toEqual([]);

        fireEvent.click(screen.getByRole('button', { name: '取消預約' }));
        expect(screen.getByText('確定取消呢個預約？個時段會讓返俾其他人。')).toBeTruthy();
        expect(posts(sent)).toEqual([]);
        expect(await seriousViolations()).toEqual([]);
        fireEvent.click(screen.getByRole('button', { name: '係，取消佢' }));
        expect(await screen.findByText('你嘅預約已取消。')).toBeTruthy();
        expect(posts(sent).map(request => request.body)).toEqual([{ action: 'cancel' }]);
        expect(screen.queryByRole('button', { name: '確認預約' })).toBeNull();
    });

    it('says plainly when the booking can no longer be changed', async () => {
        await renderPortal('/portal/booking/tok_BOOK-1', request =>
            request.method === 'POST'
                ? failure(409, 'booking_closed')
                : ok(bookingPage('en', 'pending', ['confirm', 'cancel'])),
        );
        fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
        expect((await screen.findByRole('alert')).textContent).toBe(
            'This booking can no longer be changed here. Please call the garage.',
        );
    });
});

describe('the online booking page', () => {
    const week = [...Array.from({ length: 6 }, () => ({ open: '09:00', close: '18:00' })), null];
    const page = {
        garage,
        services: [{ id: 5, name: 'Oil change', name_zh: '換機油', duration_minutes: 60 }],
        rules: { opening_hours: week, closed_dates: [], booking_notice_hours: 2, booking_horizon_days: 60 },
        days: ['2026-12-01', '2026-12-02'],
    };
    const slot = (time: string) => ({ starts_at: `2026-12-01T0${Number(time.slice(0, 2)) - 8}:00:00.000Z`, time });

    it('books a free time; a time taken meanwhile is refused plainly and the times are asked again', async () => {
        let full = false;
        const sent = await renderPortal('/portal/book/wing-kee', request => {
            if (request.path === BOOK && request.method === 'GET') return ok(page);
            if (request.path === `${BOOK}/slots`)
                return ok({
                    date: '2026-12-01',
                    duration_minutes: 60,
                    slots: full ? [slot('11:00')] : [slot('10:00'), slot('11:00')],
                });
            if (request.path === BOOK && !full) {
                full = true;
                return failure(409, 'slot_full');
            }
            return failure(404, 'not_found');
        });
        expect(await screen.findByRole('heading', { level: 1, name: 'Book at Wing Kee Motors' })).toBeTruthy();
        fireEvent.click(screen.getByRole('checkbox', { name: /Oil change · 60 min/ }));
        fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
        fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Lam' } });
        fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '6123 4567' } });
        fireEvent.change(screen.getByLabelText(/^Car plate/), { target: { value: 'AB 1' } });
        expect(await seriousViolations()).toEqual([]);
        fireEvent.click(screen.getByRole('button', { name: 'Book' }));
        expect((await screen.findByRole('alert')).textContent).toBe(
            'Sorry, that time has just been taken. Please choose another time.',
        );
        expect(await screen.findByRole('button', { name: '11:00' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: '10:00' })).toBeNull();
        expect(posts(sent).map(request => request.body)).toEqual([
            expect.objectContaining({ service_ids: [5], name: 'Lam', phone: '6123 4567', plate: 'AB 1' }),
        ]);
    });

    it('offers only the days the garage takes bookings, and says when it is closed', async () => {
        const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-05', '2026-12-07'];
        const rules = { ...page.rules, closed_dates: ['2026-12-04'] };
        const sent = await renderPortal('/portal/book/wing-kee', request => {
            if (request.path === BOOK) return ok({ ...page, rules, days });
            return ok({ date: request.url.searchParams.get('date'), duration_minutes: 60, slots: [slot('10:00')] });
        });
        fireEvent.click(await screen.findByRole('checkbox', { name: /Oil change · 60 min/ }));
        const offered = screen.getByRole('group', { name: 'Choose a day' }).querySelectorAll('button');
        expect([...offered].map(button => button.textContent)).toEqual([
            'Tue 1 Dec',
            'Wed 2 Dec',
            'Thu 3 Dec',
            'Sat 5 Dec',
            'Mon 7 Dec',
        ]);
        expect(screen.getByText('Opening hours: Mon–Sat 09:00–18:00 · Sun closed. Closed on Fri 4 Dec.')).toBeTruthy();
        await screen.findByRole('button', { name: '10:00' });
        expect(sent.find(request => request.path === `${BOOK}/slots`)?.url.searchParams.get('date')).toBe('2026-12-01');
        expect(await seriousViolations()).toEqual([]);
    });

    it('never asks a customer to call a garage that left no phone number', async () => {
        const noPhone = { ...page, garage: { ...garage, phone: null } };
        await renderPortal('/portal/book/wing-kee', () => ok({ ...noPhone, days: [] }));
        fireEvent.click(await screen.findByRole('checkbox', { name: /Oil change · 60 min/ }));
        expect(screen.getByRole('status').textContent).toBe('There are no times to book online in the coming days.');
        cleanup();

        await renderPortal('/portal/book/wing-kee', request => {
            if (request.path === BOOK && request.method === 'GET') return ok(noPhone);
            if (request.path === `${BOOK}/slots`)
                return ok({ date: '2026-12-01', duration_minutes: 60, slots: [slot('10:00')] });
            return json(201, {
                success: true,
                data: { garage: noPhone.garage, booking: { day: '2026-12-01', start_time: '10:00', services } },
            });
        });
        fireEvent.click(await screen.findByRole('checkbox', { name: /Oil change · 60 min/ }));
        fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
        fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Lam' } });
        fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '6123 4567' } });
        fireEvent.change(screen.getByLabelText(/^Car plate/), { target: { value: 'AB 1' } });
        fireEvent.click(screen.getByRole('button', { name: 'Book' }));
        const done = await screen.findByRole('status');
        expect(done.textContent).toMatch(
            /^Wing Kee Motors will confirm your booking for .*1 Dec.* 10:00\. To change it, contact Wing Kee Motors\.$/,
        );
    });

    it('asks before sending reminders: unticked unless the customer ticks it', async () => {
        const sent = await renderPortal('/portal/book/wing-kee', request => {
            if (request.path === BOOK && request.method === 'GET') return ok(page);
            if (request.path === `${BOOK}/slots`)
                return ok({ date: '2026-12-01', duration_minutes: 60, slots: [slot('10:00')] });
            return failure(429, 'rate_limited');
        });
        fireEvent.click(await screen.findByRole('checkbox', { name: /Oil change · 60 min/ }));
        fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
        const tick = screen.getByRole('checkbox', {
            name: 'Send me reminders (licence, insurance, service)',
        }) as HTMLInputElement;
        expect(tick.checked).toBe(false);
        fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Lam' } });
        fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '6123 4567' } });
        fireEvent.change(screen.getByLabelText(/^Car plate/), { target: { value: 'AB 1' } });
        fireEvent.click(screen.getByRole('button', { name: 'Book' }));
        expect((await screen.findByRole('alert')).textContent).toBe(
            'Too many bookings have been made from here or for this phone. Please try again later, or call the garage.',
        );
        fireEvent.click(tick);
        fireEvent.click(screen.getByRole('button', { name: 'Book' }));
        await vi.waitFor(() => expect(posts(sent)).toHaveLength(2));
        expect(posts(sent).map(request => (request.body as { reminder_consent: boolean }).reminder_consent)).toEqual([
            false,
            true,
        ]);
    });

    it('asks for another time when the garage no longer takes the one chosen', async () => {
        let gone = false;
        await renderPortal('/portal/book/wing-kee', request => {
            if (request.path === BOOK && request.method === 'GET') return ok(page);
            if (request.path === `${BOOK}/slots`)
                return ok({
                    date: '2026-12-01',
                    duration_minutes: 60,
                    slots: gone ? [slot('11:00')] : [slot('10:00')],
                });
            gone = true;
            return json(400, {
                success: false,
                error: 'validation_failed',
                message: 'This time is too soon',
                details: [{ field: 'starts_at', error: 'too_soon' }],
                trace_id: 't',
            });
        });
        fireEvent.click(await screen.findByRole('checkbox', { name: /Oil change · 60 min/ }));
        fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
        fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Lam' } });
        fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '6123 4567' } });
        fireEvent.change(screen.getByLabelText(/^Car plate/), { target: { value: 'AB 1' } });
        fireEvent.click(screen.getByRole('button', { name: 'Book' }));
        expect((await screen.findByRole('alert')).textContent).toBe(
            'That time can no longer be booked online. Please choose another time.',
        );
        expect(await screen.findByRole('button', { name: '11:00' })).toBeTruthy();
    });

    it('answers an unknown or closed page with one plain message', async () => {
        await renderPortal('/portal/book/nowhere', () => failure(404, 'booking_page_not_found'));
        expect(await screen.findByRole('heading', { name: 'Booking page not found' })).toBeTruthy();
    });
});
