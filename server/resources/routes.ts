import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { withTenant } from '../db/tenant';
import type { Db, Tx } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { bearer, type App } from '../http/app-type';
import { ok, okList } from '../http/reply';
import { IdParams, Ok, OkList, responses } from '../http/schemas';
import { requirePrincipal, type Principal } from '../http/principal';
import { operationNouns, resourcePath, type Resource } from './declare';
import { heldByForeignKey, inUse } from './in-use';
import { deleteRecord, findRecord, listRecords, lockRecord, type Tenant } from './queries';
import {
    bodySchema,
    defaultSortDocument,
    detailSchema,
    listQuerySchema,
    recordSchema,
    type ResourceListQuery,
} from './schemas';
import { assertCurrent, ifMatchOf, IfMatchHeaders, OkVersioned, withEtag, type VersionCondition } from './versions';
import { normalizeValues, writeRecord } from './write';

type Values = Record<string, unknown>;
type Action = 'read' | 'write' | 'delete' | 'export';

/**
 * The largest list page a workspace session reads with `<permission>:read` alone (a screen's page, a calendar's
 * month). A larger one is an export of the list and needs `<permission>:export`; a lookup by `ids` never does.
 */
export const LIST_PAGE_LIMIT = 500;

/**
 * A record as get, create, update (and a resource's hand-written actions) answer it: its fields and its detail,
 * loaded once the write's transaction is over.
 */
export async function withDetail(db: Db, resource: Resource, record: Values, tenant: Tenant) {
    return resource.detail ? { ...record, ...(await resource.detail.load(db, record, tenant)) } : record;
}

/**
 * The CRUD routes of a declared resource. A workspace resource lives under /api/v3/<path> in the caller's
 * workspace, with the permission `<permission>:read | write | delete`; a platform resource under /admin/v3/<path>
 * for admins. `resolve` finds the resource a reference field points to.
 */
export function resourceRoutes(
    resource: Resource,
    resolve: (name: string) => Resource,
    holders: ReadonlyMap<string, string>,
) {
    const platform = resource.scope === 'platform';
    const path = resourcePath(resource);
    const tags = [platform ? 'backoffice' : resource.name];
    const permission = (action: Action) => `${resource.permission}:${action}`;
    const config = (action: Action): FastifyContextConfig =>
        platform ? { auth: 'admin' } : { auth: 'workspace', permission: permission(action) };
    const nouns = operationNouns(resource);
    const Record = recordSchema(resource);
    const Detail = detailSchema(resource);

    const callerOf = (request: FastifyRequest): [Principal, Tenant] => {
        if (platform) return [requirePrincipal(request, 'admin'), null];
        const principal = requirePrincipal(request, 'workspace');
        return [principal, principal.workspaceId];
    };

    /**
     * Runs `work` in one transaction that sees the caller's workspace only (every row for a platform resource), on
     * the primary unless `db` names another handle (the replica's, for an export).
     */
    const transaction = <T>(app: App, tenant: Tenant, work: (tx: Tx) => Promise<T>, db: Db = app.db) =>
        tenant === null ? db.transaction(work) : withTenant(db, tenant, work);

    const answer = (app: App, record: Values, tenant: Tenant) => withDetail(app.db, resource, record, tenant);

    /** Creates, or updates from the version the client names (If-Match, the body's `version`), and answers ETag. */
    async function write(
        app: App,
        request: FastifyRequest,
        reply: FastifyReply,
        { version, ...body }: Values,
        id?: number,
    ) {
        const [principal, tenant] = callerOf(request);
        const condition: VersionCondition = { ifMatch: ifMatchOf(request), body: version as number | undefined };
        const values = await normalizeValues(resource, body);
        const record = await transaction(app, tenant, tx =>
            writeRecord(tx, resource, {
                principal,
                tenant,
                values,
                id,
                resolve,
                condition,
                origin: app.publicOrigin(request),
                app,
            }),
        );
        withEtag(reply, record);
        return answer(app, record, tenant);
    }

    /** One record's answer, with its version as the ETag header. */
    const One = OkVersioned(Detail);

    return async function routes(app: App) {
        app.get(
            path,
            {
                config: config('read'),
                schema: {
                    operationId: `list${nouns.many}`,
                    tags,
                    ...(platform
                        ? {}
                        : {
                              description: `A page of more than ${LIST_PAGE_LIMIT} records without \`ids\` is an export: it needs ${permission('export')} (else 403 forbidden).`,
                          }),
                    security: bearer,
                    querystring: listQuerySchema(resource),
                    'x-default-sort': defaultSortDocument(resource),
                    response: responses({ 200: OkList(Record) }),
                },
            },
            async request => {
                const [, tenant] = callerOf(request);
                const query = request.query as ResourceListQuery;
                const isExport = !platform && query.size > LIST_PAGE_LIMIT && !query.ids;
                if (isExport) {
                    const granted = await app.permissionsOf(request);
                    if (!granted.has(permission('export'))) throw forbidden();
                }
                const list = (db: Db) => transaction(app, tenant, tx => listRecords(tx, resource, tenant, query), db);
                // An export tolerates a replica's lag; a screen's page is edited from, so it reads the primary.
                const { rows, total } = isExport ? await app.replicaReads.read(list) : await list(app.db);
                return okList(request, rows, total, { ...query, asc: query.asc ?? true, keyword: query.keyword ?? '' });
            },
        );

        app.get(
            `${path}/:id`,
            {
                config: config('read'),
                schema: {
                    operationId: `get${nouns.one}`,
                    tags,
                    security: bearer,
                    params: IdParams,
                    response: responses({ 200: One }),
                },
            },
            async (request, reply) => {
                const [, tenant] = callerOf(request);
                const record = await transaction(app, tenant, tx =>
                    findRecord(tx, resource, tenant, request.params.id),
                );
                if (!record) throw notFound();
                withEtag(reply, record);
                return ok(request, await answer(app, record, tenant));
            },
        );

        app.post(
            path,
            {
                config: config('write'),
                schema: {
                    operationId: `create${nouns.one}`,
                    tags,
                    security: bearer,
                    body: bodySchema(resource, 'create'),
                    response: responses({ 201: One }),
                },
            },
            async (request, reply) =>
                reply.status(201).send(ok(request, await write(app, request, reply, request.body as Values))),
        );

        app.put(
            `${path}/:id`,
            {
                config: config('write'),
                schema: {
                    operationId: `update${nouns.one}`,
                    tags,
                    security: bearer,
                    params: IdParams,
                    headers: IfMatchHeaders,
                    body: bodySchema(resource, 'update'),
                    response: responses({ 200: One }),
                },
            },
            async (request, reply) =>
                ok(request, await write(app, request, reply, request.body as Values, request.params.id)),
        );

        app.delete(
            `${path}/:id`,
            {
                config: config('delete'),
                schema: {
                    operationId: `delete${nouns.one}`,
                    tags,
                    security: bearer,
                    params: IdParams,
                    headers: IfMatchHeaders,
                    response: responses({ 200: Ok(Type.Object({ id: Type.Integer() })) }),
                },
            },
            async request => {
                const [principal, tenant] = callerOf(request);
                const { id } = request.params;
                const condition: VersionCondition = { ifMatch: ifMatchOf(request) };
                await transaction(app, tenant, async tx => {
                    const locked = await resource.hooks?.lock?.(tx);
                    const current = await lockRecord(tx, resource, tenant, id);
                    if (!current) throw notFound();
                    assertCurrent(condition, current.version);
                    for (const guard of resource.deleteGuards ?? []) {
                        if ((await guard.count(tx, tenant!, id, resolve(guard.resource))) > 0)
                            throw inUse(guard.message, guard.resource);
                    }
                    await resource.hooks?.beforeDelete?.({ tx, principal, tenant, id, current, locked, resolve });
                    try {
                        await deleteRecord(tx, resource, tenant, id);
                    } catch (error) {
                        throw heldByForeignKey(error, holders) ?? error;
                    }
                });
                return ok(request, { id });
            },
        );
    };
}
