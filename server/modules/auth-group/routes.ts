import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { authGroups } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { invalid, notFound } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok, okList } from '../../http/reply';
import { IdParams, ListQuery, Ok, OkList, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { uniqueConflict, type UniqueIndexes } from '../../resources/unique';
import { assertHoldsAll } from '../permission/holds';
import { findAuthGroup, listAuthGroups } from './queries';
import { AUTH_GROUP_SORTABLE, authGroupBody, AuthGroupRecord } from './schemas';

const tags = ['auth-group'];

const cleanName = (name: string) => {
    if (!name.trim()) throw invalid('name', 'required');
    return name.trim();
};
const UNIQUE: UniqueIndexes = {
    auth_groups_name_key: { field: 'name', error: 'name_taken', message: 'Another group already has this name' },
};
/** A name another group of the workspace has, in any case: 409 `name_taken`. */
const nameTaken = (error: unknown): never => {
    throw uniqueConflict(error, UNIQUE) ?? error;
};
const scope = (action: 'read' | 'write' | 'delete') =>
    ({ auth: 'workspace', permission: `auth-group:${action}` }) as const;

/** Named sets of permissions given to members of the current workspace. */
export default async function authGroupRoutes(app: App) {
    const AuthGroupBody = authGroupBody(app.permissions.grantable);
    app.get(
        '/api/v3/auth-group',
        {
            config: scope('read'),
            schema: {
                operationId: 'listAuthGroups',
                tags,
                security: bearer,
                querystring: ListQuery(AUTH_GROUP_SORTABLE),
                response: responses({ 200: OkList(AuthGroupRecord) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { rows, total } = await withTenant(app.db, workspaceId, tx =>
                listAuthGroups(tx, workspaceId, request.query),
            );
            return okList(request, rows, total, request.query);
        },
    );

    app.get(
        '/api/v3/auth-group/:id',
        {
            config: scope('read'),
            schema: {
                operationId: 'getAuthGroup',
                tags,
                security: bearer,
                params: IdParams,
                response: responses({ 200: Ok(AuthGroupRecord) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const group = await withTenant(app.db, workspaceId, tx =>
                findAuthGroup(tx, workspaceId, request.params.id),
            );
            if (!group) throw notFound();
            return ok(request, group);
        },
    );

    app.post(
        '/api/v3/auth-group',
        {
            config: scope('write'),
            schema: {
                operationId: 'createAuthGroup',
                tags,
                security: bearer,
                body: AuthGroupBody,
                response: responses({ 201: Ok(AuthGroupRecord) }),
            },
        },
        async (request, reply) => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { name, description = '', permissions } = request.body;
            assertHoldsAll(await app.permissionsOf(request), permissions);
            const group = await withTenant(app.db, workspaceId, async tx => {
                const [row] = await tx
                    .insert(authGroups)
                    .values({ workspaceId, name: cleanName(name), description, permissions })
                    .returning();
                return findAuthGroup(tx, workspaceId, row.id);
            }).catch(nameTaken);
            return reply.status(201).send(ok(request, group!));
        },
    );

    app.put(
        '/api/v3/auth-group/:id',
        {
            config: scope('write'),
            schema: {
                operationId: 'updateAuthGroup',
                tags,
                security: bearer,
                params: IdParams,
                body: AuthGroupBody,
                response: responses({ 200: Ok(AuthGroupRecord) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { name, description = '', permissions } = request.body;
            const held = await app.permissionsOf(request);
            assertHoldsAll(held, permissions);
            const group = await withTenant(app.db, workspaceId, async tx => {
                assertHoldsAll(held, (await findAuthGroup(tx, workspaceId, request.params.id))?.permissions ?? []);
                const updated = await tx
                    .update(authGroups)
                    .set({ name: cleanName(name), description, permissions, updatedAt: new Date() })
                    .where(and(eq(authGroups.workspaceId, workspaceId), eq(authGroups.id, request.params.id)))
                    .returning({ id: authGroups.id });
                return updated.length ? findAuthGroup(tx, workspaceId, request.params.id) : null;
            }).catch(nameTaken);
            if (!group) throw notFound();
            return ok(request, group);
        },
    );

    app.delete(
        '/api/v3/auth-group/:id',
        {
            config: scope('delete'),
            schema: {
                operationId: 'deleteAuthGroup',
                tags,
                security: bearer,
                params: IdParams,
                response: responses({ 200: Ok(Type.Object({ id: Type.Integer() })) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const held = await app.permissionsOf(request);
            const deleted = await withTenant(app.db, workspaceId, async tx => {
                assertHoldsAll(held, (await findAuthGroup(tx, workspaceId, request.params.id))?.permissions ?? []);
                return tx
                    .delete(authGroups)
                    .where(and(eq(authGroups.workspaceId, workspaceId), eq(authGroups.id, request.params.id)))
                    .returning({ id: authGroups.id });
            });
            if (!deleted.length) throw notFound();
            return ok(request, { id: deleted[0].id });
        },
    );
}
