import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { workspaces, workspaceUsers } from '../../db/schema';
import { conflict } from '../../http/errors';

/**
 * Locks the workspace row for the rest of the transaction: changes to a workspace's members then run one at a time,
 * so whatever is read after the lock (roles, owner counts) is what the change acts on. Lock before reading.
 */
export async function lockWorkspace(tx: Db | Tx, workspaceId: number): Promise<void> {
    await tx.execute(sql`SELECT id FROM ${workspaces} WHERE id = ${workspaceId} FOR UPDATE`);
}

/**
 * Refuses (409 `last_owner`) to take the owner role away from `membershipId` when it is the workspace's only
 * owner. The workspace row is locked first, so two owners removing each other at once cannot both succeed.
 */
export async function assertKeepsAnOwner(tx: Db | Tx, workspaceId: number, membershipId: number): Promise<void> {
    await lockWorkspace(tx, workspaceId);
    const [target] = await tx
        .select({ role: workspaceUsers.role })
        .from(workspaceUsers)
        .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.id, membershipId)));
    if (target?.role !== 'owner') return;
    const [{ owners }] = await tx
        .select({ owners: count() })
        .from(workspaceUsers)
        .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.role, 'owner')));
    if (owners <= 1) throw conflict('last_owner', 'An organization needs at least one owner', 'role');
}
