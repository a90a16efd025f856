// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGarage, sampleRecord } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, type SentRequest, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const CUSTOMERS = '/api/v3/relationship/customer';

/** The garage answering customer `record` (and saving a new one as it is sent). */
function garageWith(record: Record<string, unknown>): SentRequest[] {
    return fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === `${CUSTOMERS}/1`) return ok(record);
        if (method === 'POST' && path === CUSTOMERS) return ok({ ...record, ...(body as object), id: 1 });
        return ok([], { total: 0, page: 1, size: 25 });
    });
}
const customer = (consent: object) => ({ ...sampleRecord('relationship/customer'), name: 'Chan Tai Man', ...consent });

afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe("a customer's reminder consent", () => {
    it('is unticked on a new customer, says what ticking means, and is sent as not given', async () => {
        signInAs('member', ['customer:read', 'customer:write']);
        const sent = garageWith(customer({ reminder_consent: false, consent_source: null, consent_at: null }));
        renderGarage('/relationship/customer/create');
        const tick = (await screen.findByLabelText('Agrees to reminders', {}, slow)) as HTMLInputElement;
        expect(tick.checked).toBe(false);
        expect(screen.getByText(/Tick only when the customer has said yes to reminders/)).toBeTruthy();
        fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Chan Tai Man' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(sent.some(request => request.method === 'POST')).toBe(true));
        expect(sent.find(request => request.method === 'POST')?.body).toMatchObject({ reminder_consent: false });
    });

    it('reads where it came from and when, on the garage’s calendar', async () => {
        signInAs('member', ['customer:read']);
        garageWith(customer({ reminder_consent: true, consent_source: 'staff', consent_at: '2026-12-02T17:00:00Z' }));
        renderGarage('/relationship/customer/1/show');
        // 01:00 on 3 December in Hong Kong
        expect(await screen.findByText('Agreed on 3 Dec 2026, by staff', {}, slow)).toBeTruthy();
    });

    it('given online, before sources were kept, or not at all', async () => {
        signInAs('member', ['customer:read']);
        garageWith(customer({ reminder_consent: true, consent_source: 'online', consent_at: '2026-12-03T02:00:00Z' }));
        renderGarage('/relationship/customer/1/show');
        expect(await screen.findByText('Agreed on 3 Dec 2026, online', {}, slow)).toBeTruthy();
        cleanup();
        garageWith(customer({ reminder_consent: true, consent_source: null, consent_at: null }));
        renderGarage('/relationship/customer/1/show');
        expect(await screen.findByText('Agreed (before sources were recorded)', {}, slow)).toBeTruthy();
        cleanup();
        garageWith(customer({ reminder_consent: false, consent_source: null, consent_at: null }));
        renderGarage('/relationship/customer/1/show');
        expect(await screen.findByText('Not agreed', {}, slow)).toBeTruthy();
    });
});
