// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../src/store/storage';
import { json, fakeFetch, ok, resetBrowserState, type SentRequest } from './fakeFetch';
import { people, renderBackoffice } from './backoffice-harness';

vi.setConfig({ testTimeout: 20_000 }); // react-admin's first render in jsdom takes seconds

afterEach(() => {
    cleanup();
    resetBrowserState();
});

const workspace = (id: number, name: string, status: string, member_count: number) => ({
    id,
    workspace_id: id,
    name,
    avatar: null,
    status,
    member_count,
    created_at: `2026-11-0${id - 4}T08:00:00.000Z`,
});
const workspaces = [
    workspace(7, 'Kowloon Motors', 'active', 3),
    {
        ...workspace(8, 'Tsuen Wan Auto', 'suspended', 1),
        suspension_reason: 'Unpaid since March',
        suspended_at: '2026-12-08T01:30:00.000Z',
        suspended_by: 'ops',
    },
];

/** Answers the back-office lists (and anything else with an empty success). */
const serveLists = () =>
    fakeFetch(({ method, path }) => {
        if (method === 'GET' && path === '/admin/v3/user') return ok(people, { total: 2, page: 1, size: 10 });
        if (method === 'GET' && path === '/admin/v3/admin') return ok(people, { total: 2, page: 1, size: 10 });
        if (method === 'GET' && path === '/admin/v3/workspace') return ok(workspaces, { total: 2, page: 1, size: 10 });
        if (method === 'DELETE') return ok({ id: Number(path.split('/').pop()) });
        return json(200, { success: true, data: {} });
    });

const listCalls = (sent: SentRequest[], path: string) =>
    sent.filter(request => request.method === 'GET' && request.path === path).map(request => request.url.searchParams);

/** react-admin's first render in jsdom, and a debounced search, take seconds on a busy machine. */
const slow = { timeout: 5000 };

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('back-office lists', () => {
    it('shows the users the API answers, newest first, with create and CSV export', async () => {
        const sent = serveLists();
        renderBackoffice('/user');
        expect(await screen.findByText('Amy Chan', {}, slow)).toBeTruthy();
        expect(within(rowOf('amy')).getByText('amy@example.com')).toBeTruthy();
        expect(within(rowOf('amy')).getByText('Active')).toBeTruthy();
        expect(within(rowOf('bob')).getByText('Disabled')).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
        for (const header of ['Username', 'Display name', 'Email', 'Status', 'Created'])
            expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
        expect(screen.queryByRole('columnheader', { name: /Password/ })).toBeNull();
        expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
        const [query] = listCalls(sent, '/admin/v3/user');
        expect(Object.fromEntries(query)).toEqual({
            page: '1',
            size: '10',
            field: 'created_at',
            asc: 'false',
            keyword: '',
        });
    });

    it('searches by keyword, filters by status and sorts by a column', async () => {
        const sent = serveLists();
        renderBackoffice('/user');
        await screen.findByText('Amy Chan', {}, slow);

        const asked = (name: string, value: string) =>
            listCalls(sent, '/admin/v3/user').some(query => query.get(name) === value);

        fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'bo' } });
        await waitFor(() => expect(asked('keyword', 'bo')).toBe(true), slow);

        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
        await waitFor(() => expect(asked('status', 'disabled')).toBe(true), slow);

        fireEvent.click(screen.getByRole('button', { name: /username/i }));
        await waitFor(
            () =>
                expect(Object.fromEntries(listCalls(sent, '/admin/v3/user').at(-1) ?? [])).toMatchObject({
                    field: 'username',
                    asc: 'true',
                    keyword: 'bo',
                    status: 'disabled',
                }),
            slow,
        );
    });

    it('opens a user on their edit page (the back-office has no show pages)', async () => {
        const sent = serveLists();
        renderBackoffice('/user');
        await screen.findByText('Amy Chan', {}, slow);
        expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
        fireEvent.click(screen.getByText('bob'));
        await waitFor(
            () => expect(sent.some(({ method, path }) => method === 'GET' && path === '/admin/v3/user/2')).toBe(true),
            slow,
        );
    });

    it('lists workspaces, newest first, with their member count and status, filtered by status', async () => {
        const sent = serveLists();
        renderBackoffice('/workspace');
        expect(await screen.findByText('Kowloon Motors', {}, slow)).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeTruthy();
        expect(within(rowOf('Kowloon Motors')).getByText('3')).toBeTruthy();
        expect(within(rowOf('Tsuen Wan Auto')).getByText('Suspended')).toBeTruthy();
        expect(within(rowOf('Tsuen Wan Auto')).getByText(/by ops: Unpaid since March/)).toBeTruthy();
        expect(within(rowOf('Kowloon Motors')).queryByText(/Suspended/)).toBeNull();
        expect(Object.fromEntries(listCalls(sent, '/admin/v3/workspace')[0])).toMatchObject({
            field: 'created_at',
            asc: 'false',
        });
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Suspended' }));
        await waitFor(
            () =>
                expect(listCalls(sent, '/admin/v3/workspace').some(query => query.get('status') === 'suspended')).toBe(
                    true,
                ),
            slow,
        );
    });

    it('deletes a workspace once its confirmation is accepted', async () => {
        const sent = serveLists();
        renderBackoffice('/workspace');
        await screen.findByText('Tsuen Wan Auto');
        fireEvent.click(within(rowOf('Tsuen Wan Auto')).getByRole('button', { name: 'Delete' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByRole('heading', { name: 'Delete' })).toBeTruthy();
        expect(within(dialog).getByText('Are you sure you want to delete this?')).toBeTruthy();
        expect(sent.some(request => request.method === 'DELETE')).toBe(false);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
        await waitFor(() =>
            expect(sent.some(({ method, path }) => method === 'DELETE' && path === '/admin/v3/workspace/8')).toBe(true),
        );
    });

    it('keeps the signed-in admin from deleting themselves', async () => {
        storage.set('admin', people[0]);
        serveLists();
        renderBackoffice('/admin-user');
        await screen.findByText('Amy Chan');
        expect(screen.getByRole('heading', { level: 1, name: 'Admin users' })).toBeTruthy();
        const deleteButton = (row: string) => within(rowOf(row)).getByRole('button', { name: 'Delete' });
        expect((deleteButton('amy') as HTMLButtonElement).disabled).toBe(true);
        expect((deleteButton('bob') as HTMLButtonElement).disabled).toBe(false);
    });
});
