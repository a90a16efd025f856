import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, workspaces, workspaceUsers } from '../../server/db/schema';
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

let mono: TestContext;
let open: TestContext;
beforeAll(async () => {
    [mono, open] = await Promise.all([startTestApp(), startTestApp({ SYSTEM_MODE: 'workspaces' })]);
});
afterAll(async () => {
    await Promise.all([mono.close(), open.close()]);
});

const list = (t: TestContext, token: string, query: Record<string, string> = {}) =>
    call(t.app, 'GET', '/api/v3/workspace', { token, query });

describe('GET /api/v3/workspace', () => {
    it("lists only the caller's memberships, sorted, searched and paged", async () => {
        const db = mono.database.db;
        const user = await makeUser(db);
        const other = await makeUser(db);
        const [b, a, c] = [
            await makeWorkspace(db, user, { name: 'Bravo Garage' }),
            await makeWorkspace(db, other, { name: 'Alpha Motors' }),
            await makeWorkspace(db, other, { name: 'Charlie Cars' }),
        ];
        await addMember(db, a, user, 'admin');
        await makeWorkspace(db, other, { name: 'Not Mine Ltd' });
        const token = await userToken(mono.app, user.username);

        const all = await list(mono, token, { page: '1', size: '9999', field: 'name', asc: 'true', keyword: '' });
        expect(all.status).toBe(200);
        expect(all.body).toMatchObject({ success: true, total: 2, page: 1, size: 9999 });
        expect(all.body.data.map((m: any) => [m.workspace.name, m.role])).toEqual([
            ['Alpha Motors', 'admin'],
            ['Bravo Garage', 'owner'],
        ]);
        expect(all.body.data[0]).toMatchObject({
            workspace_id: a.id,
            user_id: user.id,
            workspace: { workspace_id: a.id, name: 'Alpha Motors' },
        });

        const desc = await list(mono, token, { field: 'name', asc: 'false' });
        expect(desc.body.data.map((m: any) => m.workspace_id)).toEqual([b.id, a.id]);
        const searched = await list(mono, token, { keyword: 'BRAV' });
        expect(searched.body.data.map((m: any) => m.workspace_id)).toEqual([b.id]);
        const paged = await list(mono, token, { size: '1', page: '2', field: 'name' });
        expect(paged.body).toMatchObject({ total: 2, page: 2, size: 1 });
        expect(paged.body.data.map((m: any) => m.workspace_id)).toEqual([b.id]);
        const wildcard = await list(mono, token, { keyword: '%' });
        expect(wildcard.body.total).toBe(0);
        expect(c.id).toBeGreaterThan(0);
    });

    it('works with a workspace token too', async () => {
        const user = await makeUser(mono.database.db);
        const workspace = await makeWorkspace(mono.database.db, user);
        const wsToken = await workspaceToken(mono.app, await userToken(mono.app, user.username), workspace.id);
        expect((await list(mono, wsToken)).body.total).toBe(1);
    });

    it('rejects bad list queries with 400 and the field named', async () => {
        const user = await makeUser(mono.database.db);
        const token = await userToken(mono.app, user.username);
        for (const [query, field] of [
            [{ field: 'password_hash' }, 'field'],
            [{ size: '10000' }, 'size'],
            [{ size: '0' }, 'size'],
            [{ page: '0' }, 'page'],
            [{ page: 'two' }, 'page'],
            [{ asc: 'sideways' }, 'asc'],
        ] as const) {
            const answer = await list(mono, token, query);
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details.map((d: any) => d.field)).toContain(field);
        }
    });

    it('needs a user token', async () => {
        const admin = await makeAdmin(mono.database.db);
        expectError(await call(mono.app, 'GET', '/api/v3/workspace'), 401, 'unauthorized');
        expectError(await list(mono, await adminToken(mono.app, admin.username)), 401, 'unauthorized');
    });
});

describe('GET /api/v3/workspace/{id}', () => {
    it('answers the whole workspace to a member, 404 to anyone else', async () => {
        const db = mono.database.db;
        const owner = await makeUser(db);
        const stranger = await makeUser(db);
        const workspace = await makeWorkspace(db, owner, { name: 'Yau Tong Service', phone: '+852 1234 5678' });
        const answer = await call(mono.app, 'GET', `/api/v3/workspace/${workspace.id}`, {
            token: await userToken(mono.app, owner.username),
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
            id: workspace.id,
            workspace_id: workspace.id,
            name: 'Yau Tong Service',
            phone: '+852 1234 5678',
            currency: 'HKD',
            timezone: 'Asia/Hong_Kong',
            bays: 3,
            tax_rate_bp: 0,
            status: 'active',
        });
        const strangerToken = await userToken(mono.app, stranger.username);
        expectError(
            await call(mono.app, 'GET', `/api/v3/workspace/${workspace.id}`, { token: strangerToken }),
            404,
            'not_found',
        );
        expectError(
            await call(mono.app, 'GET', '/api/v3/workspace/99999999', { token: strangerToken }),
            404,
            'not_found',
        );
        expectError(
            await call(mono.app, 'GET', '/api/v3/workspace/abc', { token: strangerToken }),
            400,
            'validation_failed',
        );
        expectError(await call(mono.app, 'GET', `/api/v3/workspace/${workspace.id}`), 401, 'unauthorized');
    });
});

describe('POST /api/v3/workspace', () => {
    it('is refused in mono mode and creates nothing', async () => {
        const user = await makeUser(mono.database.db);
        const before = (await mono.database.db.select().from(workspaces)).length;
        const answer = await call(mono.app, 'POST', '/api/v3/workspace', {
            token: await userToken(mono.app, user.username),
            body: { name: 'My Garage' },
        });
        expectError(answer, 403, 'organization_creation_disabled');
        expect((await mono.database.db.select().from(workspaces)).length).toBe(before);
    });

    it('creates the organization with the caller as owner where the mode allows it', async () => {
        const user = await makeUser(open.database.db);
        const token = await userToken(open.app, user.username);
        const answer = await call(open.app, 'POST', '/api/v3/workspace', {
            token,
            body: { name: '  Sai Kung Tyres  ', status: 'suspended', id: 1 },
        });
        expect(answer.status).toBe(201);
        expect(answer.body.data).toMatchObject({ name: 'Sai Kung Tyres', status: 'active', avatar: null });
        const [membership] = await open.database.db
            .select()
            .from(workspaceUsers)
            .where(eq(workspaceUsers.workspaceId, answer.body.data.id));
        expect(membership).toMatchObject({ userId: user.id, role: 'owner' });
        expect((await list(open, token)).body.data.map((m: any) => m.workspace.name)).toContain('Sai Kung Tyres');
    });

    it('validates the name: required, at most 100 characters, not blank', async () => {
        const user = await makeUser(open.database.db);
        const token = await userToken(open.app, user.username);
        const before = (await open.database.db.select().from(workspaces)).length;
        for (const [body, error] of [
            [{}, 'required'],
            [{ name: '' }, 'too_short'],
            [{ name: 'x'.repeat(101) }, 'too_long'],
            [{ name: '   ' }, 'required'],
            [{ name: 'ok', avatar: 'not-a-uuid' }, 'invalid_format'],
        ] as const) {
            const answer = await call(open.app, 'POST', '/api/v3/workspace', { token, body });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details[0].error).toBe(error);
        }
        expect((await open.database.db.select().from(workspaces)).length).toBe(before);
        expect(
            (await call(open.app, 'POST', '/api/v3/workspace', { token, body: { name: 'x'.repeat(100) } })).status,
        ).toBe(201);
    });

    it('takes as avatar only an asset the caller may read', async () => {
        const db = open.database.db;
        const [user, other] = [await makeUser(db), await makeUser(db)];
        const token = await userToken(open.app, user.username);
        const asset = async (values: Partial<typeof assets.$inferInsert>) => {
            const uuid = randomUUID();
            await db
                .insert(assets)
                .values({ uuid, storageName: uuid, contentType: 'image/png', sizeBytes: 1, ...values });
            return uuid;
        };
        const before = (await db.select().from(workspaces)).length;
        for (const avatar of [
            randomUUID(),
            await asset({ uploaderUserId: other.id }),
            await asset({ workspaceId: (await makeWorkspace(db, other)).id }),
        ]) {
            const answer = await call(open.app, 'POST', '/api/v3/workspace', {
                token,
                body: { name: 'Borrowed face', avatar },
            });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toEqual([{ field: 'avatar', error: 'invalid_value' }]);
        }
        expect((await db.select().from(workspaces)).length).toBe(before + 1);
        const own = await asset({ uploaderUserId: user.id });
        expect(
            (await call(open.app, 'POST', '/api/v3/workspace', { token, body: { name: 'Own face', avatar: own } })).body
                .data.avatar,
        ).toBe(own);
    });

    it('needs a user token', async () => {
        const admin = await makeAdmin(open.database.db);
        expectError(await call(open.app, 'POST', '/api/v3/workspace', { body: { name: 'x' } }), 401, 'unauthorized');
        expectError(
            await call(open.app, 'POST', '/api/v3/workspace', {
                token: await adminToken(open.app, admin.username),
                body: { name: 'x' },
            }),
            401,
            'unauthorized',
        );
    });
});
