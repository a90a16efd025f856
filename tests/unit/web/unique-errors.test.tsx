// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredLocale } from '../../../src/i18n';
import { renderGarage } from './declared-harness';
import { fakeFetch, json, ok, resetBrowserState, signInAs, toastTexts } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

/** The API refusing a new vehicle: a unique index on `field` holds the value, 409 `key`. */
const taken = (field: string, key: string) =>
    fakeFetch(({ method }) =>
        method === 'POST'
            ? json(409, {
                  success: false,
                  error: key,
                  message: 'Another vehicle already has this value',
                  details: [{ field, error: key }],
                  trace_id: 'taken',
              })
            : ok([], { total: 0, page: 1, size: 20 }),
    );

/** Saves a new vehicle with a plate; answers the field's error as shown and the toasts. */
const saveVehicle = async (field: string, save = 'Save') => {
    renderGarage('/motor-garage/vehicle/create');
    fireEvent.change(await screen.findByLabelText(/^(Plate|車牌)/), { target: { value: 'AB 123' } });
    fireEvent.click(screen.getByRole('button', { name: save }));
    const input = document.querySelector(`[name="${field}"]`)!;
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    const helper = document.getElementById(`${input.id}-helper-text`)?.textContent;
    return { helper, toasts: toastTexts().map(toast => toast.message) };
};

describe('a unique index refusing a value', () => {
    beforeEach(() => {
        signInAs('member', ['vehicle:read', 'vehicle:write']);
        vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    });
    afterEach(() => {
        vi.restoreAllMocks();
        cleanup();
        resetBrowserState();
    });

    it('says its own message where its key has one', async () => {
        taken('plate', 'plate_taken');
        expect(await saveVehicle('plate')).toEqual({
            helper: 'This plate number is already registered',
            toasts: ['This plate number is already registered'],
        });
    });

    it('says the value is already in use where its key has none, on the field and in the toast', async () => {
        taken('vin', 'vin_taken');
        expect(await saveVehicle('vin')).toEqual({
            helper: 'This value is already in use',
            toasts: ['This value is already in use'],
        });
    });

    it('in the chosen language', async () => {
        setStoredLocale('zh-hk');
        taken('vin', 'vin_taken');
        expect(await saveVehicle('vin', '儲存')).toEqual({
            helper: '此值已被使用',
            toasts: ['此值已被使用'],
        });
    });
});
