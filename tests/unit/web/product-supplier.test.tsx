// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declaredResources, renderDeclared, sampleRecord } from './declared-harness';
import { failure, fakeFetch, ok, resetBrowserState, signInAs, toastTexts } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const SUPPLIERS = '/api/v3/motor-garage/supplier';
const PRODUCTS = '/api/v3/motor-garage/product';
const products = declaredResources.find(resource => resource.model === 'motor-garage/product')!;
const bosch = { ...sampleRecord('motor-garage/supplier', 7), name: 'Bosch HK' };
const part = { ...sampleRecord('motor-garage/product', 1), name: 'Brake pads', supplier_id: 7 };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe("a part's supplier", () => {
    it('is picked by name on the product form, and saved with its code for the part', async () => {
        signInAs('member', ['product:read', 'product:write', 'supplier:read']);
        const sent = fakeFetch(({ method, path, body }) => {
            if (method === 'GET' && path.startsWith(SUPPLIERS)) return ok([bosch], { total: 1, page: 1, size: 25 });
            if (method === 'POST' && path === PRODUCTS) return ok({ ...part, ...(body as object), id: 2 });
            return ok([], { total: 0, page: 1, size: 20 });
        });
        renderDeclared(products, '/create');
        type(await screen.findByRole('textbox', { name: 'SKU' }), 'BP-F-001');
        type(screen.getByRole('textbox', { name: 'Name' }), 'Brake pads');
        const picker = screen.getByRole('combobox', { name: 'Supplier' });
        fireEvent.focus(picker);
        type(picker, 'bosch');
        fireEvent.click(await screen.findByRole('option', { name: 'Bosch HK' }, { timeout: 10_000 }));
        type(screen.getByRole('textbox', { name: 'Supplier part code' }), '0 986 494 123');
        fireEvent.click(screen.getByLabelText('Save'));
        await waitFor(() => expect(sent.some(request => request.method === 'POST')).toBe(true));
        expect(sent.find(request => request.method === 'POST')!.body).toMatchObject({
            sku: 'BP-F-001',
            supplier_id: 7,
            supplier_part_code: '0 986 494 123',
        });
    });

    it('is shown as its id to a member who may not read suppliers, with no call and no error', async () => {
        signInAs('member', ['product:read']);
        const sent = fakeFetch(({ method, path }) => {
            if (path.startsWith(SUPPLIERS)) return failure(403, 'forbidden');
            if (method === 'GET' && path === `${PRODUCTS}/1`) return ok(part);
            return ok([], { total: 0, page: 1, size: 20 });
        });
        renderDeclared(products, '/1/show');
        expect(await screen.findAllByText('Brake pads', {}, { timeout: 10_000 })).not.toHaveLength(0);
        expect(screen.getByText('7')).toBeTruthy();
        expect(sent.filter(request => request.path.startsWith(SUPPLIERS))).toEqual([]);
        expect(toastTexts()).toEqual([]);
        expect(screen.queryByLabelText('ra.notification.http_error')).toBeNull();
    });
});
