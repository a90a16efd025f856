// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../src/store/storage';
import { renderGarage, sampleRecord } from './declared-harness';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest, signInAs, toastTexts } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const VEHICLE = '/api/v3/motor-garage/vehicle/1';
const SUMMARY = `${VEHICLE}/summary`;

const summary = {
    visits: 4,
    first_visit: '2024-03-02',
    last_visit: '2026-10-20',
    mileage: [
        { day: '2024-03-02', km: 30_000 },
        { day: '2026-10-20', km: 61_500 },
    ],
    km_per_year: 12_100,
    recurring: [{ description: 'Oil change', service_id: 2, product_id: null, times: 3, last_day: '2026-10-20' }],
    due: [
        { kind: 'licence', day: '2026-11-01', overdue: true },
        { kind: 'service', day: '2027-01-15', overdue: false },
    ],
    text: 'A regular visitor: oil changed every visit, about 12,000 km a year. The licence has expired.',
    locale: 'en',
    source: 'builtin',
    fallback: false,
};

let answerSummary: () => Response;
let sent: SentRequest[];
beforeEach(() => {
    answerSummary = () => ok(summary);
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kwun Tong Auto Service' });
    sent = fakeFetch(({ method, path }) => {
        if (method !== 'GET') return ok({});
        if (path === '/api/v3/workspace/1') return ok({ id: 1, timezone: 'Asia/Hong_Kong', bays: 3 });
        if (path === VEHICLE)
            return ok({ ...sampleRecord('motor-garage/vehicle'), plate: 'KT 1234', customer_id: null });
        if (path === `${VEHICLE}/history`) return ok({ jobs: [], more: false });
        if (path === SUMMARY) return answerSummary();
        return ok([], { total: 0, page: 1, size: 25 });
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const READER = ['vehicle:read', 'customer:read', 'invoice:read'];
const card = () => screen.findByRole('region', { name: 'Summary' }, slow);

describe('vehicle page: the summary', () => {
    it('shows the summary, visits, mileage trend, recurring work and what is due, overdue in words and in red', async () => {
        signInAs('member', [...READER, 'assistant:use']);
        renderGarage('/motor-garage/vehicle/1/show');
        const region = await card();
        expect(await within(region).findByText(summary.text, {}, slow)).toBeTruthy();
        const [request] = sent.filter(one => one.path === SUMMARY);
        expect(request.url.searchParams.get('locale')).toBe('en');

        const facts = [...region.querySelectorAll('dt')].map(term => [term.textContent, term.nextSibling?.textContent]);
        expect(facts).toEqual([
            ['Visits', '4'],
            ['First visit', '2 Mar 2024'],
            ['Last visit', '20 Oct 2026'],
            ['Mileage trend', 'About 12,100 km a year'],
            ['Latest reading', '61,500 km on 20 Oct 2026'],
        ]);
        expect(within(region).getByText('Oil change: 3 times, last on 20 Oct 2026')).toBeTruthy();
        const overdue = within(region).getByText('Licence renewal: 1 Nov 2026, overdue');
        expect(getComputedStyle(overdue).color).toBe('rgb(211, 47, 47)'); // the theme's error colour
        expect(getComputedStyle(within(region).getByText('Next service: 15 Jan 2027')).color).not.toBe(
            'rgb(211, 47, 47)',
        );
        expect(within(region).getByText('Written by the built-in assistant')).toBeTruthy();
    });

    it('says quietly when the summary cannot be had, and the page goes on', async () => {
        answerSummary = () => failure(429, 'quota_exceeded');
        signInAs('member', [...READER, 'assistant:use']);
        renderGarage('/motor-garage/vehicle/1/show');
        const region = await card();
        expect(await within(region).findByText('The summary is not available right now.', {}, slow)).toBeTruthy();
        expect(toastTexts()).toEqual([]);
        expect(await screen.findByText('No jobs yet.', {}, slow)).toBeTruthy();
    });

    it('is neither shown nor asked for without assistant:use', async () => {
        signInAs('member', READER);
        renderGarage('/motor-garage/vehicle/1/show');
        expect(await screen.findByRole('heading', { name: 'Service history' }, slow)).toBeTruthy();
        await waitFor(() => expect(sent.some(one => one.path === `${VEHICLE}/history`)).toBe(true));
        await expect(screen.findByRole('region', { name: 'Summary' }, { timeout: 1000 })).rejects.toThrow();
        expect(sent.some(one => one.path === SUMMARY)).toBe(false);
    });
});
