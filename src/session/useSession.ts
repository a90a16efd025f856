import type { Admin, Role, User, Workspace } from '../api/types';
import { useStorageItem } from '../store/storage';
import type { CurrentMembership } from './permissions';

export interface Session {
    role: Role | null;
    user: User | null;
    admin: Admin | null;
    workspace: Workspace | null;
    /** the current membership, with what its session may do */
    workspaceUser: CurrentMembership | null;
}

/** The signed-in account and current workspace, re-rendering when any of them changes. */
export const useSession = (): Session => ({
    role: useStorageItem<Role>('user-role'),
    user: useStorageItem<User>('user'),
    admin: useStorageItem<Admin>('admin'),
    workspace: useStorageItem<Workspace>('workspace'),
    workspaceUser: useStorageItem<CurrentMembership>('workspace-user'),
});
