import type { AuthProvider, UserIdentity } from 'ra-core';
import type { Admin, Role, User } from '../api/types';
import { LOGIN_ROUTES, endSession, loginAdmin, loginUser, storedPermissions } from '../session';
import { storage } from '../store/storage';

const identityOf = (account: User | Admin): UserIdentity => ({
    id: account.id,
    fullName: account.display_name || account.username,
    avatar: account.avatar ?? undefined,
    username: account.username,
    email: account.email,
});

/**
 * The react-admin AuthProvider of one app. Session expiry is handled by the HTTP client's retry policy, so
 * checkError never logs out by itself.
 */
const makeAuthProvider = (role: Role): AuthProvider => ({
    login: async ({ username, password }: { username: string; password: string }) => {
        const signedIn = role === 'admin' ? await loginAdmin(username, password) : await loginUser(username, password);
        if (!signedIn) throw new Error('login failed'); // toast already shown
    },
    logout: async () => {
        if (storage.get<Role>('user-role') !== role) return LOGIN_ROUTES[role];
        return endSession();
    },
    checkAuth: async () => {
        if (!storage.get('token') || storage.get<Role>('user-role') !== role) {
            // message: false — a signed-out visitor is simply sent to the login page, without a toast.
            throw { redirectTo: LOGIN_ROUTES[role], message: false };
        }
    },
    checkError: async () => undefined,
    getIdentity: async () => {
        const account = storage.get<User | Admin>(role);
        if (!account) throw new Error('not signed in');
        return identityOf(account);
    },
    // A user's permissions in the current workspace (GET /api/v3/workspace-user/self); an admin's is the role.
    getPermissions: async () => (role === 'user' ? [...storedPermissions()] : storage.get<Role>('user-role')),
});

export const userAuthProvider = makeAuthProvider('user');
export const adminAuthProvider = makeAuthProvider('admin');
