import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions, type PitstopApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';
import { call, expectError, makeUser, PASSWORD } from '../support/factories';

// One database for the file; each test builds the apps it needs on it, with its own limits, settings and log.
let t: TestContext;
const apps: PitstopApp[] = [];
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await Promise.all(apps.map(app => app.close()));
    await t.close();
});

interface Built {
    app: PitstopApp;
    logLines: () => string[];
}

async function appWith(env: Record<string, string>, options: Partial<AppOptions> = {}): Promise<Built> {
    const lines: string[] = [];
    const config = loadConfig({
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pitstop-rl-')),
        SEED_DEMO: 'false',
        ...env,
    });
    const app = await buildApp({
        config,
        db: t.database.db,
        loginLimits: { perAccount: 100, perIp: 100, windowMs: 60_000 },
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
        ...options,
    });
    apps.push(app);
    return { app, logLines: () => lines };
}

const login = (app: PitstopApp, name: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({
        method: 'POST',
        url: '/public/v3/user/login',
        headers,
        payload: { username_or_email: name, password },
    });

describe('the per-address sign-in limit', () => {
    const limits = { perAccount: 100, perIp: 3, windowMs: 60_000 };

    it('ignores X-Forwarded-For by default: a new header value does not give a fresh bucket', async () => {
        const { app } = await appWith({}, { loginLimits: limits });
        const statuses = [];
        for (let i = 0; i < 5; i++) {
            statuses.push(
                (await login(app, `nobody-${i}`, 'guess', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode,
            );
        }
        expect(statuses).toEqual([400, 400, 400, 429, 429]);
    });

    it('follows X-Forwarded-For from the proxies TRUST_PROXY names', async () => {
        const { app } = await appWith({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }, { loginLimits: limits });
        for (let i = 0; i < 5; i++) {
            expect((await login(app, `nobody-${i}`, 'guess', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode).toBe(
                400,
            );
        }
        for (let i = 0; i < 3; i++) await login(app, 'nobody', 'guess', { 'x-forwarded-for': '198.51.100.7' });
        expect((await login(app, 'nobody', 'guess', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
    });
});

describe('REDIS_URL', () => {
    /** Two servers on the local Redis with keys of their own, three failed sign-ins an account. */
    const twoServersOnRedis = async () => {
        const shared = {
            loginLimits: { perAccount: 3, perIp: 100, windowMs: 60_000 },
            rateLimitNamespace: `pitstop-test-${randomBytes(6).toString('hex')}:`,
        };
        return [
            await appWith({ REDIS_URL: 'redis://127.0.0.1:6379' }, shared),
            await appWith({ REDIS_URL: 'redis://127.0.0.1:6379' }, shared),
        ];
    };

    it('takes the per-account sign-in limit from LOGIN_ATTEMPTS_PER_ACCOUNT', async () => {
        const { app } = await appWith({ LOGIN_ATTEMPTS_PER_ACCOUNT: '2' }, { loginLimits: undefined });
        const user = await makeUser(t.database.db);
        expect((await login(app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(app, user.username, PASSWORD)).statusCode).toBe(429);
    });

    it('with Redis unreachable: warns at start and limits sign-ins in the process instead of answering 500', async () => {
        const { app, logLines } = await appWith(
            // PUBLIC_URL set: its own start-up warning (reminder links) is not this test's
            { REDIS_URL: 'redis://127.0.0.1:1', PUBLIC_URL: 'http://garage.test' },
            { loginLimits: { perAccount: 2, perIp: 100, windowMs: 60_000 } },
        );
        const warnings = logLines()
            .map(line => JSON.parse(line))
            .filter(entry => entry.level === 40);
        expect(warnings.map(entry => entry.msg)).toEqual([
            expect.stringMatching(/Redis at 127\.0\.0\.1:1 is unreachable.*counted in this process/),
        ]);
        const user = await makeUser(t.database.db);
        expect((await login(app, user.username, PASSWORD)).statusCode).toBe(200);
        expect((await login(app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(app, user.username, 'guess')).statusCode).toBe(400);
        const limited = await login(app, user.username, PASSWORD);
        expect(limited.statusCode).toBe(429);
        expect(limited.headers['retry-after']).toBeTruthy();
    });

    it('with Redis reachable: two servers share one account limit', async () => {
        const [first, second] = await twoServersOnRedis();
        const user = await makeUser(t.database.db);
        expect((await login(first.app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(second.app, user.email, 'guess')).statusCode).toBe(400);
        expect((await login(first.app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(second.app, user.username, PASSWORD)).statusCode).toBe(429);
        expect((await login(first.app, user.username, PASSWORD)).statusCode).toBe(429);
        expect(first.logLines().join('')).not.toMatch(/unreachable/);
    });

    it('with Redis reachable: a sign-in on one server clears the failures counted on the other', async () => {
        const [first, second] = await twoServersOnRedis();
        const user = await makeUser(t.database.db);
        expect((await login(second.app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(second.app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(first.app, user.username, PASSWORD)).statusCode).toBe(200);
        for (let i = 0; i < 3; i++) expect((await login(second.app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(first.app, user.username, PASSWORD)).statusCode).toBe(429);
    });

    it('REDIS_KEY_PREFIX keeps two deployments on one Redis apart: one locked out, the other not', async () => {
        const limits = { loginLimits: { perAccount: 2, perIp: 100, windowMs: 60_000 } };
        const deployment = (name: string) => ({
            REDIS_URL: 'redis://127.0.0.1:6379',
            REDIS_KEY_PREFIX: `pitstop-test-${randomBytes(6).toString('hex')}-${name}:`,
        });
        const garageA = deployment('a');
        const [a1, a2, b] = [
            await appWith(garageA, limits),
            await appWith(garageA, limits),
            await appWith(deployment('b'), limits),
        ];
        // The same account id in both: two deployments' databases number their users alike.
        const user = await makeUser(t.database.db);
        expect((await login(a1.app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(a2.app, user.username, 'guess')).statusCode).toBe(400);
        expect((await login(a1.app, user.username, PASSWORD)).statusCode).toBe(429);
        expect((await login(b.app, user.username, PASSWORD)).statusCode).toBe(200);
    });
});

describe('the log', () => {
    it('never holds a password, a password hash or a token, even when a query fails', async () => {
        const { app, logLines } = await appWith({ SYSTEM_MODE: 'platform' });
        // A failing insert whose error quotes the row: PostgreSQL's "Failing row contains (…)" and drizzle's params.
        await t.database.db.execute(
            sql.raw(`
      CREATE FUNCTION blank_boom_names() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.username LIKE 'boom%' THEN NEW.display_name := NULL; END IF; RETURN NEW; END $$`),
        );
        await t.database.db.execute(
            sql.raw(`
      CREATE TRIGGER blank_boom_names BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION blank_boom_names()`),
        );
        const password = 'a secret password 123';
        const failed = await call(app, 'POST', '/public/v3/user/register', {
            body: { username: 'boom_one', email: 'boom@example.test', password },
        });
        expectError(failed, 500, 'internal_error');
        const token = (
            await call(app, 'POST', '/public/v3/user/login', {
                body: { username_or_email: (await makeUser(t.database.db)).username, password: PASSWORD },
            })
        ).body.data.token;
        await app.inject({ method: 'GET', url: '/api/v3/user/self', headers: { authorization: `Bearer ${token}` } });
        await app.inject({ method: 'GET', url: '/auth/forgot-password?token=reset-token-value-1234' });

        const log = logLines().join('\n');
        expect(log).toMatch(/request failed/);
        expect(log).toMatch(/not-null|null value/);
        for (const secret of [password, '$argon2', token, 'reset-token-value-1234', PASSWORD]) {
            expect(log).not.toContain(secret);
        }
        expect(log).toContain('/auth/forgot-password?token=[redacted]');
    });
});
