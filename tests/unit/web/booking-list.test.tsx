// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { garageNamespaces } from '../../../src/apps/user/mounts';
import { dataProvider } from '../../../src/dataProvider';
import { makeI18nProvider } from '../../../src/i18n';
import { NewBookingDialog } from '../../../src/resources/calendar/NewBookingDialog';
import { storage } from '../../../src/store/storage';
import { renderGarage, renderGarageInDataRouter } from './declared-harness';
import { fakeFetch, ok, phoneWidth, resetBrowserState, signInAs, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const BOOKINGS = '/api/v3/motor-garage/booking';
// noon in London is already the next day on Kiritimati (UTC+14), the workspace's zone here
const NOW = new Date('2027-03-01T12:00:00.000Z');
const ZONE = 'Pacific/Kiritimati';

const booking = {
    id: 1,
    version: 1,
    customer_id: null,
    walk_in_name: 'Mr Lee',
    walk_in_phone: '6000 0000',
    vehicle_id: null,
    plate: 'AB123',
    service_ids: [],
    start_at: '2027-03-01T20:30:00.000Z',
    end_at: '2027-03-01T21:30:00.000Z',
    status: 'confirmed',
    notes: '',
    job_id: null,
    job_status: null,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
};

/** A customer's booking of a car on file, two days on. */
const onFile = {
    ...booking,
    id: 2,
    walk_in_name: '',
    walk_in_phone: '',
    plate: '',
    customer_id: 4,
    vehicle_id: 3,
    start_at: '2027-03-03T20:00:00.000Z',
    end_at: '2027-03-03T21:00:00.000Z',
    status: 'pending',
};

let sent: SentRequest[];

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    sent = fakeFetch(({ path }) => {
        if (path === '/api/v3/workspace/1') return ok({ id: 1, timezone: ZONE, bays: 2 });
        if (path === BOOKINGS) return ok([booking, onFile], { total: 2, page: 1, size: 25 });
        if (path === '/api/v3/motor-garage/vehicle') return ok([{ id: 3, plate: 'KT1234' }], { total: 1 });
        if (path === '/api/v3/relationship/customer') return ok([{ id: 4, name: 'Chan Tai Man' }], { total: 1 });
        return ok([], { total: 0, page: 1, size: 25 });
    });
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Garage', avatar: null });
    signInAs('owner', ['booking:read', 'booking:write', 'customer:read', 'vehicle:read', 'service:read']);
});
afterEach(() => {
    cleanup();
    resetBrowserState();
    vi.useRealTimers();
});

const listQuery = () => {
    const request = sent.filter(one => one.method === 'GET' && one.path === BOOKINGS).at(-1);
    return request && Object.fromEntries(request.url.searchParams);
};
const tab = (name: string) => screen.getByRole('tab', { name });

describe('bookings list', () => {
    it('opens on today’s bookings in the workspace’s zone, earliest first, and moves by its tabs', async () => {
        renderGarage('/motor-garage/booking');
        await screen.findByText('Mr Lee', {}, slow);
        await waitFor(() =>
            expect(listQuery()).toMatchObject({ from: '2027-03-02', to: '2027-03-02', field: 'start_at', asc: 'true' }),
        );
        expect(tab('Today').getAttribute('aria-selected')).toBe('true');

        fireEvent.click(tab('Upcoming'));
        await waitFor(() => expect(listQuery()?.to).toBeUndefined());
        expect(listQuery()).toMatchObject({ from: '2027-03-02', asc: 'true' });
        expect(tab('Upcoming').getAttribute('aria-selected')).toBe('true');

        fireEvent.click(tab('All'));
        await waitFor(() => expect(listQuery()?.from).toBeUndefined());
        expect(listQuery()?.to).toBeUndefined();
        expect(tab('All').getAttribute('aria-selected')).toBe('true');
    });

    it('selects no tab for other days', async () => {
        renderGarage('/motor-garage/booking?filter=%7B%22from%22%3A%222027-04-01%22%7D');
        await screen.findByText('Mr Lee', {}, slow);
        expect(listQuery()).toMatchObject({ from: '2027-04-01' });
        for (const name of ['Today', 'Upcoming', 'All'])
            expect(tab(name).getAttribute('aria-selected'), name).toBe('false');
    });
});

describe('bookings list at phone width', () => {
    it('shows each booking as its time, status, plate and who booked: the time alone today', async () => {
        phoneWidth();
        renderGarage('/motor-garage/booking');
        const walkIn = (await screen.findByText('Mr Lee', {}, slow)).closest('a')!;
        expect(walkIn.getAttribute('href')).toMatch(/motor-garage\/booking\/1\/show$/);
        expect(within(walkIn).getByText('AB123')).toBeTruthy();
        expect(within(walkIn).getByText('Confirmed')).toBeTruthy();
        // 20:30 UTC is 10:30 the next morning on Kiritimati: today there
        await waitFor(() => expect(within(walkIn).getByText(/^10:30/)).toBeTruthy());

        const customer = (await screen.findByText('Chan Tai Man', {}, slow)).closest('a')!;
        expect(within(customer).getByText('KT1234')).toBeTruthy();
        expect(within(customer).getByText('Pending')).toBeTruthy();
        expect(within(customer).getByText('4 Mar 2027, 10:00')).toBeTruthy();
        expect(screen.queryByRole('table')).toBeNull();
    });
});

describe('leaving a form with unsaved changes', () => {
    it('asks first, and stays when told to', async () => {
        const confirm = vi.fn(() => false);
        vi.stubGlobal('confirm', confirm);
        const { router } = renderGarageInDataRouter('/motor-garage/booking/create');
        const name = await screen.findByLabelText('Walk-in name', {}, slow);
        fireEvent.change(name, { target: { value: 'Ms Ho' } });

        await router.navigate('/app/motor-garage/booking');
        await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1), slow);
        expect(router.state.location.pathname).toBe('/app/motor-garage/booking/create');
        expect((screen.getByLabelText('Walk-in name') as HTMLInputElement).value).toBe('Ms Ho');

        // told to leave: the next try goes (tried again while the first refusal is still being undone)
        confirm.mockReturnValue(true);
        await waitFor(async () => {
            await router.navigate('/app/motor-garage/booking');
            expect(router.state.location.pathname).toBe('/app/motor-garage/booking');
        }, slow);
    });

    it('leaves an untouched form without asking', async () => {
        const confirm = vi.fn(() => false);
        vi.stubGlobal('confirm', confirm);
        const { router } = renderGarageInDataRouter('/motor-garage/booking/create');
        await screen.findByLabelText('Walk-in name', {}, slow);
        await router.navigate('/app/motor-garage/booking');
        await waitFor(() => expect(router.state.location.pathname).toBe('/app/motor-garage/booking'), slow);
        expect(confirm).not.toHaveBeenCalled();
    });
});

describe('the new booking dialog', () => {
    const renderDialog = () => {
        const onClose = vi.fn();
        render(
            <AdminContext
                dataProvider={dataProvider}
                i18nProvider={makeI18nProvider(garageNamespaces)}
                store={memoryStore()}
            >
                <NewBookingDialog
                    slot={{ start: new Date('2027-03-02T01:00:00.000Z'), end: new Date('2027-03-02T02:00:00.000Z') }}
                    zone={ZONE}
                    onClose={onClose}
                    onCreated={vi.fn()}
                />
            </AdminContext>,
        );
        return onClose;
    };
    const backdrop = () => document.querySelector('.MuiBackdrop-root')!;

    it('closes on a click beside it or Escape while nothing is typed', async () => {
        const onClose = renderDialog();
        await screen.findByLabelText('Walk-in name', {}, slow);
        fireEvent.click(backdrop());
        expect(onClose).toHaveBeenCalledTimes(1);
        fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
        expect(onClose).toHaveBeenCalledTimes(2);
    });

    it('stays open on a stray click or Escape once something is typed; Cancel still closes it', async () => {
        const onClose = renderDialog();
        fireEvent.change(await screen.findByLabelText('Walk-in name', {}, slow), { target: { value: 'Ms Ho' } });
        await waitFor(() => {
            fireEvent.click(backdrop());
            fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
            expect(onClose).not.toHaveBeenCalled();
        });
        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(onClose).toHaveBeenCalledTimes(1);
    });
});

describe('a booking’s services', () => {
    const brakes = { id: 7, code: 'BRK', name: 'Brake service', name_zh: '剎車保養', price_cents: 48000, active: true };
    beforeEach(() => {
        sent = fakeFetch(({ path }) => {
            if (path === '/api/v3/workspace/1') return ok({ id: 1, timezone: ZONE, bays: 2 });
            if (path === `${BOOKINGS}/1`) return ok({ ...booking, service_ids: [7] });
            if (path === '/api/v3/motor-garage/service') return ok([brakes], { total: 1, page: 1, size: 25 });
            return ok([], { total: 0, page: 1, size: 25 });
        });
    });

    it('are named in the interface’s language: the Chinese name for Chinese staff, when the garage gave one', async () => {
        renderGarage('/motor-garage/booking/1/show');
        expect(await screen.findByText('Brake service', {}, slow)).toBeTruthy();
        cleanup();

        storage.set('locale', 'zh-hk');
        renderGarage('/motor-garage/booking/1/show');
        expect(await screen.findByText('剎車保養', {}, slow)).toBeTruthy();
        expect(screen.queryByText('Brake service')).toBeNull();
    });
});
