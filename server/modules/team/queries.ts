import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authGroupMembers, authGroups, users, workspaceUsers } from '../../db/schema';
import { invalid } from '../../http/errors';
import { likePattern } from '../../http/reply';
import type { ListParams } from '../../http/schemas';
import type { Permission } from '../permission/catalogue';
import { assertHoldsAll } from '../permission/holds';

const sortColumns = {
    username: sql`lower(${users.username})`,
    role: workspaceUsers.role,
    created_at: workspaceUsers.createdAt,
};

const memberColumns = {
    membership: workspaceUsers,
    user: {
        id: users.id,
        username: users.username,
        display_name: users.displayName,
        email: users.email,
        avatar: users.avatar,
    },
};

type MemberRow = {
    membership: typeof workspaceUsers.$inferSelect;
    user: { id: number; username: string; display_name: string; email: string; avatar: string | null };
};

/** Adds each member's auth group ids (one query for the whole page). */
async function withGroups(tx: Tx, workspaceId: number, rows: MemberRow[]) {
    const ids = rows.map(row => row.membership.id);
    const links = ids.length
        ? await tx
              .select()
              .from(authGroupMembers)
              .where(and(eq(authGroupMembers.workspaceId, workspaceId), inArray(authGroupMembers.workspaceUserId, ids)))
        : [];
    return rows.map(({ membership, user }) => ({
        id: membership.id,
        workspace_id: membership.workspaceId,
        user_id: membership.userId,
        role: membership.role,
        auth_group_ids: links
            .filter(link => link.workspaceUserId === membership.id)
            .map(link => link.authGroupId)
            .sort((a, b) => a - b),
        user,
        created_at: membership.createdAt.toISOString(),
    }));
}

export async function listMembers(tx: Tx, workspaceId: number, query: ListParams) {
    const filters: SQL[] = [eq(workspaceUsers.workspaceId, workspaceId)];
    if (query.keyword) {
        const pattern = likePattern(query.keyword);
        filters.push(
            or(ilike(users.username, pattern), ilike(users.displayName, pattern), ilike(users.email, pattern))!,
        );
    }
    const where = and(...filters);
    const direction = query.asc ? asc : desc;
    const rows = await tx
        .select(memberColumns)
        .from(workspaceUsers)
        .innerJoin(users, eq(users.id, workspaceUsers.userId))
        .where(where)
        .orderBy(
            direction(sortColumns[(query.field ?? 'username') as keyof typeof sortColumns]),
            direction(workspaceUsers.id),
        )
        .limit(query.size)
        .offset((query.page - 1) * query.size);
    const [{ total }] = await tx
        .select({ total: count() })
        .from(workspaceUsers)
        .innerJoin(users, eq(users.id, workspaceUsers.userId))
        .where(where);
    return { rows: await withGroups(tx, workspaceId, rows), total };
}

export async function findMember(tx: Tx, workspaceId: number, membershipId: number) {
    const rows = await tx
        .select(memberColumns)
        .from(workspaceUsers)
        .innerJoin(users, eq(users.id, workspaceUsers.userId))
        .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.id, membershipId)));
    return (await withGroups(tx, workspaceId, rows))[0] ?? null;
}

/**
 * Replaces a member's auth groups; every id must be a group of this workspace, and each group the member does not
 * have yet must grant only permissions the giver holds (groups already held may stay).
 */
export async function setMemberGroups(
    tx: Tx,
    workspaceId: number,
    membershipId: number,
    groupIds: number[],
    giverPermissions: Set<Permission>,
) {
    if (groupIds.length) {
        const found = await tx
            .select({ id: authGroups.id, permissions: authGroups.permissions })
            .from(authGroups)
            .where(and(eq(authGroups.workspaceId, workspaceId), inArray(authGroups.id, groupIds)));
        if (found.length !== groupIds.length) throw invalid('auth_group_ids', 'invalid_value');
        const held = await tx
            .select({ id: authGroupMembers.authGroupId })
            .from(authGroupMembers)
            .where(
                and(eq(authGroupMembers.workspaceId, workspaceId), eq(authGroupMembers.workspaceUserId, membershipId)),
            );
        const heldIds = new Set(held.map(row => row.id));
        assertHoldsAll(
            giverPermissions,
            found.filter(group => !heldIds.has(group.id)).flatMap(group => group.permissions),
        );
    }
    await tx
        .delete(authGroupMembers)
        .where(and(eq(authGroupMembers.workspaceId, workspaceId), eq(authGroupMembers.workspaceUserId, membershipId)));
    if (groupIds.length) {
        await tx
            .insert(authGroupMembers)
            .values(groupIds.map(authGroupId => ({ workspaceId, authGroupId, workspaceUserId: membershipId })));
    }
}
