// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../src/i18n';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest } from './fakeFetch';

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
    const page = { garage, services: [{ id: 5, name: 'Oil change', name_zh: '換機油', duration_minutes: 60 }] };
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

    it('answers an unknown or closed page with one plain message', async () => {
        await renderPortal('/portal/book/nowhere', () => failure(404, 'booking_page_not_found'));
        expect(await screen.findByRole('heading', { name: 'Booking page not found' })).toBeTruthy();
    });
});
