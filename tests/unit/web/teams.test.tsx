// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { AuthGroupDialog } from '../../../src/resources/organization/AuthGroupDialog';
import { MemberDialog, assignableRoles } from '../../../src/resources/organization/MemberDialog';
import { TeamsPage } from '../../../src/resources/organization/TeamsPage';
import type { AuthGroup, Member } from '../../../src/resources/organization/types';
import { storage } from '../../../src/store/storage';
import { fakeFetch, ok, resetBrowserState } from './fakeFetch';
import { InShell } from './shell-harness';

const CATALOGUE = {
    resources: [
        { name: 'customer', actions: ['read', 'write', 'delete', 'export'] },
        { name: 'vehicle', actions: ['read', 'write', 'delete', 'export'] },
        { name: 'workspace', actions: ['read', 'write'] },
    ],
    extra: ['statistic:read', 'invoice:void', 'team:manage'],
    roles: { owner: [], admin: [], member: [] },
};

const group = (id: number, name: string, permissions: string[] = []): AuthGroup => ({
    id,
    workspace_id: 1,
    name,
    description: '',
    permissions,
    member_count: 0,
    created_at: '2026-01-01T00:00:00Z',
});

const member = (id: number, username: string, role: Member['role'], auth_group_ids: number[] = []): Member => ({
    id,
    workspace_id: 1,
    user_id: id,
    role,
    auth_group_ids,
    user: { id, username, display_name: null, email: `${username}@example.com`, avatar: null },
    created_at: '2026-01-01T00:00:00Z',
});

const GROUPS = [group(4, 'Front desk'), group(5, 'Workshop')];
const MEMBERS = [member(1, 'olive', 'owner'), member(2, 'adam', 'admin'), member(3, 'mia', 'member', [5])];

/** A data provider serving the members and groups above, recording creations and updates. */
const fakeProvider = (
    create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 9, ...data } })),
) => {
    const update = vi.fn(async (_resource: string, { id, data }: { id: number; data: object }) => ({
        data: { id, ...data },
    }));
    const provider = {
        getList: async (resource: string) => {
            const data = resource === 'auth-group' ? GROUPS : MEMBERS;
            return { data, total: data.length };
        },
        create,
        update,
    } as unknown as DataProvider;
    return { provider, create, update };
};

const session = (role: Member['role'], permissions: string[], user_id = 2) => {
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kowloon Motors', avatar: null });
    storage.set('workspace-user', { id: user_id, workspace_id: 1, user_id, role, permissions });
};

afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    resetBrowserState();
});

describe('permission grid', () => {
    const openDialog = (existing?: AuthGroup) => {
        fakeFetch(({ path }) => (path === '/api/v3/permission' ? ok(CATALOGUE) : ok({})));
        const fake = fakeProvider();
        render(
            <InShell dataProvider={fake.provider}>
                <AuthGroupDialog open group={existing} onClose={vi.fn()} />
            </InShell>,
        );
        return fake;
    };

    it('shows resources by actions, the missing action as an empty cell, and the extra permissions', async () => {
        openDialog();
        const grid = await screen.findByRole('table', { name: 'Permissions' });
        const header = within(grid)
            .getAllByRole('columnheader')
            .map(cell => cell.textContent);
        expect(header).toEqual(['Resource', 'Read', 'Write', 'Delete', 'Export']);
        expect(within(grid).getByRole('checkbox', { name: 'Customers: Export' })).toBeTruthy();
        expect(within(grid).queryByRole('checkbox', { name: 'Organization profile: Export' })).toBeNull();
        expect(within(grid).getByRole('checkbox', { name: 'Organization profile: Write' })).toBeTruthy();
        expect(within(grid).queryByRole('checkbox', { name: 'Organization profile: Delete' })).toBeNull();
        for (const extra of ['View statistics', 'Void invoices', 'Manage the team'])
            expect(screen.getByRole('checkbox', { name: extra })).toBeTruthy();
    });

    it('ticking and unticking sends exactly the permission strings ticked', async () => {
        const { create } = openDialog();
        fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Service desk ' } });
        fireEvent.click(await screen.findByRole('checkbox', { name: 'Customers: Read' }));
        fireEvent.click(screen.getByRole('checkbox', { name: 'Customers: Write' }));
        fireEvent.click(screen.getByRole('checkbox', { name: 'Vehicles: Delete' }));
        fireEvent.click(screen.getByRole('checkbox', { name: 'Vehicles: Export' }));
        fireEvent.click(screen.getByRole('checkbox', { name: 'Manage the team' }));
        fireEvent.click(screen.getByRole('checkbox', { name: 'Customers: Write' })); // changed their mind
        expect((screen.getByRole('checkbox', { name: 'Customers: Write' }) as HTMLInputElement).checked).toBe(false);
        fireEvent.click(screen.getByRole('button', { name: 'Create' }));
        await waitFor(() => expect(create).toHaveBeenCalled());
        expect(create.mock.calls[0][0]).toBe('auth-group');
        expect(create.mock.calls[0][1].data).toEqual({
            name: 'Service desk',
            description: '',
            permissions: ['customer:read', 'vehicle:delete', 'vehicle:export', 'team:manage'],
        });
    });

    it("editing starts from the group's permissions", async () => {
        const { update } = openDialog(group(4, 'Front desk', ['customer:read', 'statistic:read']));
        expect(((await screen.findByRole('checkbox', { name: 'Customers: Read' })) as HTMLInputElement).checked).toBe(
            true,
        );
        expect((screen.getByRole('checkbox', { name: 'View statistics' }) as HTMLInputElement).checked).toBe(true);
        fireEvent.click(screen.getByRole('checkbox', { name: 'View statistics' }));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(update).toHaveBeenCalled());
        expect(update.mock.calls[0][1]).toMatchObject({
            id: 4,
            data: { name: 'Front desk', permissions: ['customer:read'] },
        });
    });
});

describe('add member dialog', () => {
    const openDialog = (canManageOwners: boolean, fake = fakeProvider(), ownRole: Member['role'] = 'admin') => {
        const onClose = vi.fn();
        const roles = assignableRoles(ownRole, canManageOwners);
        render(
            <InShell dataProvider={fake.provider}>
                <MemberDialog open onClose={onClose} roles={roles} groups={GROUPS} />
            </InShell>,
        );
        return { ...fake, onClose };
    };

    it('posts the username or email, the role and the ticked auth groups', async () => {
        const { create, onClose } = openDialog(false);
        fireEvent.change(screen.getByLabelText(/Username or email/), { target: { value: ' mia@example.com ' } });
        fireEvent.click(screen.getByRole('radio', { name: 'Admin' }));
        fireEvent.click(screen.getByRole('checkbox', { name: 'Workshop' }));
        fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
        await waitFor(() => expect(onClose).toHaveBeenCalled());
        expect(create).toHaveBeenCalledWith(
            'workspace-user',
            expect.objectContaining({
                data: { username_or_email: 'mia@example.com', role: 'admin', auth_group_ids: [5] },
            }),
        );
    });

    it('offers the owner role only to owners, no role above their own to others, and member by default', () => {
        const offered = () => screen.getAllByRole('radio').map(radio => radio.closest('label')?.textContent);
        openDialog(false);
        expect(offered()).toEqual(['Admin', 'Member']);
        expect((screen.getByRole('radio', { name: 'Member' }) as HTMLInputElement).checked).toBe(true);
        cleanup();
        openDialog(true, fakeProvider(), 'owner');
        expect(offered()).toEqual(['Owner', 'Admin', 'Member']);
        cleanup();
        openDialog(false, fakeProvider(), 'member'); // a member whose group grants team management
        expect(offered()).toEqual(['Member']);
    });

    it('says so on the field when no account has that username or email', async () => {
        const refuse = vi.fn(async () => {
            throw new ApiError(404, { error: 'user_not_found', message: 'User not found', trace_id: 't' });
        });
        vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-query reports the failed mutation
        const { onClose } = openDialog(false, fakeProvider(refuse as never));
        fireEvent.change(screen.getByLabelText(/Username or email/), { target: { value: 'nobody' } });
        fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
        expect(await screen.findByText('No account has this username or email')).toBeTruthy();
        expect(onClose).not.toHaveBeenCalled();
    });
});

describe('teams page', () => {
    const openTeams = (path = '/app/organization/teams') => {
        const fake = fakeProvider();
        render(
            <InShell path={path} dataProvider={fake.provider}>
                <TeamsPage />
            </InShell>,
        );
        return fake;
    };
    const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

    it('lists members with roles and groups; an admin may not touch the owner', async () => {
        session('admin', ['team:manage', 'auth-group:read', 'auth-group:write']);
        openTeams();
        expect(await screen.findByText('olive')).toBeTruthy();
        expect(screen.getAllByRole('tab').map(tab => tab.textContent)).toEqual(['Members', 'Auth groups']);
        expect(within(row('mia')).getByText('Workshop')).toBeTruthy();
        expect(within(row('olive')).getByText('Owner')).toBeTruthy();
        expect(within(row('olive')).queryByRole('button', { name: /Edit|Remove/ })).toBeNull();
        expect(within(row('mia')).getByRole('button', { name: 'Edit mia' })).toBeTruthy();
        expect(within(row('mia')).getByRole('button', { name: 'Remove mia' })).toBeTruthy();
        // their own row: no raising their own role, and leaving rather than removing
        expect(within(row('adam')).getByText('You')).toBeTruthy();
        expect(within(row('adam')).queryByRole('button', { name: /Edit|Remove/ })).toBeNull();
        expect(screen.getByRole('button', { name: 'Add member' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Leave organization' })).toBeTruthy();
    });

    it('edits a role and groups with PUT {role, auth_group_ids}', async () => {
        session('owner', ['team:manage', 'auth-group:read', 'owner:manage'], 1);
        const { update } = openTeams();
        await screen.findByText('olive');
        expect(within(row('olive')).getByText('You')).toBeTruthy();
        expect(within(row('olive')).getByRole('button', { name: 'Edit olive' })).toBeTruthy(); // an owner may step down
        fireEvent.click(await screen.findByRole('button', { name: 'Edit mia' }));
        fireEvent.click(await screen.findByRole('radio', { name: 'Owner' }));
        fireEvent.click(screen.getByRole('checkbox', { name: 'Front desk' }));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(update).toHaveBeenCalled());
        expect(update.mock.calls[0][0]).toBe('workspace-user');
        expect(update.mock.calls[0][1]).toMatchObject({ id: 3, data: { role: 'owner', auth_group_ids: [5, 4] } });
    });

    it('lets a member with team management change members only, not admins, owners or themselves', async () => {
        session('member', ['team:manage'], 3);
        openTeams();
        expect(await screen.findByText('olive')).toBeTruthy();
        expect(screen.getAllByRole('tab').map(tab => tab.textContent)).toEqual(['Members']);
        expect(screen.queryByRole('columnheader', { name: 'Auth groups' })).toBeNull(); // cannot read the groups
        expect(within(row('olive')).queryByRole('button', { name: /Edit|Remove/ })).toBeNull();
        expect(within(row('adam')).queryByRole('button', { name: /Edit|Remove/ })).toBeNull();
        expect(within(row('mia')).queryByRole('button', { name: /Edit|Remove/ })).toBeNull();
        expect(screen.getByRole('button', { name: 'Add member' })).toBeTruthy();
    });

    it('shows only the auth groups tab, without create, edit or delete, to a reader of groups', async () => {
        session('member', ['auth-group:read']);
        openTeams();
        expect(screen.getAllByRole('tab').map(tab => tab.textContent)).toEqual(['Auth groups']);
        expect(await screen.findByText('Front desk')).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Add auth group' })).toBeNull();
        expect(screen.queryByRole('button', { name: /Edit Front desk|Delete Front desk/ })).toBeNull();
    });

    it('gives the group buttons to a session allowed to write and delete groups', async () => {
        session('admin', ['team:manage', 'auth-group:read', 'auth-group:write', 'auth-group:delete']);
        openTeams('/app/organization/teams?tab=auth-groups');
        expect(await screen.findByText('Front desk')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Add auth group' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Edit Front desk' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Delete Front desk' })).toBeTruthy();
    });
});
