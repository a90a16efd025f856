import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaceUsers } from '../../server/db/schema';
import { backofficeSuite, expectInvalid } from '../support/backoffice';
import { addMember, call, expectError, makeUser, makeWorkspace, userToken, workspaceToken } from '../support/factories';

const suite = backofficeSuite();

const membersOf = (workspaceId: number) =>
    suite.db
        .select()
        .from(workspaceUsers)
        .where(eq(workspaceUsers.workspaceId, workspaceId))
        .orderBy(workspaceUsers.id);
const memberUrl = (workspaceId: number, memberId?: number) =>
    `/admin/v3/workspace/${workspaceId}/member${memberId ? `/${memberId}` : ''}`;

describe('back-office members: access', () => {
    it('takes an admin token only', async () => {
        const owner = await makeUser(suite.db);
        const workspace = await makeWorkspace(suite.db, owner);
        const [membership] = await membersOf(workspace.id);
        await suite.adminOnly('POST', memberUrl(workspace.id), { user_id: owner.id, role: 'member' });
        await suite.adminOnly('PUT', memberUrl(workspace.id, membership.id), { role: 'member' });
        await suite.adminOnly('DELETE', memberUrl(workspace.id, membership.id));
        expect(await membersOf(workspace.id)).toEqual([membership]);
    });
});

describe('POST /admin/v3/workspace/{id}/member', () => {
    it('adds an existing user, who can then open the workspace', async () => {
        const db = suite.db;
        const workspace = await makeWorkspace(db, await makeUser(db));
        const user = await makeUser(db);
        const answer = await suite.asAdmin('POST', memberUrl(workspace.id), {
            body: { user_id: user.id, role: 'admin', auth_group_ids: [1] },
        });
        expect(answer.status).toBe(201);
        expect(answer.body.data).toMatchObject({
            workspace_id: workspace.id,
            user_id: user.id,
            role: 'admin',
            auth_group_ids: [],
            user: {
                id: user.id,
                username: user.username,
                email: user.email,
                display_name: user.displayName,
                avatar: null,
            },
        });
        expect(
            await workspaceToken(suite.t.app, await userToken(suite.t.app, user.username), workspace.id),
        ).toBeTruthy();
    });

    it('refuses a second membership (409 already_member), an unknown user (400) or workspace (404)', async () => {
        const db = suite.db;
        const owner = await makeUser(db);
        const workspace = await makeWorkspace(db, owner);
        const before = await membersOf(workspace.id);
        const again = await suite.asAdmin('POST', memberUrl(workspace.id), {
            body: { user_id: owner.id, role: 'member' },
        });
        expectError(again, 409, 'already_member');
        expect(again.body.details).toEqual([{ field: 'user_id', error: 'already_member' }]);
        expectInvalid(
            await suite.asAdmin('POST', memberUrl(workspace.id), { body: { user_id: 99999999, role: 'member' } }),
            'user_id',
            'invalid_value',
        );
        expectInvalid(
            await suite.asAdmin('POST', memberUrl(workspace.id), { body: { user_id: owner.id, role: 'boss' } }),
            'role',
            'invalid_value',
        );
        expectInvalid(
            await suite.asAdmin('POST', memberUrl(workspace.id), { body: { role: 'member' } }),
            'user_id',
            'required',
        );
        expectError(
            await suite.asAdmin('POST', memberUrl(99999999), { body: { user_id: owner.id, role: 'member' } }),
            404,
            'not_found',
        );
        expect(await membersOf(workspace.id)).toEqual(before);
    });
});

describe('PUT /admin/v3/workspace/{id}/member/{member_id}', () => {
    it("changes the role, which the member's workspace session follows at once", async () => {
        const db = suite.db;
        const workspace = await makeWorkspace(db, await makeUser(db));
        const user = await makeUser(db);
        const membership = await addMember(db, workspace, user, 'member');
        const answer = await suite.asAdmin('PUT', memberUrl(workspace.id, membership.id), {
            body: { role: 'owner', user_id: 1 },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ id: membership.id, user_id: user.id, role: 'owner' });
    });

    it('refuses to demote the last owner (409 last_owner) but demotes one of two owners', async () => {
        const db = suite.db;
        const owner = await makeUser(db);
        const workspace = await makeWorkspace(db, owner);
        const [ownership] = await membersOf(workspace.id);
        expectError(
            await suite.asAdmin('PUT', memberUrl(workspace.id, ownership.id), { body: { role: 'admin' } }),
            409,
            'last_owner',
        );
        expect(await membersOf(workspace.id)).toEqual([ownership]);
        await addMember(db, workspace, await makeUser(db), 'owner');
        const demoted = await suite.asAdmin('PUT', memberUrl(workspace.id, ownership.id), { body: { role: 'admin' } });
        expect(demoted.body.data.role).toBe('admin');
    });

    it('answers 404 for a member of another workspace or an unknown id', async () => {
        const db = suite.db;
        const workspace = await makeWorkspace(db, await makeUser(db));
        const other = await makeWorkspace(db, await makeUser(db));
        const [foreign] = await membersOf(other.id);
        expectError(
            await suite.asAdmin('PUT', memberUrl(workspace.id, foreign.id), { body: { role: 'member' } }),
            404,
            'not_found',
        );
        expectError(
            await suite.asAdmin('PUT', memberUrl(workspace.id, 99999999), { body: { role: 'member' } }),
            404,
            'not_found',
        );
        expectInvalid(
            await suite.asAdmin('PUT', memberUrl(workspace.id, foreign.id), { body: {} }),
            'role',
            'required',
        );
        expect((await membersOf(other.id))[0]).toEqual(foreign);
    });
});

describe('DELETE /admin/v3/workspace/{id}/member/{member_id}', () => {
    it('removes the member and revokes their sessions in that workspace only', async () => {
        const db = suite.db;
        const workspace = await makeWorkspace(db, await makeUser(db));
        const user = await makeUser(db);
        const elsewhere = await makeWorkspace(db, user);
        const membership = await addMember(db, workspace, user);
        const token = await userToken(suite.t.app, user.username);
        const wsToken = await workspaceToken(suite.t.app, token, workspace.id);
        const otherWsToken = await workspaceToken(suite.t.app, token, elsewhere.id);
        const answer = await suite.asAdmin('DELETE', memberUrl(workspace.id, membership.id));
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ id: membership.id });
        expect(
            await db
                .select()
                .from(workspaceUsers)
                .where(and(eq(workspaceUsers.workspaceId, workspace.id), eq(workspaceUsers.userId, user.id))),
        ).toEqual([]);
        expectError(await call(suite.t.app, 'GET', '/api/v3/user/self', { token: wsToken }), 401, 'unauthorized');
        expect((await call(suite.t.app, 'GET', '/api/v3/user/self', { token })).status).toBe(200);
        expect((await call(suite.t.app, 'GET', '/api/v3/user/self', { token: otherWsToken })).status).toBe(200);
        expectError(await suite.asAdmin('DELETE', memberUrl(workspace.id, membership.id)), 404, 'not_found');
    });

    it('refuses to remove the last owner (409 last_owner), and a member of another workspace (404)', async () => {
        const db = suite.db;
        const workspace = await makeWorkspace(db, await makeUser(db));
        const other = await makeWorkspace(db, await makeUser(db));
        const [ownership] = await membersOf(workspace.id);
        const [foreign] = await membersOf(other.id);
        expectError(await suite.asAdmin('DELETE', memberUrl(workspace.id, ownership.id)), 409, 'last_owner');
        expectError(await suite.asAdmin('DELETE', memberUrl(workspace.id, foreign.id)), 404, 'not_found');
        expect(await membersOf(workspace.id)).toEqual([ownership]);
        expect(await membersOf(other.id)).toEqual([foreign]);
    });
});
