import { browserLocation } from '../api/browserLocation';
import { api, quietFetch, unwrap } from '../api/client';
import type { Admin, Role, User } from '../api/types';
import { clearSessionStorage, storage, type StorageKey } from '../store/storage';

/** Where each kind of account signs in (and goes after logout). */
export const LOGIN_ROUTES: Record<Role, string> = { user: '/', admin: '/auth/admin/login' };

const LOGOUT_PATHS: Record<Role, string> = { user: '/api/v3/user/logout', admin: '/admin/v3/logout' };

/** Who is signed in; replaced as a whole by a new login (the remembered route and workspace id stay). */
const IDENTITY_KEYS: StorageKey[] = ['token', 'user', 'admin', 'user-role', 'workspace', 'workspace-user'];

const startSession = (role: Role, token: string, account: User | Admin) => {
    IDENTITY_KEYS.forEach(storage.remove);
    storage.set('token', token);
    storage.set('user-role', role);
    storage.set(role, account);
    storage.set('login-route', LOGIN_ROUTES[role]);
};

/** Resolves false when the call failed (the client has shown the toast). */
const succeeded = (attempt: Promise<unknown>): Promise<boolean> =>
    attempt.then(
        () => true,
        () => false,
    );

export const loginUser = (username_or_email: string, password: string): Promise<boolean> =>
    succeeded(
        unwrap<{ token: string; user: User }>(
            api.POST('/public/v3/user/login', { body: { username_or_email, password } }),
        ).then(({ token, user }) => startSession('user', token, user)),
    );

export const loginAdmin = (username: string, password: string): Promise<boolean> =>
    succeeded(
        unwrap<{ token: string; admin: Admin }>(api.POST('/public/v3/admin/login', { body: { username, password } })).then(
            ({ token, admin }) => startSession('admin', token, admin),
        ),
    );

/**
 * Revokes the session on the server (quietly: an expired token is no reason for a toast), clears everything but
 * theme and locale, and resolves the login route to go to.
 */
export const endSession = async (): Promise<string> => {
    const role = storage.get<Role>('user-role');
    const loginRoute = storage.get<string>('login-route') || (role === 'admin' ? LOGIN_ROUTES.admin : '/');
    if (role && storage.get('token')) {
        await api.POST(LOGOUT_PATHS[role], { fetch: quietFetch }).catch(() => undefined);
    }
    clearSessionStorage();
    return loginRoute;
};

/** Ends the session and loads the login route (a full page load drops every in-memory state). */
export const logout = async (): Promise<void> => {
    browserLocation.assign(await endSession());
};
