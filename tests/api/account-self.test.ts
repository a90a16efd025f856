import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { checkPassword } from '../../server/modules/auth/passwords';
import { startTestApp, type TestContext } from '../support/app';
import {
    adminToken,
    call,
    expectError,
    makeAdmin,
    makeUser,
    makeWorkspace,
    newAsset,
    PASSWORD,
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

const putSelf = (token: string | undefined, body: unknown) => call(t.app, 'PUT', '/api/v3/user/self', { token, body });
const putPassword = (token: string | undefined, body: unknown) =>
    call(t.app, 'PUT', '/api/v3/user/self/password', { token, body });
const self = (token: string) => call(t.app, 'GET', '/api/v3/user/self', { token });

describe('PUT /api/v3/user/self', () => {
    it("updates the caller's username, email, display name and avatar, and drops read-only fields", async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        const avatar = await newAsset(t.database.db, { uploaderUserId: user.id });
        const name = `renamed_${user.id}`;
        const answer = await putSelf(token, {
            username: name,
            email: `${name}@example.test`,
            display_name: '  Chan Tai Man  ',
            avatar,
            id: 999,
            status: 'disabled',
            created_at: '2000-01-01T00:00:00Z',
            password: 'sneaky-password',
        });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({
            success: true,
            data: {
                id: user.id,
                username: name,
                email: `${name}@example.test`,
                display_name: 'Chan Tai Man',
                avatar,
                status: 'active',
            },
        });
        expect(JSON.stringify(answer.body)).not.toMatch(/password|argon2/i);
        expect((await self(token)).body.data).toMatchObject({ username: name, avatar });
        const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
        expect(row.status).toBe('active');
        expect(await checkPassword(row.passwordHash, PASSWORD)).toBe(true);
        expect(
            (
                await call(t.app, 'POST', '/public/v3/user/login', {
                    body: { username_or_email: name, password: PASSWORD },
                })
            ).status,
        ).toBe(200);
    });

    it('keeps display name and avatar when left out, clears the avatar with null, and works with a workspace token', async () => {
        const user = await makeUser(t.database.db, { displayName: 'Kept Name' });
        const avatar = await newAsset(t.database.db, { uploaderUserId: user.id });
        await t.database.db.update(users).set({ avatar }).where(eq(users.id, user.id));
        const workspace = await makeWorkspace(t.database.db, user);
        const token = await workspaceToken(t.app, await userToken(t.app, user.username), workspace.id);
        const kept = await putSelf(token, { username: user.username, email: user.email });
        expect(kept.body.data).toMatchObject({ display_name: 'Kept Name', avatar });
        const cleared = await putSelf(token, {
            username: user.username,
            email: user.email,
            avatar: null,
            display_name: '',
        });
        expect(cleared.body.data).toMatchObject({ display_name: '', avatar: null });
    });

    it('takes as avatar only an asset the caller may read', async () => {
        const user = await makeUser(t.database.db);
        const other = await makeUser(t.database.db);
        const workspace = await makeWorkspace(t.database.db, other);
        const token = await userToken(t.app, user.username);
        const body = (avatar: string) => ({ username: user.username, email: user.email, avatar });
        for (const avatar of [
            randomUUID(),
            await newAsset(t.database.db, { uploaderUserId: other.id }),
            await newAsset(t.database.db, { workspaceId: workspace.id }),
        ]) {
            const answer = await putSelf(token, body(avatar));
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toEqual([{ field: 'avatar', error: 'invalid_value' }]);
        }
        const publicOne = await newAsset(t.database.db, { uploaderUserId: other.id, isPublic: true });
        expect((await putSelf(token, body(publicOne))).body.data.avatar).toBe(publicOne);
    });

    it('validates every field and names it', async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        const valid = { username: user.username, email: user.email };
        for (const [body, field, error] of [
            [{ email: user.email }, 'username', 'required'],
            [{ username: user.username }, 'email', 'required'],
            [{ ...valid, username: 'ab' }, 'username', 'too_short'],
            [{ ...valid, username: 'x'.repeat(51) }, 'username', 'too_long'],
            [{ ...valid, username: 'has space' }, 'username', 'invalid_format'],
            [{ ...valid, email: 'not-an-email' }, 'email', 'invalid_format'],
            [{ ...valid, display_name: 'x'.repeat(101) }, 'display_name', 'too_long'],
            [{ ...valid, avatar: 'not-a-uuid' }, 'avatar', 'invalid_format'],
            [{ ...valid, username: 42 }, 'username', 'invalid_type'],
        ] as const) {
            const answer = await putSelf(token, body);
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details.find((d: any) => d.field === field)).toMatchObject({ field, error });
        }
        expect((await self(token)).body.data.username).toBe(user.username);
    });

    it('keeps usernames and emails unique case-insensitively (409 with the field), but lets the caller recase their own', async () => {
        const user = await makeUser(t.database.db);
        const other = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        const takenName = await putSelf(token, { username: other.username.toUpperCase(), email: user.email });
        expectError(takenName, 409, 'username_taken');
        expect(takenName.body.details).toEqual([{ field: 'username', error: 'username_taken' }]);
        const takenEmail = await putSelf(token, { username: user.username, email: other.email.toUpperCase() });
        expectError(takenEmail, 409, 'email_taken');
        expect(takenEmail.body.details).toEqual([{ field: 'email', error: 'email_taken' }]);
        const recased = await putSelf(token, {
            username: user.username.toUpperCase(),
            email: user.email.toUpperCase(),
        });
        expect(recased.status).toBe(200);
        expect(recased.body.data.username).toBe(user.username.toUpperCase());
    });

    it('needs a user or workspace token', async () => {
        const admin = await makeAdmin(t.database.db);
        const body = { username: 'someone', email: 'someone@example.test' };
        expectError(await putSelf(undefined, body), 401, 'unauthorized');
        expectError(await putSelf('not-a-token', body), 401, 'unauthorized');
        expectError(await putSelf(await adminToken(t.app, admin.username), body), 401, 'unauthorized');
    });
});

describe('PUT /api/v3/user/self/password', () => {
    it('changes the password, keeps the calling session family and revokes the other sessions', async () => {
        const { user, workspace, token: caller, workspaceToken: callerWorkspace } = await signedInOwner(t);
        const otherDevice = await userToken(t.app, user.username);
        const otherWorkspace = await workspaceToken(t.app, otherDevice, workspace.id);
        const bystander = await makeUser(t.database.db);
        const bystanderToken = await userToken(t.app, bystander.username);

        const answer = await putPassword(callerWorkspace, {
            current_password: PASSWORD,
            new_password: 'a brand new secret',
        });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ success: true, data: { changed: true } });

        expect((await self(caller)).status).toBe(200);
        expect((await self(callerWorkspace)).status).toBe(200);
        expectError(await self(otherDevice), 401, 'unauthorized');
        expectError(await self(otherWorkspace), 401, 'unauthorized');
        expect((await self(bystanderToken)).status).toBe(200);

        const login = (password: string) =>
            call(t.app, 'POST', '/public/v3/user/login', { body: { username_or_email: user.username, password } });
        expectError(await login(PASSWORD), 400, 'invalid_credentials');
        expect((await login('a brand new secret')).status).toBe(200);
    });

    it('answers 400 invalid_credentials for a wrong current password and changes nothing', async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        const otherDevice = await userToken(t.app, user.username);
        expectError(
            await putPassword(token, { current_password: 'not the password', new_password: 'a brand new secret' }),
            400,
            'invalid_credentials',
        );
        const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
        expect(await checkPassword(row.passwordHash, PASSWORD)).toBe(true);
        expect((await self(otherDevice)).status).toBe(200);
    });

    it('validates the body and names the field', async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        for (const [body, field, error] of [
            [{ new_password: 'long enough password' }, 'current_password', 'required'],
            [{ current_password: PASSWORD }, 'new_password', 'required'],
            [{ current_password: PASSWORD, new_password: 'short' }, 'new_password', 'too_short'],
            [{ current_password: PASSWORD, new_password: 12345678 }, 'new_password', 'invalid_type'],
        ] as const) {
            const answer = await putPassword(token, body);
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details.find((d: any) => d.field === field)).toMatchObject({ field, error });
        }
    });

    it('needs a user or workspace token', async () => {
        const admin = await makeAdmin(t.database.db);
        const body = { current_password: PASSWORD, new_password: 'a brand new secret' };
        expectError(await putPassword(undefined, body), 401, 'unauthorized');
        expectError(await putPassword(await adminToken(t.app, admin.username), body), 401, 'unauthorized');
    });
});
