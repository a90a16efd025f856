// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayTimeText, parseDayTimeText } from '../../../src/inputs';
import { storage } from '../../../src/store/storage';
import { renderGarage } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const BOOKING = '/api/v3/motor-garage/booking/1';
const JOB = '/api/v3/motor-garage/invoice/1';
// Tokyo is 9 hours ahead of UTC all year, with no summer time; the machine running this is not in Tokyo.
const ZONE = 'Asia/Tokyo';
const stamp = { created_at: '2026-11-01T08:00:00.000Z', updated_at: '2026-11-01T08:00:00.000Z' };
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
    ...stamp,
};
const job = {
    id: 1,
    number: 'J-2027-00001',
    status: 'quote',
    scheduled_start: '2027-03-01T23:30:00Z',
    scheduled_end: '2027-03-02T01:00:00Z',
    lines: [],
    payments: [],
    ...stamp,
};

let sent: SentRequest[];
beforeEach(() => {
    sent = fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === '/api/v3/workspace/1')
            return ok({ id: 1, name: 'Tokyo', timezone: ZONE, bays: 3 });
        if (method === 'GET' && path === BOOKING) return ok(booking);
        if (method === 'PUT' && path === BOOKING) return ok({ ...booking, ...(body as object), version: 2 });
        if (method === 'GET' && path === JOB) return ok(job);
        if (method === 'POST' && path === `${JOB}/schedule`) return ok({ ...job, status: 'scheduled' });
        return ok([], { total: 0, page: 1, size: 25 });
    });
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Tokyo' });
    storage.set('workspace-user', {
        id: 1,
        workspace_id: 1,
        user_id: 1,
        role: 'owner',
        permissions: ['booking:read', 'booking:write', 'invoice:read', 'invoice:write'],
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const put = () => sent.filter(request => request.method === 'PUT').map(request => request.body);

/** Opens booking 1's edit page (times 10:00–11:00 in Tokyo) and waits for its times. */
const editBooking = async (start: RegExp) => {
    renderGarage('/motor-garage/booking/1');
    await waitFor(() => expect(box(start).value).toBe('01/03/2027 10:00'), slow);
};

describe('a date and time typed day first, on the workspace’s clock', () => {
    it('reads "dd/mm/yyyy hh:mm" (24-hour, and its usual variants) as a wall clock, YYYY-MM-DDTHH:mm', () => {
        expect(parseDayTimeText('17/12/2026 14:00')).toBe('2026-12-17T14:00');
        expect(parseDayTimeText(' 17/12/2026  2:00 ')).toBe('2026-12-17T02:00');
        expect(parseDayTimeText('17.12.2026 14:30')).toBe('2026-12-17T14:30');
        expect(parseDayTimeText('17/12/2026, 14:30')).toBe('2026-12-17T14:30');
        expect(parseDayTimeText('2026-12-17T14:00')).toBe('2026-12-17T14:00');
        expect(parseDayTimeText('2026-12-17T14:00:00')).toBe('2026-12-17T14:00');
        // month first, no time, half a time, past the clock's end, 12-hour
        for (const text of ['12/17/2026 14:00', '17/12/2026', '17/12/2026 14:', '17/12/2026 24:00', '1/1/2026 2pm'])
            expect(parseDayTimeText(text), text).toBeNull();
        expect(dayTimeText('2026-12-17T02:05')).toBe('17/12/2026 02:05');
    });

    it('shows a stored time day first in the workspace’s zone and sends what is typed or pasted as the instant', async () => {
        await editBooking(/^Start/);
        expect(box(/^End/).value).toBe('01/03/2027 11:00');
        expect(box(/^Start/).getAttribute('placeholder')).toBe('dd/mm/yyyy hh:mm');
        expect(screen.getByRole('button', { name: 'Start: choose on a calendar' })).toBeTruthy();
        expect(screen.getAllByText(`Times in ${ZONE}`)).toHaveLength(2);

        type(box(/^Start/), '17/12/2026 2:00');
        expect(box(/^Start/).value).toBe('17/12/2026 2:00'); // as typed, not rewritten under the caret
        type(box(/^End/), '2026-12-17T14:00'); // as a browser test fills it
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(put()).toHaveLength(1), slow);
        expect(put()[0]).toMatchObject({ start_at: '2026-12-16T17:00:00.000Z', end_at: '2026-12-17T05:00:00.000Z' });
    });

    it('takes what is picked on the calendar as the workspace’s wall clock', async () => {
        await editBooking(/^Start/);
        const picker = document.querySelectorAll('input[type="datetime-local"]')[1] as HTMLInputElement;
        expect(picker.value).toBe('2027-03-01T11:00'); // the end, in Tokyo
        type(picker, '2027-03-01T12:15');
        await waitFor(() => expect(box(/^End/).value).toBe('01/03/2027 12:15'));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(put()).toHaveLength(1), slow);
        expect(put()[0]).toMatchObject({ start_at: '2027-03-01T01:00:00.000Z', end_at: '2027-03-01T03:15:00.000Z' });
    });

    it('reads day first in zh-hk too, and refuses a month-first time on its field, sending nothing', async () => {
        storage.set('locale', 'zh-hk');
        await editBooking(/^開始/);
        expect(box(/^開始/).getAttribute('placeholder')).toBe('日/月/年 時:分');
        expect(screen.getByRole('button', { name: '開始：從日曆選擇' })).toBeTruthy();

        type(box(/^開始/), '12/17/2026 14:00');
        fireEvent.blur(box(/^開始/));
        fireEvent.click(screen.getByRole('button', { name: /儲存|保存/ }));
        expect(
            await screen.findByText('請以「日/月/年 時:分」輸入日期及時間，例如 31/12/2026 14:30', {}, slow),
        ).toBeTruthy();
        expect(box(/^開始/).getAttribute('aria-invalid')).toBe('true');
        expect(put()).toHaveLength(0);

        type(box(/^開始/), '17/12/2026 14:00');
        type(box(/^結束/), '17.12.2026 15:30');
        await waitFor(() => expect(screen.queryByText(/請以「日\/月\/年 時:分」/)).toBeNull());
        fireEvent.click(screen.getByRole('button', { name: /儲存|保存/ }));
        await waitFor(() => expect(put()).toHaveLength(1), slow);
        expect(put()[0]).toMatchObject({ start_at: '2026-12-17T05:00:00.000Z', end_at: '2026-12-17T06:30:00.000Z' });
    });

    it('sends an emptied time as null', async () => {
        renderGarage('/motor-garage/invoice/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }, slow));
        const dialog = await screen.findByRole('dialog');
        const start = within(dialog).getByRole('textbox', { name: /^Scheduled start/ }) as HTMLInputElement;
        const end = within(dialog).getByRole('textbox', { name: /^Scheduled end/ }) as HTMLInputElement;
        await waitFor(() => expect(start.value).toBe('02/03/2027 08:30'));
        expect(end.value).toBe('02/03/2027 10:00');
        type(end, '');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
        const schedule = () => sent.filter(request => request.path === `${JOB}/schedule`);
        await waitFor(() => expect(schedule()).toHaveLength(1), slow);
        // the start untouched is sent as it came
        expect(schedule()[0].body).toEqual({ scheduled_start: job.scheduled_start, scheduled_end: null });
    });
});
