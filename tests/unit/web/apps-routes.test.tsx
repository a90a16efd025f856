// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminApp from '../../../src/apps/admin/AdminApp';
import UserApp from '../../../src/apps/user/UserApp';
import { storage } from '../../../src/store/storage';

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

describe('user app routes', () => {
    beforeEach(() => {
        storage.set('user-role', 'user');
        storage.set('user', account);
        storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kowloon Motors', avatar: null });
        storage.set('workspace-user', { id: 1, workspace_id: 1, user_id: 1, role: 'owner', workspace: { workspace_id: 1 } });
    });

    it('opens the statistic page as the app home, titled', async () => {
        renderAt('/app');
        expect(await screen.findByRole('heading', { name: 'statistic', level: 1 })).toBeTruthy();
        await waitFor(() => expect(document.title).toBe('statistic | Pitstop'));
        expect(storage.get('last-route')).toBe('/app/motor-garage/statistic');
    });

    it('serves a resource with a slash in its name, with the garage menu around it', async () => {
        renderAt('/app/relationship/customer');
        expect(await screen.findByRole('heading', { name: 'customer', level: 1 })).toBeTruthy();
        expect(screen.getByText('this screen arrives in a later release.')).toBeTruthy();
        const nav = screen.getByRole('navigation');
        expect(within(nav).getByRole('menuitem', { name: 'customer' }).classList.contains('Mui-selected')).toBe(true);
    });

    it('serves the organization pages with their own sidebar group', async () => {
        renderAt('/app/organization/teams');
        expect(await screen.findByRole('heading', { name: 'teams', level: 1 })).toBeTruthy();
        const names = within(screen.getByRole('navigation'))
            .getAllByRole('menuitem')
            .map(item => item.textContent);
        expect(names).toEqual(['organization profile', 'teams']);
    });
});

describe('admin app routes', () => {
    beforeEach(() => {
        storage.set('user-role', 'admin');
        storage.set('admin', account);
    });

    it('opens the admin home and the back-office resources', async () => {
        renderAt('/admin');
        expect(await screen.findByRole('heading', { name: 'admin home', level: 1 })).toBeTruthy();
        const names = within(screen.getByRole('navigation'))
            .getAllByRole('menuitem')
            .map(item => item.textContent);
        expect(names).toEqual(['admin users', 'users', 'workspaces']);
    });

    it('serves the admin users list placeholder', async () => {
        renderAt('/admin/admin-user');
        expect(await screen.findByRole('heading', { name: 'admin users', level: 1 })).toBeTruthy();
    });
});
