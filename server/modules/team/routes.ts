import { and, eq, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { users, workspaceUsers } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok, okList } from '../../http/reply';
import { IdParams, ListQuery, Ok, OkList, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { revokeAccountSessions } from '../auth/sessions';
import type { Role } from '../permission/catalogue';
import { assertKeepsAnOwner, lockWorkspace } from './owners';
import { findMember, listMembers, setMemberGroups } from './queries';
import { AddMemberBody, MEMBER_SORTABLE, MemberRecord, OwnMemberRecord, UpdateMemberBody } from './schemas';

const manage = { auth: 'workspace', permission: 'team:manage' } as const;
const tags = ['team'];

const RANK: Record<Role, number> = { member: 0, admin: 1, owner: 2 };

/**
 * Nobody hands out or touches a role above their own: a member whose group grants team:manage manages members,
 * an admin manages members and admins, and only an owner makes, changes or removes owners.
 */
function assertRankAllows(callerRole: Role, ...roles: Role[]) {
    if (roles.some(role => RANK[role] > RANK[callerRole])) {
        throw forbidden('forbidden', 'You cannot give or change a role above your own');
    }
}

/** Members of the current workspace (the Teams screen). */
export default async function teamRoutes(app: App) {
    app.get(
        '/api/v3/workspace-user/self',
        {
            config: { auth: 'workspace' },
            schema: {
                operationId: 'getOwnMembership',
                tags,
                security: bearer,
                response: responses({ 200: Ok(OwnMemberRecord) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'workspace');
            const member = await withTenant(app.db, principal.workspaceId, tx =>
                findMember(tx, principal.workspaceId, principal.membershipId),
            );
            if (!member) throw notFound();
            return ok(request, { ...member, permissions: [...(await app.permissionsOf(request))].sort() });
        },
    );

    app.get(
        '/api/v3/workspace-user',
        {
            config: manage,
            schema: {
                operationId: 'listMembers',
                tags,
                security: bearer,
                querystring: ListQuery(MEMBER_SORTABLE),
                response: responses({ 200: OkList(MemberRecord) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { rows, total } = await withTenant(app.db, workspaceId, tx =>
                listMembers(tx, workspaceId, request.query),
            );
            return okList(request, rows, total, request.query);
        },
    );

    app.get(
        '/api/v3/workspace-user/:id',
        {
            config: manage,
            schema: {
                operationId: 'getMember',
                tags,
                security: bearer,
                params: IdParams,
                response: responses({ 200: Ok(MemberRecord) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const member = await withTenant(app.db, workspaceId, tx => findMember(tx, workspaceId, request.params.id));
            if (!member) throw notFound();
            return ok(request, member);
        },
    );

    app.post(
        '/api/v3/workspace-user',
        {
            config: manage,
            schema: {
                operationId: 'addMember',
                tags,
                security: bearer,
                body: AddMemberBody,
                response: responses({ 201: Ok(MemberRecord) }),
            },
        },
        async (request, reply) => {
            const { workspaceId, role: callerRole } = requirePrincipal(request, 'workspace');
            const { username_or_email: name, role, auth_group_ids: groupIds = [] } = request.body;
            assertRankAllows(callerRole, role);
            const giverPermissions = await app.permissionsOf(request);
            const key = name.trim().toLowerCase();
            const member = await withTenant(app.db, workspaceId, async tx => {
                const [user] = await tx
                    .select({ id: users.id })
                    .from(users)
                    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)));
                if (!user)
                    throw new AppError(404, 'user_not_found', 'No account has this username or email', [
                        { field: 'username_or_email', error: 'user_not_found' },
                    ]);
                const [membership] = await tx
                    .insert(workspaceUsers)
                    .values({ workspaceId, userId: user.id, role })
                    .onConflictDoNothing({ target: [workspaceUsers.workspaceId, workspaceUsers.userId] })
                    .returning();
                if (!membership)
                    throw conflict('already_member', 'This person is already a member', 'username_or_email');
                await setMemberGroups(tx, workspaceId, membership.id, groupIds, giverPermissions);
                return findMember(tx, workspaceId, membership.id);
            });
            return reply.status(201).send(ok(request, member!));
        },
    );

    app.put(
        '/api/v3/workspace-user/:id',
        {
            config: manage,
            schema: {
                operationId: 'updateMember',
                tags,
                security: bearer,
                params: IdParams,
                body: UpdateMemberBody,
                response: responses({ 200: Ok(MemberRecord) }),
            },
        },
        async request => {
            const { workspaceId, role: callerRole } = requirePrincipal(request, 'workspace');
            const { role, auth_group_ids: groupIds } = request.body;
            const giverPermissions = await app.permissionsOf(request);
            const member = await withTenant(app.db, workspaceId, async tx => {
                await lockWorkspace(tx, workspaceId);
                const current = await findMember(tx, workspaceId, request.params.id);
                if (!current) throw notFound();
                assertRankAllows(callerRole, current.role, role);
                if (current.role === 'owner' && role !== 'owner') await assertKeepsAnOwner(tx, workspaceId, current.id);
                await tx
                    .update(workspaceUsers)
                    .set({ role })
                    .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.id, current.id)));
                if (groupIds) await setMemberGroups(tx, workspaceId, current.id, groupIds, giverPermissions);
                return findMember(tx, workspaceId, current.id);
            });
            return ok(request, member!);
        },
    );

    app.delete(
        '/api/v3/workspace-user/:id',
        {
            config: manage,
            schema: {
                operationId: 'removeMember',
                tags,
                security: bearer,
                params: IdParams,
                description: 'Removes a member; their sessions in this workspace end at once.',
                response: responses({ 200: Ok(Type.Object({ id: Type.Integer() })) }),
            },
        },
        async request => {
            const { workspaceId, role: callerRole } = requirePrincipal(request, 'workspace');
            const removed = await withTenant(app.db, workspaceId, async tx => {
                await lockWorkspace(tx, workspaceId);
                const current = await findMember(tx, workspaceId, request.params.id);
                if (!current) throw notFound();
                assertRankAllows(callerRole, current.role);
                await assertKeepsAnOwner(tx, workspaceId, current.id);
                await tx
                    .delete(workspaceUsers)
                    .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.id, current.id)));
                return current;
            });
            await revokeAccountSessions(app.db, { userId: removed.user_id, workspaceId });
            return ok(request, { id: removed.id });
        },
    );
}
