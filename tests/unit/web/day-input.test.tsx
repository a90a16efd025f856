// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayText, parseDayText } from '../../../src/inputs';
import { storage } from '../../../src/store/storage';
import { renderGarage } from './declared-harness';
import { fakeFetch, json, ok, resetBrowserState, signInAs, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const stamp = { created_at: '2026-11-01T08:00:00.000Z', updated_at: '2026-11-01T08:00:00.000Z' };
const VEHICLE = { id: 4, plate: 'AB 1234', fuel: 'petrol', licence_expiry: '2026-03-04', version: 1, ...stamp };

let sent: SentRequest[];
beforeEach(() => {
    signInAs('owner', ['vehicle:read', 'vehicle:write', 'customer:read']);
    sent = fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === '/api/v3/motor-garage/vehicle/4') return ok(VEHICLE);
        if (method === 'POST' && path === '/api/v3/motor-garage/vehicle')
            return json(201, { success: true, data: { id: 5, ...stamp, ...(body as object) }, trace_id: 't' });
        if (method === 'PUT') return ok({ ...VEHICLE, ...(body as object), version: 2 });
        return ok([], { total: 0, page: 1, size: 25 });
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const written = (method: string) => sent.filter(request => request.method === method);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('a date typed day first', () => {
    it('reads dd/mm/yyyy (and its usual variants) as the one date form, YYYY-MM-DD', () => {
        expect(parseDayText('04/03/2026')).toBe('2026-03-04');
        expect(parseDayText(' 4/3/2026 ')).toBe('2026-03-04');
        expect(parseDayText('04.03.2026')).toBe('2026-03-04');
        expect(parseDayText('04032026')).toBe('2026-03-04');
        expect(parseDayText('2026-03-04')).toBe('2026-03-04');
        expect(parseDayText('29/02/2024')).toBe('2024-02-29');
        // month first, an impossible day, a short year, half typed: no day
        for (const text of ['03/25/2026', '29/02/2025', '31/04/2026', '04/03/26', '04/03/', '', 'tomorrow'])
            expect(parseDayText(text), text).toBeNull();
        expect(dayText('2026-03-04')).toBe('04/03/2026');
        expect(dayText(null)).toBe('');
        expect(dayText('04/03/')).toBe('04/03/');
    });

    it('shows a stored day first and sends what is typed as YYYY-MM-DD', async () => {
        renderGarage('/motor-garage/vehicle/4');
        const expiry = await screen.findByRole('textbox', { name: /^Licence expiry/ }, slow);
        await waitFor(() => expect((expiry as HTMLInputElement).value).toBe('04/03/2026'));
        expect(expiry.getAttribute('placeholder')).toBe('dd/mm/yyyy');
        expect(screen.getByRole('button', { name: 'Licence expiry: choose on a calendar' })).toBeTruthy();

        type(expiry, '25/12/2027');
        expect((expiry as HTMLInputElement).value).toBe('25/12/2027');
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(written('PUT')).toHaveLength(1));
        expect(written('PUT')[0].body).toMatchObject({ licence_expiry: '2027-12-25' });
    });

    it('refuses a month-first date on its field, in the interface language, and sends nothing', async () => {
        storage.set('locale', 'zh-hk');
        renderGarage('/motor-garage/vehicle/create');
        type(await screen.findByRole('textbox', { name: /^車牌/ }, slow), 'AB 1234');
        const expiry = screen.getByRole('textbox', { name: /^牌照到期日/ });
        expect(expiry.getAttribute('placeholder')).toBe('日/月/年');
        type(expiry, '12/25/2026');
        fireEvent.blur(expiry);
        fireEvent.click(screen.getByRole('button', { name: /儲存|保存/ }));
        expect(await screen.findByText('請以「日/月/年」輸入日期，例如 31/12/2026', {}, slow)).toBeTruthy();
        expect(expiry.getAttribute('aria-invalid')).toBe('true');
        expect(written('POST')).toHaveLength(0);

        type(expiry, '25/12/2026');
        await waitFor(() => expect(screen.queryByText(/請以「日\/月\/年」輸入日期/)).toBeNull());
        fireEvent.click(screen.getByRole('button', { name: /儲存|保存/ }));
        await waitFor(() => expect(written('POST')).toHaveLength(1));
        expect(written('POST')[0].body).toMatchObject({ plate: 'AB 1234', licence_expiry: '2026-12-25' });
    });
});
