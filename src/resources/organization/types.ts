import type { WorkspaceRole } from '../../api/types';

/** A member of the current workspace (`/api/v3/workspace-user`). */
export interface Member {
    id: number;
    workspace_id: number;
    user_id: number;
    role: WorkspaceRole;
    auth_group_ids: number[];
    user: { id: number; username: string; display_name: string | null; email: string; avatar: string | null };
    created_at: string;
}

/** `/api/v3/auth-group`. */
export interface AuthGroup {
    id: number;
    workspace_id: number;
    name: string;
    description: string | null;
    permissions: string[];
    member_count: number;
    created_at: string;
}

/** GET /api/v3/permission: what auth groups can grant, and each role's defaults. */
export interface PermissionCatalogue {
    resources: { name: string; actions: string[] }[];
    extra: string[];
    roles: Record<WorkspaceRole, string[]>;
}
