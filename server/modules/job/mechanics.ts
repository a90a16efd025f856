import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../../db/client';
import { users, workspaceUsers } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { notFound } from '../../http/errors';
import { likePattern, ok, okList } from '../../http/reply';
import { IdParams, isId, ListQuery, Ok, OkList, responses, type ListParams } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { resourcePath } from '../../resources/declare';
import { IDS_PATTERN } from '../../resources/schemas';
import { jobResource, MECHANIC } from './resource';

const path = resourcePath({ scope: 'workspace', name: MECHANIC });
const tags = [jobResource.name];

export const MechanicRecord = Type.Object(
    {
        id: Type.Integer({ description: "The member's workspace-user id, as a job's assignee_id" }),
        name: Type.String({ description: 'Their display name, else their username' }),
        username: Type.String(),
    },
    { title: 'Mechanic' },
);

const MechanicQuery = Type.Object({
    ...ListQuery(['name'] as const).properties,
    ids: Type.Optional(Type.String({ pattern: IDS_PATTERN, description: 'Only these members (comma-separated ids)' })),
});

const name = sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.username})`;
const columns = { id: workspaceUsers.id, name, username: users.username };

function members(tx: Tx, where: SQL) {
    return tx.select(columns).from(workspaceUsers).innerJoin(users, eq(users.id, workspaceUsers.userId)).where(where);
}

async function listMechanics(tx: Tx, workspaceId: number, query: ListParams & { ids?: string }) {
    const filters: SQL[] = [eq(workspaceUsers.workspaceId, workspaceId)];
    if (query.keyword)
        filters.push(
            or(
                ilike(users.username, likePattern(query.keyword)),
                ilike(users.displayName, likePattern(query.keyword)),
            )!,
        );
    if (query.ids) filters.push(inArray(workspaceUsers.id, [0, ...query.ids.split(',').map(Number).filter(isId)]));
    const direction = query.asc ? asc : desc;
    const rows = await members(tx, and(...filters)!)
        .orderBy(direction(sql`lower(${name})`), direction(workspaceUsers.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
    const [{ total }] = await tx
        .select({ total: count() })
        .from(workspaceUsers)
        .innerJoin(users, eq(users.id, workspaceUsers.userId))
        .where(and(...filters));
    return { rows, total };
}

/**
 * The people a job can be assigned to: every member of the workspace, by name only. Anyone who reads jobs may list
 * them (front desk assigns the work), while the team itself — roles, e-mails, groups — stays behind team:manage.
 */
export default async function mechanicRoutes(app: App) {
    app.get(
        path,
        {
            config: { auth: 'workspace', permission: 'invoice:read' },
            schema: {
                operationId: 'listMechanics',
                tags,
                security: bearer,
                querystring: MechanicQuery,
                response: responses({ 200: OkList(MechanicRecord) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const query = request.query as ListParams & { ids?: string };
            const { rows, total } = await withTenant(app.db, workspaceId, tx => listMechanics(tx, workspaceId, query));
            return okList(request, rows, total, query);
        },
    );

    app.get(
        `${path}/:id`,
        {
            config: { auth: 'workspace', permission: 'invoice:read' },
            schema: {
                operationId: 'getMechanic',
                tags,
                security: bearer,
                params: IdParams,
                response: responses({ 200: Ok(MechanicRecord) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const [mechanic] = await withTenant(app.db, workspaceId, tx =>
                members(
                    tx,
                    and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.id, request.params.id))!,
                ),
            );
            if (!mechanic) throw notFound();
            return ok(request, mechanic);
        },
    );
}
