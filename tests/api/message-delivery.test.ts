import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { messages } from '../../server/db/schema';
import { CLAIM_LEASE_MS } from '../../server/modules/message/delivery/claims';
import { SEND_MESSAGE } from '../../server/modules/message/delivery/job';
import { IN_DOUBT } from '../../server/modules/message/delivery/worker';
import { startTestApp, type TestContext } from '../support/app';
import { startFakeProvider, waitForStatus, type FakeProvider } from '../support/delivery';
import { call, expectError } from '../support/factories';
import { create, twoGarages } from '../support/garage';

const MESSAGE = '/api/v3/motor-garage/message';
const SMS_PATH = '/2010-04-01/Accounts/AC1/Messages.json';
const FAST_QUEUE = { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 };

let t: TestContext;
let g: Awaited<ReturnType<typeof twoGarages>>;
let whatsapp: FakeProvider;
let sms: FakeProvider;
let sent = 0;
let plates = 0;

beforeAll(async () => {
    whatsapp = await startFakeProvider(() => ({ status: 200, body: { messages: [{ id: `wamid.${++sent}` }] } }));
    sms = await startFakeProvider(() => ({ status: 201, body: { sid: `SM${++sent}` } }));
    t = await startTestApp(
        {
            WHATSAPP_API_URL: `${whatsapp.url}/v21.0`,
            WHATSAPP_TOKEN: 'wa-token',
            WHATSAPP_PHONE_NUMBER_ID: '1055',
            WHATSAPP_TEMPLATES: JSON.stringify({ licence_reminder: { 'zh-hk': 'licence_due_hk' } }),
            SMS_URL: `${sms.url}${SMS_PATH}`,
            SMS_FROM: '+85230001234',
            SMS_TOKEN: 'AC1:sms-secret',
        },
        { queue: FAST_QUEUE, delivery: { providerTimeoutMs: 1000, sweepIntervalSeconds: 3600 } },
    );
    g = await twoGarages(t);
});

afterAll(async () => {
    await t.close();
    await whatsapp.close();
    await sms.close();
});

/** A sent-able draft to a customer with a Hong Kong phone and an e-mail address. */
async function draft(channel: string, body: string | null = 'Your car is ready', token = g.owner, locale = 'en') {
    const customer = await create(t, token, 'relationship/customer', {
        name: 'Chan',
        phone: '9123 4567',
        email: 'chan@example.test',
        // the drafts are licence reminders: they need the customer's consent
        reminder_consent: true,
    });
    const vehicle = await create(t, token, 'motor-garage/vehicle', {
        plate: `DL ${++plates}`,
        customer_id: customer.id,
        licence_expiry: '2027-01-15',
    });
    return create(t, token, 'motor-garage/message', {
        kind: 'licence_reminder',
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        channel,
        locale,
        ...(body === null ? {} : { body }),
    });
}

const send = (id: number, token = g.owner) => call(t.app, 'POST', `${MESSAGE}/${id}/send`, { token });
const requestsWith = (provider: FakeProvider, text: string) => provider.requests.filter(r => r.body.includes(text));

describe('WhatsApp Cloud API', () => {
    it('queues the message, posts it to the Cloud API once and keeps its id', async () => {
        const message = await draft('whatsapp', 'Ready at 5 pm');
        const answer = await send(message.id);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ status: 'queued', click_to_chat_url: null });
        const done = await waitForStatus(t, g.owner, message.id, ['sent']);
        expect(done.provider_message_id).toMatch(/^wamid\./);
        expect(done.sent_at).toEqual(expect.any(String));
        const [request] = requestsWith(whatsapp, 'Ready at 5 pm');
        expect(request).toMatchObject({ method: 'POST', url: '/v21.0/1055/messages' });
        expect(request.headers.authorization).toBe('Bearer wa-token');
        expect(JSON.parse(request.body)).toEqual({
            messaging_product: 'whatsapp',
            to: '85291234567',
            type: 'text',
            text: { body: 'Ready at 5 pm' },
        });
        expectError(await send(message.id), 409, 'already_sent');
        expect(requestsWith(whatsapp, 'Ready at 5 pm')).toHaveLength(1);
    });

    it('fails at once on a refusal, with its status and a reason of ours, and may be sent again', async () => {
        const message = await draft('whatsapp', 'Refused once');
        whatsapp.script({
            status: 400,
            body: { error: { code: 131030, message: 'Recipient phone number not in allowed list <b>(#131030)</b>' } },
        });
        await send(message.id);
        const failed = await waitForStatus(t, g.owner, message.id, ['failed']);
        // Meta's code in our words, never its text
        expect(failed.error).toBe(
            'WhatsApp refused the message (HTTP 400: the recipient is not on the test number’s list)',
        );
        expect(requestsWith(whatsapp, 'Refused once')).toHaveLength(1);
        expect((await send(message.id)).body.data).toMatchObject({ status: 'queued', error: null });
        await waitForStatus(t, g.owner, message.id, ['sent']);
        expect(requestsWith(whatsapp, 'Refused once')).toHaveLength(2);
    });

    it('tries again after a 500 and a 429, then sends', async () => {
        const message = await draft('whatsapp', 'Try again');
        whatsapp.script(
            { status: 500, body: { error: { message: 'Internal error' } } },
            { status: 429, body: { error: { message: 'Too many messages' } } },
        );
        await send(message.id);
        await waitForStatus(t, g.owner, message.id, ['sent']);
        expect(requestsWith(whatsapp, 'Try again')).toHaveLength(3);
    });

    it('fails with the reason after the last try when the provider never answers', async () => {
        const message = await draft('whatsapp', 'Nobody home');
        whatsapp.script('hang', 'hang', 'hang');
        await send(message.id);
        const failed = await waitForStatus(t, g.owner, message.id, ['failed'], 25_000);
        expect(failed.error).toBe('WhatsApp did not answer within 1 s');
        expect(requestsWith(whatsapp, 'Nobody home')).toHaveLength(3);
    });
});

describe('an approved WhatsApp template', () => {
    it('carries the kind’s message in its language, the drafted values as its parameters in order', async () => {
        const message = await draft('whatsapp', null, g.owner, 'zh-hk');
        expect((await send(message.id)).status).toBe(200);
        await waitForStatus(t, g.owner, message.id, ['sent']);
        const [request] = whatsapp.requests.filter(r => JSON.parse(r.body).template);
        const sentBody = JSON.parse(request.body);
        expect(sentBody).toMatchObject({
            messaging_product: 'whatsapp',
            to: '85291234567',
            type: 'template',
            template: { name: 'licence_due_hk', language: { code: 'zh_HK' } },
        });
        expect(sentBody.text).toBeUndefined();
        const parameters = sentBody.template.components[0].parameters.map((p: { text: string }) => p.text);
        // customer_name, plate, expiry_date, garage_name, garage_phone, opt_out_link
        expect(parameters.slice(0, 3)).toEqual(['Chan', message.template_values.plate, '2027年1月15日（星期五）']);
        expect(parameters[1]).toMatch(/^DL \d+$/);
        expect(parameters[3]).toBe(message.template_values.garage_name);
        expect(parameters[5]).toMatch(/^http.*\/portal\/opt-out\//);
        expect(message.body).toContain(parameters[5]);
    });

    it('is not used for a language without one: the text goes', async () => {
        const message = await draft('whatsapp', 'Plain text in English');
        expect((await send(message.id)).status).toBe(200);
        await waitForStatus(t, g.owner, message.id, ['sent']);
        const [request] = requestsWith(whatsapp, 'Plain text in English');
        expect(JSON.parse(request.body)).toMatchObject({ type: 'text', text: { body: 'Plain text in English' } });
    });
});

describe('SMS through a Twilio-compatible API', () => {
    it('posts To, From and Body form-encoded with basic auth, and keeps the sid', async () => {
        const message = await draft('sms', 'Licence due soon');
        expect((await send(message.id)).body.data.status).toBe('queued');
        const done = await waitForStatus(t, g.owner, message.id, ['sent']);
        expect(done.provider_message_id).toMatch(/^SM/);
        const [request] = requestsWith(sms, 'Licence+due+soon');
        expect(request).toMatchObject({ method: 'POST', url: SMS_PATH });
        expect(request.headers.authorization).toBe(`Basic ${Buffer.from('AC1:sms-secret').toString('base64')}`);
        expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
        expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
            To: '+85291234567',
            From: '+85230001234',
            Body: 'Licence due soon',
        });
    });

    it('says why on a refusal, in our words: the status and the error code read', async () => {
        const message = await draft('sms', 'Bad number');
        sms.script({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } });
        await send(message.id);
        const failed = await waitForStatus(t, g.owner, message.id, ['failed']);
        expect(failed.error).toBe('The SMS provider refused the message (HTTP 400: the phone number is not valid)');
        const other = await draft('sms', 'Odd refusal');
        sms.script({ status: 403, body: { message: 'Go to http://evil.example to unlock your account' } });
        await send(other.id);
        expect((await waitForStatus(t, g.owner, other.id, ['failed'])).error).toBe(
            'The SMS provider refused the message (HTTP 403: not permitted)',
        );
    });
});

describe('e-mail', () => {
    it('without SMTP_URL writes the mail into the outbox and marks it sent', async () => {
        const dir = join(t.config.dataDir, 'outbox');
        const before = existsSync(dir) ? readdirSync(dir).length : 0;
        const message = await draft('email', 'See you tomorrow');
        expect((await send(message.id)).body.data.status).toBe('queued');
        await waitForStatus(t, g.owner, message.id, ['sent']);
        expect(readdirSync(dir).filter(name => name.endsWith('.eml'))).toHaveLength(before + 1);
    });
});

describe('messages left queued without a job', () => {
    /** What a process that died between its commit and its job leaves: a queued message, and no job. */
    const queuedWithoutJob = async (channel: string, body: string) => {
        const message = await draft(channel, body);
        await t.database.db
            .update(messages)
            .set({ status: 'queued', to: '9123 4567' })
            .where(and(eq(messages.workspaceId, g.workspace.id), eq(messages.id, message.id)));
        return message;
    };

    /** Another app on the same database (the main one swept at its start only): a restarted process. */
    async function withOtherApp(sweepIntervalSeconds: number, work: (other: TestContext['app']) => Promise<void>) {
        const other = await buildApp({
            config: t.config,
            db: t.database.db,
            logger: false,
            queue: FAST_QUEUE,
            delivery: { sweepIntervalSeconds },
        });
        try {
            await other.ready();
            await work(other);
        } finally {
            await other.close();
        }
    }

    it('are sent by the sweep when an app starts', async () => {
        const message = await queuedWithoutJob('sms', 'Found at start');
        await withOtherApp(3600, async other => {
            await waitForStatus({ app: other }, g.owner, message.id, ['sent']);
            expect(requestsWith(sms, 'Found+at+start')).toHaveLength(1);
        });
    });

    it('are sent by the periodic sweep', async () => {
        await withOtherApp(1, async other => {
            const message = await queuedWithoutJob('whatsapp', 'Swept up');
            await waitForStatus({ app: other }, g.owner, message.id, ['sent']);
            expect(requestsWith(whatsapp, 'Swept up')).toHaveLength(1);
        });
    });
});

describe('a try that ended without recording its outcome', () => {
    /** A queued message that a sender claimed and never let go: it may have reached the customer. */
    const leftInDoubt = async (body: string, claimedBy: string, claimedAt: Date) => {
        const message = await draft('whatsapp', body);
        await t.database.db
            .update(messages)
            .set({ status: 'queued', to: '9123 4567', claimedBy, claimedAt })
            .where(and(eq(messages.workspaceId, g.workspace.id), eq(messages.id, message.id)));
        return message;
    };
    const job = (messageId: number, id?: string) =>
        t.app.queue.send(
            SEND_MESSAGE,
            { workspaceId: g.workspace.id, messageId },
            { id, singletonKey: `doubt ${messageId}` },
        );
    const toldAbout = async (messageId: number) =>
        (
            await call(t.app, 'GET', '/api/v3/notification', { token: g.owner, query: { size: '9999' } })
        ).body.data.filter(
            (n: { kind: string; record_id: number }) => n.kind === 'message_failed' && n.record_id === messageId,
        );

    it('is not sent again by its own retry: failed, saying why, and staff are told', async () => {
        const jobId = randomUUID();
        const message = await leftInDoubt('Maybe sent already', jobId, new Date());
        await job(message.id, jobId);
        const failed = await waitForStatus(t, g.owner, message.id, ['failed', 'sent']);
        expect(failed.status).toBe('failed');
        expect(failed.error).toBe(IN_DOUBT);
        expect(requestsWith(whatsapp, 'Maybe sent already')).toHaveLength(0);
        expect(await toldAbout(message.id)).toHaveLength(1);
        // staff who checked with the customer send it again by hand: it goes, once
        expect((await send(message.id)).body.data.status).toBe('queued');
        await waitForStatus(t, g.owner, message.id, ['sent']);
        expect(requestsWith(whatsapp, 'Maybe sent already')).toHaveLength(1);
    });

    it('is not sent again by another sender once the lease ran out', async () => {
        const message = await leftInDoubt('Lease over', randomUUID(), new Date(Date.now() - CLAIM_LEASE_MS - 60_000));
        await job(message.id);
        expect((await waitForStatus(t, g.owner, message.id, ['failed', 'sent'])).error).toBe(IN_DOUBT);
        expect(requestsWith(whatsapp, 'Lease over')).toHaveLength(0);
    });

    it('is left alone while its sender still holds it', async () => {
        const message = await leftInDoubt('Still sending', randomUUID(), new Date());
        await job(message.id);
        await new Promise(resolve => setTimeout(resolve, 1500));
        expect((await call(t.app, 'GET', `${MESSAGE}/${message.id}`, { token: g.owner })).body.data).toMatchObject({
            status: 'queued',
            error: null,
        });
        expect(requestsWith(whatsapp, 'Still sending')).toHaveLength(0);
    });
});

describe('an app that runs no jobs', () => {
    it('queues the message for the apps that do', async () => {
        const enqueuer = await buildApp({
            config: t.config,
            db: t.database.db,
            logger: false,
            queue: { runWorkers: false },
        });
        try {
            const message = await draft('sms', 'Queued elsewhere');
            const answer = await call(enqueuer, 'POST', `${MESSAGE}/${message.id}/send`, { token: g.owner });
            expect(answer.body.data.status).toBe('queued');
            await waitForStatus(t, g.owner, message.id, ['sent']);
            expect(requestsWith(sms, 'Queued+elsewhere')).toHaveLength(1);
        } finally {
            await enqueuer.close();
        }
    });
});

describe('the WhatsApp webhook without WHATSAPP_APP_SECRET', () => {
    it('is not there', async () => {
        const answer = await t.app.inject({ method: 'POST', url: '/public/v3/webhook/whatsapp', payload: {} });
        expect(answer.statusCode).toBe(404);
        const handshake = await t.app.inject({
            method: 'GET',
            url: '/public/v3/webhook/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
        });
        expect(handshake.statusCode).toBe(404);
    });
});

describe('another workspace', () => {
    it('cannot send a garage’s message', async () => {
        const message = await draft('whatsapp', 'Not yours');
        expectError(await send(message.id, g.stranger), 404, 'not_found');
        expect(requestsWith(whatsapp, 'Not yours')).toHaveLength(0);
    });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('two app processes on one PostgreSQL database', () => {
    it('send each of 50 messages once, even with a second job for every message', { timeout: 60_000 }, async () => {
        const database = await openDatabase({ url: t.databaseUrl, dataDir: null });
        const other = await buildApp({ config: t.config, db: database.db, logger: false, queue: FAST_QUEUE });
        whatsapp.delayMs = 100;
        try {
            await other.ready();
            const drafts = [];
            for (let n = 0; n < 50; n++) drafts.push(await draft('whatsapp', `Twice? ${n}.`));
            // Queued, with one job from each app for every message, all at once: pairs of jobs run side by side.
            await t.database.db
                .update(messages)
                .set({ status: 'queued', to: '9123 4567' })
                .where(
                    and(
                        eq(messages.workspaceId, g.workspace.id),
                        inArray(
                            messages.id,
                            drafts.map(({ id }) => id),
                        ),
                    ),
                );
            const job = (id: number, app: TestContext['app'], key: string) =>
                app.queue.send(
                    SEND_MESSAGE,
                    { workspaceId: g.workspace.id, messageId: id },
                    { singletonKey: `${key} ${id}` },
                );
            await Promise.all(drafts.flatMap(({ id }) => [job(id, t.app, 'a'), job(id, other, 'b')]));
            for (const { id } of drafts) await waitForStatus(t, g.owner, id, ['sent'], 30_000);
            const bodies = whatsapp.requests
                .map(r => (JSON.parse(r.body).text?.body ?? '') as string)
                .filter(b => b.startsWith('Twice?'));
            expect(bodies).toHaveLength(50);
            expect(new Set(bodies).size).toBe(50);
        } finally {
            whatsapp.delayMs = 0;
            await other.close();
            await database.close();
        }
    });
});
