import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../server/db/schema';
import { startTestApp, type TestContext } from '../support/app';
import { call, expectError, makeUser, makeWorkspace, PASSWORD, userToken, workspaceToken } from '../support/factories';
import { parseMail, resetLinkOf, startSmtp, type TestSmtp } from '../support/smtp';

let smtp: TestSmtp;
let t: TestContext;
let outbox: TestContext;
beforeAll(async () => {
    smtp = await startSmtp();
    [t, outbox] = await Promise.all([
        // Behind a proxy on the same host, whose X-Forwarded-Proto says the client used https.
        startTestApp({ SMTP_URL: smtp.url, APP_NAME: 'Pitstop', TRUST_PROXY: '127.0.0.1' }),
        startTestApp({ PUBLIC_URL: 'https://pitstop.example/' }),
    ]);
});
afterAll(async () => {
    await Promise.all([t.close(), outbox.close()]);
    await smtp.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const self = (app: TestContext, token: string) => call(app.app, 'GET', '/api/v3/user/self', { token });
const login = (app: TestContext, username: string, password: string) =>
    call(app.app, 'POST', '/public/v3/user/login', { body: { username_or_email: username, password } });
const reset = (app: TestContext, body: unknown) => call(app.app, 'POST', '/public/v3/user/reset-password', { body });

/** Asks for a reset link as a browser behind a proxy would. */
async function forgot(app: TestContext, email: string, headers: Record<string, string> = {}) {
    const response = await app.app.inject({
        method: 'POST',
        url: '/public/v3/user/forgot-password',
        payload: { email },
        headers: { host: 'garage.example:8443', 'x-forwarded-proto': 'https', ...headers },
    });
    return { status: response.statusCode, body: response.json() };
}

async function resetMailTo(email: string) {
    const since = smtp.messages.length;
    expect(await forgot(t, email.toUpperCase())).toMatchObject({
        status: 200,
        body: { success: true, data: { sent: true } },
    });
    const mail = await smtp.waitForMail(email, { since });
    return { mail, ...parseMail(mail.raw) };
}

describe('forgot and reset password, through a real SMTP server', () => {
    it('mails a one-time link that sets the new password and signs every session out', async () => {
        const user = await makeUser(t.database.db, { displayName: 'Chan Siu Ming' });
        const workspace = await makeWorkspace(t.database.db, user);
        const laptop = await userToken(t.app, user.username);
        const laptopWorkspace = await workspaceToken(t.app, laptop, workspace.id);
        const phone = await userToken(t.app, user.username);

        const { mail, headers, text } = await resetMailTo(user.email);
        expect(mail.to).toEqual([user.email]);
        expect(mail.from).toBe('no-reply@localhost');
        expect(headers.subject).toBe('Reset your Pitstop password');
        expect(headers.to).toContain(user.email);
        expect(text).toContain('Hello Chan Siu Ming,');
        expect(text).toContain('within one hour');
        const { url, token } = resetLinkOf(text);
        expect(`${url.origin}${url.pathname}`).toBe('https://garage.example:8443/auth/forgot-password');
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

        // Only a hash of the token is kept, expiring in an hour.
        const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
        expect(row.tokenHash).toBe(sha256(token));
        expect(JSON.stringify(row)).not.toContain(token);
        expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
        expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
        expect(row.usedAt).toBeNull();

        const answer = await reset(t, { token, password: 'my new password' });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ success: true, data: { reset: true } });

        for (const old of [laptop, laptopWorkspace, phone]) expectError(await self(t, old), 401, 'unauthorized');
        expectError(await login(t, user.username, PASSWORD), 400, 'invalid_credentials');
        const fresh = await login(t, user.username, 'my new password');
        expect(fresh.status).toBe(200);
        expect((await self(t, fresh.body.data.token)).status).toBe(200);

        // The link works once.
        expectError(await reset(t, { token, password: 'another new password' }), 400, 'reset_token_invalid');
        expect((await login(t, user.username, 'my new password')).status).toBe(200);
    });

    it('spends the older links of the account when one is used', async () => {
        const user = await makeUser(t.database.db);
        const first = resetLinkOf((await resetMailTo(user.email)).text).token;
        const second = resetLinkOf((await resetMailTo(user.email)).text).token;
        expect(first).not.toBe(second);
        expect((await reset(t, { token: second, password: 'second new password' })).status).toBe(200);
        expectError(await reset(t, { token: first, password: 'first new password' }), 400, 'reset_token_invalid');
    });

    it('answers the same for an unknown or disabled address and mails nothing', async () => {
        const known = await makeUser(t.database.db);
        const disabled = await makeUser(t.database.db, { status: 'disabled' });
        const count = async () =>
            (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets))[0].n;
        const before = await count();
        const since = smtp.messages.length;
        const unknownAnswer = await forgot(t, 'nobody-at-all@example.test');
        const disabledAnswer = await forgot(t, disabled.email);
        const knownAnswer = await forgot(t, known.email);
        for (const answer of [unknownAnswer, disabledAnswer, knownAnswer]) {
            expect(answer.status).toBe(200);
            expect({ ...answer.body, trace_id: 'x' }).toEqual({ success: true, data: { sent: true }, trace_id: 'x' });
        }
        await smtp.waitForMail(known.email, { since });
        await new Promise(resolve => setTimeout(resolve, 100));
        const recipients = smtp.messages.slice(since).flatMap(m => m.to);
        expect(recipients).toEqual([known.email]);
        expect(await count()).toBe(before + 1);
    });

    it('refuses unknown, expired and malformed tokens with reset_token_invalid', async () => {
        const user = await makeUser(t.database.db);
        const expired = 'expired-token-expired-token-expired-token-x';
        await t.database.db
            .insert(passwordResets)
            .values({ tokenHash: sha256(expired), userId: user.id, expiresAt: new Date(Date.now() - 1000) });
        for (const token of ['not-a-real-token', expired, sha256(expired)]) {
            expectError(await reset(t, { token, password: 'my new password' }), 400, 'reset_token_invalid');
        }
        expectError(await login(t, user.username, 'my new password'), 400, 'invalid_credentials');
    });

    it('validates both calls and names the field', async () => {
        for (const [body, field, error] of [
            [{}, 'email', 'required'],
            [{ email: 'not-an-email' }, 'email', 'invalid_format'],
        ] as const) {
            const answer = await call(t.app, 'POST', '/public/v3/user/forgot-password', { body });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toContainEqual({ field, error });
        }
        for (const [body, field, error] of [
            [{ password: 'my new password' }, 'token', 'required'],
            [{ token: 'x' }, 'password', 'required'],
            [{ token: 'x', password: 'short' }, 'password', 'too_short'],
            [{ token: '', password: 'my new password' }, 'token', 'too_short'],
        ] as const) {
            const answer = await reset(t, body);
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toContainEqual({ field, error });
        }
    });

    it('limits requests for one address (429 rate_limited)', async () => {
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push((await forgot(t, 'flooded@example.test')).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
});

describe('without SMTP_URL', () => {
    it('writes the mail into DATA_DIR/outbox, linking to PUBLIC_URL whatever the Host header says', async () => {
        const user = await makeUser(outbox.database.db);
        const dir = join(outbox.config.dataDir, 'outbox');
        expect(
            (await forgot(outbox, user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).status,
        ).toBe(200);
        const deadline = Date.now() + 5000;
        const mails = () => (existsSync(dir) ? readdirSync(dir).filter(name => name.endsWith('.eml')) : []);
        while (!mails().length && Date.now() < deadline) await new Promise(r => setTimeout(r, 20));
        const files = mails();
        expect(files).toHaveLength(1);
        expect(files[0]).toMatch(/\.eml$/);
        const { headers, text } = parseMail(readFileSync(join(dir, files[0]), 'utf8'));
        expect(headers.to).toContain(user.email);
        expect(headers.from).toBe('Pitstop <no-reply@pitstop.example>');
        const { url, token } = resetLinkOf(text);
        expect(`${url.origin}${url.pathname}`).toBe('https://pitstop.example/auth/forgot-password');
        expect((await reset(outbox, { token, password: 'outbox new password' })).status).toBe(200);
        expect((await login(outbox, user.username, 'outbox new password')).status).toBe(200);
        const [row] = await outbox.database.db.select().from(users).where(eq(users.id, user.id));
        expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    });
});
