// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../src/api/browserLocation';
import { adminAuthProvider, userAuthProvider } from '../../../src/authProvider';
import { loginAdmin, loginUser, logout, selectWorkspace, switchWorkspace } from '../../../src/session';
import { storage } from '../../../src/store/storage';
import { failure, fakeFetch, ok, resetBrowserState, toastTexts } from './fakeFetch';

const user = { id: 5, username: 'mei', display_name: 'Mei', email: 'mei@example.com', avatar: null };
const admin = { id: 1, username: 'root', display_name: null, email: 'root@example.com', avatar: null };
const membership = (workspace_id: number, name: string) => ({
    id: workspace_id * 10,
    workspace_id,
    user_id: 5,
    role: 'owner',
    workspace: { id: workspace_id, workspace_id, name, avatar: null },
});

let assign: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
    assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
    vi.restoreAllMocks();
    resetBrowserState();
});

describe('login', () => {
    it('a user login stores the token, role user, the user and login route /', async () => {
        const sent = fakeFetch(() => ok({ token: 'user-token', user }));
        expect(await loginUser('mei@example.com', 'secret')).toBe(true);
        expect(sent[0].body).toEqual({ username_or_email: 'mei@example.com', password: 'secret' });
        expect(storage.get('token')).toBe('user-token');
        expect(storage.get('user-role')).toBe('user');
        expect(storage.get('user')).toEqual(user);
        expect(storage.get('login-route')).toBe('/');
    });

    it('an admin login stores the token, role admin, the admin and its login route', async () => {
        fakeFetch(() => ok({ token: 'admin-token', admin }));
        expect(await loginAdmin('root', 'secret')).toBe(true);
        expect(storage.get('user-role')).toBe('admin');
        expect(storage.get('admin')).toEqual(admin);
        expect(storage.get('login-route')).toBe('/auth/admin/login');
    });

    it('a failed login resolves false, shows the toast and keeps the previous state', async () => {
        storage.set('theme', 'dark');
        fakeFetch(() => failure(400, 'invalid_credentials'));
        expect(await loginUser('mei', 'wrong')).toBe(false);
        expect(toastTexts().map(toast => toast.message)).toEqual(['incorrect username, email or password']);
        expect(Object.keys(localStorage)).toEqual(['theme']);
    });
});

describe('logout', () => {
    it('revokes the session, keeps only theme and locale and goes to the login route', async () => {
        storage.set('theme', 'dark');
        storage.set('locale', 'zh-hk');
        fakeFetch(() => ok({ token: 'admin-token', admin }));
        await loginAdmin('root', 'secret');
        const sent = fakeFetch(() => ok({ revoked: true }));
        await logout();
        expect(`${sent[0].method} ${sent[0].path}`).toBe('POST /admin/v3/logout');
        expect(sent[0].headers.get('Authorization')).toBe('Bearer admin-token');
        expect(Object.keys(localStorage).sort()).toEqual(['locale', 'theme']);
        expect(assign).toHaveBeenCalledWith('/auth/admin/login');
    });

    it('still signs out, without a toast, when the token was already dead', async () => {
        fakeFetch(() => ok({ token: 'user-token', user }));
        await loginUser('mei', 'secret');
        fakeFetch(() => failure(401, 'unauthorized'));
        await logout();
        expect(toastTexts()).toEqual([]);
        expect(storage.get('token')).toBeNull();
        expect(assign).toHaveBeenCalledWith('/');
    });
});

describe('workspace selection', () => {
    const serveWorkspaces = () =>
        fakeFetch(({ path, body }) => {
            if (path === '/api/v3/workspace') return ok([membership(1, 'Alpha'), membership(2, 'Beta')], { total: 2 });
            const id = (body as { workspace_id: number }).workspace_id;
            return ok({ token: `ws-${id}`, workspace_user: membership(id, id === 1 ? 'Alpha' : 'Beta') });
        });

    it('loads all memberships by name and enters the first when none is remembered', async () => {
        storage.set('token', 'user-token');
        const sent = serveWorkspaces();
        const chosen = await selectWorkspace();
        expect(Object.fromEntries(sent[0].url.searchParams)).toEqual({
            page: '1',
            size: '9999',
            field: 'name',
            asc: 'true',
            keyword: '',
        });
        expect(sent[1].body).toEqual({ workspace_id: 1 });
        expect(chosen?.workspace.name).toBe('Alpha');
        expect(storage.get('token')).toBe('ws-1');
        expect(storage.get('workspace')).toEqual(membership(1, 'Alpha').workspace);
        expect(storage.get('workspace-user')).toEqual(membership(1, 'Alpha'));
        expect(storage.get('last-workspace-id')).toBe(1);
    });

    it('enters the last remembered workspace', async () => {
        storage.set('last-workspace-id', 2);
        serveWorkspaces();
        expect((await selectWorkspace())?.workspace_id).toBe(2);
        expect(storage.get('token')).toBe('ws-2');
    });

    it('resolves null for a user without workspaces', async () => {
        fakeFetch(() => ok([], { total: 0 }));
        expect(await selectWorkspace()).toBeNull();
        expect(storage.get('workspace')).toBeNull();
    });

    it('switching stores the chosen membership and reloads the page', async () => {
        serveWorkspaces();
        await switchWorkspace(membership(2, 'Beta') as never);
        expect(storage.get('workspace-user')).toEqual(membership(2, 'Beta'));
        expect(storage.get('last-workspace-id')).toBe(2);
        expect(reload).toHaveBeenCalledTimes(1);
    });
});

describe('authProviders', () => {
    it('admit only a token of their own role', async () => {
        await expect(userAuthProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
        storage.set('token', 'admin-token');
        storage.set('user-role', 'admin');
        storage.set('admin', admin);
        await expect(adminAuthProvider.checkAuth({})).resolves.toBeUndefined();
        await expect(userAuthProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
        expect(await adminAuthProvider.getPermissions!({})).toBe('admin');
        expect(await adminAuthProvider.getIdentity!()).toMatchObject({ id: 1, fullName: 'root' });
    });

    it("send a signed-out visitor to their own area's login page", async () => {
        storage.set('token', 'admin-token');
        storage.set('user-role', 'admin');
        storage.set('login-route', '/auth/admin/login');
        expect(await userAuthProvider.logout({})).toBe('/');
        localStorage.clear();
        expect(await adminAuthProvider.logout({})).toBe('/auth/admin/login');
    });
});
