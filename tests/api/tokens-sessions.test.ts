import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, workspaces, workspaceUsers } from '../../server/db/schema';
import { TEST_JWT_SECRET, startTestApp, type TestContext } from '../support/app';
import {
    adminToken,
    call,
    expectError,
    makeAdmin,
    makeUser,
    makeWorkspace,
    signedInOwner,
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

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** A token signed with the real secret but with claims chosen by the test. */
function forge(claims: {
    aud?: string;
    iss?: string;
    sub: string;
    jti: string;
    exp?: number;
    iat?: number;
    wid?: number;
}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims.wid ? { wid: claims.wid } : {})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(claims.iss ?? 'pitstop')
        .setAudience(claims.aud ?? 'pitstop:user')
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setIssuedAt(claims.iat ?? now)
        .setExpirationTime(claims.exp ?? now + 3600)
        .sign(key);
}

describe('tokens', () => {
    it('a user token reads the user; an admin token reads the admin; neither stands in for the other', async () => {
        const user = await makeUser(t.database.db);
        const admin = await makeAdmin(t.database.db);
        const userT = await userToken(t.app, user.username);
        const adminT = await adminToken(t.app, admin.username);
        expect((await call(t.app, 'GET', '/api/v3/user/self', { token: userT })).body.data).toMatchObject({
            id: user.id,
            username: user.username,
        });
        expect((await call(t.app, 'GET', '/admin/v3/self', { token: adminT })).body.data).toMatchObject({
            id: admin.id,
            username: admin.username,
        });
        expectError(await call(t.app, 'GET', '/admin/v3/self', { token: userT }), 401, 'unauthorized');
        expectError(await call(t.app, 'GET', '/api/v3/user/self', { token: adminT }), 401, 'unauthorized');
        expectError(await call(t.app, 'GET', '/api/v3/workspace', { token: adminT }), 401, 'unauthorized');
    });

    it('answers 401 for a missing, malformed, tampered, expired, foreign or unsigned token', async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        const { jti, sub } = decode(token);
        const [head, , signature] = token.split('.');
        const tamperedBody = Buffer.from(JSON.stringify({ ...decode(token), sub: '999999' })).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
        const bad = [
            undefined,
            'not-a-jwt',
            `${head}.${tamperedBody}.${signature}`,
            await forge({ sub, jti, iat: now - 7200, exp: now - 3600 }),
            await forge({ sub, jti, iss: 'someone-else' }),
            await forge({ sub, jti, aud: 'pitstop:somebody' }),
            await forge({ sub: '999999', jti }),
            unsigned,
        ];
        for (const candidate of bad) {
            expectError(await call(t.app, 'GET', '/api/v3/user/self', { token: candidate }), 401, 'unauthorized');
        }
    });

    it('answers 401 for a token of another kind claiming the same session', async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        const { jti, sub } = decode(token);
        expectError(
            await call(t.app, 'GET', '/admin/v3/self', { token: await forge({ sub, jti, aud: 'pitstop:admin' }) }),
            401,
            'unauthorized',
        );
    });
});

describe('POST /public/v3/refresh-token', () => {
    it('answers a fresh token of the same kind, even for an expired token of a live session', async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        const { jti, sub } = decode(token);
        const now = Math.floor(Date.now() / 1000);
        const expired = await forge({ sub, jti, iat: now - 7200, exp: now - 3600 });
        const answer = await call(t.app, 'POST', '/public/v3/refresh-token', { token: expired });
        expect(answer.status).toBe(200);
        const fresh = answer.body.data.token;
        expect(decode(fresh)).toMatchObject({ aud: 'pitstop:user', jti, sub });
        expect(decode(fresh).exp).toBeGreaterThan(now + 3000);
        expect((await call(t.app, 'GET', '/api/v3/user/self', { token: fresh })).status).toBe(200);
    });

    it('keeps a workspace token a workspace token', async () => {
        const user = await makeUser(t.database.db);
        const workspace = await makeWorkspace(t.database.db, user);
        const wsToken = await workspaceToken(t.app, await userToken(t.app, user.username), workspace.id);
        const answer = await call(t.app, 'POST', '/public/v3/refresh-token', { token: wsToken });
        expect(decode(answer.body.data.token)).toMatchObject({ aud: 'pitstop:workspace', wid: workspace.id });
    });

    it('refuses without a token, with a forged token and after logout', async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        expectError(await call(t.app, 'POST', '/public/v3/refresh-token'), 401, 'unauthorized');
        expectError(await call(t.app, 'POST', '/public/v3/refresh-token', { token: `${token}x` }), 401, 'unauthorized');
        await call(t.app, 'POST', '/api/v3/user/logout', { token });
        expectError(await call(t.app, 'POST', '/public/v3/refresh-token', { token }), 401, 'unauthorized');
    });

    it('refuses a session idle for more than 30 days', async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        await t.database.db
            .update(sessions)
            .set({ lastSeenAt: new Date(Date.now() - 31 * 86_400_000) })
            .where(eq(sessions.id, decode(token).jti));
        expectError(await call(t.app, 'POST', '/public/v3/refresh-token', { token }), 401, 'unauthorized');
    });
});

describe('logout', () => {
    it('revokes the user session and every workspace session opened from it, at once', async () => {
        const { user, token, workspaceToken: wsToken } = await signedInOwner(t);
        const otherDevice = await userToken(t.app, user.username);
        const answer = await call(t.app, 'POST', '/api/v3/user/logout', { token: wsToken });
        expect(answer.body).toMatchObject({ success: true, data: { revoked: true } });
        expectError(await call(t.app, 'GET', '/api/v3/user/self', { token }), 401, 'unauthorized');
        expectError(await call(t.app, 'GET', '/api/v3/user/self', { token: wsToken }), 401, 'unauthorized');
        expect((await call(t.app, 'GET', '/api/v3/user/self', { token: otherDevice })).status).toBe(200);
    });

    it('signs a platform admin out; a user token cannot call the admin logout', async () => {
        const admin = await makeAdmin(t.database.db);
        const user = await makeUser(t.database.db);
        const token = await adminToken(t.app, admin.username);
        expectError(
            await call(t.app, 'POST', '/admin/v3/logout', { token: await userToken(t.app, user.username) }),
            401,
            'unauthorized',
        );
        expect((await call(t.app, 'POST', '/admin/v3/logout', { token })).status).toBe(200);
        expectError(await call(t.app, 'GET', '/admin/v3/self', { token }), 401, 'unauthorized');
        expectError(await call(t.app, 'POST', '/api/v3/user/logout', { token }), 401, 'unauthorized');
    });
});

describe('POST /api/v3/user/login/workspace', () => {
    it('answers a workspace token and the membership with its workspace', async () => {
        const user = await makeUser(t.database.db);
        const workspace = await makeWorkspace(t.database.db, user, { name: 'Tsuen Wan Motors' });
        const answer = await call(t.app, 'POST', '/api/v3/user/login/workspace', {
            token: await userToken(t.app, user.username),
            body: { workspace_id: workspace.id },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data.workspace_user).toMatchObject({
            workspace_id: workspace.id,
            user_id: user.id,
            role: 'owner',
            workspace: { workspace_id: workspace.id, id: workspace.id, name: 'Tsuen Wan Motors', avatar: null },
        });
        expect(decode(answer.body.data.token)).toMatchObject({ aud: 'pitstop:workspace', wid: workspace.id });
        // A workspace token may switch to another workspace of the same user.
        const second = await makeWorkspace(t.database.db, user);
        const switched = await call(t.app, 'POST', '/api/v3/user/login/workspace', {
            token: answer.body.data.token,
            body: { workspace_id: second.id },
        });
        expect(switched.body.data.workspace_user.workspace_id).toBe(second.id);
    });

    it("refuses another user's workspace, a missing workspace, bad input and the wrong kind of token", async () => {
        const user = await makeUser(t.database.db);
        const stranger = await makeUser(t.database.db);
        const theirs = await makeWorkspace(t.database.db, stranger);
        const admin = await makeAdmin(t.database.db);
        const token = await userToken(t.app, user.username);
        expectError(
            await call(t.app, 'POST', '/api/v3/user/login/workspace', { token, body: { workspace_id: theirs.id } }),
            403,
            'forbidden',
        );
        expectError(
            await call(t.app, 'POST', '/api/v3/user/login/workspace', { token, body: { workspace_id: 987654 } }),
            403,
            'forbidden',
        );
        expectError(
            await call(t.app, 'POST', '/api/v3/user/login/workspace', { token, body: { workspace_id: 'abc' } }),
            400,
            'validation_failed',
        );
        expectError(
            await call(t.app, 'POST', '/api/v3/user/login/workspace', { token, body: {} }),
            400,
            'validation_failed',
        );
        expectError(
            await call(t.app, 'POST', '/api/v3/user/login/workspace', { body: { workspace_id: theirs.id } }),
            401,
            'unauthorized',
        );
        expectError(
            await call(t.app, 'POST', '/api/v3/user/login/workspace', {
                token: await adminToken(t.app, admin.username),
                body: { workspace_id: theirs.id },
            }),
            401,
            'unauthorized',
        );
    });

    it('a suspended workspace is read only, for new and existing workspace tokens', async () => {
        const { workspace, token, workspaceToken: wsToken } = await signedInOwner(t);
        await t.database.db.update(workspaces).set({ status: 'suspended' }).where(eq(workspaces.id, workspace.id));
        const signIn = await call(t.app, 'POST', '/api/v3/user/login/workspace', {
            token,
            body: { workspace_id: workspace.id },
        });
        expect(signIn.body.data.workspace_user.workspace.status).toBe('suspended');
        for (const used of [wsToken, signIn.body.data.token]) {
            expect((await call(t.app, 'GET', '/api/v3/user/self', { token: used })).status).toBe(200);
            expectError(
                await call(t.app, 'POST', '/api/v3/relationship/customer', { token: used, body: { name: 'Chan' } }),
                403,
                'workspace_suspended',
            );
        }
        expect((await call(t.app, 'POST', '/public/v3/refresh-token', { token: wsToken })).status).toBe(200);
        expect((await call(t.app, 'GET', '/api/v3/user/self', { token })).status).toBe(200);
    });

    it('a workspace token dies with its membership', async () => {
        const owner = await makeUser(t.database.db);
        const member = await makeUser(t.database.db);
        const workspace = await makeWorkspace(t.database.db, owner);
        await t.database.db
            .insert(workspaceUsers)
            .values({ workspaceId: workspace.id, userId: member.id, role: 'member' });
        const token = await userToken(t.app, member.username);
        const wsToken = await workspaceToken(t.app, token, workspace.id);
        await t.database.db.delete(workspaceUsers).where(eq(workspaceUsers.userId, member.id));
        expectError(await call(t.app, 'GET', '/api/v3/user/self', { token: wsToken }), 401, 'unauthorized');
        expect((await call(t.app, 'GET', '/api/v3/user/self', { token })).status).toBe(200);
    });
});
