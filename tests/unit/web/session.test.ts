// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../src/api/browserLocation';
import { adminAuthProvider, userAuthProvider } from '../../../src/authProvider';
import {
    leaveWorkspace,
    loginAdmin,
    loginUser,
    logout,
    registerUser,
    selectWorkspace,
    switchWorkspace,
} from '../../../src/session';
import { storage } from '../../../src/store/storage';
import { failure, fakeFetch, json, ok, resetBrowserState, toastTexts, type SentRequest } from './fakeFetch';

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
        expect(toastTexts().map(toast => toast.message)).toEqual(['Incorrect username, email or password']);
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
    const PERMISSIONS = ['vehicle:read', 'vehicle:write', 'team:manage'];
    const serveWorkspaces = () =>
        fakeFetch(({ path, body, headers }) => {
            if (path === '/api/v3/workspace') return ok([membership(1, 'Alpha'), membership(2, 'Beta')], { total: 2 });
            if (path === '/api/v3/workspace-user/self') {
                const id = Number(headers.get('Authorization')?.replace('Bearer ws-', ''));
                return ok({ ...membership(id, ''), role: 'admin', auth_group_ids: [4], permissions: PERMISSIONS });
            }
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
        expect(storage.get('last-workspace-id')).toBe(1);
    });

    it("then reads the session's role and permissions with the workspace token and keeps them", async () => {
        const sent = serveWorkspaces();
        await selectWorkspace();
        const self = sent.find(request => request.path === '/api/v3/workspace-user/self');
        expect(self?.headers.get('Authorization')).toBe('Bearer ws-1');
        expect(storage.get('workspace-user')).toEqual({
            ...membership(1, 'Alpha'),
            role: 'admin',
            auth_group_ids: [4],
            permissions: PERMISSIONS,
        });
        expect(await userAuthProvider.getPermissions!({})).toEqual(PERMISSIONS);
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
        expect(await userAuthProvider.getPermissions!({})).toEqual([]);
    });

    it('switching stores the chosen membership and reloads the page', async () => {
        serveWorkspaces();
        await switchWorkspace(membership(2, 'Beta') as never);
        expect(storage.get('workspace-user')).toMatchObject({ ...membership(2, 'Beta'), role: 'admin' });
        expect(storage.get('last-workspace-id')).toBe(2);
        expect(reload).toHaveBeenCalledTimes(1);
    });
});

describe('leaving an organization', () => {
    /** A user in Alpha (current, token ws-1) and Beta; `leave` answers the leave call. */
    const serve = (leave: () => Response, memberships = [membership(1, 'Alpha'), membership(2, 'Beta')]) => {
        storage.set('token', 'ws-1');
        storage.set('workspace', membership(1, 'Alpha').workspace);
        storage.set('workspace-user', membership(1, 'Alpha'));
        return fakeFetch(({ path, body }) => {
            if (path === '/api/v3/workspace') return ok(memberships, { total: memberships.length });
            if (path === '/api/v3/workspace-user/self') return ok({ role: 'owner', permissions: [] });
            if (path.endsWith('/leave')) return leave();
            const id = (body as { workspace_id: number }).workspace_id;
            return ok({ token: `ws-${id}`, workspace_user: membership(id, id === 1 ? 'Alpha' : 'Beta') });
        });
    };
    const calls = (sent: SentRequest[]) =>
        sent.map(({ method, path, headers }) => `${method} ${path} ${headers.get('Authorization')}`);

    it('leaving the current one first enters another, leaves with that token and opens the own organizations', async () => {
        const sent = serve(() => ok({ id: 1 }));
        expect(await leaveWorkspace(1)).toBe(true);
        expect(calls(sent)).toEqual([
            'GET /api/v3/workspace Bearer ws-1',
            'POST /api/v3/user/login/workspace Bearer ws-1',
            'GET /api/v3/workspace-user/self Bearer ws-2',
            'POST /api/v3/workspace/1/leave Bearer ws-2',
        ]);
        expect(storage.get('workspace')).toEqual(membership(2, 'Beta').workspace);
        expect(assign).toHaveBeenCalledWith('/app/self/organization');
    });

    it('the last owner gets the 409 toast and stays in the organization', async () => {
        serve(() => failure(409, 'last_owner'));
        expect(await leaveWorkspace(1)).toBe(false);
        expect(toastTexts().map(toast => toast.message)).toEqual(['An organization needs at least one owner']);
        expect(storage.get('token')).toBe('ws-1');
        expect(storage.get('workspace')).toEqual(membership(1, 'Alpha').workspace);
        expect(assign).not.toHaveBeenCalled();
    });

    it('leaving another organization keeps the current one', async () => {
        const sent = serve(() => ok({ id: 2 }));
        expect(await leaveWorkspace(2)).toBe(true);
        expect(calls(sent)).toEqual(['POST /api/v3/workspace/2/leave Bearer ws-1']);
        expect(storage.get('token')).toBe('ws-1');
        expect(assign).not.toHaveBeenCalled();
    });

    it('leaving the only organization keeps a user token the server answers, else signs in again', async () => {
        serve(() => ok({ id: 1, token: 'user-2' }), [membership(1, 'Alpha')]);
        storage.set('user-role', 'user');
        expect(await leaveWorkspace(1)).toBe(true);
        expect(storage.get('token')).toBe('user-2');
        expect(storage.get('workspace')).toBeNull();
        expect(assign).toHaveBeenCalledWith('/app/self/organization');

        serve(() => ok({ id: 1 }), [membership(1, 'Alpha')]);
        storage.set('login-route', '/');
        expect(await leaveWorkspace(1)).toBe(true);
        expect(storage.get('token')).toBeNull();
        expect(assign).toHaveBeenLastCalledWith('/');
    });
});

describe('sign-up', () => {
    it('registers and starts the session like a login', async () => {
        const sent = fakeFetch(() => json(201, { success: true, data: { token: 'new-token', user }, trace_id: 't' }));
        const registration = { username: 'mei', email: 'mei@example.com', password: 'longpassword' };
        expect(await registerUser(registration)).toBe(true);
        expect(`${sent[0].method} ${sent[0].path}`).toBe('POST /public/v3/user/register');
        expect(sent[0].body).toEqual(registration);
        expect(storage.get('token')).toBe('new-token');
        expect(storage.get('user-role')).toBe('user');
        expect(storage.get('user')).toEqual(user);
        expect(storage.get('login-route')).toBe('/');
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
