// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage } from './declared-harness';
import { fakeFetch, json, resetBrowserState, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };

beforeEach(() => {
    signInAs('owner', ['product:read', 'product:write', 'product:delete']);
    fakeFetch(() => json(404, { success: false, error: 'not_found', message: 'not found', trace_id: 't' }));
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const warning = () => screen.queryByText(/^The price is below the cost/);

describe('product form: price below cost', () => {
    it('warns, with the cost, while the price typed is below the cost, and not once it reaches it', async () => {
        renderGarage('/motor-garage/product/create');
        const cost = await screen.findByRole('textbox', { name: 'Cost' }, slow);
        const price = screen.getByRole('textbox', { name: 'Price' });
        expect(warning()).toBeNull();

        type(cost, '25000'); // till-style: digits read as cents
        type(price, '19999');
        expect((price as HTMLInputElement).value).toBe('199.99');
        await waitFor(() =>
            expect(screen.getByRole('status').textContent).toBe(
                'The price is below the cost ($250.00): each one sells at a loss.',
            ),
        );

        type(price, '25000');
        await waitFor(() => expect(warning()).toBeNull());
        type(price, '30000');
        expect(warning()).toBeNull();
    });
});
