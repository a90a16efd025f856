import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGroups } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { startTestApp, type TestContext } from '../support/app';
import { addMember, call, expectError, makeUser, makeWorkspace, userToken, workspaceToken } from '../support/factories';

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

async function workspaceWithTokens() {
    const db = t.database.db;
    const [owner, member] = [await makeUser(db), await makeUser(db)];
    const workspace = await makeWorkspace(db, owner);
    const membership = await addMember(db, workspace, member);
    const token = async (user: { username: string }) =>
        workspaceToken(t.app, await userToken(t.app, user.username), workspace.id);
    return { workspace, membership, owner: await token(owner), member: await token(member) };
}

describe('auth groups', () => {
    it('are created, listed, read, updated and deleted by an owner', async () => {
        const w = await workspaceWithTokens();
        const created = await call(t.app, 'POST', '/api/v3/auth-group', {
            token: w.owner,
            body: { name: ' Workshop ', description: 'Mechanics', permissions: ['statistic:read', 'product:write'] },
        });
        expect(created.status).toBe(201);
        expect(created.body.data).toMatchObject({
            name: 'Workshop',
            description: 'Mechanics',
            permissions: ['statistic:read', 'product:write'],
            member_count: 0,
            workspace_id: w.workspace.id,
        });
        const id = created.body.data.id;
        await call(t.app, 'POST', '/api/v3/auth-group', {
            token: w.owner,
            body: { name: 'Accounts', permissions: [] },
        });

        const list = await call(t.app, 'GET', '/api/v3/auth-group', { token: w.owner, query: { field: 'name' } });
        expect(list.body.data.map((g: any) => g.name)).toEqual(['Accounts', 'Workshop']);
        const searched = await call(t.app, 'GET', '/api/v3/auth-group', {
            token: w.owner,
            query: { keyword: 'mechan' },
        });
        expect(searched.body.data.map((g: any) => g.id)).toEqual([id]);

        await call(t.app, 'PUT', `/api/v3/workspace-user/${w.membership.id}`, {
            token: w.owner,
            body: { role: 'member', auth_group_ids: [id] },
        });
        const updated = await call(t.app, 'PUT', `/api/v3/auth-group/${id}`, {
            token: w.owner,
            body: { name: 'Workshop floor', permissions: ['team:manage'] },
        });
        expect(updated.body.data).toMatchObject({
            name: 'Workshop floor',
            permissions: ['team:manage'],
            member_count: 1,
            description: '',
        });
        expect((await call(t.app, 'GET', '/api/v3/workspace-user', { token: w.member })).status).toBe(200);

        expect((await call(t.app, 'DELETE', `/api/v3/auth-group/${id}`, { token: w.owner })).body.data).toEqual({ id });
        expectError(await call(t.app, 'GET', `/api/v3/auth-group/${id}`, { token: w.owner }), 404, 'not_found');
        expectError(await call(t.app, 'GET', '/api/v3/workspace-user', { token: w.member }), 403, 'forbidden');
    });

    it('refuses duplicate names, unknown permissions and bad input, changing nothing', async () => {
        const w = await workspaceWithTokens();
        await call(t.app, 'POST', '/api/v3/auth-group', {
            token: w.owner,
            body: { name: 'Cashiers', permissions: [] },
        });
        const post = (body: unknown) => call(t.app, 'POST', '/api/v3/auth-group', { token: w.owner, body });
        const duplicate = await post({ name: 'CASHIERS', permissions: [] });
        expectError(duplicate, 409, 'name_taken');
        expect(duplicate.body.details).toEqual([{ field: 'name', error: 'name_taken' }]);
        const unknown = await post({ name: 'Gods', permissions: ['workspace:delete'] });
        expectError(unknown, 400, 'validation_failed');
        expect(unknown.body.details[0].field).toMatch(/^permissions/);
        expectError(await post({ name: '   ', permissions: [] }), 400, 'validation_failed');
        expectError(await post({ name: 'x'.repeat(101), permissions: [] }), 400, 'validation_failed');
        expectError(await post({ name: 'No list' }), 400, 'validation_failed');
        const rows = await withTenant(t.database.db, w.workspace.id, tx => tx.select().from(authGroups));
        expect(rows.map(r => r.name)).toEqual(['Cashiers']);
    });

    it('are closed to members without the permission, and to other workspaces', async () => {
        const w = await workspaceWithTokens();
        const other = await workspaceWithTokens();
        const created = await call(t.app, 'POST', '/api/v3/auth-group', {
            token: w.owner,
            body: { name: 'Private', permissions: [] },
        });
        const id = created.body.data.id;
        expectError(await call(t.app, 'GET', '/api/v3/auth-group', { token: w.member }), 403, 'forbidden');
        expectError(
            await call(t.app, 'POST', '/api/v3/auth-group', {
                token: w.member,
                body: { name: 'Mine', permissions: ['team:manage'] },
            }),
            403,
            'forbidden',
        );
        expectError(await call(t.app, 'GET', `/api/v3/auth-group/${id}`, { token: other.owner }), 404, 'not_found');
        expectError(
            await call(t.app, 'PUT', `/api/v3/auth-group/${id}`, {
                token: other.owner,
                body: { name: 'Stolen', permissions: ['team:manage'] },
            }),
            404,
            'not_found',
        );
        expectError(await call(t.app, 'DELETE', `/api/v3/auth-group/${id}`, { token: other.owner }), 404, 'not_found');
        expect((await call(t.app, 'GET', '/api/v3/auth-group', { token: other.owner })).body.total).toBe(0);
        const [row] = await withTenant(t.database.db, w.workspace.id, tx =>
            tx.select().from(authGroups).where(eq(authGroups.id, id)),
        );
        expect(row.name).toBe('Private');
    });

    it('the permission catalogue lists what groups can grant', async () => {
        const w = await workspaceWithTokens();
        const answer = await call(t.app, 'GET', '/api/v3/permission', { token: w.member });
        expect(answer.body.data.resources).toEqual(
            expect.arrayContaining([
                { name: 'vehicle', actions: ['read', 'write', 'delete', 'export'] },
                { name: 'auth-group', actions: ['read', 'write', 'delete'] },
            ]),
        );
        expect(answer.body.data.roles.admin).toContain('vehicle:export');
        expect(answer.body.data.roles.member).not.toContain('vehicle:export');
        expect(answer.body.data.extra).toEqual(['statistic:read', 'invoice:void', 'team:manage', 'assistant:use']);
        expect(answer.body.data.roles.member).not.toContain('statistic:read');
    });
});
