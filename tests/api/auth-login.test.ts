import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { startTestApp, type TestContext } from '../support/app';
import { call, expectError, makeAdmin, makeUser, PASSWORD } from '../support/factories';

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

const sessionCount = async () => (await t.database.db.select().from(sessions)).length;

describe('POST /public/v3/user/login', () => {
    it('signs in by username or email, in any case, and answers the user without secrets', async () => {
        const user = await makeUser(t.database.db, { username: 'Wong.KaMing', email: 'kaming@example.test' });
        for (const name of ['Wong.KaMing', 'wong.kaming', 'KAMING@example.test']) {
            const answer = await call(t.app, 'POST', '/public/v3/user/login', {
                body: { username_or_email: name, password: PASSWORD },
            });
            expect(answer.status).toBe(200);
            expect(answer.body.success).toBe(true);
            expect(answer.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
            expect(answer.body.data.user).toMatchObject({
                id: user.id,
                username: 'Wong.KaMing',
                email: 'kaming@example.test',
                status: 'active',
            });
            expect(JSON.stringify(answer.body)).not.toMatch(/password|argon2/i);
        }
    });

    it('answers 400 invalid_credentials for a wrong password and for an unknown user alike, and opens no session', async () => {
        const user = await makeUser(t.database.db);
        const before = await sessionCount();
        const wrong = await call(t.app, 'POST', '/public/v3/user/login', {
            body: { username_or_email: user.username, password: 'wrong password' },
        });
        const unknown = await call(t.app, 'POST', '/public/v3/user/login', {
            body: { username_or_email: 'nobody-here', password: PASSWORD },
        });
        expectError(wrong, 400, 'invalid_credentials');
        expectError(unknown, 400, 'invalid_credentials');
        expect(wrong.body.message).toBe(unknown.body.message);
        expect(await sessionCount()).toBe(before);
    });

    it('answers 403 account_disabled for a disabled account with the right password', async () => {
        const user = await makeUser(t.database.db, { status: 'disabled' });
        const answer = await call(t.app, 'POST', '/public/v3/user/login', {
            body: { username_or_email: user.username, password: PASSWORD },
        });
        expectError(answer, 403, 'account_disabled');
    });

    it('answers 400 validation_failed naming each missing or mistyped field', async () => {
        const answer = await call(t.app, 'POST', '/public/v3/user/login', { body: { username_or_email: 42 } });
        expectError(answer, 400, 'validation_failed');
        expect(answer.body.details).toEqual(
            expect.arrayContaining([
                { field: 'password', error: 'required' },
                { field: 'username_or_email', error: 'invalid_type' },
            ]),
        );
    });

    it('does not accept platform admin credentials', async () => {
        const admin = await makeAdmin(t.database.db);
        const answer = await call(t.app, 'POST', '/public/v3/user/login', {
            body: { username_or_email: admin.username, password: PASSWORD },
        });
        expectError(answer, 400, 'invalid_credentials');
    });

    it('limits repeated attempts on one account with 429 without locking out another account', async () => {
        const target = await makeUser(t.database.db);
        const other = await makeUser(t.database.db);
        const attempts = [];
        for (let i = 0; i < 5; i++) {
            attempts.push(
                await call(t.app, 'POST', '/public/v3/user/login', {
                    body: { username_or_email: target.username, password: 'guess' },
                }),
            );
        }
        expect(attempts.map(a => a.status)).toEqual([400, 400, 400, 400, 400]);
        const limited = await call(t.app, 'POST', '/public/v3/user/login', {
            body: { username_or_email: target.username, password: PASSWORD },
        });
        expectError(limited, 429, 'rate_limited');
        const fine = await call(t.app, 'POST', '/public/v3/user/login', {
            body: { username_or_email: other.username, password: PASSWORD },
        });
        expect(fine.status).toBe(200);
    });
});

describe('the per-account sign-in limit', () => {
    const login = (name: string, password: string) =>
        call(t.app, 'POST', '/public/v3/user/login', { body: { username_or_email: name, password } });

    it('counts the account however its name is typed: spaces, tabs, newlines, case', async () => {
        const target = await makeUser(t.database.db);
        for (const name of [
            target.username,
            ` ${target.username}`,
            `\t${target.username}`,
            `\n${target.username}`,
            target.username.toUpperCase(),
        ]) {
            expectError(await login(name, 'guess'), 400, 'invalid_credentials');
        }
        for (const name of [target.username, `   ${target.username}`, `\t\n${target.username} `]) {
            expectError(await login(name, PASSWORD), 429, 'rate_limited');
        }
    });

    it('counts only failures: a successful sign-in starts the count again', async () => {
        const target = await makeUser(t.database.db);
        for (let round = 0; round < 2; round++) {
            for (let i = 0; i < 4; i++) expectError(await login(target.username, 'guess'), 400, 'invalid_credentials');
            expect((await login(target.email, PASSWORD)).status).toBe(200);
        }
        // Staff signing in on every device of the shop, more times than the limit allows failures.
        for (let i = 0; i < 8; i++) expect((await login(target.username, PASSWORD)).status).toBe(200);
        for (let i = 0; i < 5; i++) expectError(await login(target.username, 'guess'), 400, 'invalid_credentials');
        expectError(await login(target.username, PASSWORD), 429, 'rate_limited');
    });

    it('counts the account whether it is named by username or by e-mail', async () => {
        const target = await makeUser(t.database.db);
        for (let i = 0; i < 5; i++) {
            expectError(await login(i % 2 ? target.email : target.username, 'guess'), 400, 'invalid_credentials');
        }
        expectError(await login(target.email, PASSWORD), 429, 'rate_limited');
        expectError(await login(target.email.toUpperCase(), PASSWORD), 429, 'rate_limited');
    });

    it('answers 429 with Retry-After, in seconds within the window', async () => {
        const target = await makeUser(t.database.db);
        for (let i = 0; i < 5; i++) await login(target.username, 'guess');
        const limited = await login(target.username, PASSWORD);
        expectError(limited, 429, 'rate_limited');
        const wait = Number(limited.headers['retry-after']);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(60);
        const admin = await makeAdmin(t.database.db);
        for (let i = 0; i < 5; i++)
            await call(t.app, 'POST', '/public/v3/admin/login', {
                body: { username: ` ${admin.username}`, password: 'guess' },
            });
        const adminLimited = await call(t.app, 'POST', '/public/v3/admin/login', {
            body: { username: admin.username, password: PASSWORD },
        });
        expectError(adminLimited, 429, 'rate_limited');
        expect(Number(adminLimited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });
});

describe('POST /public/v3/admin/login', () => {
    it('signs a platform admin in', async () => {
        const admin = await makeAdmin(t.database.db);
        const answer = await call(t.app, 'POST', '/public/v3/admin/login', {
            body: { username: admin.username.toUpperCase(), password: PASSWORD },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data.admin).toMatchObject({ id: admin.id, username: admin.username });
        expect(answer.body.data.token).toBeTruthy();
    });

    it('refuses wrong passwords, user accounts and disabled admins', async () => {
        const admin = await makeAdmin(t.database.db);
        const user = await makeUser(t.database.db);
        const disabled = await makeAdmin(t.database.db, { status: 'disabled' });
        expectError(
            await call(t.app, 'POST', '/public/v3/admin/login', {
                body: { username: admin.username, password: 'nope-nope' },
            }),
            400,
            'invalid_credentials',
        );
        expectError(
            await call(t.app, 'POST', '/public/v3/admin/login', {
                body: { username: user.username, password: PASSWORD },
            }),
            400,
            'invalid_credentials',
        );
        expectError(
            await call(t.app, 'POST', '/public/v3/admin/login', {
                body: { username: disabled.username, password: PASSWORD },
            }),
            403,
            'account_disabled',
        );
        expectError(await call(t.app, 'POST', '/public/v3/admin/login', { body: {} }), 400, 'validation_failed');
    });
});

describe('stored passwords', () => {
    it('are argon2id hashes', async () => {
        const user = await makeUser(t.database.db);
        const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
        expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    });
});
