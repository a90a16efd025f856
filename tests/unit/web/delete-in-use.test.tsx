// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredLocale } from '../../../src/i18n';
import { declaredResources, renderDeclared, sampleRecord } from './declared-harness';
import { fakeFetch, json, ok, resetBrowserState, signInAs, toastTexts } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const customers = declaredResources.find(resource => resource.model === 'relationship/customer')!;

/** The API's refusal of a delete that `holder`'s records still hold. */
const heldBy = (holder?: string) =>
    json(409, {
        success: false,
        error: 'in_use',
        message: 'Other records still use this one',
        ...(holder ? { details: [{ field: 'id', error: 'in_use', resource: holder }] } : {}),
        trace_id: 'held',
    });

describe('a delete refused because other records still hold the record', () => {
    beforeEach(() => {
        signInAs('owner', ['customer:read', 'customer:write', 'customer:delete']);
        vi.spyOn(console, 'error').mockImplementation(() => undefined); // the confirmation logs the failure
    });
    afterEach(() => {
        vi.restoreAllMocks();
        cleanup();
        resetBrowserState();
    });

    /** Deletes customer 1 from its edit page (its button named `label`), the API refusing with `refusal`: the toasts. */
    const deleteCustomer = async (refusal: Response, label = 'Delete') => {
        fakeFetch(({ method, path }) => {
            if (method === 'DELETE') return refusal;
            if (/\/relationship\/customer\/1$/.test(path)) return ok(sampleRecord('relationship/customer', 1));
            return ok([], { total: 0, page: 1, size: 20 });
        });
        renderDeclared(customers, '/1');
        fireEvent.click(await screen.findByRole('button', { name: label }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: label }));
        await waitFor(() => expect(toastTexts()).toHaveLength(1));
        return toastTexts();
    };

    it('says which records hold it, by their menu name, in the toast', async () => {
        expect(await deleteCustomer(heldBy('motor-garage/vehicle'))).toEqual([
            { message: 'Vehicles still use this record', description: 'Trace: #held' },
        ]);
    });

    it('in the chosen language', async () => {
        setStoredLocale('zh-hk');
        expect((await deleteCustomer(heldBy('motor-garage/vehicle'), '刪除'))[0].message).toBe('車輛仍在使用此記錄');
        cleanup();
        resetBrowserState();
        signInAs('owner', ['customer:read', 'customer:delete']);
        setStoredLocale('zh-cn');
        expect((await deleteCustomer(heldBy('motor-garage/booking'), '删除'))[0].message).toBe('预约仍在使用此记录');
    });

    it('says other records hold it when the answer names none', async () => {
        expect((await deleteCustomer(heldBy()))[0].message).toBe('Other records still use this one');
    });
});
