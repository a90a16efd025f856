// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage } from './declared-harness';
import { fakeFetch, json, ok, resetBrowserState, type SentRequest, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const PRODUCTS = '/api/v3/motor-garage/product';

const productOf = (stock_milli: number) => ({
    id: 7,
    sku: 'PAD-1',
    name: 'Brake pads',
    brand: '',
    category: '',
    unit: 'set',
    cost_cents: 0,
    price_cents: 62_050,
    stock_milli,
    reorder_level_milli: 0,
    barcode: '',
    active: true,
    image: null,
    low_stock: false,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
});

const movementOf = (id: number, extra: Record<string, unknown>) => ({
    id,
    product_id: 7,
    job_id: null,
    job_number: null,
    note: '',
    created_by: 1,
    created_by_name: 'Chan Tai Man',
    created_at: '2026-11-02T08:00:00.000Z',
    ...extra,
});

let product: ReturnType<typeof productOf>;
let movements: ReturnType<typeof movementOf>[];
let sent: SentRequest[];

/** A fake API over one part and its ledger: an adjustment moves the stock and adds a movement, as the server does. */
const serve = () =>
    fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === `${PRODUCTS}/7`) return ok(product);
        if (method === 'GET' && path === `${PRODUCTS}/7/stock`)
            return ok(movements, { total: movements.length, page: 1, size: 20 });
        if (method === 'POST' && path === `${PRODUCTS}/7/stock`) {
            const { delta_milli, reason, note } = body as { delta_milli: number; reason: string; note?: string };
            product = { ...product, stock_milli: product.stock_milli + delta_milli };
            const movement = movementOf(movements.length + 1, {
                delta_milli,
                reason,
                note: note ?? '',
                stock_after_milli: product.stock_milli,
            });
            movements = [movement, ...movements];
            return ok({ ...product, movement });
        }
        if (method === 'PUT' && path === `${PRODUCTS}/7`) return ok(product);
        return json(404, { success: false, error: 'not_found', message: 'not found', trace_id: 't' });
    });

const signIn = (permissions: string[]) => signInAs('owner', permissions);
const OWNER = ['product:read', 'product:write', 'product:delete', 'invoice:read'];

beforeEach(() => {
    product = productOf(36_000);
    movements = [
        movementOf(2, {
            delta_milli: -4_000,
            reason: 'job',
            job_id: 3,
            job_number: 'J-2026-00003',
            stock_after_milli: 36_000,
        }),
        movementOf(1, {
            delta_milli: 40_000,
            reason: 'opening',
            stock_after_milli: 40_000,
            created_by: null,
            created_by_name: null,
        }),
    ];
    sent = serve();
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

/** The ledger's rows, each as its cells' text. */
const ledgerRows = () => {
    const table = screen.getByText('Stock movements').closest('section')!.querySelector('table')!;
    return [...table.querySelectorAll('tbody tr')].map(row =>
        [...row.querySelectorAll('td')].map(cell => cell.textContent),
    );
};

describe("a part's stock on its page", () => {
    it('lists the ledger: reason, signed change, stock after, who, and the job an invoice came from', async () => {
        signIn(OWNER);
        renderGarage('/motor-garage/product/7/show');
        await screen.findByText('Invoiced', {}, slow);
        const rows = ledgerRows();
        expect(rows).toHaveLength(2);
        expect(rows[0]).toEqual(expect.arrayContaining(['Invoiced', '-4', '36', 'Chan Tai Man', 'J-2026-00003']));
        expect(rows[1]).toEqual(expect.arrayContaining(['Opening stock', '+40', '40', '—']));
        expect(screen.getByRole('link', { name: 'J-2026-00003' }).getAttribute('href')).toContain(
            '/motor-garage/invoice/3/show',
        );
    });

    it('adjusts it through the dialog: the change, its reason and note go to the server, the page shows the new stock', async () => {
        signIn(OWNER);
        renderGarage('/motor-garage/product/7/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Adjust stock' }, slow));
        const dialog = await screen.findByRole('dialog', { name: 'Adjust the stock of Brake pads' });
        expect(within(dialog).getByText('In stock now: 36')).toBeTruthy();

        // Zero is no change: the dialog says so and sends nothing.
        const change = within(dialog).getByRole('spinbutton', { name: 'Change' });
        fireEvent.change(change, { target: { value: '0' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
        expect(await within(dialog).findByText('Enter a change other than zero')).toBeTruthy();
        expect(sent.filter(request => request.method === 'POST')).toHaveLength(0);

        fireEvent.change(change, { target: { value: '-1.5' } });
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Reason' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Damaged' }));
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: '  Dropped  ' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(sent.filter(request => request.method === 'POST')).toEqual([
            expect.objectContaining({
                path: `${PRODUCTS}/7/stock`,
                body: { delta_milli: -1_500, reason: 'damaged', note: 'Dropped' },
            }),
        ]);
        await waitFor(() => expect(ledgerRows()).toHaveLength(3));
        expect(ledgerRows()[0]).toEqual(expect.arrayContaining(['Damaged', '-1.5', '34.5', 'Dropped']));
    });

    it('offers no adjustment to a session that may only read parts', async () => {
        signIn(['product:read', 'invoice:read']);
        renderGarage('/motor-garage/product/7/show');
        await screen.findByText('Invoiced', {}, slow);
        expect(screen.queryByRole('button', { name: 'Adjust stock' })).toBeNull();
    });

    it('shows the stock on the edit form as a value, not an input', async () => {
        signIn(OWNER);
        renderGarage('/motor-garage/product/7');
        await screen.findByText(/^Changed with "Adjust stock"/, {}, slow);
        expect(screen.getByText('36')).toBeTruthy();
        expect(screen.queryByRole('spinbutton', { name: 'Stock' })).toBeNull();
        expect(screen.getByRole('spinbutton', { name: 'Reorder level' })).toBeTruthy();
    });

    it('takes the opening stock on create', async () => {
        signIn(OWNER);
        renderGarage('/motor-garage/product/create');
        const opening = (await screen.findByRole('spinbutton', { name: 'Stock' }, slow)) as HTMLInputElement;
        expect(opening.readOnly).toBe(false);
        expect(screen.getByText(/^The opening stock/)).toBeTruthy();
    });
});
