import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema';
import { AppError } from '../../http/errors';

type Suspended = Pick<typeof workspaces.$inferSelect, 'id' | 'suspensionReason' | 'suspendedAt'>;

/**
 * 403 `workspace_suspended`, saying which workspace, why and since when: the caller is always one of its members
 * (a live workspace session, a membership found), so the refusal can tell them what the platform told the workspace.
 */
export const workspaceSuspended = (workspace: Suspended) =>
    new AppError(403, 'workspace_suspended', 'This organization is suspended', undefined, undefined, {
        suspension: {
            workspace_id: workspace.id,
            reason: workspace.suspensionReason,
            suspended_at: workspace.suspendedAt?.toISOString() ?? null,
        },
    });

/** The refusal for a member of the suspended workspace `workspaceId`. */
export async function suspensionOf(db: Db, workspaceId: number): Promise<AppError> {
    const [workspace] = await db
        .select({
            id: workspaces.id,
            suspensionReason: workspaces.suspensionReason,
            suspendedAt: workspaces.suspendedAt,
        })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
    return workspaceSuspended(workspace ?? { id: workspaceId, suspensionReason: null, suspendedAt: null });
}
