// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import UserApp from '../../../src/apps/user/UserApp';
import { storage } from '../../../src/store/storage';
import { fakeFetch, ok, resetBrowserState } from './fakeFetch';

afterEach(() => {
    cleanup();
    resetBrowserState();
});

const kowloon = {
    id: 17,
    workspace_id: 7,
    user_id: 1,
    role: 'member',
    workspace: {
        id: 7,
        workspace_id: 7,
        name: 'Kowloon Motors',
        avatar: null,
        status: 'suspended',
        suspension_reason: 'Subscription unpaid since March',
        suspended_at: '2026-12-08T01:30:00.000Z',
    },
};
/** What the server grants a session of a suspended workspace: its read permissions only. */
const READ = ['customer:read', 'customer:export', 'vehicle:read', 'invoice:read', 'booking:read', 'workspace:read'];

describe('the garage app in a suspended organization', () => {
    it('signs in to it and shows the first page under the banner: its list with its rows, no way to create', async () => {
        storage.set('token', 'user-token');
        storage.set('user-role', 'user');
        storage.set('locale', 'en');
        storage.set('user', { id: 1, username: 'amy', display_name: 'Amy Chan', email: 'amy@example.com' });
        const sent = fakeFetch(({ method, path }) => {
            if (path === '/api/v3/workspace') return ok([kowloon], { total: 1 });
            if (method === 'POST' && path === '/api/v3/user/login/workspace')
                return ok({ token: 'ws-7', workspace_user: kowloon });
            if (path === '/api/v3/workspace-user/self')
                return ok({ role: 'member', auth_group_ids: [], permissions: READ });
            if (path === '/api/v3/relationship/customer')
                return ok([{ id: 5, name: 'Chan Tai Man', tags: [] }], { total: 1 });
            return ok({});
        });
        render(
            <MemoryRouter initialEntries={['/app/relationship/customer']}>
                <Routes>
                    <Route path="/app/*" element={<UserApp />} />
                </Routes>
            </MemoryRouter>,
        );
        const banner = await screen.findByRole('region', { name: 'Organization suspended' }, { timeout: 5000 });
        expect(within(banner).getByText('Kowloon Motors has been suspended by the platform')).toBeTruthy();
        expect(within(banner).getByText(/read only until the platform reactivates it/)).toBeTruthy();
        expect(await screen.findByRole('heading', { name: 'Customers', level: 1 }, { timeout: 5000 })).toBeTruthy();
        expect(await screen.findByText('Chan Tai Man')).toBeTruthy();
        expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
        expect(sent.some(request => request.path === '/api/v3/user/login/workspace')).toBe(true);
        expect(storage.get('token')).toBe('ws-7');
    }, 15_000);
});
