import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, workspaces, workspaceUsers } from '../../server/db/schema';
import { startTestApp, type TestContext } from '../support/app';
import {
    addMember,
    adminToken,
    call,
    expectError,
    makeAdmin,
    makeUser,
    makeWorkspace,
    newAsset,
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

const profile = {
    name: 'Mong Kok Motors',
    address: '1 Nathan Road',
    phone: '+852 2222 3333',
    email: 'hi@mkm.example',
    business_registration_no: 'BR-123',
    currency: 'HKD',
    tax_rate_bp: 250,
    timezone: 'Asia/Hong_Kong',
    bays: 5,
    invoice_footer: 'Thanks!',
};

async function setup() {
    const db = t.database.db;
    const [owner, admin, member, stranger] = [
        await makeUser(db),
        await makeUser(db),
        await makeUser(db),
        await makeUser(db),
    ];
    const workspace = await makeWorkspace(db, owner);
    await addMember(db, workspace, admin, 'admin');
    await addMember(db, workspace, member, 'member');
    const tokens = Object.fromEntries(
        await Promise.all(
            Object.entries({ owner, admin, member, stranger }).map(async ([k, u]) => [
                k,
                await userToken(t.app, u.username),
            ]),
        ),
    ) as Record<'owner' | 'admin' | 'member' | 'stranger', string>;
    return { workspace, owner, admin, member, tokens };
}

describe('PUT /api/v3/workspace/{id}', () => {
    it('saves the organization profile for owners and admins', async () => {
        const s = await setup();
        const answer = await call(t.app, 'PUT', `/api/v3/workspace/${s.workspace.id}`, {
            token: s.tokens.admin,
            body: { ...profile, status: 'suspended', id: 999 },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ ...profile, id: s.workspace.id, status: 'active' });
        const again = await call(t.app, 'GET', `/api/v3/workspace/${s.workspace.id}`, { token: s.tokens.member });
        expect(again.body.data).toMatchObject(profile);
    });

    it('refuses members (403), strangers (404) and bad values (400), changing nothing', async () => {
        const s = await setup();
        const put = (token: string, body: unknown, id = s.workspace.id) =>
            call(t.app, 'PUT', `/api/v3/workspace/${id}`, { token, body });
        expectError(await put(s.tokens.member, profile), 403, 'forbidden');
        expectError(await put(s.tokens.stranger, profile), 404, 'not_found');
        expectError(await put(s.tokens.owner, profile, 999999), 404, 'not_found');
        for (const [field, value] of [
            ['timezone', 'Mars/Olympus'],
            ['bays', 0],
            ['tax_rate_bp', -1],
            ['currency', 'hkd'],
            ['email', 'nope'],
            ['name', '  '],
        ] as const) {
            const answer = await put(s.tokens.owner, { ...profile, [field]: value });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details.map((d: any) => d.field)).toContain(field);
        }
        const admin = await makeAdmin(t.database.db);
        expectError(await put(await adminToken(t.app, admin.username), profile), 401, 'unauthorized');
        expectError(
            await call(t.app, 'PUT', `/api/v3/workspace/${s.workspace.id}`, { body: profile }),
            401,
            'unauthorized',
        );
        const [row] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, s.workspace.id));
        expect(row.name).toBe(s.workspace.name);
    });

    it('takes an FPS ID, a Hong Kong mobile number or an e-mail as fps_id, stored normalized', async () => {
        const s = await setup();
        const put = (fps_id: string) =>
            call(t.app, 'PUT', `/api/v3/workspace/${s.workspace.id}`, {
                token: s.tokens.owner,
                body: { ...profile, fps_id },
            });
        const fresh = await call(t.app, 'GET', `/api/v3/workspace/${s.workspace.id}`, { token: s.tokens.owner });
        expect(fresh.body.data.fps_id).toBe('');
        for (const [given, stored] of [
            ['1234567', '1234567'],
            [' 123456789 ', '123456789'],
            ['+852 9123-4567', '91234567'],
            ['6123 4567', '61234567'],
            ['852-5123-4567', '51234567'],
            ['  Pay@Kwun-Tong.Example ', 'pay@kwun-tong.example'],
            ['', ''],
        ]) {
            const answer = await put(given);
            expect(answer.status, given).toBe(200);
            expect(answer.body.data.fps_id).toBe(stored);
            const [row] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, s.workspace.id));
            expect(row.fpsId).toBe(stored);
        }
        // Left out, it stays as it was.
        await put('1234567');
        const kept = await call(t.app, 'PUT', `/api/v3/workspace/${s.workspace.id}`, {
            token: s.tokens.owner,
            body: profile,
        });
        expect(kept.body.data.fps_id).toBe('1234567');
    });

    it('refuses an fps_id that is none of an FPS ID, a mobile number and an e-mail (400), changing nothing', async () => {
        const s = await setup();
        const put = (body: Record<string, unknown>) =>
            call(t.app, 'PUT', `/api/v3/workspace/${s.workspace.id}`, {
                token: s.tokens.owner,
                body: { ...profile, ...body },
            });
        expect((await put({ fps_id: '91234567' })).status).toBe(200);
        for (const fps_id of [
            '123456',
            '1234567890',
            '2123 4567',
            '+44 7700 900123',
            'pay@',
            'FPS 1234567',
            'x'.repeat(255),
        ]) {
            const answer = await put({ fps_id, name: 'Changed Motors' });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toContainEqual(expect.objectContaining({ field: 'fps_id' }));
            if (fps_id.length <= 254)
                expect(answer.body.details).toEqual([{ field: 'fps_id', error: 'invalid_value' }]);
        }
        const [row] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, s.workspace.id));
        expect(row.fpsId).toBe('91234567');
        expect(row.name).toBe(profile.name);
    });
});

describe('DELETE /api/v3/workspace/{id}', () => {
    it('is for owners only, and ends every session in the workspace', async () => {
        const s = await setup();
        const memberWorkspaceToken = await workspaceToken(t.app, s.tokens.member, s.workspace.id);
        expectError(
            await call(t.app, 'DELETE', `/api/v3/workspace/${s.workspace.id}`, { token: s.tokens.admin }),
            403,
            'forbidden',
        );
        expectError(
            await call(t.app, 'DELETE', `/api/v3/workspace/${s.workspace.id}`, { token: s.tokens.stranger }),
            404,
            'not_found',
        );
        const answer = await call(t.app, 'DELETE', `/api/v3/workspace/${s.workspace.id}`, { token: s.tokens.owner });
        expect(answer.body.data.id).toBe(s.workspace.id);
        expect((await call(t.app, 'GET', '/api/v3/workspace', { token: answer.body.data.token })).status).toBe(200);
        expect(await t.database.db.select().from(workspaces).where(eq(workspaces.id, s.workspace.id))).toEqual([]);
        expectError(
            await call(t.app, 'GET', '/api/v3/user/self', { token: memberWorkspaceToken }),
            401,
            'unauthorized',
        );
        expect((await call(t.app, 'GET', '/api/v3/user/self', { token: s.tokens.member })).status).toBe(200);
    });
});

describe('POST /api/v3/workspace/{id}/leave', () => {
    it('lets a member leave, ending their workspace sessions, but never the last owner', async () => {
        const s = await setup();
        const memberWorkspaceToken = await workspaceToken(t.app, s.tokens.member, s.workspace.id);
        const left = await call(t.app, 'POST', `/api/v3/workspace/${s.workspace.id}/leave`, {
            token: memberWorkspaceToken,
        });
        expect(left.body.data.id).toBe(s.workspace.id);
        expectError(
            await call(t.app, 'GET', '/api/v3/user/self', { token: memberWorkspaceToken }),
            401,
            'unauthorized',
        );
        // The answer carries a user token for the same sign-in, so the web app stays signed in.
        expect((await call(t.app, 'GET', '/api/v3/user/self', { token: left.body.data.token })).body.data.id).toBe(
            s.member.id,
        );
        expectError(
            await call(t.app, 'POST', `/api/v3/workspace/${s.workspace.id}/leave`, { token: s.tokens.member }),
            404,
            'not_found',
        );
        expectError(
            await call(t.app, 'POST', `/api/v3/workspace/${s.workspace.id}/leave`, { token: s.tokens.owner }),
            409,
            'last_owner',
        );
        const owners = await t.database.db
            .select()
            .from(workspaceUsers)
            .where(eq(workspaceUsers.workspaceId, s.workspace.id));
        expect(owners.map(m => m.role).sort()).toEqual(['admin', 'owner']);
    });
});

describe('the organization avatar', () => {
    it('takes only an asset the caller may read', async () => {
        const s = await setup();
        const elsewhere = await makeWorkspace(t.database.db, await makeUser(t.database.db));
        const put = (avatar: string | null) =>
            call(t.app, 'PUT', `/api/v3/workspace/${s.workspace.id}`, {
                token: s.tokens.owner,
                body: { ...profile, avatar },
            });
        for (const avatar of [
            randomUUID(),
            await newAsset(t.database.db, { workspaceId: elsewhere.id }),
            'not-a-uuid',
        ]) {
            const answer = await put(avatar);
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toEqual([
                { field: 'avatar', error: avatar === 'not-a-uuid' ? 'invalid_format' : 'invalid_value' },
            ]);
        }
        const [row] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, s.workspace.id));
        expect(row.avatar).toBeNull();
        for (const avatar of [
            await newAsset(t.database.db, { workspaceId: s.workspace.id }),
            await newAsset(t.database.db, { uploaderUserId: s.owner.id }),
            await newAsset(t.database.db, { isPublic: true }),
            null,
        ]) {
            expect((await put(avatar)).body.data.avatar).toBe(avatar);
        }
    });

    it('keeps an avatar the caller could not choose now (an earlier one stays valid)', async () => {
        const s = await setup();
        const theirs = await newAsset(t.database.db, { uploaderUserId: s.admin.id });
        await t.database.db.update(workspaces).set({ avatar: theirs }).where(eq(workspaces.id, s.workspace.id));
        await t.database.db.delete(workspaceUsers).where(eq(workspaceUsers.userId, s.admin.id));
        const answer = await call(t.app, 'PUT', `/api/v3/workspace/${s.workspace.id}`, {
            token: s.tokens.owner,
            body: { ...profile, avatar: theirs },
        });
        expect(answer.body.data.avatar).toBe(theirs);
    });
});

describe('a suspended organization', () => {
    it('can be read, and refuses every write until the operators resume it', async () => {
        const s = await setup();
        await t.database.db.update(workspaces).set({ status: 'suspended' }).where(eq(workspaces.id, s.workspace.id));
        const url = `/api/v3/workspace/${s.workspace.id}`;
        expect((await call(t.app, 'GET', url, { token: s.tokens.owner })).body.data.status).toBe('suspended');
        expectError(
            await call(t.app, 'PUT', url, { token: s.tokens.owner, body: profile }),
            403,
            'workspace_suspended',
        );
        expectError(await call(t.app, 'POST', `${url}/leave`, { token: s.tokens.admin }), 403, 'workspace_suspended');
        expectError(await call(t.app, 'DELETE', url, { token: s.tokens.owner }), 403, 'workspace_suspended');
        const ownWorkspaceToken = await workspaceToken(t.app, s.tokens.owner, s.workspace.id);
        expect((await call(t.app, 'GET', url, { token: ownWorkspaceToken })).status).toBe(200);
        expectError(
            await call(t.app, 'PUT', url, { token: ownWorkspaceToken, body: profile }),
            403,
            'workspace_suspended',
        );
        const [row] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, s.workspace.id));
        expect(row.name).toBe(s.workspace.name);
        expect(
            await t.database.db.select().from(workspaceUsers).where(eq(workspaceUsers.workspaceId, s.workspace.id)),
        ).toHaveLength(3);

        const operator = await adminToken(t.app, (await makeAdmin(t.database.db)).username);
        const edited = await call(t.app, 'PUT', `/admin/v3/workspace/${s.workspace.id}`, {
            token: operator,
            body: { name: 'Renamed by operators', status: 'suspended' },
        });
        expect(edited.body.data).toMatchObject({ name: 'Renamed by operators', status: 'suspended' });
        expect(
            (
                await call(t.app, 'PUT', `/admin/v3/workspace/${s.workspace.id}`, {
                    token: operator,
                    body: { name: 'Back', status: 'active' },
                })
            ).status,
        ).toBe(200);
        expect((await call(t.app, 'PUT', url, { token: s.tokens.owner, body: profile })).status).toBe(200);
    });

    it("does not stop its members leaving or editing their other organizations with the suspended one's token", async () => {
        const s = await setup();
        const elsewhere = await makeWorkspace(t.database.db, s.owner);
        await addMember(t.database.db, elsewhere, s.member, 'member');
        await t.database.db.update(workspaces).set({ status: 'suspended' }).where(eq(workspaces.id, s.workspace.id));
        const ownerToken = await workspaceToken(t.app, s.tokens.owner, s.workspace.id);
        const memberToken = await workspaceToken(t.app, s.tokens.member, s.workspace.id);
        const edited = await call(t.app, 'PUT', `/api/v3/workspace/${elsewhere.id}`, {
            token: ownerToken,
            body: profile,
        });
        expect(edited.body.data.name).toBe(profile.name);
        const left = await call(t.app, 'POST', `/api/v3/workspace/${elsewhere.id}/leave`, { token: memberToken });
        expect(left.status).toBe(200);
        const members = await t.database.db
            .select()
            .from(workspaceUsers)
            .where(eq(workspaceUsers.workspaceId, elsewhere.id));
        expect(members.map(row => row.userId)).toEqual([s.owner.id]);
    });
});

describe('leaving or deleting with the workspace token', () => {
    const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const signedIn = async (token: string) => (await call(t.app, 'GET', '/api/v3/user/self', { token })).status;

    it('a workspace token in use keeps its sign-in alive', async () => {
        const s = await setup();
        const wsToken = await workspaceToken(t.app, s.tokens.member, s.workspace.id);
        const { jti } = decode(wsToken);
        const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, jti));
        await t.database.db
            .update(sessions)
            .set({ lastSeenAt: new Date(Date.now() - 20 * 86_400_000) })
            .where(eq(sessions.id, session.parentId!));
        await t.database.db
            .update(sessions)
            .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) })
            .where(eq(sessions.id, jti));
        expect(await signedIn(wsToken)).toBe(200);
        const [parent] = await t.database.db.select().from(sessions).where(eq(sessions.id, session.parentId!));
        expect(Date.now() - parent.lastSeenAt.getTime()).toBeLessThan(60_000);
    });

    it('answers a live user token for the same sign-in', async () => {
        const s = await setup();
        const memberToken = await workspaceToken(t.app, s.tokens.member, s.workspace.id);
        const left = await call(t.app, 'POST', `/api/v3/workspace/${s.workspace.id}/leave`, { token: memberToken });
        expect(decode(left.body.data.token).jti).toBe(decode(s.tokens.member).jti);
        expect(await signedIn(left.body.data.token)).toBe(200);

        const ownerToken = await workspaceToken(t.app, s.tokens.owner, s.workspace.id);
        const deleted = await call(t.app, 'DELETE', `/api/v3/workspace/${s.workspace.id}`, { token: ownerToken });
        expect(deleted.status).toBe(200);
        expect(decode(deleted.body.data.token).jti).toBe(decode(s.tokens.owner).jti);
        expect(await signedIn(deleted.body.data.token)).toBe(200);
        expect(await signedIn(ownerToken)).toBe(401);
    });
});
