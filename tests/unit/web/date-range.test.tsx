// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { formErrorsOf } from '../../../src/dataProvider/fieldErrors';
import { fromLocalInput, toLocalInput } from '../../../src/session/zone';
import { renderGarage } from './declared-harness';
import { fakeFetch, json, ok, resetBrowserState } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe('dates outside the years the API takes (1900–9999)', () => {
    it('a date-time box sends the year typed, even below 100 (not 0050 read as 1950), for the server to judge', () => {
        expect(fromLocalInput('0050-06-01T10:00', 'UTC')).toBe('0050-06-01T10:00:00.000Z');
        expect(toLocalInput('0050-06-01T10:00:00.000Z', 'UTC')).toBe('0050-06-01T10:00');
        expect(fromLocalInput('1899-12-31T23:30', 'UTC')).toBe('1899-12-31T23:30:00.000Z');
    });

    it("the server's out_of_range names its field for the form", () => {
        const refusal = new ApiError(400, {
            error: 'validation_failed',
            message: 'The request is not valid',
            details: [{ field: 'start_at', error: 'out_of_range' }],
        });
        expect(formErrorsOf(refusal)).toMatchObject({ start_at: 'error.detail.out_of_range' });
    });

    it('a licence expiry in 1800 is sent, and the refusal shows on its field', async () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
        const sent = fakeFetch(({ method }) =>
            method === 'POST'
                ? json(400, {
                      success: false,
                      error: 'validation_failed',
                      message: 'The request is not valid',
                      details: [{ field: 'licence_expiry', error: 'out_of_range' }],
                      trace_id: 'trace-1',
                  })
                : ok([], { total: 0, page: 1, size: 25 }),
        );
        renderGarage('/motor-garage/vehicle/create');
        fireEvent.change(await screen.findByLabelText(/^Plate/, {}, { timeout: 5000 }), {
            target: { value: 'AB 1234' },
        });
        const expiry = screen.getByRole('textbox', { name: /^Licence expiry/ });
        fireEvent.change(expiry, { target: { value: '01/01/1800' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Outside the years 1900 to 9999', {}, { timeout: 5000 })).toBeTruthy();
        expect(expiry.getAttribute('aria-invalid')).toBe('true');
        await waitFor(() =>
            expect(sent.find(request => request.method === 'POST')?.body).toMatchObject({
                licence_expiry: '1800-01-01',
            }),
        );
        log.mockRestore();
    });
});
