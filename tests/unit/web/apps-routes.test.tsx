// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminApp from '../../../src/apps/admin/AdminApp';
import UserApp from '../../../src/apps/user/UserApp';
import { storage } from '../../../src/store/storage';
import { fakeFetch, ok } from './fakeFetch';

vi.mock('../../../src/api/client', async importOriginal => ({
    ...(await importOriginal<object>()),
    api: { GET: vi.fn(async () => ({ data: { success: true, data: { app_name: 'Pitstop' } } })), POST: vi.fn() },
}));

const account = { id: 1, username: 'amy', display_name: 'Amy Chan', email: 'amy@example.com', avatar: null };

beforeEach(() => {
    storage.set('token', 'token');
    storage.set('locale', 'en');
});
afterEach(() => {
    cleanup();
    localStorage.clear();
});

const renderAt = (path: string) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <Routes>
                <Route path="/app/*" element={<UserApp />} />
                <Route path="/admin/*" element={<AdminApp />} />
            </Routes>
        </MemoryRouter>,
    );

const MEMBER = [
    'customer:read',
    'customer:write',
    'vehicle:read',
    'vehicle:write',
    'invoice:read',
    'invoice:write',
    'booking:read',
    'booking:write',
    'product:read',
    'service:read',
    'discount:read',
    'workspace:read',
];
const OWNER = [
    ...MEMBER,
    'customer:delete',
    'statistic:read',
    'team:manage',
    'auth-group:read',
    'auth-group:write',
    'workspace:write',
    'workspace:delete',
    'owner:manage',
];

describe('user app routes', () => {
    /** Signs in a user whose workspace session has `permissions` (stored, and answered by the server). */
    const signIn = (permissions: string[], role = 'owner') => {
        storage.set('user-role', 'user');
        storage.set('user', account);
        storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kowloon Motors', avatar: null });
        const membership = { id: 1, workspace_id: 1, user_id: 1, role, workspace: { workspace_id: 1 } };
        storage.set('workspace-user', { ...membership, permissions });
        fakeFetch(({ path }) => {
            if (path === '/api/v3/workspace-user/self') return ok({ ...membership, auth_group_ids: [], permissions });
            if (path === '/api/v3/workspace-user' || path === '/api/v3/auth-group') return ok([], { total: 0 });
            if (path === '/api/v3/relationship/customer')
                return ok([{ id: 7, name: 'Chan Tai Man', tags: [] }], { total: 1 });
            return ok({});
        });
    };
    const sidebarItems = () =>
        within(screen.getByRole('navigation'))
            .getAllByRole('menuitem')
            .map(item => item.textContent);

    afterEach(() => vi.unstubAllGlobals());

    it('opens the statistic page as the app home, titled', async () => {
        signIn(OWNER);
        renderAt('/app');
        expect(await screen.findByRole('heading', { name: 'Statistics', level: 1 }, { timeout: 5000 })).toBeTruthy();
        await waitFor(() => expect(document.title).toBe('Statistics | Pitstop'));
        expect(storage.get('last-route')).toBe('/app/motor-garage/statistic');
    });

    it('without statistic:read, the app home and the logo lead to the first page the session may see', async () => {
        signIn(MEMBER, 'member');
        renderAt('/app');
        expect(await screen.findByRole('heading', { name: 'Job calendar', level: 1 }, { timeout: 5000 })).toBeTruthy();
        expect(sidebarItems()).not.toContain('Statistics');
        expect(sidebarItems()).toContain('Vehicles');
        const logo = within(screen.getByRole('navigation')).getByRole('link', { name: 'Pitstop AI' });
        expect(logo.getAttribute('href')).toBe('/app/motor-garage/invoice-calendar');
    });

    it('serves a resource with a slash in its name, with the garage menu around it', async () => {
        signIn(OWNER);
        renderAt('/app/relationship/customer');
        expect(await screen.findByRole('heading', { name: 'Customers', level: 1 }, { timeout: 5000 })).toBeTruthy();
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        expect(await screen.findByText('Chan Tai Man')).toBeTruthy();
        const nav = screen.getByRole('navigation');
        expect(within(nav).getByRole('menuitem', { name: 'Customers' }).classList.contains('Mui-selected')).toBe(true);
    });

    it('serves the organization pages with their own sidebar group', async () => {
        signIn(OWNER);
        renderAt('/app/organization/teams');
        expect(await screen.findByRole('heading', { name: 'Teams', level: 1 }, { timeout: 5000 })).toBeTruthy();
        expect(sidebarItems()).toEqual(['Organization profile', 'Teams']);
        expect(screen.getAllByRole('tab').map(tab => tab.textContent)).toEqual(['Members', 'Auth groups']);
    });

    it('hides teams from a member without team management, and says so on its address', async () => {
        signIn(MEMBER, 'member');
        renderAt('/app/organization/teams');
        expect(await screen.findByRole('heading', { name: 'No permission', level: 1 }, { timeout: 5000 })).toBeTruthy();
        expect(sidebarItems()).toEqual(['Organization profile']);
    });

    it('without any organization, shows the no-organization screen instead of a page', async () => {
        storage.set('user-role', 'user');
        storage.set('user', account);
        fakeFetch(() => ok([], { total: 0 }));
        renderAt('/app/motor-garage/vehicle');
        expect(
            await screen.findByRole('heading', { name: 'No organization', level: 1 }, { timeout: 5000 }),
        ).toBeTruthy();
        expect(screen.getByText(/Ask the person who runs your garage to add you/)).toBeTruthy();
    });
});

describe('admin app routes', () => {
    beforeEach(() => {
        storage.set('user-role', 'admin');
        storage.set('admin', account);
    });

    it('opens the admin home and the back-office resources', async () => {
        renderAt('/admin');
        expect(await screen.findByRole('heading', { name: 'Admin home', level: 1 }, { timeout: 5000 })).toBeTruthy();
        const names = within(screen.getByRole('navigation'))
            .getAllByRole('menuitem')
            .map(item => item.textContent);
        expect(names).toEqual(['Admin users', 'Users', 'Workspaces']);
    });

    it('serves the admin users list, titled', async () => {
        renderAt('/admin/admin-user');
        expect(await screen.findByRole('link', { name: 'Create' }, { timeout: 5000 })).toBeTruthy();
        await waitFor(() => expect(document.title).toBe('Admin users | Pitstop'));
        // one h1 on the page; the app bar repeats the title in small
        expect(screen.getAllByRole('heading', { level: 1 }).map(heading => heading.textContent)).toEqual([
            'Admin users',
        ]);
    });
});
