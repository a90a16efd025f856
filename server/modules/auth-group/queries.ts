import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authGroupMembers, authGroups } from '../../db/schema';
import { likePattern } from '../../http/reply';
import type { ListParams } from '../../http/schemas';

const memberCount = sql<number>`(SELECT count(*)::int FROM ${authGroupMembers}
  WHERE ${authGroupMembers.workspaceId} = ${authGroups.workspaceId} AND ${authGroupMembers.authGroupId} = ${authGroups.id})`;

const columns = { group: authGroups, memberCount };

const toRecord = ({ group, memberCount: members }: { group: typeof authGroups.$inferSelect; memberCount: number }) => ({
    id: group.id,
    workspace_id: group.workspaceId,
    name: group.name,
    description: group.description,
    permissions: group.permissions,
    member_count: Number(members),
    created_at: group.createdAt.toISOString(),
});

const sortColumns = { name: sql`lower(${authGroups.name})`, created_at: authGroups.createdAt };

export async function listAuthGroups(tx: Tx, workspaceId: number, query: ListParams) {
    const filters: SQL[] = [eq(authGroups.workspaceId, workspaceId)];
    if (query.keyword) {
        const pattern = likePattern(query.keyword);
        filters.push(or(ilike(authGroups.name, pattern), ilike(authGroups.description, pattern))!);
    }
    const direction = query.asc ? asc : desc;
    const rows = await tx
        .select(columns)
        .from(authGroups)
        .where(and(...filters))
        .orderBy(direction(sortColumns[(query.field ?? 'name') as keyof typeof sortColumns]), direction(authGroups.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
    const [{ total }] = await tx
        .select({ total: count() })
        .from(authGroups)
        .where(and(...filters));
    return { rows: rows.map(toRecord), total };
}

export async function findAuthGroup(tx: Tx, workspaceId: number, id: number) {
    const [row] = await tx
        .select(columns)
        .from(authGroups)
        .where(and(eq(authGroups.workspaceId, workspaceId), eq(authGroups.id, id)));
    return row ? toRecord(row) : null;
}
