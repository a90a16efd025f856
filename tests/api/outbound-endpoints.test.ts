import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PitstopApp } from '../../server/app';
import { assistantSettings, messageChannelSettings } from '../../server/db/schema';
import { startTestApp, type TestContext } from '../support/app';
import { startFakeProvider, waitForStatus, type FakeProvider } from '../support/delivery';
import { answering, startFakeOpenAI } from '../support/fake-openai';
import { call, expectError } from '../support/factories';
import { create, twoGarages } from '../support/garage';

const API = '/api/v3/motor-garage';
const FAST_QUEUE = { retryLimit: 1, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 };

/** The server as it runs in production (the endpoint rule on), and one on the same database with the rule lifted. */
let t: TestContext;
let lenient: PitstopApp;
let g: Awaited<ReturnType<typeof twoGarages>>;
let sms: FakeProvider;
let model: FakeProvider;
let plates = 0;

beforeAll(async () => {
    sms = await startFakeProvider(() => ({ status: 201, body: { sid: 'SM1' } }));
    model = await startFakeOpenAI();
    t = await startTestApp(
        {},
        { queue: FAST_QUEUE, delivery: { providerTimeoutMs: 1000, sweepIntervalSeconds: 3600 } },
    );
    lenient = await buildApp({
        config: { ...t.config, allowPrivateEndpoints: true },
        db: t.database.db,
        logger: false,
        queue: { runWorkers: false },
    });
    g = await twoGarages(t);
});

afterAll(async () => {
    await lenient?.close();
    await t?.close();
    await sms?.close();
    await model?.close();
});

const saveSms = (app: PitstopApp, url: string, token = g.owner) =>
    call(app, 'PUT', `${API}/message-channels`, {
        token,
        body: { whatsapp: null, sms: { url, from: 'Garage', token: 'AC1:secret' } },
    });
const saveModel = (app: PitstopApp, baseUrl: string, token = g.owner) =>
    call(app, 'PUT', `${API}/assistant-settings`, { token, body: { base_url: baseUrl, model: 'own-model' } });
const smsRow = async () =>
    (
        await t.database.db
            .select()
            .from(messageChannelSettings)
            .where(eq(messageChannelSettings.workspaceId, g.workspace.id))
    )[0];

function expectNotAllowed(answer: Awaited<ReturnType<typeof call>>, field: string) {
    expectError(answer, 400, 'endpoint_not_allowed');
    expect(answer.body.details).toEqual([{ field, error: 'endpoint_not_allowed' }]);
}

describe('a garage’s SMS endpoint', () => {
    it.each([
        ['loopback over http', () => `${sms.url}/Messages.json`],
        ['loopback over https', () => 'https://127.0.0.1:8443/Messages.json'],
        ['localhost', () => 'https://localhost/Messages.json'],
        ['the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data'],
        ['a private network', () => 'https://192.168.1.20/sms'],
        ['IPv4 written as IPv6', () => 'https://[::ffff:10.0.0.1]/sms'],
        ['plain http to a public address', () => 'http://93.184.216.34/sms'],
    ])('is refused at save when it points at %s, and nothing is stored', async (_what, url) => {
        expectNotAllowed(await saveSms(t.app, url()), 'sms.url');
        expect(await smsRow()).toBeUndefined();
    });

    it('is taken at save when it is https to a public address', async () => {
        const saved = await saveSms(t.app, 'https://93.184.216.34/2010-04-01/Accounts/AC1/Messages.json', g.stranger);
        expect(saved.status).toBe(200);
        expect(saved.body.data.sms).toMatchObject({
            source: 'workspace',
            url: 'https://93.184.216.34/2010-04-01/Accounts/AC1/Messages.json',
        });
        await call(t.app, 'PUT', `${API}/message-channels`, { token: g.stranger, body: { whatsapp: null, sms: null } });
    });

    it('saved while ALLOW_PRIVATE_ENDPOINTS was on, is refused at connection once it is off: the message fails, said why', async () => {
        expect((await saveSms(lenient, `${sms.url}/Messages.json`)).status).toBe(200);
        const customer = await create(t, g.owner, 'relationship/customer', {
            name: 'Chan',
            phone: '9123 4567',
            reminder_consent: true,
        });
        const vehicle = await create(t, g.owner, 'motor-garage/vehicle', {
            plate: `EP ${++plates}`,
            customer_id: customer.id,
            licence_expiry: '2027-01-15',
        });
        const message = await create(t, g.owner, 'motor-garage/message', {
            kind: 'licence_reminder',
            customer_id: customer.id,
            vehicle_id: vehicle.id,
            channel: 'sms',
        });
        const sent = await call(t.app, 'POST', `${API}/message/${message.id}/send`, { token: g.owner });
        expect(sent.body.data).toMatchObject({ status: 'queued' });
        const failed = await waitForStatus(t, g.owner, message.id, ['failed']);
        expect(failed.error).toBe("The SMS provider's endpoint is not allowed: 127.0.0.1 is a loopback address");
        expect(sms.requests).toHaveLength(0);
    });
});

describe('a garage’s own model', () => {
    it.each([
        ['loopback', () => model.url],
        ['localhost over https', () => 'https://localhost:11434/v1'],
        ['a private network', () => 'https://10.0.0.5/v1'],
        ['plain http to a public address', () => 'http://93.184.216.34/v1'],
    ])('is refused at save when it points at %s, and nothing is stored', async (_what, url) => {
        expectNotAllowed(await saveModel(t.app, url()), 'base_url');
        const rows = await t.database.db
            .select()
            .from(assistantSettings)
            .where(eq(assistantSettings.workspaceId, g.workspace.id));
        expect(rows).toEqual([]);
    });

    it('keeps the format and pairing errors of the settings before the endpoint rule', async () => {
        const answer = await call(t.app, 'PUT', `${API}/assistant-settings`, {
            token: g.owner,
            body: { base_url: 'https://10.0.0.5/v1', model: null },
        });
        expectError(answer, 400, 'validation_failed');
        expect(answer.body.details).toEqual([{ field: 'model', error: 'required' }]);
    });

    it('saved while ALLOW_PRIVATE_ENDPOINTS was on, is not asked once it is off: the built-in assistant answers', async () => {
        expect((await saveModel(lenient, model.url, g.stranger)).status).toBe(200);
        model.script(answering({ text: 'From the model on loopback' }));
        const answer = await call(t.app, 'POST', `${API}/assistant/explain`, {
            token: g.stranger,
            body: { text: 'oil leak', locale: 'en' },
        });
        expect(answer.body.data).toMatchObject({
            source: 'builtin',
            fallback: true,
            fallback_reason: 'endpoint_not_allowed',
        });
        expect(model.requests).toHaveLength(0);
        // the same settings, with the rule lifted, do reach it
        const asked = await call(lenient, 'POST', `${API}/assistant/explain`, {
            token: g.stranger,
            body: { text: 'oil leak', locale: 'en' },
        });
        expect(asked.body.data).toMatchObject({ source: 'model', text: 'From the model on loopback' });
    });
});
