import type { Admin, Role, User, Workspace, WorkspaceUser } from '../api/types';
import { useStorageItem } from '../store/storage';

export interface Session {
    role: Role | null;
    user: User | null;
    admin: Admin | null;
    workspace: Workspace | null;
    workspaceUser: WorkspaceUser | null;
}

/** The signed-in account and current workspace, re-rendering when any of them changes. */
export const useSession = (): Session => ({
    role: useStorageItem<Role>('user-role'),
    user: useStorageItem<User>('user'),
    admin: useStorageItem<Admin>('admin'),
    workspace: useStorageItem<Workspace>('workspace'),
    workspaceUser: useStorageItem<WorkspaceUser>('workspace-user'),
});
