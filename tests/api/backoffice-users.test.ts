import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, workspaceUsers } from '../../server/db/schema';
import { backofficeSuite, expectInvalid, ids, tag } from '../support/backoffice';
import {
    addMember,
    call,
    expectError,
    makeAdmin,
    makeAsset,
    makeUser,
    makeWorkspace,
    PASSWORD,
    userToken,
    workspaceToken,
} from '../support/factories';

const suite = backofficeSuite();

const userRow = async (id: number) => (await suite.db.select().from(users).where(eq(users.id, id)))[0];
const list = (query: Record<string, string>) => suite.asAdmin('GET', '/admin/v3/user', { query });
const put = (user: typeof users.$inferSelect, changes: Record<string, unknown>) =>
    suite.asAdmin('PUT', `/admin/v3/user/${user.id}`, {
        body: {
            username: user.username,
            email: user.email,
            display_name: user.displayName,
            status: user.status,
            ...changes,
        },
    });
const selfWith = (token: string) => call(suite.t.app, 'GET', '/api/v3/user/self', { token });

describe('back-office users: access', () => {
    it('takes an admin token only', async () => {
        const body = { username: 'someone', email: 'someone@example.test', password: 'long enough', status: 'active' };
        await suite.adminOnlyCrud('/admin/v3/user', 1, body);
        expect(await suite.db.select().from(users).where(eq(users.username, 'someone'))).toEqual([]);
    });
});

describe('GET /admin/v3/user', () => {
    it('searches, sorts, pages and filters by status', async () => {
        const k = tag();
        const db = suite.db;
        const b = await makeUser(db, { username: `b_${k}`, displayName: 'alice', email: `z_${k}@example.test` });
        const a = await makeUser(db, {
            username: `A_${k}`,
            displayName: 'Carol',
            email: `y_${k}@example.test`,
            status: 'disabled',
        });
        const c = await makeUser(db, { username: `c_${k}`, displayName: 'Bob', email: `X_${k}@example.test` });

        const byName = await list({ keyword: k, field: 'username' });
        expect(byName.body).toMatchObject({ success: true, total: 3, page: 1, size: 20 });
        expect(ids(byName)).toEqual([a.id, b.id, c.id]);
        expect(byName.body.data[0]).toEqual({
            id: a.id,
            username: `A_${k}`,
            display_name: 'Carol',
            email: `y_${k}@example.test`,
            avatar: null,
            status: 'disabled',
            created_at: a.createdAt.toISOString(),
            updated_at: a.updatedAt.toISOString(),
            version: 1,
        });
        expect(ids(await list({ keyword: k, field: 'email' }))).toEqual([c.id, a.id, b.id]);
        expect(ids(await list({ keyword: k, field: 'display_name', asc: 'false' }))).toEqual([a.id, c.id, b.id]);
        expect(ids(await list({ keyword: k, field: 'status', asc: 'false' }))).toEqual([a.id, c.id, b.id]);
        expect(ids(await list({ keyword: k, field: 'created_at' }))).toEqual([b.id, a.id, c.id]);
        expect(ids(await list({ keyword: k, status: 'active', field: 'username' }))).toEqual([b.id, c.id]);
        expect(ids(await list({ keyword: 'CAROL' }))).toEqual([a.id]);
        const paged = await list({ keyword: k, field: 'username', size: '1', page: '3' });
        expect(paged.body).toMatchObject({ total: 3, page: 3, size: 1 });
        expect(ids(paged)).toEqual([c.id]);
        expect(JSON.stringify((await list({ size: '9999' })).body)).not.toContain('argon2');
        expect(ids(await list({ ids: `${c.id},${a.id},99999999`, field: 'username' }))).toEqual([a.id, c.id]);
        expect(ids(await list({}))[0]).toBe(c.id);
    });

    it('rejects bad list queries with the field named', async () => {
        await suite.expectBadQueries('/admin/v3/user', [
            [{ field: 'password_hash' }, 'field'],
            [{ status: 'suspended' }, 'status'],
            [{ size: '10000' }, 'size'],
        ]);
    });
});

describe('GET /admin/v3/user/{id}', () => {
    it('adds the memberships, each with its workspace', async () => {
        const db = suite.db;
        const user = await makeUser(db);
        const other = await makeUser(db);
        const owned = await makeWorkspace(db, user, { name: 'Zulu Garage' });
        const joined = await makeWorkspace(db, other, { name: 'alpha Motors' });
        const membership = await addMember(db, joined, user, 'member');
        const answer = await suite.asAdmin('GET', `/admin/v3/user/${user.id}`);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ id: user.id, username: user.username, status: 'active' });
        expect(answer.body.data).not.toHaveProperty('password_hash');
        expect(answer.body.data.memberships).toEqual([
            {
                id: membership.id,
                workspace_id: joined.id,
                user_id: user.id,
                role: 'member',
                workspace: {
                    id: joined.id,
                    workspace_id: joined.id,
                    name: 'alpha Motors',
                    avatar: null,
                    status: 'active',
                    suspension_reason: null,
                    suspended_at: null,
                },
            },
            expect.objectContaining({ workspace_id: owned.id, role: 'owner' }),
        ]);
        expectError(await suite.asAdmin('GET', '/admin/v3/user/99999999'), 404, 'not_found');
    });
});

describe('POST /admin/v3/user', () => {
    it('creates a user with an initial password who can then sign in', async () => {
        const k = tag();
        const answer = await suite.asAdmin('POST', '/admin/v3/user', {
            body: {
                username: `mechanic_${k}`,
                email: `mechanic_${k}@example.test`,
                password: 'first password',
                display_name: ' Wong ',
                memberships: [{ workspace_id: 1 }],
            },
        });
        expect(answer.status).toBe(201);
        expect(answer.body.data).toMatchObject({
            username: `mechanic_${k}`,
            display_name: 'Wong',
            status: 'active',
            memberships: [],
        });
        expect(await userToken(suite.t.app, `mechanic_${k}`, 'first password')).toBeTruthy();
        expect(
            await suite.db.select().from(workspaceUsers).where(eq(workspaceUsers.userId, answer.body.data.id)),
        ).toEqual([]);
    });

    it("may reuse an admin username (separate tables) but not another user's, whatever the case", async () => {
        const admin = await makeAdmin(suite.db);
        const user = await makeUser(suite.db);
        const reused = await suite.asAdmin('POST', '/admin/v3/user', {
            body: { username: admin.username, email: admin.email, password: 'long enough' },
        });
        expect(reused.status).toBe(201);
        const before = (await suite.db.select().from(users)).length;
        const clash = await suite.asAdmin('POST', '/admin/v3/user', {
            body: { username: user.username.toUpperCase(), email: user.email.toUpperCase(), password: 'long enough' },
        });
        expectError(clash, 409, 'username_taken');
        expect(clash.body.details).toEqual([
            { field: 'username', error: 'username_taken' },
            { field: 'email', error: 'email_taken' },
        ]);
        expect((await suite.db.select().from(users)).length).toBe(before);
    });

    it('validates and names the field', async () => {
        const good = { username: `v_${tag()}`, email: `v_${tag()}@example.test`, password: 'long enough' };
        expectInvalid(
            await suite.asAdmin('POST', '/admin/v3/user', { body: { ...good, email: undefined } }),
            'email',
            'required',
        );
        expectInvalid(
            await suite.asAdmin('POST', '/admin/v3/user', { body: { ...good, password: '1234567' } }),
            'password',
            'too_short',
        );
        expectInvalid(
            await suite.asAdmin('POST', '/admin/v3/user', { body: { ...good, avatar: 'nope' } }),
            'avatar',
            'invalid_format',
        );
        expect(await suite.db.select().from(users).where(eq(users.username, good.username))).toEqual([]);
    });
});

describe('PUT /admin/v3/user/{id}', () => {
    it('disabling signs the user out at once, user and workspace tokens alike; enabling lets them sign in again', async () => {
        const db = suite.db;
        const user = await makeUser(db);
        const workspace = await makeWorkspace(db, user);
        const token = await userToken(suite.t.app, user.username);
        const wsToken = await workspaceToken(suite.t.app, token, workspace.id);
        const answer = await put(user, { status: 'disabled' });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
            status: 'disabled',
            memberships: [expect.objectContaining({ workspace_id: workspace.id })],
        });
        expectError(await selfWith(token), 401, 'unauthorized');
        expectError(await selfWith(wsToken), 401, 'unauthorized');
        expectError(
            await call(suite.t.app, 'POST', '/public/v3/user/login', {
                body: { username_or_email: user.username, password: PASSWORD },
            }),
            403,
            'account_disabled',
        );
        await put(user, { status: 'active' });
        expectError(await selfWith(token), 401, 'unauthorized');
        expect((await selfWith(await userToken(suite.t.app, user.username))).status).toBe(200);
    });

    it('a password reset signs the user out and only the new password works', async () => {
        const user = await makeUser(suite.db);
        const token = await userToken(suite.t.app, user.username);
        expect((await put(user, { password: 'reset by admin' })).status).toBe(200);
        expectError(await selfWith(token), 401, 'unauthorized');
        expect(await userToken(suite.t.app, user.username, 'reset by admin')).toBeTruthy();
        expectError(
            await call(suite.t.app, 'POST', '/public/v3/user/login', {
                body: { username_or_email: user.username, password: PASSWORD },
            }),
            400,
            'invalid_credentials',
        );
    });

    it('an edit without a password keeps the password and the sessions', async () => {
        const user = await makeUser(suite.db);
        const token = await userToken(suite.t.app, user.username);
        expectInvalid(
            await put(user, { display_name: 'Renamed', avatar: '7f1c6a9e-3b5d-4c2a-9e8f-0a1b2c3d4e5f' }),
            'avatar',
            'invalid_value',
        );
        await makeAsset(suite.db, '7f1c6a9e-3b5d-4c2a-9e8f-0a1b2c3d4e5f');
        const answer = await put(user, {
            display_name: 'Renamed',
            password: null,
            avatar: '7f1c6a9e-3b5d-4c2a-9e8f-0a1b2c3d4e5f',
            created_at: 'x',
        });
        expect(answer.body.data).toMatchObject({
            display_name: 'Renamed',
            avatar: '7f1c6a9e-3b5d-4c2a-9e8f-0a1b2c3d4e5f',
        });
        expect((await selfWith(token)).status).toBe(200);
        expect((await userRow(user.id)).passwordHash).toBe(user.passwordHash);
        expect((await put(user, { display_name: 'Again' })).body.data.avatar).toBe(
            '7f1c6a9e-3b5d-4c2a-9e8f-0a1b2c3d4e5f',
        );
    });

    it('refuses a taken username or email (409, nothing changed), 404 for an unknown id', async () => {
        const user = await makeUser(suite.db);
        const other = await makeUser(suite.db);
        const clash = await put(user, { email: other.email.toUpperCase() });
        expectError(clash, 409, 'email_taken');
        expect(clash.body.details).toEqual([{ field: 'email', error: 'email_taken' }]);
        expect(await userRow(user.id)).toEqual(user);
        expectError(
            await suite.asAdmin('PUT', '/admin/v3/user/99999999', {
                body: { username: 'nobody_x', email: 'n@example.test', display_name: '', status: 'active' },
            }),
            404,
            'not_found',
        );
        expectInvalid(await put(user, { status: 'suspended' }), 'status', 'invalid_value');
    });
});

describe('DELETE /admin/v3/user/{id}', () => {
    it('refuses to delete the only owner of a workspace (409 last_owner) and deletes nothing', async () => {
        const db = suite.db;
        const owner = await makeUser(db);
        const workspace = await makeWorkspace(db, owner);
        await addMember(db, workspace, await makeUser(db), 'admin');
        expectError(await suite.asAdmin('DELETE', `/admin/v3/user/${owner.id}`), 409, 'last_owner');
        expect(await userRow(owner.id)).toEqual(owner);
    });

    it('deletes a user who shares ownership, and signs them out', async () => {
        const db = suite.db;
        const owner = await makeUser(db);
        const coOwner = await makeUser(db);
        const workspace = await makeWorkspace(db, owner);
        await addMember(db, workspace, coOwner, 'owner');
        const token = await userToken(suite.t.app, owner.username);
        const answer = await suite.asAdmin('DELETE', `/admin/v3/user/${owner.id}`);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ id: owner.id });
        expect(await userRow(owner.id)).toBeUndefined();
        expectError(await selfWith(token), 401, 'unauthorized');
        const left = await db.select().from(workspaceUsers).where(eq(workspaceUsers.workspaceId, workspace.id));
        expect(left.map(m => [m.userId, m.role])).toEqual([[coOwner.id, 'owner']]);
        expectError(await suite.asAdmin('DELETE', `/admin/v3/user/${owner.id}`), 404, 'not_found');
    });
});
