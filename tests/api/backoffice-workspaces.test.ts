import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authGroupMembers, authGroups, sessions, workspaces, workspaceUsers } from '../../server/db/schema';
import { backofficeSuite, expectInvalid, ids, tag } from '../support/backoffice';
import {
    addMember,
    call,
    expectError,
    makeAsset,
    makeUser,
    makeWorkspace,
    userToken,
    workspaceToken,
} from '../support/factories';

const suite = backofficeSuite(t => makeAsset(t.database.db, AVATAR));

const list = (query: Record<string, string>) => suite.asAdmin('GET', '/admin/v3/workspace', { query });
const workspaceCount = async () => (await suite.db.select().from(workspaces)).length;
const AVATAR = '0b7f5d2e-8c1a-4e3b-9f6d-2a4c6e8b0d1f';

describe('back-office workspaces: access', () => {
    it('takes an admin token only', async () => {
        const owner = await makeUser(suite.db);
        const body = { name: 'Sneaky Garage', owner_user_id: owner.id, status: 'active' };
        await suite.adminOnlyCrud('/admin/v3/workspace', 1, body);
        expect(await suite.db.select().from(workspaces).where(eq(workspaces.name, 'Sneaky Garage'))).toEqual([]);
    });
});

describe('GET /admin/v3/workspace', () => {
    it('lists with member counts; searches, sorts, pages and filters by status', async () => {
        const k = tag();
        const db = suite.db;
        const owner = await makeUser(db);
        const b = await makeWorkspace(db, owner, { name: `bravo ${k}` });
        const a = await makeWorkspace(db, owner, { name: `Alpha ${k}`, status: 'suspended' });
        const c = await makeWorkspace(db, owner, { name: `charlie ${k}` });
        await addMember(db, a, await makeUser(db));
        await addMember(db, a, await makeUser(db), 'admin');

        const byName = await list({ keyword: k.toUpperCase(), field: 'name' });
        expect(byName.body).toMatchObject({ success: true, total: 3, page: 1, size: 20 });
        expect(ids(byName)).toEqual([a.id, b.id, c.id]);
        expect(byName.body.data.map((row: { member_count: number }) => row.member_count)).toEqual([3, 1, 1]);
        expect(byName.body.data[0]).toMatchObject({
            id: a.id,
            workspace_id: a.id,
            name: `Alpha ${k}`,
            status: 'suspended',
            currency: 'HKD',
            bays: 3,
            created_at: a.createdAt.toISOString(),
        });
        expect(ids(await list({ keyword: k, field: 'name', asc: 'false' }))).toEqual([c.id, b.id, a.id]);
        expect(ids(await list({ keyword: k, field: 'status', asc: 'false' }))).toEqual([a.id, c.id, b.id]);
        expect(ids(await list({ keyword: k, field: 'created_at' }))).toEqual([b.id, a.id, c.id]);
        expect(ids(await list({ keyword: k, status: 'suspended' }))).toEqual([a.id]);
        expect(ids(await list({ keyword: k, status: 'active', field: 'name' }))).toEqual([b.id, c.id]);
        const paged = await list({ keyword: k, field: 'name', size: '2', page: '2' });
        expect(paged.body).toMatchObject({ total: 3, page: 2, size: 2 });
        expect(ids(paged)).toEqual([c.id]);
        expect((await list({ keyword: '_' })).body.data.every((row: { name: string }) => row.name.includes('_'))).toBe(
            true,
        );
    });

    it('rejects bad list queries with the field named', async () => {
        await suite.expectBadQueries('/admin/v3/workspace', [
            [{ field: 'username' }, 'field'],
            [{ status: 'disabled' }, 'status'],
            [{ page: '-1' }, 'page'],
        ]);
    });
});

describe('GET /admin/v3/workspace/{id}', () => {
    it('adds the members with their users and auth groups', async () => {
        const db = suite.db;
        const owner = await makeUser(db, { username: `aa_${tag()}` });
        const mechanic = await makeUser(db, { username: `zz_${tag()}` });
        const workspace = await makeWorkspace(db, owner, { name: 'Members Garage' });
        const membership = await addMember(db, workspace, mechanic);
        const [group] = await db
            .insert(authGroups)
            .values({ workspaceId: workspace.id, name: 'Front desk', permissions: ['team:manage'] })
            .returning();
        await db
            .insert(authGroupMembers)
            .values({ workspaceId: workspace.id, authGroupId: group.id, workspaceUserId: membership.id });

        const answer = await suite.asAdmin('GET', `/admin/v3/workspace/${workspace.id}`);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ id: workspace.id, name: 'Members Garage', member_count: 2 });
        expect(answer.body.data.members).toEqual([
            expect.objectContaining({ user_id: owner.id, role: 'owner', auth_group_ids: [] }),
            {
                id: membership.id,
                workspace_id: workspace.id,
                user_id: mechanic.id,
                role: 'member',
                auth_group_ids: [group.id],
                user: {
                    id: mechanic.id,
                    username: mechanic.username,
                    display_name: mechanic.displayName,
                    email: mechanic.email,
                    avatar: null,
                },
                created_at: membership.createdAt.toISOString(),
            },
        ]);
        expect(JSON.stringify(answer.body)).not.toContain('argon2');
        expectError(await suite.asAdmin('GET', '/admin/v3/workspace/99999999'), 404, 'not_found');
    });
});

describe('POST /admin/v3/workspace', () => {
    it('creates the workspace with an existing user as owner, who can then open it', async () => {
        const owner = await makeUser(suite.db);
        const answer = await suite.asAdmin('POST', '/admin/v3/workspace', {
            body: {
                name: '  Kwun Tong Auto  ',
                owner_user_id: owner.id,
                avatar: AVATAR,
                member_count: 99,
                members: [],
            },
        });
        expect(answer.status).toBe(201);
        expect(answer.body.data).toMatchObject({
            name: 'Kwun Tong Auto',
            avatar: AVATAR,
            status: 'active',
            member_count: 1,
        });
        expect(answer.body.data.members).toEqual([expect.objectContaining({ user_id: owner.id, role: 'owner' })]);
        expect(
            await workspaceToken(suite.t.app, await userToken(suite.t.app, owner.username), answer.body.data.id),
        ).toBeTruthy();
    });

    it('may create it suspended', async () => {
        const owner = await makeUser(suite.db);
        const answer = await suite.asAdmin('POST', '/admin/v3/workspace', {
            body: { name: 'Later Ltd', owner_user_id: owner.id, status: 'suspended', suspension_reason: 'Unpaid' },
        });
        expect(answer.body.data).toMatchObject({ status: 'suspended', suspension_reason: 'Unpaid' });
    });

    it('needs an existing owner and a name (400 naming the field) and creates nothing otherwise', async () => {
        const owner = await makeUser(suite.db);
        const before = await workspaceCount();
        for (const [body, field, error] of [
            [{ name: 'Ghost Garage', owner_user_id: 99999999 }, 'owner_user_id', 'not_found'],
            [{ name: 'Ghost Garage' }, 'owner_user_id', 'required'],
            [{ name: 'Ghost Garage', owner_user_id: 'one' }, 'owner_user_id', 'invalid_type'],
            [{ name: '   ', owner_user_id: owner.id }, 'name', 'required'],
            [{ name: 'x'.repeat(101), owner_user_id: owner.id }, 'name', 'too_long'],
            [{ name: 'Ghost Garage', owner_user_id: owner.id, status: 'closed' }, 'status', 'invalid_value'],
            [{ name: 'Ghost Garage', owner_user_id: owner.id, avatar: 'x' }, 'avatar', 'invalid_format'],
            [
                { name: 'Ghost Garage', owner_user_id: owner.id, avatar: '00000000-0000-4000-8000-000000000000' },
                'avatar',
                'invalid_value',
            ],
        ] as const) {
            expectInvalid(await suite.asAdmin('POST', '/admin/v3/workspace', { body }), field, error);
        }
        expect(await workspaceCount()).toBe(before);
    });
});

describe('PUT /admin/v3/workspace/{id}', () => {
    it('renames and changes the avatar; an absent avatar stays, null clears it', async () => {
        const workspace = await makeWorkspace(suite.db, await makeUser(suite.db));
        const current = (await suite.asAdmin('GET', `/admin/v3/workspace/${workspace.id}`)).body.data;
        const renamed = await suite.asAdmin('PUT', `/admin/v3/workspace/${workspace.id}`, {
            body: { ...current, name: 'Renamed Garage', avatar: AVATAR, phone: '999' },
        });
        expect(renamed.status).toBe(200);
        expect(renamed.body.data).toMatchObject({ name: 'Renamed Garage', avatar: AVATAR, phone: '', member_count: 1 });
        const kept = await suite.asAdmin('PUT', `/admin/v3/workspace/${workspace.id}`, {
            body: { name: 'Again', status: 'active' },
        });
        expect(kept.body.data.avatar).toBe(AVATAR);
        const cleared = await suite.asAdmin('PUT', `/admin/v3/workspace/${workspace.id}`, {
            body: { name: 'Again', status: 'active', avatar: null },
        });
        expect(cleared.body.data.avatar).toBeNull();
    });

    it('suspending makes its workspace read only to its tokens; resuming lets them write again', async () => {
        const owner = await makeUser(suite.db);
        const workspace = await makeWorkspace(suite.db, owner);
        const token = await userToken(suite.t.app, owner.username);
        const wsToken = await workspaceToken(suite.t.app, token, workspace.id);
        const customers = '/api/v3/relationship/customer';
        const addCustomer = () => call(suite.t.app, 'POST', customers, { token: wsToken, body: { name: 'Chan' } });
        const suspend = await suite.asAdmin('PUT', `/admin/v3/workspace/${workspace.id}`, {
            body: { name: workspace.name, status: 'suspended', suspension_reason: 'Unpaid invoices' },
        });
        expect(suspend.body.data.status).toBe('suspended');
        expect((await call(suite.t.app, 'GET', customers, { token: wsToken })).status).toBe(200);
        expectError(await addCustomer(), 403, 'workspace_suspended');
        const signIn = await call(suite.t.app, 'POST', '/api/v3/user/login/workspace', {
            token,
            body: { workspace_id: workspace.id },
        });
        expect(signIn.body.data.workspace_user.workspace).toMatchObject({
            status: 'suspended',
            suspension_reason: 'Unpaid invoices',
        });
        await suite.asAdmin('PUT', `/admin/v3/workspace/${workspace.id}`, {
            body: { name: workspace.name, status: 'active' },
        });
        expect((await addCustomer()).status).toBe(201);
    });

    it('answers 404 for an unknown id and 400 naming a bad field, changing nothing', async () => {
        const workspace = await makeWorkspace(suite.db, await makeUser(suite.db));
        expectError(
            await suite.asAdmin('PUT', '/admin/v3/workspace/99999999', { body: { name: 'x', status: 'active' } }),
            404,
            'not_found',
        );
        expectInvalid(
            await suite.asAdmin('PUT', `/admin/v3/workspace/${workspace.id}`, {
                body: { name: 'x', status: 'closed' },
            }),
            'status',
            'invalid_value',
        );
        expectInvalid(
            await suite.asAdmin('PUT', `/admin/v3/workspace/${workspace.id}`, { body: { name: '', status: 'active' } }),
            'name',
            'too_short',
        );
        expect((await suite.db.select().from(workspaces).where(eq(workspaces.id, workspace.id)))[0]).toEqual(workspace);
    });
});

describe('DELETE /admin/v3/workspace/{id}', () => {
    it('deletes the workspace, its memberships and its sessions', async () => {
        const db = suite.db;
        const owner = await makeUser(db);
        const workspace = await makeWorkspace(db, owner);
        const token = await userToken(suite.t.app, owner.username);
        const wsToken = await workspaceToken(suite.t.app, token, workspace.id);
        const answer = await suite.asAdmin('DELETE', `/admin/v3/workspace/${workspace.id}`);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ id: workspace.id });
        expect(await db.select().from(workspaceUsers).where(eq(workspaceUsers.workspaceId, workspace.id))).toEqual([]);
        expect(await db.select().from(sessions).where(eq(sessions.workspaceId, workspace.id))).toEqual([]);
        expectError(await call(suite.t.app, 'GET', '/api/v3/user/self', { token: wsToken }), 401, 'unauthorized');
        expect((await call(suite.t.app, 'GET', '/api/v3/user/self', { token })).status).toBe(200);
        expectError(await suite.asAdmin('DELETE', `/admin/v3/workspace/${workspace.id}`), 404, 'not_found');
    });
});
