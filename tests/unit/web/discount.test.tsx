// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, type SentRequest, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };

const discount = (id: number, name: string, kind: 'percent' | 'amount', percent_bp: number, amount_cents: number) => ({
    id,
    name,
    code: null,
    kind,
    percent_bp,
    amount_cents,
    valid_from: null,
    valid_to: null,
    min_subtotal_cents: 0,
    active: true,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
});
const discounts = [
    discount(1, 'Loyal customer', 'percent', 1000, 0),
    discount(2, 'Spring offer', 'amount', 0, 5000),
    discount(3, 'Staff', 'percent', 1250, 0),
];

let sent: SentRequest[];

beforeEach(() => {
    signInAs('owner', ['discount:read', 'discount:write', 'discount:delete']);
    sent = fakeFetch(({ method, path, body }) => {
        const id = Number(path.split('/').pop());
        if (method === 'GET' && id) return ok(discounts.find(one => one.id === id));
        if (method === 'GET') return ok(discounts, { total: discounts.length, page: 1, size: 10 });
        return ok({ id: 9, ...(body as object) });
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
/** The text box labelled `label` (the kind select, showing "Amount", is no text box). */
const box = (label: string) => screen.queryByRole('textbox', { name: label }) as HTMLInputElement | null;
const has = (label: string) => box(label) !== null;

describe('discount list', () => {
    it('shows one value column that reads by the kind: a percentage or an amount of money', async () => {
        renderGarage('/motor-garage/discount');
        await screen.findByText('Spring offer', {}, slow);
        const headers = screen.getAllByRole('columnheader').map(header => header.textContent);
        expect(headers).toContain('Value');
        expect(headers).not.toContain('Percent');
        expect(headers).not.toContain('Amount');
        expect(within(rowOf('Loyal customer')).getByText('10 %')).toBeTruthy();
        expect(within(rowOf('Staff')).getByText('12.5 %')).toBeTruthy();
        expect(within(rowOf('Spring offer')).getByText('$50.00')).toBeTruthy();
        expect(within(rowOf('Spring offer')).queryByText(/%/)).toBeNull();
    });

    it('shows the value on the show page too', async () => {
        renderGarage('/motor-garage/discount/2/show');
        expect(await screen.findByText('$50.00', {}, slow)).toBeTruthy();
        expect(screen.getByText('Value')).toBeTruthy();
    });
});

describe('discount form', () => {
    it('asks for the percentage of a new discount, and for the amount once the kind is amount', async () => {
        renderGarage('/motor-garage/discount/create');
        await screen.findByRole('textbox', { name: 'Percent' }, slow);
        expect(has('Amount')).toBe(false);

        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Amount' }));
        await waitFor(() => expect(has('Amount')).toBe(true));
        expect(has('Percent')).toBe(false);

        fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Opening offer' } });
        fireEvent.change(box('Amount')!, { target: { value: '50.00' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(sent.filter(request => request.method === 'POST')).toHaveLength(1));
        expect(sent.find(request => request.method === 'POST')?.body).toMatchObject({
            name: 'Opening offer',
            kind: 'amount',
            amount_cents: 5000,
        });
    });

    it('edits an amount discount by its amount only', async () => {
        renderGarage('/motor-garage/discount/2');
        await screen.findByRole('textbox', { name: 'Amount' }, slow);
        expect(box('Amount')!.value).toBe('50.00');
        expect(has('Percent')).toBe(false);
    });
});
