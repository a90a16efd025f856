import { dynamicApi, unwrap } from '../../api/client';
import type { User } from '../../api/types';

/** Whose own account a form edits: a platform admin's or a user's. */
export type AccountKind = 'admin' | 'user';

const SELF_PATHS: Record<AccountKind, string> = { admin: '/admin/v3/self', user: '/api/v3/user/self' };

export interface ProfileValues {
    username: string;
    display_name: string;
    email: string;
    avatar: string | null;
}

export const loadSelf = (kind: AccountKind) => unwrap<User>(dynamicApi.GET(SELF_PATHS[kind]));

export const saveSelf = (kind: AccountKind, body: ProfileValues) =>
    unwrap<User>(dynamicApi.PUT(SELF_PATHS[kind], { body }));

export const changePassword = (kind: AccountKind, body: { current_password: string; new_password: string }) =>
    unwrap<{ changed: boolean }>(dynamicApi.PUT(`${SELF_PATHS[kind]}/password`, { body }));
