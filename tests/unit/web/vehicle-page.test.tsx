// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../src/store/storage';
import { renderGarage, sampleRecord } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const VEHICLES = '/api/v3/motor-garage/vehicle';
const CUSTOMERS = '/api/v3/relationship/customer';
const HISTORY = `${VEHICLES}/1/history`;
// Tokyo is 9 hours ahead of UTC, Hong Kong 8: 15:30 UTC on 1 March is 2 March in Tokyo, still 1 March in Hong Kong.
const ZONE = 'Asia/Tokyo';

const customer = { ...sampleRecord('relationship/customer', 3), name: 'Chan Tai Man' };
const vehicle = { ...sampleRecord('motor-garage/vehicle'), plate: 'KT 1234', customer_id: 3 };
const line = (id: number, description: string, quantity_milli: number) => ({
    id,
    position: id,
    kind: 'custom',
    product_id: null,
    service_id: null,
    description,
    quantity_milli,
    unit_price_cents: 0,
    discount_cents: 0,
    line_total_cents: 0,
});
const history = {
    jobs: [
        {
            id: 7,
            number: 'J-2026-00007',
            status: 'paid',
            happens_at: '2026-03-01T15:30:00.000Z',
            mileage_in: 48_200,
            total_cents: 98_001,
            lines: [line(1, 'Oil change', 1500), line(2, 'Engine oil 5W-30', 4500)],
        },
        {
            id: 4,
            number: 'J-2025-00004',
            status: 'quote',
            happens_at: '2025-11-20T02:30:00.000Z',
            mileage_in: null,
            total_cents: 0,
            lines: [],
        },
    ],
    more: true,
};

let sent: SentRequest[];
beforeEach(() => {
    sent = fakeFetch(({ method, path }) => {
        if (method !== 'GET') return ok({});
        if (path === '/api/v3/workspace/1') return ok({ id: 1, name: 'Tokyo garage', timezone: ZONE, bays: 3 });
        if (path === `${VEHICLES}/1`) return ok(vehicle);
        if (path === HISTORY) return ok(history);
        if (path === VEHICLES) return ok([vehicle], { total: 1, page: 1, size: 25 });
        if (path === CUSTOMERS) return ok([customer], { total: 1, page: 1, size: 25 });
        return ok([], { total: 0, page: 1, size: 25 });
    });
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Tokyo garage' });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const signInAs = (permissions: string[]) =>
    storage.set('workspace-user', { id: 1, workspace_id: 1, user_id: 1, role: 'member', permissions });
const WRITER = ['vehicle:read', 'customer:read', 'invoice:read', 'invoice:write', 'booking:read', 'booking:write'];
const link = (name: string) => screen.queryByRole('link', { name });

describe('the vehicle page', () => {
    it("shows its service history newest first: the garage's day, job, status, total, mileage and work", async () => {
        signInAs(WRITER);
        renderGarage('/motor-garage/vehicle/1/show');
        const timeline = await screen.findByRole('list', { name: 'Service history' }, slow);
        await waitFor(() => expect(timeline.children).toHaveLength(2), slow);
        const [latest, earlier] = [...timeline.children] as HTMLElement[];

        expect(within(latest).getByText('2 Mar 2026').getAttribute('datetime')).toBe('2026-03-01T15:30:00.000Z');
        const job = within(latest).getByRole('link', { name: 'J-2026-00007' });
        expect(job.getAttribute('href')).toBe('/app/motor-garage/invoice/7/show');
        expect(within(latest).getByText('Paid')).toBeTruthy();
        expect(within(latest).getByText('$980.01')).toBeTruthy();
        expect(within(latest).getByText('48,200 km')).toBeTruthy();
        expect(
            within(latest)
                .getAllByRole('listitem')
                .map(item => item.textContent),
        ).toEqual(['Oil change × 1.5', 'Engine oil 5W-30 × 4.5']);

        expect(within(earlier).getByText('20 Nov 2025')).toBeTruthy();
        expect(within(earlier).getByRole('link', { name: 'J-2025-00004' })).toBeTruthy();
        expect(within(earlier).getByText('Quote')).toBeTruthy();
        expect(within(earlier).getByText('No work written down')).toBeTruthy();
        expect(within(earlier).queryByText(/km/)).toBeNull();

        expect(screen.getByText(/Showing the latest 2 jobs/)).toBeTruthy();
        const all = new URL(link('All jobs of this vehicle')!.getAttribute('href')!, 'http://x');
        expect(all.pathname).toBe('/app/motor-garage/invoice');
        expect(JSON.parse(all.searchParams.get('filter')!)).toEqual({ vehicle_id: 1 });
    });

    it('starts a new job filled in with the vehicle and its owner', async () => {
        signInAs(WRITER);
        renderGarage('/motor-garage/vehicle/1/show');
        fireEvent.click(await screen.findByRole('link', { name: 'New job' }, slow));
        expect(await screen.findByDisplayValue('Chan Tai Man', {}, slow)).toBeTruthy();
        expect(await screen.findByDisplayValue('KT 1234', {}, slow)).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/job/i);
    });

    it('books the vehicle in, filled in with the vehicle and its owner', async () => {
        signInAs(WRITER);
        renderGarage('/motor-garage/vehicle/1/show');
        fireEvent.click(await screen.findByRole('link', { name: 'Book' }, slow));
        expect(await screen.findByDisplayValue('Chan Tai Man', {}, slow)).toBeTruthy();
        expect(await screen.findByDisplayValue('KT 1234', {}, slow)).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/booking/i);
    });

    it('leaves out the history for a session that may not read jobs, and the buttons for one that may not write', async () => {
        signInAs(['vehicle:read', 'customer:read', 'booking:read']);
        renderGarage('/motor-garage/vehicle/1/show');
        expect(await screen.findByRole('link', { name: 'Chan Tai Man' }, slow)).toBeTruthy();
        expect(screen.queryByRole('list', { name: 'Service history' })).toBeNull();
        expect(screen.queryByText('Service history')).toBeNull();
        expect(link('New job')).toBeNull();
        expect(link('Book')).toBeNull();
        expect(sent.some(request => request.path === HISTORY)).toBe(false);
    });
});
