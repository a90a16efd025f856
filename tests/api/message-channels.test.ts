import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBox } from '../../server/crypto/secret-box';
import { messageChannelSettings } from '../../server/db/schema';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';
import { startFakeProvider, waitForStatus, type FakeProvider } from '../support/delivery';
import { call, expectError } from '../support/factories';
import { create, twoGarages } from '../support/garage';

const CHANNELS = '/api/v3/motor-garage/message-channels';
const FAST_QUEUE = { retryLimit: 1, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 };
const GARAGE_TOKEN = 'EAAG-garage-own-token';
const SMS_PATH = '/2010-04-01/Accounts/AC9/Messages.json';

let t: TestContext;
let g: Awaited<ReturnType<typeof twoGarages>>;
let whatsapp: FakeProvider;
let sms: FakeProvider;
let sent = 0;
let plates = 0;

beforeAll(async () => {
    whatsapp = await startFakeProvider(() => ({ status: 200, body: { messages: [{ id: `wamid.${++sent}` }] } }));
    sms = await startFakeProvider(() => ({ status: 201, body: { sid: `SM${++sent}` } }));
    // The platform has a WhatsApp number of its own, and no SMS account.
    t = await startTestApp(
        {
            WHATSAPP_API_URL: `${whatsapp.url}/v21.0`,
            WHATSAPP_TOKEN: 'platform-token',
            WHATSAPP_PHONE_NUMBER_ID: '1055',
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

const read = (token = g.owner) => call(t.app, 'GET', CHANNELS, { token });
const save = (body: object, token = g.owner) => call(t.app, 'PUT', CHANNELS, { token, body });
const row = async (workspaceId = g.workspace.id) =>
    (
        await t.database.db
            .select()
            .from(messageChannelSettings)
            .where(eq(messageChannelSettings.workspaceId, workspaceId))
    )[0];

/** A message of `kind` (licence reminder or invoice) drafted for a new customer of the garage, sent at once. */
async function sendNew(token: string, channel: string, body: string) {
    const customer = await create(t, token, 'relationship/customer', {
        name: 'Chan',
        phone: '9123 4567',
        reminder_consent: true,
    });
    const vehicle = await create(t, token, 'motor-garage/vehicle', {
        plate: `CH ${++plates}`,
        customer_id: customer.id,
        licence_expiry: '2027-01-15',
    });
    const draft = await create(t, token, 'motor-garage/message', {
        kind: 'licence_reminder',
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        channel,
        body,
    });
    const answer = await call(t.app, 'POST', `/api/v3/motor-garage/message/${draft.id}/send`, { token });
    return { answer, id: draft.id as number };
}
const requestsWith = (provider: FakeProvider, text: string) => provider.requests.filter(r => r.body.includes(text));

describe("a workspace's message channels", () => {
    it('are the platform’s until the workspace sets its own: WhatsApp by the Cloud API, no SMS', async () => {
        const answer = await read();
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({
            automatic: ['email', 'whatsapp'],
            whatsapp: {
                source: 'platform',
                phone_number_id: null,
                has_token: false,
                token_unreadable: false,
                templates: {},
            },
            sms: { source: 'none', url: null, from: null, has_token: false, token_unreadable: false },
        });
    });

    it('send from the garage’s own WhatsApp number once set, with its token and templates; the other garage keeps the platform’s', async () => {
        const saved = await save({
            whatsapp: { phone_number_id: '2077', token: GARAGE_TOKEN, templates: { licence_reminder: 'licence_due' } },
            sms: null,
        });
        expect(saved.status).toBe(200);
        expect(saved.body.data.whatsapp).toEqual({
            source: 'workspace',
            phone_number_id: '2077',
            has_token: true,
            token_unreadable: false,
            templates: { licence_reminder: 'licence_due' },
        });
        expect(JSON.stringify(saved.body)).not.toContain(GARAGE_TOKEN);
        expect(JSON.stringify(await row())).not.toContain(GARAGE_TOKEN);

        const own = await sendNew(g.owner, 'whatsapp', 'From the garage');
        expect(own.answer.body.data).toMatchObject({ status: 'queued', click_to_chat_url: null });
        await waitForStatus(t, g.owner, own.id, ['sent']);
        const [request] = whatsapp.requests.filter(r => r.url === '/v21.0/2077/messages');
        expect(request.headers.authorization).toBe(`Bearer ${GARAGE_TOKEN}`);
        // its own approved template, named for every language
        expect(JSON.parse(request.body)).toMatchObject({
            type: 'template',
            template: { name: 'licence_due', language: { code: 'zh_HK' } },
        });

        const other = await sendNew(g.stranger, 'whatsapp', 'From the platform');
        await waitForStatus(t, g.stranger, other.id, ['sent']);
        const [platform] = requestsWith(whatsapp, 'From the platform');
        expect(platform).toMatchObject({ url: '/v21.0/1055/messages' });
        expect(platform.headers.authorization).toBe('Bearer platform-token');
        expect((await read(g.stranger)).body.data.whatsapp).toMatchObject({
            source: 'platform',
            phone_number_id: null,
        });
    });

    it('keep the stored token when it is left out, and refuse an account with no token at all', async () => {
        const sealed = (await row())!.whatsappTokenSealed;
        const kept = await save({ whatsapp: { phone_number_id: '2078' }, sms: null });
        expect(kept.body.data.whatsapp).toMatchObject({ phone_number_id: '2078', has_token: true });
        // the templates are kept too when left out
        expect(kept.body.data.whatsapp.templates).toEqual({ licence_reminder: 'licence_due' });
        expect((await row())!.whatsappTokenSealed).toBe(sealed);

        const before = await row(g.other.id);
        const refused = await save({ whatsapp: { phone_number_id: '3001' }, sms: null }, g.stranger);
        expectError(refused, 400, 'validation_failed');
        expect(refused.body.details).toEqual([{ field: 'whatsapp.token', error: 'required' }]);
        expect(await row(g.other.id)).toEqual(before);
    });

    it('add SMS with the garage’s own account: offered, and sent with its basic auth', async () => {
        const saved = await save({
            whatsapp: { phone_number_id: '2078' },
            sms: { url: `${sms.url}${SMS_PATH}`, from: '+85230009999', token: 'AC9:sms-secret' },
        });
        expect(saved.body.data).toMatchObject({
            automatic: ['email', 'whatsapp', 'sms'],
            sms: { source: 'workspace', from: '+85230009999', has_token: true },
        });
        expect(JSON.stringify(saved.body)).not.toContain('sms-secret');
        const { id } = await sendNew(g.owner, 'sms', 'By text');
        await waitForStatus(t, g.owner, id, ['sent']);
        const [request] = requestsWith(sms, 'By+text');
        expect(request.url).toBe(SMS_PATH);
        expect(request.headers.authorization).toBe(`Basic ${Buffer.from('AC9:sms-secret').toString('base64')}`);
        expect(new URLSearchParams(request.body).get('From')).toBe('+85230009999');

        // the other garage has no SMS: refused, nothing sent
        const other = await sendNew(g.stranger, 'sms', 'No account');
        expectError(other.answer, 400, 'channel_not_configured');
        expect(requestsWith(sms, 'No+account')).toHaveLength(0);
    });

    it('refuse a bad endpoint, number, token or template name, and change nothing', async () => {
        const before = await row();
        const refusals = [
            { whatsapp: { phone_number_id: 'abc', token: 'x' }, sms: null },
            { whatsapp: { phone_number_id: '2078', token: 'has space' }, sms: null },
            { whatsapp: { phone_number_id: '2078', templates: { invoice: 'Not A Name' } }, sms: null },
            { whatsapp: null, sms: { url: 'ftp://sms.example/x', from: 'Garage', token: 'a:b' } },
            { whatsapp: null, sms: { url: `${sms.url}/x`, from: 'Garage', token: 'no-colon' } },
            { whatsapp: null, sms: { url: `${sms.url}/x`, from: '', token: 'a:b' } },
            { whatsapp: null },
        ];
        for (const body of refusals) expectError(await save(body), 400, 'validation_failed');
        expect(await row()).toEqual(before);
    });

    it('say when a stored token no longer opens (a new JWT_SECRET), and send nothing with it', async () => {
        const resealed = secretBox(`${TEST_JWT_SECRET}-before`, 'message channel token').seal(g.workspace.id, 'old');
        await t.database.db
            .update(messageChannelSettings)
            .set({ whatsappTokenSealed: resealed })
            .where(eq(messageChannelSettings.workspaceId, g.workspace.id));
        const answer = (await read()).body.data;
        expect(answer.whatsapp).toMatchObject({ source: 'workspace', has_token: true, token_unreadable: true });
        expect(answer.automatic).not.toContain('whatsapp');
        // WhatsApp goes by hand then, not from the platform's number
        const { answer: sentByHand } = await sendNew(g.owner, 'whatsapp', 'Unreadable');
        expect(sentByHand.body.data).toMatchObject({
            status: 'sent',
            click_to_chat_url: expect.stringContaining('wa.me'),
        });
        expect(requestsWith(whatsapp, 'Unreadable')).toHaveLength(0);
    });

    it('go back to the platform’s when set to null, forgetting the tokens', async () => {
        const answer = await save({ whatsapp: null, sms: null });
        expect(answer.body.data).toMatchObject({
            automatic: ['email', 'whatsapp'],
            whatsapp: { source: 'platform', has_token: false, templates: {} },
            sms: { source: 'none', has_token: false },
        });
        expect(await row()).toMatchObject({ whatsappTokenSealed: null, smsTokenSealed: null, smsUrl: null });
    });

    it('are read with message:read and set only with workspace:write', async () => {
        expect((await read(g.member)).status).toBe(200);
        expectError(await save({ whatsapp: null, sms: null }, g.member), 403, 'forbidden');
        expectError(await call(t.app, 'GET', CHANNELS), 401, 'unauthorized');
        expectError(await call(t.app, 'GET', CHANNELS, { token: g.userToken }), 403, 'workspace_required');
    });
});
