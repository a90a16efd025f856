import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { workspaceUsers } from '../../db/workspace-users';
import { invalid } from '../../http/errors';
import type { Resource, WriteContext } from '../../resources/declare';
import { listMembers } from '../team/queries';
import { MemberRecord } from '../team/schemas';
import { workspaceRecords } from './tables';

const workspaces = workspaceRecords.table;

export async function workspaceExists(db: Db, id: number) {
    const [workspace] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, id));
    return Boolean(workspace);
}

/** All the members of a workspace, with their users and auth groups (read under the workspace's row-level security). */
async function members(db: Db, workspaceId: number) {
    const { rows } = await withTenant(db, workspaceId, tx =>
        listMembers(tx, workspaceId, { page: 1, size: 9999, asc: true, keyword: '', field: 'username' }),
    );
    return rows;
}

/** A suspension says why (required), and when and by whom it began; reactivation clears all three. */
function recordSuspension({ principal, current, record, values }: WriteContext) {
    if (record.status !== 'suspended') {
        Object.assign(values, { suspension_reason: null, suspended_at: null, suspended_by_admin_id: null });
        return;
    }
    // Suspending needs a reason, and so does replacing it (one suspended before reasons were kept may have none).
    const suspending = current?.status !== 'suspended';
    if ((suspending || 'suspension_reason' in values) && !record.suspension_reason)
        throw invalid('suspension_reason', 'required', 'Say why the workspace is suspended');
    if (!suspending) return;
    const adminId = principal.kind === 'admin' ? principal.adminId : null;
    Object.assign(values, { suspended_at: new Date(), suspended_by_admin_id: adminId });
}

/**
 * Workspaces (organizations) in the back-office (`/admin/v3/workspace`): created with an existing user as owner,
 * renamed, suspended (read only to its members: their writes answer 403 workspace_suspended) or resumed, deleted
 * with all their data. The garage settings are the organization's own to edit; here they are read only.
 */
export const workspaceResource: Resource = {
    ...workspaceRecords,
    hooks: {
        beforeWrite: recordSuspension,
        afterWrite: async ({ tx, current, id, values }) => {
            if (current) return;
            await tx
                .insert(workspaceUsers)
                .values({ workspaceId: id, userId: values.owner_user_id as number, role: 'owner' });
        },
    },
    detail: {
        properties: { members: Type.Array(MemberRecord) },
        load: async (db, workspace) => ({ members: await members(db, workspace.id as number) }),
    },
};
