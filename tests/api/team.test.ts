import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authGroupMembers, authGroups, workspaceUsers } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { startTestApp, type TestContext } from '../support/app';
import {
    addMember,
    adminToken,
    call,
    expectError,
    makeAdmin,
    makeUser,
    makeWorkspace,
    userToken,
    workspaceToken,
} from '../support/factories';

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

/** A workspace with an owner, an admin and a member, each with a workspace token. */
async function garage() {
    const db = t.database.db;
    const [owner, admin, member] = [await makeUser(db), await makeUser(db), await makeUser(db)];
    const workspace = await makeWorkspace(db, owner);
    const adminMembership = await addMember(db, workspace, admin, 'admin');
    const memberMembership = await addMember(db, workspace, member, 'member');
    const [ownerMembership] = await db.select().from(workspaceUsers).where(eq(workspaceUsers.userId, owner.id));
    const token = async (user: { username: string }) =>
        workspaceToken(t.app, await userToken(t.app, user.username), workspace.id);
    return {
        workspace,
        owner,
        admin,
        member,
        ownerMembership,
        adminMembership,
        memberMembership,
        tokens: { owner: await token(owner), admin: await token(admin), member: await token(member) },
    };
}

let g: Awaited<ReturnType<typeof garage>>;
beforeEach(async () => {
    g = await garage();
});

describe('GET /api/v3/workspace-user', () => {
    it('lists the members with their users and groups, searchable and sortable', async () => {
        const answer = await call(t.app, 'GET', '/api/v3/workspace-user', {
            token: g.tokens.admin,
            query: { field: 'role', asc: 'false' },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.total).toBe(3);
        expect(answer.body.data.map((m: any) => m.role)).toEqual(['owner', 'member', 'admin']);
        expect(answer.body.data[0]).toMatchObject({
            user_id: g.owner.id,
            auth_group_ids: [],
            user: { username: g.owner.username, email: g.owner.email },
        });
        const searched = await call(t.app, 'GET', '/api/v3/workspace-user', {
            token: g.tokens.owner,
            query: { keyword: g.member.username.toUpperCase() },
        });
        expect(searched.body.data.map((m: any) => m.user_id)).toEqual([g.member.id]);
    });

    it('is refused to a member without team:manage, and granted by an auth group', async () => {
        expectError(await call(t.app, 'GET', '/api/v3/workspace-user', { token: g.tokens.member }), 403, 'forbidden');
        await withTenant(t.database.db, g.workspace.id, async tx => {
            const [group] = await tx
                .insert(authGroups)
                .values({ workspaceId: g.workspace.id, name: 'Leads', permissions: ['team:manage'] })
                .returning();
            await tx
                .insert(authGroupMembers)
                .values({ workspaceId: g.workspace.id, authGroupId: group.id, workspaceUserId: g.memberMembership.id });
        });
        expect((await call(t.app, 'GET', '/api/v3/workspace-user', { token: g.tokens.member })).status).toBe(200);
    });

    it('needs a workspace token', async () => {
        const admin = await makeAdmin(t.database.db);
        expectError(await call(t.app, 'GET', '/api/v3/workspace-user'), 401, 'unauthorized');
        expectError(
            await call(t.app, 'GET', '/api/v3/workspace-user', { token: await userToken(t.app, g.owner.username) }),
            403,
            'workspace_required',
        );
        expectError(
            await call(t.app, 'GET', '/api/v3/workspace-user', { token: await adminToken(t.app, admin.username) }),
            401,
            'unauthorized',
        );
    });
});

describe('GET /api/v3/workspace-user/self', () => {
    it("answers the caller's membership and permissions, for any member", async () => {
        const member = await call(t.app, 'GET', '/api/v3/workspace-user/self', { token: g.tokens.member });
        expect(member.body.data).toMatchObject({ id: g.memberMembership.id, role: 'member' });
        expect(member.body.data.permissions).toContain('vehicle:write');
        expect(member.body.data.permissions).not.toContain('team:manage');
        expect(member.body.data.permissions).not.toContain('statistic:read');
        const owner = await call(t.app, 'GET', '/api/v3/workspace-user/self', { token: g.tokens.owner });
        expect(owner.body.data.permissions).toEqual(
            expect.arrayContaining(['team:manage', 'workspace:delete', 'owner:manage']),
        );
        const admin = await call(t.app, 'GET', '/api/v3/workspace-user/self', { token: g.tokens.admin });
        expect(admin.body.data.permissions).toContain('team:manage');
        expect(admin.body.data.permissions).not.toContain('workspace:delete');
    });
});

describe('POST /api/v3/workspace-user', () => {
    it('adds an existing user by username or email, with groups', async () => {
        const newcomer = await makeUser(t.database.db);
        const [group] = await withTenant(t.database.db, g.workspace.id, tx =>
            tx
                .insert(authGroups)
                .values({ workspaceId: g.workspace.id, name: 'Front desk', permissions: ['statistic:read'] })
                .returning(),
        );
        const answer = await call(t.app, 'POST', '/api/v3/workspace-user', {
            token: g.tokens.admin,
            body: { username_or_email: newcomer.email.toUpperCase(), role: 'member', auth_group_ids: [group.id] },
        });
        expect(answer.status).toBe(201);
        expect(answer.body.data).toMatchObject({ user_id: newcomer.id, role: 'member', auth_group_ids: [group.id] });
        const token = await workspaceToken(t.app, await userToken(t.app, newcomer.username), g.workspace.id);
        const self = await call(t.app, 'GET', '/api/v3/workspace-user/self', { token });
        expect(self.body.data.permissions).toContain('statistic:read');
    });

    it('refuses unknown people, existing members, foreign groups and bad input, changing nothing', async () => {
        const newcomer = await makeUser(t.database.db);
        const elsewhere = await makeWorkspace(t.database.db, newcomer);
        const [foreign] = await withTenant(t.database.db, elsewhere.id, tx =>
            tx.insert(authGroups).values({ workspaceId: elsewhere.id, name: 'Theirs' }).returning(),
        );
        const before = (
            await t.database.db.select().from(workspaceUsers).where(eq(workspaceUsers.workspaceId, g.workspace.id))
        ).length;
        const post = (body: unknown) => call(t.app, 'POST', '/api/v3/workspace-user', { token: g.tokens.owner, body });
        expectError(await post({ username_or_email: 'nobody-at-all', role: 'member' }), 404, 'user_not_found');
        expectError(await post({ username_or_email: g.member.username, role: 'member' }), 409, 'already_member');
        expectError(
            await post({ username_or_email: newcomer.username, role: 'member', auth_group_ids: [foreign.id] }),
            400,
            'validation_failed',
        );
        expectError(await post({ username_or_email: newcomer.username, role: 'boss' }), 400, 'validation_failed');
        expectError(await post({ role: 'member' }), 400, 'validation_failed');
        expect(
            (await t.database.db.select().from(workspaceUsers).where(eq(workspaceUsers.workspaceId, g.workspace.id)))
                .length,
        ).toBe(before);
    });

    it('lets only an owner add an owner', async () => {
        const newcomer = await makeUser(t.database.db);
        expectError(
            await call(t.app, 'POST', '/api/v3/workspace-user', {
                token: g.tokens.admin,
                body: { username_or_email: newcomer.username, role: 'owner' },
            }),
            403,
            'forbidden',
        );
        expect(
            (
                await call(t.app, 'POST', '/api/v3/workspace-user', {
                    token: g.tokens.owner,
                    body: { username_or_email: newcomer.username, role: 'owner' },
                })
            ).status,
        ).toBe(201);
    });
});

describe('PUT and DELETE /api/v3/workspace-user/{id}', () => {
    it('changes a role and groups; only an owner touches owners; the last owner stays', async () => {
        const promote = await call(t.app, 'PUT', `/api/v3/workspace-user/${g.memberMembership.id}`, {
            token: g.tokens.admin,
            body: { role: 'admin', auth_group_ids: [] },
        });
        expect(promote.body.data.role).toBe('admin');
        expectError(
            await call(t.app, 'PUT', `/api/v3/workspace-user/${g.memberMembership.id}`, {
                token: g.tokens.admin,
                body: { role: 'owner' },
            }),
            403,
            'forbidden',
        );
        expectError(
            await call(t.app, 'PUT', `/api/v3/workspace-user/${g.ownerMembership.id}`, {
                token: g.tokens.admin,
                body: { role: 'member' },
            }),
            403,
            'forbidden',
        );
        expectError(
            await call(t.app, 'PUT', `/api/v3/workspace-user/${g.ownerMembership.id}`, {
                token: g.tokens.owner,
                body: { role: 'admin' },
            }),
            409,
            'last_owner',
        );
        expectError(
            await call(t.app, 'DELETE', `/api/v3/workspace-user/${g.ownerMembership.id}`, { token: g.tokens.owner }),
            409,
            'last_owner',
        );
        const [row] = await t.database.db
            .select()
            .from(workspaceUsers)
            .where(eq(workspaceUsers.id, g.ownerMembership.id));
        expect(row.role).toBe('owner');
    });

    it("removes a member and ends that member's workspace sessions at once", async () => {
        const answer = await call(t.app, 'DELETE', `/api/v3/workspace-user/${g.memberMembership.id}`, {
            token: g.tokens.admin,
        });
        expect(answer.body.data).toEqual({ id: g.memberMembership.id });
        expectError(
            await call(t.app, 'GET', '/api/v3/workspace-user/self', { token: g.tokens.member }),
            401,
            'unauthorized',
        );
        expectError(
            await call(t.app, 'GET', `/api/v3/workspace-user/${g.memberMembership.id}`, { token: g.tokens.admin }),
            404,
            'not_found',
        );
    });

    it("answers 404 for another workspace's member, and changes nothing there", async () => {
        const other = await garage();
        expectError(
            await call(t.app, 'GET', `/api/v3/workspace-user/${other.memberMembership.id}`, { token: g.tokens.owner }),
            404,
            'not_found',
        );
        expectError(
            await call(t.app, 'PUT', `/api/v3/workspace-user/${other.memberMembership.id}`, {
                token: g.tokens.owner,
                body: { role: 'admin' },
            }),
            404,
            'not_found',
        );
        expectError(
            await call(t.app, 'DELETE', `/api/v3/workspace-user/${other.memberMembership.id}`, {
                token: g.tokens.owner,
            }),
            404,
            'not_found',
        );
        const [row] = await t.database.db
            .select()
            .from(workspaceUsers)
            .where(eq(workspaceUsers.id, other.memberMembership.id));
        expect(row.role).toBe('member');
    });

    it('never lets anyone give or touch a role above their own, even with team:manage from a group', async () => {
        await withTenant(t.database.db, g.workspace.id, async tx => {
            const [group] = await tx
                .insert(authGroups)
                .values({ workspaceId: g.workspace.id, name: 'Leads', permissions: ['team:manage'] })
                .returning();
            await tx
                .insert(authGroupMembers)
                .values({ workspaceId: g.workspace.id, authGroupId: group.id, workspaceUserId: g.memberMembership.id });
        });
        const newcomer = await makeUser(t.database.db);
        const asMember = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
            call(t.app, method, url, { token: g.tokens.member, body });
        expectError(
            await asMember('PUT', `/api/v3/workspace-user/${g.memberMembership.id}`, { role: 'admin' }),
            403,
            'forbidden',
        );
        expectError(
            await asMember('POST', '/api/v3/workspace-user', { username_or_email: newcomer.username, role: 'admin' }),
            403,
            'forbidden',
        );
        expectError(
            await asMember('PUT', `/api/v3/workspace-user/${g.adminMembership.id}`, { role: 'member' }),
            403,
            'forbidden',
        );
        expectError(await asMember('DELETE', `/api/v3/workspace-user/${g.adminMembership.id}`), 403, 'forbidden');
        expect(
            (await asMember('POST', '/api/v3/workspace-user', { username_or_email: newcomer.username, role: 'member' }))
                .status,
        ).toBe(201);
        const [row] = await t.database.db
            .select()
            .from(workspaceUsers)
            .where(eq(workspaceUsers.id, g.memberMembership.id));
        expect(row.role).toBe('member');
        expectError(
            await call(t.app, 'DELETE', `/api/v3/workspace-user/${g.ownerMembership.id}`, { token: g.tokens.admin }),
            403,
            'forbidden',
        );
    });

    it('is refused to a member', async () => {
        expectError(
            await call(t.app, 'PUT', `/api/v3/workspace-user/${g.adminMembership.id}`, {
                token: g.tokens.member,
                body: { role: 'member' },
            }),
            403,
            'forbidden',
        );
        expectError(
            await call(t.app, 'DELETE', `/api/v3/workspace-user/${g.adminMembership.id}`, { token: g.tokens.member }),
            403,
            'forbidden',
        );
    });
});
