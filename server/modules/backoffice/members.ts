import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, workspaceUsers } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { conflict, invalid, notFound } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok } from '../../http/reply';
import { resourcePath } from '../../resources/declare';
import { IdParams, Ok, responses } from '../../http/schemas';
import { revokeAccountSessions } from '../auth/sessions';
import { assertKeepsAnOwner } from '../team/owners';
import { findMember } from '../team/queries';
import { MemberRecord } from '../team/schemas';
import { AddMemberBody, DeletedAnswer, MemberParams, UpdateMemberBody } from './schemas';
import { workspaceExists, workspaceResource } from './workspaces';

const tags = ['backoffice'];
const path = `${resourcePath(workspaceResource)}/:id/member`;

async function memberRecord(db: Db, workspaceId: number, membershipId: number) {
    const member = await withTenant(db, workspaceId, tx => findMember(tx, workspaceId, membershipId));
    if (!member) throw notFound();
    return member;
}

async function findMembership(db: Db, workspaceId: number, membershipId: number) {
    const [membership] = await db
        .select()
        .from(workspaceUsers)
        .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.id, membershipId)));
    if (!membership) throw notFound();
    return membership;
}

/** Members of any workspace, managed from the back-office: the same owner rules as the workspace's own team page. */
export default async function memberAdminRoutes(app: App) {
    app.post(
        path,
        {
            config: { auth: 'admin' },
            schema: {
                operationId: 'addWorkspaceMemberAsAdmin',
                tags,
                security: bearer,
                params: IdParams,
                body: AddMemberBody,
                description: 'Adds an existing user (400 on `user_id` otherwise); 409 already_member.',
                response: responses({ 201: Ok(MemberRecord) }),
            },
        },
        async (request, reply) => {
            const workspaceId = request.params.id;
            const { user_id: userId, role } = request.body;
            if (!(await workspaceExists(app.db, workspaceId))) throw notFound();
            const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
            if (!user) throw invalid('user_id', 'invalid_value', 'No such user');
            const [membership] = await app.db
                .insert(workspaceUsers)
                .values({ workspaceId, userId, role })
                .onConflictDoNothing({ target: [workspaceUsers.workspaceId, workspaceUsers.userId] })
                .returning();
            if (!membership)
                throw conflict('already_member', 'This user is already a member of the organization', 'user_id');
            return reply.status(201).send(ok(request, await memberRecord(app.db, workspaceId, membership.id)));
        },
    );

    app.put(
        `${path}/:member_id`,
        {
            config: { auth: 'admin' },
            schema: {
                operationId: 'updateWorkspaceMemberAsAdmin',
                tags,
                security: bearer,
                params: MemberParams,
                body: UpdateMemberBody,
                description: 'Changes the role; the last owner cannot be demoted (409 last_owner).',
                response: responses({ 200: Ok(MemberRecord) }),
            },
        },
        async request => {
            const { id: workspaceId, member_id: membershipId } = request.params;
            const { role } = request.body;
            await app.db.transaction(async tx => {
                await findMembership(tx, workspaceId, membershipId);
                if (role !== 'owner') await assertKeepsAnOwner(tx, workspaceId, membershipId);
                await tx
                    .update(workspaceUsers)
                    .set({ role })
                    .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.id, membershipId)));
            });
            return ok(request, await memberRecord(app.db, workspaceId, membershipId));
        },
    );

    app.delete(
        `${path}/:member_id`,
        {
            config: { auth: 'admin' },
            schema: {
                operationId: 'removeWorkspaceMemberAsAdmin',
                tags,
                security: bearer,
                params: MemberParams,
                description:
                    'Removes the member and revokes their sessions in this organization; 409 last_owner for the last owner.',
                response: responses({ 200: Ok(DeletedAnswer) }),
            },
        },
        async request => {
            const { id: workspaceId, member_id: membershipId } = request.params;
            await app.db.transaction(async tx => {
                const membership = await findMembership(tx, workspaceId, membershipId);
                await assertKeepsAnOwner(tx, workspaceId, membershipId);
                await tx.delete(workspaceUsers).where(eq(workspaceUsers.id, membershipId));
                await revokeAccountSessions(tx, { userId: membership.userId, workspaceId });
            });
            return ok(request, { id: membershipId });
        },
    );
}
