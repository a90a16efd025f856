// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGarage } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, signInAs, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const URL = 'https://garage.example/portal/invoice/abc';

const jobOf = (status: string) => ({
    id: 1,
    number: 'J-2026-00001',
    status,
    customer_id: null,
    vehicle_id: null,
    assignee_id: null,
    booking_id: null,
    scheduled_start: null,
    scheduled_end: null,
    mileage_in: null,
    complaint: '',
    internal_notes: '',
    notes: '',
    discount_id: null,
    tax_rate_bp: 0,
    subtotal_cents: 1000,
    discount_cents: 0,
    tax_cents: 0,
    total_cents: 1000,
    paid_cents: 0,
    balance_cents: 1000,
    invoice_number: status === 'quote' ? null : 'INV-2026-00001',
    invoiced_at: null,
    due_date: null,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    lines: [],
    payments: [],
});

const serve = (status: string) =>
    fakeFetch(({ method, path }) => {
        if (method === 'GET' && path === '/api/v3/motor-garage/invoice/1') return ok(jobOf(status));
        if (method === 'POST' && path === '/api/v3/motor-garage/invoice/1/share') {
            return ok({ id: 9, purpose: 'invoice', url: URL, expires_at: '2026-12-01T08:00:00.000Z' });
        }
        return ok({});
    });

afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe('sharing an invoice with the customer', () => {
    it('makes a link on an invoiced job and shows it to copy', async () => {
        signInAs('member', ['invoice:read', 'invoice:write']);
        const sent: SentRequest[] = serve('invoiced');
        const writeText = vi.fn().mockResolvedValue(undefined);
        vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
        renderGarage('/motor-garage/invoice/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Share invoice link' }, slow));
        const dialog = await screen.findByRole('dialog', { name: 'Invoice link for the customer' });
        expect((screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(URL);
        expect(dialog.textContent).toContain('until 1 December 2026');
        expect(sent.find(request => request.path.endsWith('/share'))?.body).toEqual({ purpose: 'invoice' });
        fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
        expect(await screen.findByText('Link copied')).toBeTruthy();
        expect(writeText).toHaveBeenCalledWith(URL);
    });

    it('is not offered before the job is invoiced, nor without invoice:write', async () => {
        signInAs('member', ['invoice:read', 'invoice:write']);
        serve('quote');
        renderGarage('/motor-garage/invoice/1/show');
        await screen.findByRole('button', { name: 'Start work' }, slow);
        expect(screen.queryByRole('button', { name: 'Share invoice link' })).toBeNull();
        cleanup();

        signInAs('member', ['invoice:read']);
        serve('invoiced');
        renderGarage('/motor-garage/invoice/1/show');
        await screen.findByText('INV-2026-00001', {}, slow);
        expect(screen.queryByRole('button', { name: 'Share invoice link' })).toBeNull();
    });
});
