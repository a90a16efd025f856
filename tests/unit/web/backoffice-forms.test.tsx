// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../src/store/storage';
import { json, fakeFetch, ok, resetBrowserState, toastTexts, type SentRequest } from './fakeFetch';
import { people, renderBackoffice } from './backoffice-harness';

vi.setConfig({ testTimeout: 20_000 }); // react-admin's first render in jsdom takes seconds

afterEach(() => {
    cleanup();
    resetBrowserState();
});

const slow = { timeout: 5000 };
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (sent: SentRequest[], path: string) =>
    sent.filter(request => request.method === 'POST' && request.path === path);

/** Clicks the button named `button`, waits for the one PUT it sends, and gives that PUT's body. */
const putBodyOnClick = async (sent: SentRequest[], button: string) => {
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(sent.filter(r => r.method === 'PUT')).toHaveLength(1));
    return sent.find(r => r.method === 'PUT')?.body;
};

const fillNewUser = (password = 'carol-pass-1') => {
    type(/^Username/, 'carol');
    type(/^Display name/, 'Carol Ho');
    type(/^Email/, 'carol@example.com');
    type(/^Password/, password);
};

describe('user create', () => {
    it('checks the fields before sending anything', async () => {
        const sent = fakeFetch(() => ok({}));
        renderBackoffice('/user/create');
        await screen.findByLabelText(/^Username/, {}, slow);
        type(/^Username/, 'c');
        type(/^Email/, 'not-an-email');
        type(/^Password/, 'short');
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Must be 3 characters at least', {}, slow)).toBeTruthy();
        expect(screen.getByText('Must be a valid email')).toBeTruthy();
        expect(screen.getByText('The password must be at least 8 characters')).toBeTruthy();
        expect(posts(sent, '/admin/v3/user')).toEqual([]);
    });

    it('creates an active user with an initial password', async () => {
        const sent = fakeFetch(({ method, path, body }) =>
            method === 'POST' && path === '/admin/v3/user'
                ? json(201, { success: true, data: { id: 3, ...(body as object) }, trace_id: 't' })
                : ok([], { total: 0, page: 1, size: 10 }),
        );
        renderBackoffice('/user/create');
        await screen.findByLabelText(/^Username/, {}, slow);
        expect(screen.getByRole('heading', { level: 1, name: 'New user' })).toBeTruthy();
        fillNewUser();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(posts(sent, '/admin/v3/user')).toHaveLength(1));
        expect(posts(sent, '/admin/v3/user')[0].body).toEqual({
            username: 'carol',
            display_name: 'Carol Ho',
            email: 'carol@example.com',
            status: 'active',
            password: 'carol-pass-1',
        });
        // then on to the new user's edit page, to add them to workspaces
        await waitFor(
            () => expect(sent.some(r => r.method === 'GET' && r.path === '/admin/v3/user/3')).toBe(true),
            slow,
        );
    });

    it("shows the server's verdict on the field it names, with one toast", async () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
        fakeFetch(({ method }) =>
            method === 'POST'
                ? json(409, {
                      success: false,
                      error: 'username_taken',
                      message: 'This username or email is already taken',
                      details: [{ field: 'username', error: 'username_taken' }],
                      trace_id: 'trace-9',
                  })
                : ok({}),
        );
        renderBackoffice('/user/create');
        await screen.findByLabelText(/^Username/, {}, slow);
        fillNewUser();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('This username is already taken')).toBeTruthy();
        expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
        expect(toastTexts()).toEqual([{ message: 'This username is already taken', description: 'Trace: #trace-9' }]);
        log.mockRestore();
    });
});

describe('workspace create', () => {
    it('needs a name of at most 100 characters and an owner', async () => {
        const sent = fakeFetch(() => ok(people, { total: 2, page: 1, size: 25 }));
        renderBackoffice('/workspace/create');
        await screen.findByLabelText(/^Name/, {}, slow);
        type(/^Name/, 'x'.repeat(101));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Organization name must be less than 100 characters')).toBeTruthy();
        expect(screen.getByText('Required')).toBeTruthy(); // the owner
        expect(posts(sent, '/admin/v3/workspace')).toEqual([]);
    });

    it('creates a workspace owned by a user picked as "username (display name)"', async () => {
        const sent = fakeFetch(({ method, path, body }) => {
            if (method === 'POST')
                return json(201, { success: true, data: { id: 9, ...(body as object) }, trace_id: 't' });
            if (path === '/admin/v3/user') return ok(people, { total: 2, page: 1, size: 25 });
            return ok({ id: 9, name: 'Sha Tin Garage', status: 'active', avatar: null, members: [] });
        });
        renderBackoffice('/workspace/create');
        await screen.findByLabelText(/^Name/, {}, slow);
        expect(screen.getByRole('heading', { level: 1, name: 'New workspace' })).toBeTruthy();
        type(/^Name/, 'Sha Tin Garage');
        fireEvent.change(screen.getByLabelText(/^Owner/), { target: { value: 'am' } });
        fireEvent.click(await screen.findByRole('option', { name: 'amy (Amy Chan)' }, slow));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(posts(sent, '/admin/v3/workspace')).toHaveLength(1));
        expect(posts(sent, '/admin/v3/workspace')[0].body).toEqual({
            name: 'Sha Tin Garage',
            status: 'active',
            owner_user_id: 1,
        });
        await waitFor(
            () => expect(sent.some(r => r.method === 'GET' && r.path === '/admin/v3/workspace/9')).toBe(true),
            slow,
        );
    });
});

describe('workspace edit', () => {
    const kowloon = {
        id: 7,
        workspace_id: 7,
        name: 'Kowloon Motors',
        avatar: null,
        status: 'active',
        member_count: 1,
        members: [
            {
                id: 11,
                workspace_id: 7,
                user_id: 1,
                role: 'owner',
                user: { id: 1, username: 'amy', display_name: 'Amy Chan', email: 'amy@example.com', avatar: null },
            },
        ],
    };

    it('edits name and avatar, shows the status beside the suspend toggle, and lists the members', async () => {
        const sent = fakeFetch(({ method, path, body }) => {
            if (path === '/admin/v3/workspace/7')
                return method === 'PUT' ? ok({ ...kowloon, ...(body as object) }) : ok(kowloon);
            return ok([], { total: 0, page: 1, size: 25 });
        });
        renderBackoffice('/workspace/7');
        expect(await screen.findByRole('heading', { level: 1, name: 'Kowloon Motors' }, slow)).toBeTruthy();
        expect(screen.getByRole('link', { name: 'amy' })).toBeTruthy();
        expect(screen.getByText('Active')).toBeTruthy();
        expect(screen.getByLabelText(/^Name/)).toBeTruthy();
        // the owner is picked on create only; the status changes by the toggle
        expect(document.querySelector('.ra-input-owner_user_id, .ra-input-status')).toBeNull();

        fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
        const dialog = await screen.findByRole('dialog', { name: 'Suspend Kowloon Motors' });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
        await waitFor(() => expect(within(dialog).getByText(/required/i)).toBeTruthy());
        expect(sent.filter(r => r.method === 'PUT')).toHaveLength(0);
        fireEvent.change(within(dialog).getByLabelText(/^Reason for suspension/), {
            target: { value: 'Unpaid since March' },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
        await waitFor(() => expect(sent.filter(r => r.method === 'PUT')).toHaveLength(1));
        expect(sent.find(r => r.method === 'PUT')?.body).toEqual({
            name: 'Kowloon Motors',
            avatar: null,
            status: 'suspended',
            suspension_reason: 'Unpaid since March',
        });
    });

    it('shows when, by whom and why a suspended workspace was suspended, and resumes it without asking', async () => {
        const suspended = {
            ...kowloon,
            status: 'suspended',
            suspension_reason: 'Unpaid since March',
            suspended_at: '2026-12-08T01:30:00Z',
            suspended_by: 'ops',
        };
        const sent = fakeFetch(({ method, path, body }) => {
            if (path === '/admin/v3/workspace/7')
                return method === 'PUT' ? ok({ ...kowloon, ...(body as object) }) : ok(suspended);
            return ok([], { total: 0, page: 1, size: 25 });
        });
        renderBackoffice('/workspace/7');
        expect(await screen.findByText(/Suspended .*2026.* by ops: Unpaid since March/, {}, slow)).toBeTruthy();
        expect(await putBodyOnClick(sent, 'Resume')).toMatchObject({ status: 'active' });
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});

describe('user edit', () => {
    const carol = {
        ...people[0],
        memberships: [
            {
                id: 11,
                workspace_id: 7,
                user_id: 1,
                role: 'owner',
                workspace: { id: 7, workspace_id: 7, name: 'Kowloon Motors', avatar: null },
            },
        ],
    };

    /** Opens carol's edit page, the server echoing what a PUT saves. */
    const editCarol = async () => {
        const sent = fakeFetch(({ method, path, body }) => {
            if (method === 'GET' && path === '/admin/v3/user/1') return ok(carol);
            if (method === 'PUT') return ok({ ...carol, ...(body as object) });
            return ok([], { total: 0, page: 1, size: 25 });
        });
        renderBackoffice('/user/1');
        await screen.findByText('Kowloon Motors', {}, slow);
        return sent;
    };

    it('shows the memberships and removes one after confirmation', async () => {
        const sent = fakeFetch(({ method, path }) => {
            if (method === 'GET' && path === '/admin/v3/user/1') return ok(carol);
            if (method === 'DELETE') return ok({ id: 11 });
            return ok([], { total: 0, page: 1, size: 25 });
        });
        renderBackoffice('/user/1');
        expect(await screen.findByText('Kowloon Motors', {}, slow)).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Memberships' })).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Remove Kowloon Motors' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Are you sure you want to delete this?')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
        await waitFor(() =>
            expect(sent.some(r => r.method === 'DELETE' && r.path === '/admin/v3/workspace/7/member/11')).toBe(true),
        );
    });

    it('saves without a password when none is typed', async () => {
        const sent = await editCarol();
        expect(screen.getByRole('heading', { level: 1, name: 'amy' })).toBeTruthy();
        expect(screen.getByText('Leave empty to keep the current password')).toBeTruthy();
        type(/^Reset password/, 'typed-then-erased');
        type(/^Reset password/, '');
        type(/^Display name/, 'Amy C.');
        expect(await putBodyOnClick(sent, 'Save')).toEqual({
            username: 'amy',
            display_name: 'Amy C.',
            email: 'amy@example.com',
            status: 'active',
            avatar: null,
        });
    });

    it('saves without a password unless one is typed, which resets it', async () => {
        const sent = await editCarol();
        type(/^Display name/, 'Amy C.');
        type(/^Reset password/, 'new-pass-123');
        expect(await putBodyOnClick(sent, 'Save')).toEqual({
            username: 'amy',
            display_name: 'Amy C.',
            email: 'amy@example.com',
            status: 'active',
            avatar: null,
            password: 'new-pass-123',
        });
    });
});

describe('admin edit', () => {
    const serveAdmins = () =>
        fakeFetch(({ path }) => {
            const id = Number(path.split('/').pop());
            return id ? ok(people.find(person => person.id === id)) : ok(people, { total: 2, page: 1, size: 25 });
        });

    it('keeps the signed-in admin from disabling or deleting themselves', async () => {
        storage.set('admin', people[0]);
        serveAdmins();
        renderBackoffice('/admin-user/1');
        await screen.findByRole('heading', { level: 1, name: 'amy' }, slow);
        expect(screen.getByRole('combobox', { name: 'Status' }).getAttribute('aria-disabled')).toBe('true');
        expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('lets them disable or delete another admin', async () => {
        storage.set('admin', people[0]);
        serveAdmins();
        renderBackoffice('/admin-user/2');
        await screen.findByRole('heading', { level: 1, name: 'bob' }, slow);
        expect(screen.getByRole('combobox', { name: 'Status' }).getAttribute('aria-disabled')).toBeNull();
        expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
    });
});
