import { browserLocation } from '../api/browserLocation';
import { api, dynamicApi, quietFetch, unwrap, type FetchResult } from '../api/client';
import type { Admin, Role, User } from '../api/types';
import { clearSessionStorage, storage, type StorageKey } from '../store/storage';

/** Where each kind of account signs in (and goes after logout). */
export const LOGIN_ROUTES: Record<Role, string> = { user: '/', admin: '/auth/admin/login' };

/** Where each kind of account lands after login when no route under its area is remembered. */
export const HOME_ROUTES: Record<Role, string> = { user: '/app/motor-garage/statistic', admin: '/admin' };

/** Who is signed in; replaced as a whole by a new login (the remembered route and workspace id stay). */
const IDENTITY_KEYS: StorageKey[] = ['token', 'user', 'admin', 'user-role', 'workspace', 'workspace-user'];

const startSession = (role: Role, token: string, account: User | Admin) => {
    IDENTITY_KEYS.forEach(storage.remove);
    storage.set('token', token);
    storage.set('user-role', role);
    storage.set(role, account);
    storage.set('login-route', LOGIN_ROUTES[role]);
};

/** Starts the session a login call answers (`{token, user}` or `{token, admin}`); false when the call failed. */
const signIn = async (role: Role, login: Promise<FetchResult>): Promise<boolean> => {
    try {
        const answer = await unwrap<{ token: string } & Record<Role, User | Admin>>(login);
        startSession(role, answer.token, answer[role]);
        return true;
    } catch {
        return false; // the client has shown the toast
    }
};

export const loginUser = (username_or_email: string, password: string): Promise<boolean> =>
    signIn('user', api.POST('/public/v3/user/login', { body: { username_or_email, password } }));

export interface Registration {
    username: string;
    email: string;
    password: string;
    display_name?: string;
}

/** POST /public/v3/user/register (platform mode); the new account is signed in like after a login. */
export const registerUser = (registration: Registration): Promise<boolean> =>
    signIn('user', dynamicApi.POST('/public/v3/user/register', { body: registration }));

export const loginAdmin = (username: string, password: string): Promise<boolean> =>
    signIn('admin', api.POST('/public/v3/admin/login', { body: { username, password } }));

/**
 * Revokes the session on the server (quietly: an expired token is no reason for a toast), clears everything but
 * theme and locale, and resolves the login route to go to.
 */
export const endSession = async (): Promise<string> => {
    const role = storage.get<Role>('user-role');
    const loginRoute = storage.get<string>('login-route') || (role === 'admin' ? LOGIN_ROUTES.admin : '/');
    if (role && storage.get('token')) {
        const revoke =
            role === 'admin'
                ? api.POST('/admin/v3/logout', { fetch: quietFetch })
                : api.POST('/api/v3/user/logout', { fetch: quietFetch });
        await revoke.catch(() => undefined);
    }
    clearSessionStorage();
    return loginRoute;
};

/** Ends the session and loads the login route (a full page load drops every in-memory state). */
export const logout = async (): Promise<void> => {
    browserLocation.assign(await endSession());
};
