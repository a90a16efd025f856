// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
const LINK = '/public/v3/portal/tok_EST-1';

const line = (id: number, description: string, cents: number, approval: string | null = null) => ({
    id,
    description,
    description_zh: '',
    quantity_milli: 1000,
    unit_price_cents: cents,
    discount_cents: 0,
    line_total_cents: cents,
    approval,
});

/** An estimate of two lines, $100 and $50 less 10 %, answered (`signed`) or not. */
const estimate = (hash: string, signed = false) => ({
    purpose: 'estimate',
    locale: 'en',
    garage: { name: 'Wing Kee Motors', phone: '2345 6789', currency: 'HKD' },
    estimate: {
        number: 'J-2026-00007',
        plate: 'KT 1234',
        lines: [
            line(1, 'Brake pads', 10000, signed ? 'approved' : null),
            line(2, 'Tyres', 5000, signed ? 'declined' : null),
        ],
        subtotal_cents: 15000,
        discount_name: 'Loyal customer',
        discount_cents: 1500,
        discount_rule: { kind: 'percent', percent_bp: 1000, amount_cents: 0, min_subtotal_cents: 8000 },
        tax_rate_bp: 0,
        tax_cents: 0,
        total_cents: 13500,
        approval: signed ? { signature_name: 'Chan Tai Man', signed_at: '2026-11-25T04:00:00.000Z' } : null,
        estimate_hash: hash,
        needs_approval: !signed,
        closed: false,
    },
});

/** The estimate page at /portal/estimate/<token>, the server answering its calls with `answer`. */
const renderEstimate = async (answer: (request: SentRequest) => Response) => {
    vi.resetModules();
    const { PortalApp } = await import('../../../src/apps/portal/PortalApp');
    const sent = fakeFetch(request => (request.path === '/public/v3/config' ? ok(config) : answer(request)));
    render(<PortalApp pathname="/portal/estimate/tok_EST-1" />);
    return sent;
};

const decide = (item: string, decision: 'Approve' | 'Decline') =>
    fireEvent.click(
        within(screen.getByRole('group', { name: `Your decision on ${item}` })).getByRole('button', { name: decision }),
    );

const seriousViolations = async () =>
    (await axe.run(document.body)).violations
        .filter(found => ['serious', 'critical'].includes(found.impact ?? ''))
        .map(found => found.id);

beforeEach(() => localStorage.clear());
afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe('the customer estimate page', () => {
    it(
        'asks for every line and the name, totals the approved work, then signs and thanks',
        { timeout: 60_000 },
        async () => {
            const sent = await renderEstimate(request =>
                request.method === 'POST' ? ok(estimate('h1', true)) : ok(estimate('h1')),
            );
            expect(await screen.findByRole('heading', { level: 1, name: 'Estimate J-2026-00007' })).toBeTruthy();
            expect(await seriousViolations()).toEqual([]);
            fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
            expect(screen.getByRole('alert').textContent).toBe('Approve or decline every item before you sign.');
            expect(screen.getByText('Type your full name to sign: at least two letters.')).toBeTruthy();

            decide('Brake pads', 'Approve');
            decide('Tyres', 'Decline');
            // $100 approved, less the job's 10 % discount.
            expect(screen.getByText('Total of the work you approve').parentElement!.textContent).toContain('HK$90.00');
            // $50 alone is below the discount's $80 minimum: it is billed in full, and the page says so
            decide('Brake pads', 'Decline');
            decide('Tyres', 'Approve');
            expect(screen.getByText('Total of the work you approve').parentElement!.textContent).toContain('HK$50.00');
            decide('Brake pads', 'Approve');
            decide('Tyres', 'Decline');
            const signature = screen.getByRole('textbox', { name: /Type your full name to sign/ });
            // invisible characters and one letter are not a signature
            fireEvent.change(signature, { target: { value: '\u200bC\u200b' } });
            fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
            expect(sent.filter(request => request.method === 'POST')).toEqual([]);
            expect(screen.getByText('Type your full name to sign: at least two letters.')).toBeTruthy();
            fireEvent.change(signature, { target: { value: ' Chan Tai Man ' } });
            fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
            expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Chan Tai Man' })).toBeTruthy();
            expect(screen.getByRole('region', { name: 'Approved' }).textContent).toContain('Brake pads');
            expect(screen.getByRole('region', { name: 'Declined' }).textContent).toContain('Tyres');
            expect(sent.find(request => request.method === 'POST')).toMatchObject({
                path: `${LINK}/approve`,
                body: {
                    approved_line_ids: [1],
                    declined_line_ids: [2],
                    signature_name: 'Chan Tai Man',
                    estimate_hash: 'h1',
                },
            });
            expect(await seriousViolations()).toEqual([]);
        },
    );

    it('reloads a changed estimate with a notice, the choices cleared', async () => {
        let hash = 'h1';
        await renderEstimate(request => {
            if (request.method !== 'POST') return ok(estimate(hash));
            hash = 'h2';
            return failure(409, 'estimate_changed');
        });
        await screen.findByRole('heading', { level: 1, name: 'Estimate J-2026-00007' });
        decide('Brake pads', 'Approve');
        decide('Tyres', 'Approve');
        fireEvent.change(screen.getByRole('textbox', { name: /Type your full name/ }), { target: { value: 'Chan' } });
        fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
        expect((await screen.findByRole('alert')).textContent).toContain('changed this estimate since you opened it');
        // every line's choice cleared (the pressed language button aside)
        const language = screen.getByRole('group', { name: 'Language' });
        const chosen = () => screen.queryAllByRole('button', { pressed: true }).filter(one => !language.contains(one));
        await waitFor(() => expect(chosen()).toEqual([]));
    });

    it('shows the decision already made instead of asking again', async () => {
        await renderEstimate(() => ok(estimate('h1', true)));
        expect(await screen.findByRole('heading', { level: 1, name: 'You have answered this estimate' })).toBeTruthy();
        expect(screen.getByRole('status').textContent).toContain('Signed by Chan Tai Man');
        expect(screen.queryByRole('button', { name: 'Sign and send' })).toBeNull();
    });

    it('says the estimate is closed once the garage invoiced the job, and takes no answer', async () => {
        const closed = estimate('h1');
        await renderEstimate(() =>
            ok({ ...closed, estimate: { ...closed.estimate, needs_approval: false, closed: true } }),
        );
        expect(await screen.findByRole('heading', { level: 1, name: 'This estimate is closed' })).toBeTruthy();
        expect(screen.getByRole('status').textContent).toContain('Call 2345 6789');
        expect(screen.queryByRole('button', { name: 'Sign and send' })).toBeNull();
        expect(await seriousViolations()).toEqual([]);
    });

    it('shows the closed estimate when the garage invoiced it while the customer was signing', async () => {
        let closed = false;
        await renderEstimate(request => {
            if (request.method === 'POST') {
                closed = true;
                return failure(409, 'estimate_closed');
            }
            const page = estimate('h1');
            return ok(closed ? { ...page, estimate: { ...page.estimate, needs_approval: false, closed } } : page);
        });
        await screen.findByRole('heading', { level: 1, name: 'Estimate J-2026-00007' });
        decide('Brake pads', 'Approve');
        decide('Tyres', 'Decline');
        fireEvent.change(screen.getByRole('textbox', { name: /Type your full name/ }), { target: { value: 'Chan' } });
        fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'This estimate is closed' })).toBeTruthy();
    });
});
