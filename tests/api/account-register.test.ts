import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { startTestApp, type TestContext } from '../support/app';
import { call, expectError, makeUser } from '../support/factories';

let platform: TestContext;
let mono: TestContext;
let workspaces: TestContext;
beforeAll(async () => {
    [platform, mono, workspaces] = await Promise.all([
        startTestApp({ SYSTEM_MODE: 'platform' }),
        startTestApp(),
        startTestApp({ SYSTEM_MODE: 'workspaces' }),
    ]);
});
afterAll(async () => {
    await Promise.all([platform.close(), mono.close(), workspaces.close()]);
});

const register = (t: TestContext, body: unknown) => call(t.app, 'POST', '/public/v3/user/register', { body });
const userCount = async (t: TestContext) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('POST /public/v3/user/register', () => {
    it('creates the account in platform mode and signs it in', async () => {
        const answer = await register(platform, {
            username: 'Lee.SiuMing',
            email: 'siuming@example.test',
            password: 'a long enough secret',
            display_name: ' Lee Siu Ming ',
            status: 'disabled',
        });
        expect(answer.status).toBe(201);
        expect(answer.body).toMatchObject({
            success: true,
            data: {
                user: {
                    username: 'Lee.SiuMing',
                    email: 'siuming@example.test',
                    display_name: 'Lee Siu Ming',
                    avatar: null,
                    status: 'active',
                },
            },
        });
        expect(JSON.stringify(answer.body)).not.toMatch(/password|argon2/i);
        const { token, user } = answer.body.data;
        expect(decode(token)).toMatchObject({ aud: 'pitstop:user', sub: String(user.id) });
        const [session] = await platform.database.db
            .select()
            .from(sessions)
            .where(eq(sessions.id, decode(token).jti));
        expect(session).toMatchObject({ kind: 'user', userId: user.id, revokedAt: null });
        expect((await call(platform.app, 'GET', '/api/v3/user/self', { token })).body.data).toMatchObject({
            id: user.id,
            username: 'Lee.SiuMing',
        });
        const [row] = await platform.database.db.select().from(users).where(eq(users.id, user.id));
        expect(row.passwordHash).toMatch(/^\$argon2id\$/);
        const login = await call(platform.app, 'POST', '/public/v3/user/login', {
            body: { username_or_email: 'SIUMING@example.test', password: 'a long enough secret' },
        });
        expect(login.status).toBe(200);
        expectError(await call(platform.app, 'GET', '/admin/v3/self', { token }), 401, 'unauthorized');
    });

    it('uses the username as display name when none is given', async () => {
        const answer = await register(platform, {
            username: 'no_display',
            email: 'no_display@example.test',
            password: 'a long enough secret',
        });
        expect(answer.status).toBe(201);
        expect(answer.body.data.user.display_name).toBe('no_display');
    });

    it('answers 403 registration_disabled in mono and workspaces modes, even for a bad body, and creates nothing', async () => {
        for (const t of [mono, workspaces]) {
            const before = await userCount(t);
            expectError(
                await register(t, {
                    username: 'wannabe',
                    email: 'wannabe@example.test',
                    password: 'a long enough secret',
                }),
                403,
                'registration_disabled',
            );
            expectError(await register(t, {}), 403, 'registration_disabled');
            expect(await userCount(t)).toBe(before);
        }
        for (const [t, enabled] of [
            [mono, false],
            [workspaces, false],
            [platform, true],
        ] as const) {
            expect((await call(t.app, 'GET', '/public/v3/config')).body.data.registration_enabled).toBe(enabled);
        }
    });

    it('validates every field and names it', async () => {
        const valid = { username: 'valid_name', email: 'valid@example.test', password: 'a long enough secret' };
        const before = await userCount(platform);
        for (const [body, field, error] of [
            [{ email: valid.email, password: valid.password }, 'username', 'required'],
            [{ username: valid.username, password: valid.password }, 'email', 'required'],
            [{ username: valid.username, email: valid.email }, 'password', 'required'],
            [{ ...valid, username: 'ab' }, 'username', 'too_short'],
            [{ ...valid, username: '../admin' }, 'username', 'invalid_format'],
            [{ ...valid, email: 'nope' }, 'email', 'invalid_format'],
            [{ ...valid, password: 'short' }, 'password', 'too_short'],
            [{ ...valid, password: 'x'.repeat(1025) }, 'password', 'too_long'],
            [{ ...valid, display_name: 'x'.repeat(101) }, 'display_name', 'too_long'],
        ] as const) {
            const answer = await register(platform, body);
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details.find((d: any) => d.field === field)).toMatchObject({ field, error });
        }
        expect(await userCount(platform)).toBe(before);
    });

    it('answers 409 username_taken / email_taken case-insensitively, with the fields named', async () => {
        const existing = await makeUser(platform.database.db, { username: 'Taken.Name', email: 'taken@example.test' });
        const byName = await register(platform, {
            username: 'taken.NAME',
            email: 'fresh@example.test',
            password: 'a long enough secret',
        });
        expectError(byName, 409, 'username_taken');
        expect(byName.body.details).toEqual([{ field: 'username', error: 'username_taken' }]);
        const byEmail = await register(platform, {
            username: 'fresh_name',
            email: 'TAKEN@example.test',
            password: 'a long enough secret',
        });
        expectError(byEmail, 409, 'email_taken');
        expect(byEmail.body.details).toEqual([{ field: 'email', error: 'email_taken' }]);
        const both = await register(platform, {
            username: existing.username,
            email: existing.email,
            password: 'a long enough secret',
        });
        expect(both.body.details).toEqual([
            { field: 'username', error: 'username_taken' },
            { field: 'email', error: 'email_taken' },
        ]);
    });

    it('is rate limited like the login (429 rate_limited)', async () => {
        const body = { username: 'hammered', email: 'hammered@example.test', password: 'a long enough secret' };
        const statuses = [];
        for (let i = 0; i < 7; i++) statuses.push((await register(platform, body)).status);
        expect(statuses[0]).toBe(201);
        expect(statuses.slice(1, 5)).toEqual([409, 409, 409, 409]);
        expectError(await register(platform, body), 429, 'rate_limited');
    });
});
