// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage, sampleRecord } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, type SentRequest, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const MESSAGES = '/api/v3/motor-garage/message';

const messageOf = (id: number, extra: Record<string, unknown>) => ({
    ...sampleRecord('motor-garage/message', id),
    customer_id: 1,
    job_id: null,
    booking_id: null,
    vehicle_id: null,
    to: '9123 4567',
    subject: '',
    error: null,
    sent_at: null,
    created_at: `2026-11-0${id}T08:00:00.000Z`,
    created_by_name: null,
    ...extra,
});

/** Newest first, as the server lists them. */
const MESSAGES_SENT = [
    messageOf(3, {
        kind: 'invoice',
        channel: 'email',
        to: 'chan@example.com',
        status: 'failed',
        subject: 'Invoice INV-2026-00001',
        body: 'Your invoice is attached.',
        error: 'SMTP refused the recipient',
        created_by_name: 'Ada Wong',
    }),
    messageOf(2, {
        kind: 'vehicle_ready',
        channel: 'whatsapp',
        status: 'sent',
        body: 'Your car KT 1234 is ready.',
        sent_at: '2026-11-02T09:00:00.000Z',
    }),
    messageOf(1, { kind: 'estimate', channel: 'whatsapp', status: 'draft', body: 'Estimate for KT 1234' }),
];

let sent: SentRequest[];
let total: number;
beforeEach(() => {
    total = 3;
    sent = fakeFetch(({ method, path }) => {
        if (method === 'GET' && path === '/api/v3/relationship/customer/1')
            return ok({ ...sampleRecord('relationship/customer'), name: 'Chan Tai Man' });
        if (method === 'GET' && path === '/api/v3/motor-garage/booking/5')
            return ok({ ...sampleRecord('motor-garage/booking', 5), customer_id: 1, status: 'confirmed' });
        if (method === 'GET' && path === '/api/v3/motor-garage/vehicle/4')
            return ok({ ...sampleRecord('motor-garage/vehicle', 4), customer_id: 1, year: 2015 });
        if (method === 'GET' && path === MESSAGES) return ok(MESSAGES_SENT, { total, page: 1, size: 20 });
        if (method === 'GET' && path === '/api/v3/motor-garage/message-channels') return ok({ automatic: ['email'] });
        return ok([], { total: 0, page: 1, size: 25 });
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const listCalls = () => sent.filter(request => request.method === 'GET' && request.path === MESSAGES);
const rows = (region: HTMLElement) => within(region).getAllByRole('listitem');

describe('the message timeline', () => {
    it("shows a customer's messages newest first: kind, channel, status, the failure's error, an e-mail's subject", async () => {
        signInAs('member', ['customer:read', 'message:read']);
        renderGarage('/relationship/customer/1/show');
        const region = await screen.findByRole('region', { name: 'Messages' }, slow);
        await within(region).findByText('Invoice', {}, slow);
        const [failed, whatsapp, draft] = rows(region);
        expect(within(failed).getByText('Failed')).toBeTruthy();
        expect(within(failed).getByText('Not sent: SMTP refused the recipient')).toBeTruthy();
        expect(within(failed).getByText('Invoice INV-2026-00001')).toBeTruthy();
        expect(within(failed).getByText('E-mail · chan@example.com · Written by Ada Wong')).toBeTruthy();
        expect(within(whatsapp).getByText('WhatsApp · 9123 4567')).toBeTruthy();
        expect(within(whatsapp).getByText('Vehicle ready')).toBeTruthy();
        expect(within(whatsapp).getByText('Sent')).toBeTruthy();
        expect(within(whatsapp).getByText('Your car KT 1234 is ready.')).toBeTruthy();
        expect(within(draft).getByText('Draft')).toBeTruthy();
        expect(within(draft).queryByText(/Not sent/)).toBeNull();
        expect(within(failed).queryByRole('button', { name: 'Send again' })).toBeNull(); // no message:write
        const query = listCalls().at(-1)!.url.searchParams;
        expect(query.get('customer_id')).toBe('1');
        expect(within(region).queryByRole('link', { name: 'All messages' })).toBeNull();
    });

    it('sends a failed message again, with message:write', async () => {
        signInAs('member', ['customer:read', 'message:read', 'message:write']);
        renderGarage('/relationship/customer/1/show');
        const region = await screen.findByRole('region', { name: 'Messages' }, slow);
        const [failed] = rows(await within(region).findByRole('list', {}, slow));
        const listed = listCalls().length;
        fireEvent.click(within(failed).getByRole('button', { name: 'Send again' }));
        expect(await screen.findByText('Message queued again', {}, slow)).toBeTruthy();
        expect(sent.filter(request => request.method === 'POST' && request.path === `${MESSAGES}/3/send`)).toHaveLength(
            1,
        );
        await waitFor(() => expect(listCalls().length).toBeGreaterThan(listed)); // the timeline again
    });

    it("asks for a booking's messages only, and links to all of them beyond the latest 20", async () => {
        total = 25;
        signInAs('member', ['booking:read', 'message:read']);
        renderGarage('/motor-garage/booking/5/show');
        const region = await screen.findByRole('region', { name: 'Messages' }, slow);
        const all = await within(region).findByRole('link', { name: 'All messages' }, slow);
        expect(decodeURIComponent(all.getAttribute('href')!)).toContain('filter={"booking_id":5}');
        const query = listCalls().at(-1)!.url.searchParams;
        expect(query.get('booking_id')).toBe('5');
        expect(query.get('customer_id')).toBeNull();
    });

    it("asks for a vehicle's messages, and offers its reminders (the examination for an old car) to send", async () => {
        signInAs('member', ['vehicle:read', 'message:read', 'message:write']);
        renderGarage('/motor-garage/vehicle/4/show');
        await screen.findByRole('region', { name: 'Messages' }, slow);
        const query = listCalls().at(-1)!.url.searchParams;
        expect(query.get('vehicle_id')).toBe('4');
        fireEvent.click(await screen.findByRole('button', { name: 'Send message' }, slow));
        fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Kind' }, slow));
        const kinds = (await screen.findAllByRole('option', {}, slow)).map(option => option.textContent);
        expect(kinds).toEqual(['Licence reminder', 'Examination reminder', 'Insurance reminder', 'Service reminder']);
    });

    it('is absent, and not asked for, without message:read', async () => {
        signInAs('member', ['customer:read']);
        renderGarage('/relationship/customer/1/show');
        await screen.findByRole('heading', { name: /Chan Tai Man/ }, slow);
        expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
        expect(listCalls()).toHaveLength(0);
    });
});
