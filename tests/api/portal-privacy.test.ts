import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PitstopApp } from '../../server/app';
import { startTestApp, type TestContext } from '../support/app';
import { call, makeUser } from '../support/factories';
import { create, invoicedJob, twoGarages } from '../support/garage';

/** A built web app in miniature, so the portal's pages are answered as in production. */
const dist = mkdtempSync(join(tmpdir(), 'pitstop-dist-'));
writeFileSync(join(dist, 'index.html'), '<title>staff app</title>');
writeFileSync(join(dist, 'portal.html'), '<title>customer portal</title>');

let t: TestContext;
let g: Awaited<ReturnType<typeof twoGarages>>;
/** A real invoice link's token, and the opt-out link's of a message drafted for the same customer. */
let invoiceToken: string;
let optOutToken: string;

const tokenOf = (url: string) => url.split('/').at(-1)!;
const fakeToken = () => randomBytes(32).toString('base64url');

beforeAll(async () => {
    t = await startTestApp({}, { distDir: dist, queue: { runWorkers: false } });
    g = await twoGarages(t);
    const customer = await create(t, g.owner, 'relationship/customer', { name: 'Chan', reminder_consent: true });
    const job = await invoicedJob(t, g.owner, 12_300, { customer_id: customer.id });
    const shared = await call(t.app, 'POST', `/api/v3/motor-garage/invoice/${job.id}/share`, {
        token: g.owner,
        body: { purpose: 'invoice' },
    });
    invoiceToken = tokenOf(shared.body.data.url);
    const message = await create(t, g.owner, 'motor-garage/message', {
        kind: 'invoice',
        customer_id: customer.id,
        job_id: job.id,
        channel: 'link',
    });
    optOutToken = tokenOf(message.template_values.opt_out_link);
});
afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
});

describe('portal answers', () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });

    it('are never stored and send no referrer, found or not, refused or not', async () => {
        const answers = [
            await get(`/public/v3/portal/${invoiceToken}`),
            await get(`/public/v3/portal/${fakeToken()}`),
            await t.app.inject({ method: 'POST', url: `/public/v3/portal/${invoiceToken}/approve`, payload: {} }),
            await get('/public/v3/portal/book/no-such-garage'),
            await get('/public/v3/portal'),
        ];
        expect(answers.map(answer => answer.statusCode)).toEqual([200, 404, 400, 404, 404]);
        for (const answer of answers) {
            expect(answer.headers['cache-control']).toBe('no-store');
            expect(answer.headers['referrer-policy']).toBe('no-referrer');
        }
    });

    it('are portal pages that send no referrer (the token is in their URL)', async () => {
        for (const url of [`/portal/invoice/${invoiceToken}`, `/portal/opt-out/${optOutToken}`, '/portal/book/slug']) {
            const page = await get(url);
            expect(page.body).toBe('<title>customer portal</title>');
            expect(page.headers['referrer-policy']).toBe('no-referrer');
            expect(page.headers['cache-control']).toBe('no-cache');
        }
    });

    it('are the portal’s only: the staff app’s answers keep their caching', async () => {
        expect((await get('/public/v3/config')).headers['cache-control']).toBeUndefined();
        expect((await get('/app/motor-garage/invoice')).headers['cache-control']).toBe('no-cache');
    });
});

describe('the log', () => {
    let logged: PitstopApp;
    const lines: string[] = [];

    beforeAll(async () => {
        const stream = new Writable({
            write(chunk, _encoding, done) {
                lines.push(String(chunk));
                done();
            },
        });
        logged = await buildApp({
            config: { ...t.config, logLevel: 'debug' },
            db: t.database.db,
            distDir: dist,
            logger: { stream },
            queue: { runWorkers: false },
        });
    });
    afterAll(() => logged?.close());

    it('never holds a portal, reset or webhook token, whatever the URL carried it', async () => {
        const resetToken = await passwordResetToken();
        const anyToken = fakeToken();
        const secrets = [invoiceToken, optOutToken, resetToken, anyToken, 'webhook-verify-secret', 'c0ffee'.repeat(10)];
        const requests: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> }[] = [
            { method: 'GET', url: `/portal/invoice/${invoiceToken}` },
            { method: 'GET', url: `/portal/estimate/${anyToken}?lang=zh-hk` },
            { method: 'GET', url: `/portal/booking/${anyToken}` },
            { method: 'GET', url: `/portal/opt-out/${optOutToken}` },
            { method: 'GET', url: `/portal/pay/${anyToken}` },
            { method: 'GET', url: `/public/v3/portal/${invoiceToken}` },
            { method: 'GET', url: `/public/v3/portal/${optOutToken}` },
            { method: 'POST', url: `/public/v3/portal/${invoiceToken}/approve` },
            { method: 'POST', url: `/public/v3/portal/${anyToken}/booking` },
            { method: 'POST', url: `/public/v3/portal/${optOutToken}/opt-out` },
            { method: 'GET', url: `/public/v3/portal/${anyToken}%zz` },
            { method: 'GET', url: `/auth/forgot-password?token=${resetToken}` },
            { method: 'POST', url: `/public/v3/user/reset-password?token=${resetToken}` },
            {
                method: 'GET',
                url: '/public/v3/webhook/whatsapp?hub.mode=subscribe&hub.verify_token=webhook-verify-secret&hub.challenge=1',
            },
            {
                method: 'POST',
                url: '/public/v3/webhook/whatsapp',
                headers: { 'x-hub-signature-256': `sha256=${'c0ffee'.repeat(10)}` },
            },
        ];
        for (const request of requests)
            await logged.inject({ ...request, payload: request.method === 'POST' ? {} : undefined });

        const text = lines.join('');
        expect(lines.length).toBeGreaterThan(requests.length);
        for (const secret of secrets) expect(text).not.toContain(secret);
        // each request is still there to read, its token cut
        expect(text).toContain('"url":"/portal/opt-out/[redacted]"');
        expect(text).toContain('"url":"/public/v3/portal/[redacted]/approve"');
        expect(text).toContain('"url":"/auth/forgot-password?token=[redacted]"');
    });

    /** A password-reset link's token, read from the mail the server wrote to its outbox. */
    async function passwordResetToken() {
        const user = await makeUser(t.database.db);
        const outbox = join(t.config.dataDir, 'outbox');
        await logged.inject({ method: 'POST', url: '/public/v3/user/forgot-password', payload: { email: user.email } });
        for (let wait = 0; wait < 100; wait++) {
            const mails = existsSync(outbox) ? readdirSync(outbox).filter(name => name.endsWith('.eml')) : [];
            const text = mails.map(mail => readFileSync(join(outbox, mail), 'utf8').replace(/=\r?\n/g, '')).join('');
            const token = /token=3D([A-Za-z0-9_-]{43})|token=([A-Za-z0-9_-]{43})/.exec(text);
            if (token) return token[1] ?? token[2];
            await new Promise(resolve => setTimeout(resolve, 50));
        }
        throw new Error('no reset mail');
    }
});
