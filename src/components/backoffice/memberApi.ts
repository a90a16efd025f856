import { dynamicApi, unwrap } from '../../api/client';
import type { WorkspaceRole } from '../../api/types';

/** A workspace member as the back-office reads it (docs/api.md `member`). */
export interface Member {
    id: number;
    workspace_id: number;
    user_id: number;
    role: WorkspaceRole;
    user?: { id: number; username: string; display_name: string | null; email: string; avatar: string | null };
    workspace?: { id?: number; workspace_id: number; name: string; avatar: string | null };
}

const members = (workspaceId: number) => `/admin/v3/workspace/${workspaceId}/member`;

/** POST /admin/v3/workspace/{id}/member; rejects with ApiError (already toasted), e.g. 409 already_member. */
export const addMember = (workspaceId: number, user_id: number, role: WorkspaceRole) =>
    unwrap<Member>(dynamicApi.POST(members(workspaceId), { body: { user_id, role } }));

export const changeMemberRole = (workspaceId: number, memberId: number, role: WorkspaceRole) =>
    unwrap<Member>(dynamicApi.PUT(`${members(workspaceId)}/${memberId}`, { body: { role } }));

export const removeMember = (workspaceId: number, memberId: number) =>
    unwrap<{ id: number }>(dynamicApi.DELETE(`${members(workspaceId)}/${memberId}`));
