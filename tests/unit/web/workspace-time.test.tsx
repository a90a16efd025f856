// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../src/session/zone';
import { storage } from '../../../src/store/storage';
import { renderGarage } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const BOOKINGS = '/api/v3/motor-garage/booking';
// Tokyo is 9 hours ahead of UTC all year; the browser here is not in Tokyo.
const ZONE = 'Asia/Tokyo';

const booking = {
    id: 1,
    customer_id: null,
    walk_in_name: 'Mr Lee',
    walk_in_phone: '6000 0000',
    vehicle_id: null,
    plate: 'AB 123',
    service_ids: [],
    start_at: '2027-03-01T01:00:00.000Z',
    end_at: '2027-03-01T02:00:00.000Z',
    status: 'pending',
    notes: '',
    job_id: null,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
};

let sent: SentRequest[];

beforeEach(() => {
    sent = fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === '/api/v3/workspace/1')
            return ok({ id: 1, name: 'Tokyo garage', timezone: ZONE, bays: 3 });
        if (method === 'GET' && path === `${BOOKINGS}/1`) return ok(booking);
        if (method === 'PUT' && path === `${BOOKINGS}/1`) return ok({ ...booking, ...(body as object) });
        return ok([], { total: 0, page: 1, size: 25 });
    });
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Tokyo garage' });
    storage.set('workspace-user', {
        id: 1,
        workspace_id: 1,
        user_id: 1,
        role: 'owner',
        permissions: ['booking:read', 'booking:write'],
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const inputOf = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('times in the workspace’s zone, whatever the browser’s', () => {
    it('title a booking by its start on the garage’s clock', async () => {
        renderGarage('/motor-garage/booking/1/show');
        const title = `${formatDateTime(booking.start_at, { zone: ZONE, locale: 'en-GB' })} · Mr Lee`;
        await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title), slow);
        expect(title).toMatch(/10:00/);
    });

    it('write them in the interface’s language', async () => {
        storage.set('locale', 'zh-hk');
        renderGarage('/motor-garage/booking/1/show');
        await waitFor(
            () =>
                expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(
                    /^2027年3月1日 上午10:00 · Mr Lee$/,
                ),
            slow,
        );
        // the day a record was made, on the same clock and in the same language
        expect(screen.getByText(/^2026年11月1日 下午5:00$/)).toBeTruthy();
    });

    it('show and take a booking’s times as the garage’s wall clock, naming the zone', async () => {
        renderGarage('/motor-garage/booking/1');
        await waitFor(() => expect(inputOf('Start').value).toBe('01/03/2027 10:00'), slow);
        expect(inputOf('End').value).toBe('01/03/2027 11:00');
        expect(screen.getAllByText(`Times in ${ZONE}`).length).toBe(2);

        // typed day first; pasted (as browser tests fill it) in ISO: both the garage's wall clock
        fireEvent.change(inputOf('Start'), { target: { value: '1/3/2027 11:30' } });
        fireEvent.change(inputOf('End'), { target: { value: '2027-03-01T12:45' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(sent.some(request => request.method === 'PUT')).toBe(true), slow);
        const update = sent.find(request => request.method === 'PUT')!.body as Record<string, unknown>;
        expect(update).toMatchObject({ start_at: '2027-03-01T02:30:00.000Z', end_at: '2027-03-01T03:45:00.000Z' });
    });
});
