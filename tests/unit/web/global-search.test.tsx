// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TopBarSearch } from '../../../src/components/search/TopBarSearch';
import { storage } from '../../../src/store/storage';
import { fakeFetch, json, ok, resetBrowserState, type SentRequest, signInAs } from './fakeFetch';
import { InShell } from './shell-harness';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const SEARCH = '/api/v3/motor-garage/search';
const car = { id: 7, plate: 'AB 1234', make: 'Toyota', model: 'Corolla', customer_name: 'Chan Tai Man' };
let sent: SentRequest[];

beforeEach(() => {
    signInAs('member', ['vehicle:read', 'customer:read', 'invoice:read']);
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kowloon Motors', avatar: null });
    sent = fakeFetch(({ path, url }) =>
        path === SEARCH && url.searchParams.get('q') === 'ab 12 34'
            ? ok({ customers: [], vehicles: [car], jobs: [] })
            : ok({ customers: [], vehicles: [], jobs: [] }),
    );
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const box = () => screen.getByRole('combobox', { name: 'Search customers, vehicles and jobs' });

it('finds a vehicle by a loosely typed plate with one call, and Enter opens it', async () => {
    render(
        <InShell>
            <TopBarSearch />
        </InShell>,
    );
    fireEvent.change(box(), { target: { value: 'ab 12 34' } });
    expect(await screen.findByText('AB 1234')).toBeTruthy();
    expect(screen.getByText('Vehicles')).toBeTruthy();
    expect(screen.getByText('Toyota Corolla · Chan Tai Man')).toBeTruthy();
    expect(sent.filter(request => request.path === SEARCH)).toHaveLength(1);
    // jsdom has no layout (contrast is left to the browser journeys); roles, names and grouping are checked here.
    const { violations } = await axe.run(document.body);
    expect(
        violations.filter(found => ['serious', 'critical'].includes(found.impact ?? '')).map(found => found.id),
    ).toEqual([]);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/motor-garage/vehicle/7/show'));
});

it('is focused by Ctrl+K, and by / when nothing else is typed in', async () => {
    render(
        <InShell>
            <input aria-label="Notes" />
            <TopBarSearch />
        </InShell>,
    );
    expect(document.activeElement).not.toBe(box());
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(box());

    const notes = screen.getByRole('textbox', { name: 'Notes' });
    notes.focus();
    fireEvent.keyDown(notes, { key: '/' });
    expect(document.activeElement).toBe(notes);
    notes.blur();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(box());
});

it('is not shown without an organization', () => {
    storage.remove('workspace');
    render(
        <InShell>
            <TopBarSearch />
        </InShell>,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
});

it('offers a new customer with a phone nobody has, and saves customer, car and job in one call', async () => {
    signInAs('member', ['vehicle:read', 'customer:read', 'invoice:read']);
    const job = { id: 42, number: 'J-2026-00042' };
    sent = fakeFetch(({ path, method, url }) => {
        if (path === SEARCH && url.searchParams.get('q') === '6123 0000')
            return ok({ customers: [], vehicles: [], jobs: [], new_customer: { phone: '6123 0000', plate: '' } });
        if (path === '/api/v3/motor-garage/invoice/quick' && method === 'POST')
            return json(201, { success: true, data: job, trace_id: 't' });
        return ok({ customers: [], vehicles: [], jobs: [] });
    });
    render(
        <InShell>
            <TopBarSearch />
        </InShell>,
    );
    fireEvent.change(box(), { target: { value: '6123 0000' } });
    fireEvent.click(await screen.findByText('New customer with 6123 0000'));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect((within(dialog).getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('6123 0000');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Chan Siu Ming ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Plate' }), { target: { value: 'ab 1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Complaint' }), { target: { value: 'Noisy brakes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save customer, car and job' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/motor-garage/invoice/42/show'));
    expect(sent.filter(request => request.method === 'POST').map(request => request.body)).toEqual([
        {
            customer: { name: 'Chan Siu Ming', phone: '6123 0000' },
            vehicle: { plate: 'ab 1', make: '', model: '' },
            job: { complaint: 'Noisy brakes' },
        },
    ]);
});

it('offers a new customer with a plate nobody has; a phone typed that a customer has offers a job for them instead', async () => {
    sent = fakeFetch(({ path, url }) => {
        const q = url.searchParams.get('q');
        if (path === SEARCH && q === 'ab9') return ok({ customers: [], new_customer: { phone: '', plate: 'AB 9' } });
        if (path === SEARCH && q === '6123 4567')
            return ok({ customers: [{ id: 5, name: 'Chan Tai Man', phone: '+852 6123-4567' }] });
        return ok({ customers: [], vehicles: [], jobs: [] });
    });
    render(
        <InShell>
            <TopBarSearch />
        </InShell>,
    );
    fireEvent.change(box(), { target: { value: 'ab9' } });
    fireEvent.click(await screen.findByText('New customer with AB 9'));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect((within(dialog).getByRole('textbox', { name: 'Plate' }) as HTMLInputElement).value).toBe('AB 9');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), { target: { value: '6123 4567' } });
    expect(await within(dialog).findByText('Chan Tai Man already has this phone number.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'New job for Chan Tai Man' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/motor-garage/invoice/create'));
    expect(screen.queryByRole('dialog')).toBeNull();
});
