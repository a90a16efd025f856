import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import type { Db, Tx } from '../../db/client';
import { workspaceUsers } from '../../db/workspace-users';
import { conflict } from '../../http/errors';
import type { Resource } from '../../resources/declare';
import { revokeAccountSessions } from '../auth/sessions';
import { toWorkspaceUser, WorkspaceUserRecord } from '../workspace/schemas';
import { assertUnique, signsOut } from './account-rules';
import { userRecords, workspaceRecords } from './tables';

const workspaces = workspaceRecords.table;

/** The workspaces the user belongs to, each with its workspace, by name. */
async function memberships(db: Db, userId: number) {
    const rows = await db
        .select()
        .from(workspaceUsers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
        .where(eq(workspaceUsers.userId, userId))
        .orderBy(asc(sql`lower(${workspaces.name})`), asc(workspaces.id));
    return rows.map(row => toWorkspaceUser(row.workspace_users, row.workspaces));
}

const otherOwner = alias(workspaceUsers, 'other_owner');

/**
 * 409 `last_owner` when the user is the only owner of a workspace. The workspaces they own are locked first (in id
 * order, like every owner check), so a concurrent demotion of the other owner cannot slip past.
 */
async function assertNotLastOwner(tx: Tx, userId: number) {
    const owned = await tx
        .select({ workspaceId: workspaceUsers.workspaceId })
        .from(workspaceUsers)
        .where(and(eq(workspaceUsers.userId, userId), eq(workspaceUsers.role, 'owner')));
    if (!owned.length) return;
    await tx
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(
            inArray(
                workspaces.id,
                owned.map(row => row.workspaceId),
            ),
        )
        .orderBy(asc(workspaces.id))
        .for('update');
    const [alone] = await tx
        .select({ workspaceId: workspaceUsers.workspaceId })
        .from(workspaceUsers)
        .leftJoin(
            otherOwner,
            and(
                eq(otherOwner.workspaceId, workspaceUsers.workspaceId),
                eq(otherOwner.role, 'owner'),
                ne(otherOwner.userId, userId),
            ),
        )
        .where(and(eq(workspaceUsers.userId, userId), eq(workspaceUsers.role, 'owner'), sql`${otherOwner.id} is null`))
        .limit(1);
    if (alone)
        throw conflict('last_owner', 'This user is the only owner of an organization: give it another owner first');
}

/**
 * Users of the platform (`/admin/v3/user`), answered with their memberships. Disabling or a password reset signs
 * the user out everywhere at once; the only owner of an organization cannot be deleted.
 */
export const userResource: Resource = {
    ...userRecords,
    hooks: {
        beforeWrite: assertUnique(userRecords.table),
        afterWrite: async context => {
            if (signsOut(context)) await revokeAccountSessions(context.tx, { userId: context.id });
        },
        beforeDelete: ({ tx, id }) => assertNotLastOwner(tx, id),
    },
    detail: {
        properties: { memberships: Type.Array(WorkspaceUserRecord) },
        load: async (db, user) => ({ memberships: await memberships(db, user.id as number) }),
    },
};
