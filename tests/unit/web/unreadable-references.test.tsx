// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { declaredResources, renderDeclared, sampleRecord } from './declared-harness';
import { failure, fakeFetch, ok, resetBrowserState, signInAs, toastTexts, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const CUSTOMERS = '/api/v3/relationship/customer';
const VEHICLES = '/api/v3/motor-garage/vehicle';
const declared = (model: string) => declaredResources.find(resource => resource.model === model)!;
const vehicles = declared('motor-garage/vehicle');
const vehicle = (id: number) => ({ ...sampleRecord('motor-garage/vehicle', id), year: 2019, customer_id: 42 });

/** A member who may read and write vehicles, not customers: the API answers 403 to any customer call. */
describe('a reference to a resource the session may not read', () => {
    let sent: SentRequest[];
    beforeEach(() => {
        signInAs('member', ['vehicle:read', 'vehicle:write']);
        sent = fakeFetch(({ method, path, body }) => {
            if (path.startsWith(CUSTOMERS)) return failure(403, 'forbidden');
            if (method === 'GET' && path === '/api/v3/motor-garage/vehicle')
                return ok([vehicle(1), vehicle(2)], { total: 2, page: 1, size: 20 });
            if (method === 'GET' && /^\/api\/v3\/motor-garage\/vehicle\/\d+$/.test(path)) return ok(vehicle(1));
            if (method === 'PUT') return ok({ ...vehicle(1), ...(body as object) });
            return ok([], { total: 0, page: 1, size: 20 });
        });
    });
    afterEach(() => {
        cleanup();
        resetBrowserState();
    });

    const noCustomerCallNorError = () => {
        expect(sent.filter(request => request.path.startsWith(CUSTOMERS))).toEqual([]);
        expect(toastTexts()).toEqual([]);
        expect(screen.queryByLabelText('ra.notification.http_error')).toBeNull();
    };

    it('shows the stored id in the list column, without asking for the customer', async () => {
        renderDeclared(vehicles);
        await waitFor(() => expect(screen.getAllByText('42')).toHaveLength(2));
        noCustomerCallNorError();
    });

    it('shows the stored id on the show page', async () => {
        renderDeclared(vehicles, '/1/show');
        await waitFor(() => expect(screen.getByText('42')).toBeTruthy());
        noCustomerCallNorError();
    });

    it('shows the id in a read-only input, and keeps it on save', async () => {
        renderDeclared(vehicles, '/1');
        const input = (await screen.findByDisplayValue('42')) as HTMLInputElement;
        expect(input.readOnly).toBe(true);
        fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'Toyota' } });
        fireEvent.click(screen.getByLabelText('Save'));
        await waitFor(() => expect(sent.some(request => request.method === 'PUT')).toBe(true));
        expect(sent.find(request => request.method === 'PUT')!.body).toMatchObject({ make: 'Toyota', customer_id: 42 });
        noCustomerCallNorError();
    });

    it("replaces the declaration's own picker (a job's customer and vehicle) by the ids, read only", async () => {
        signInAs('member', ['invoice:read', 'invoice:write']);
        const job = { ...sampleRecord('motor-garage/invoice', 1), customer_id: 42, vehicle_id: 43, lines: [] };
        sent = fakeFetch(({ method, path }) => {
            if (path.startsWith(CUSTOMERS) || path.startsWith(VEHICLES)) return failure(403, 'forbidden');
            if (method === 'GET' && path === '/api/v3/motor-garage/invoice/1') return ok(job);
            return ok([], { total: 0, page: 1, size: 20 });
        });
        renderDeclared(declared('motor-garage/invoice'), '/1');
        for (const id of ['42', '43'])
            expect(((await screen.findByDisplayValue(id)) as HTMLInputElement).readOnly).toBe(true);
        expect(sent.filter(request => request.path.startsWith(VEHICLES))).toEqual([]);
        noCustomerCallNorError();
    });
});
