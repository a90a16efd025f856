import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/app';
import { startFakeProvider, waitForStatus, type FakeProvider } from '../support/delivery';
import { call, expectError } from '../support/factories';
import { create, twoGarages } from '../support/garage';

const WEBHOOK = '/public/v3/webhook/whatsapp';
const APP_SECRET = 'meta-app-secret';

let t: TestContext;
let g: Awaited<ReturnType<typeof twoGarages>>;
let whatsapp: FakeProvider;
let ids = 0;
let plates = 0;

beforeAll(async () => {
    whatsapp = await startFakeProvider(() => ({ status: 200, body: { messages: [{ id: `wamid.HBg${++ids}` }] } }));
    t = await startTestApp(
        {
            WHATSAPP_API_URL: whatsapp.url,
            WHATSAPP_TOKEN: 'wa-token',
            WHATSAPP_PHONE_NUMBER_ID: '1055',
            WHATSAPP_APP_SECRET: APP_SECRET,
            WHATSAPP_VERIFY_TOKEN: 'verify-me',
        },
        { queue: { pollingIntervalSeconds: 0.5 } },
    );
    g = await twoGarages(t);
});

afterAll(async () => {
    await t.close();
    await whatsapp.close();
});

/** A WhatsApp message sent through the Cloud API by the garage of `token`; answers it with its provider id. */
async function sentMessage(token = g.owner) {
    const customer = await create(t, token, 'relationship/customer', {
        name: 'Lee',
        phone: '6123 4567',
        reminder_consent: true,
    });
    const vehicle = await create(t, token, 'motor-garage/vehicle', {
        plate: `WH ${++plates}`,
        customer_id: customer.id,
    });
    const draft = await create(t, token, 'motor-garage/message', {
        kind: 'licence_reminder',
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        channel: 'whatsapp',
    });
    await call(t.app, 'POST', `/api/v3/motor-garage/message/${draft.id}/send`, { token });
    return waitForStatus(t, token, draft.id, ['sent']);
}

const statusOf = async (id: number, token = g.owner) =>
    (await call(t.app, 'GET', `/api/v3/motor-garage/message/${id}`, { token })).body.data;

type Report = { id: string; status: string; errors?: object[] };

/** A webhook delivery as Meta sends it: the statuses in entry[].changes[].value.statuses[], signed unless told. */
async function deliver(reports: Report[], signature: string | null = 'good') {
    const payload = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
            {
                id: '102290129340398',
                changes: [
                    {
                        field: 'messages',
                        value: {
                            messaging_product: 'whatsapp',
                            statuses: reports.map(report => ({
                                recipient_id: '85261234567',
                                timestamp: '1',
                                ...report,
                            })),
                        },
                    },
                ],
            },
        ],
    });
    const good = `sha256=${createHmac('sha256', APP_SECRET).update(payload).digest('hex')}`;
    const header = signature === 'good' ? good : signature;
    const response = await t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', ...(header ? { 'x-hub-signature-256': header } : {}) },
        payload,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('status reports', () => {
    it('move a message from sent to delivered to read', async () => {
        const message = await sentMessage();
        expect((await deliver([{ id: message.provider_message_id, status: 'delivered' }])).status).toBe(200);
        expect((await statusOf(message.id)).status).toBe('delivered');
        await deliver([{ id: message.provider_message_id, status: 'read' }]);
        expect((await statusOf(message.id)).status).toBe('read');
    });

    it('never move a message back: a late delivered or sent, and replays, change nothing', async () => {
        const message = await sentMessage();
        await deliver([{ id: message.provider_message_id, status: 'read' }]);
        const read = await statusOf(message.id);
        await deliver([
            { id: message.provider_message_id, status: 'delivered' },
            { id: message.provider_message_id, status: 'sent' },
            { id: message.provider_message_id, status: 'read' },
        ]);
        expect(await statusOf(message.id)).toMatchObject({ status: 'read', version: read.version });
    });

    it('mark a message failed with WhatsApp’s reason, but not once it was delivered', async () => {
        const failing = await sentMessage();
        const delivered = await sentMessage();
        await deliver([{ id: delivered.provider_message_id, status: 'delivered' }]);
        const error = { code: 131026, title: 'Message undeliverable', message: 'Receiver is incapable of receiving' };
        await deliver([
            { id: failing.provider_message_id, status: 'failed', errors: [error] },
            { id: delivered.provider_message_id, status: 'failed', errors: [error] },
        ]);
        expect(await statusOf(failing.id)).toMatchObject({
            status: 'failed',
            error: 'Message undeliverable: Receiver is incapable of receiving',
        });
        expect(await statusOf(delivered.id)).toMatchObject({ status: 'delivered', error: null });
    });

    it('about an earlier try do not move a failed message sent again', async () => {
        const first = await sentMessage();
        await deliver([{ id: first.provider_message_id, status: 'failed', errors: [{ title: 'Rate limit hit' }] }]);
        expect((await statusOf(first.id)).error).toBe('Rate limit hit');
        await call(t.app, 'POST', `/api/v3/motor-garage/message/${first.id}/send`, { token: g.owner });
        const again = await waitForStatus(t, g.owner, first.id, ['sent']);
        expect(again.provider_message_id).not.toBe(first.provider_message_id);
        await deliver([{ id: first.provider_message_id, status: 'read' }]);
        expect((await statusOf(first.id)).status).toBe('sent');
        await deliver([{ id: again.provider_message_id, status: 'delivered' }]);
        expect((await statusOf(first.id)).status).toBe('delivered');
    });

    it('reach a message of any garage, and ignore ids nobody knows', async () => {
        const theirs = await sentMessage(g.stranger);
        const answer = await deliver([
            { id: 'wamid.unknown', status: 'read' },
            { id: theirs.provider_message_id, status: 'delivered' },
        ]);
        expect(answer.status).toBe(200);
        expect((await statusOf(theirs.id, g.stranger)).status).toBe('delivered');
    });
});

describe('signatures', () => {
    it('refuse a wrong or missing signature, changing nothing', async () => {
        const message = await sentMessage();
        const report = [{ id: message.provider_message_id, status: 'read' }];
        expectError(await deliver(report, `sha256=${'0'.repeat(64)}`), 401, 'bad_signature');
        expectError(await deliver(report, 'sha256=abc'), 401, 'bad_signature');
        expectError(await deliver(report, null), 401, 'bad_signature');
        expect((await statusOf(message.id)).status).toBe('sent');
    });
});

describe('the subscription handshake', () => {
    const handshake = (query: string) => t.app.inject({ method: 'GET', url: `${WEBHOOK}?${query}` });

    it('answers the challenge when the verify token matches', async () => {
        const answer = await handshake('hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444');
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^text\/plain/);
        expect(answer.body).toBe('1158201444');
    });

    it('refuses a wrong token or mode', async () => {
        expect((await handshake('hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1')).statusCode).toBe(403);
        expect((await handshake('hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1')).statusCode).toBe(
            403,
        );
    });
});

describe('without an SMS provider', () => {
    it('refuses to send an SMS', async () => {
        const customer = await create(t, g.owner, 'relationship/customer', {
            name: 'Ho',
            phone: '6123 4568',
            reminder_consent: true,
        });
        const vehicle = await create(t, g.owner, 'motor-garage/vehicle', { plate: 'SMS 1', customer_id: customer.id });
        const draft = await create(t, g.owner, 'motor-garage/message', {
            kind: 'licence_reminder',
            customer_id: customer.id,
            vehicle_id: vehicle.id,
            channel: 'sms',
        });
        const path = `/api/v3/motor-garage/message/${draft.id}/send`;
        expectError(await call(t.app, 'POST', path, { token: g.owner }), 400, 'channel_not_configured');
        expect((await statusOf(draft.id)).status).toBe('draft');
    });
});
