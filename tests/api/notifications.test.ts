import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGroupMembers, authGroups, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { membersWhoMay, notify } from '../../server/modules/notification/notify';
import { PERMISSIONS } from '../../server/registry';
import { startTestApp, type TestContext } from '../support/app';
import { backofficeTokens } from '../support/backoffice';
import { startFakeProvider, waitForStatus, type FakeProvider } from '../support/delivery';
import { addMember, call, expectError, makeUser, makeWorkspace, userToken, workspaceToken } from '../support/factories';
import { create, twoGarages } from '../support/garage';

const NOTIFICATION = '/api/v3/notification';
const SMS_PATH = '/2010-04-01/Accounts/AC1/Messages.json';
const APP_SECRET = 'meta-app-secret';

let t: TestContext;
let g: Awaited<ReturnType<typeof twoGarages>>;
let sms: FakeProvider;
let whatsapp: FakeProvider;
let plates = 0;

beforeAll(async () => {
    let sent = 0;
    sms = await startFakeProvider(() => ({ status: 201, body: { sid: `SM${++sent}` } }));
    whatsapp = await startFakeProvider(() => ({ status: 200, body: { messages: [{ id: `wamid.${++sent}` }] } }));
    t = await startTestApp(
        {
            SMS_URL: `${sms.url}${SMS_PATH}`,
            SMS_FROM: '+85230001234',
            SMS_TOKEN: 'AC1:sms-secret',
            WHATSAPP_API_URL: whatsapp.url,
            WHATSAPP_TOKEN: 'wa-token',
            WHATSAPP_PHONE_NUMBER_ID: '1055',
            WHATSAPP_APP_SECRET: APP_SECRET,
        },
        {
            queue: { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
            delivery: { providerTimeoutMs: 1000, sweepIntervalSeconds: 3600 },
        },
    );
    g = await twoGarages(t);
});

afterAll(async () => {
    await t.close();
    await sms.close();
    await whatsapp.close();
});

const list = (token: string, query: Record<string, string> = {}) => call(t.app, 'GET', NOTIFICATION, { token, query });
const markRead = (token: string, id: number) => call(t.app, 'POST', `${NOTIFICATION}/${id}/read`, { token });
const markAllRead = (token: string) => call(t.app, 'POST', `${NOTIFICATION}/read-all`, { token });

/** Every notification of the caller about this record (the first page of 9999 is all of them here). */
const about = async (token: string, recordId: number, kind = 'message_failed') =>
    (await list(token, { size: '9999' })).body.data.filter(
        (n: { kind: string; record_id: number }) => n.kind === kind && n.record_id === recordId,
    );

/** A "your car is ready" to a new customer of the garage of `token`, sent: the provider answers as scripted. */
async function sentMessage(name: string, channel: 'sms' | 'whatsapp' = 'sms', token = g.owner) {
    const customer = await create(t, token, 'relationship/customer', { name, phone: '9123 4567' });
    const vehicle = await create(t, token, 'motor-garage/vehicle', {
        plate: `NT ${++plates}`,
        customer_id: customer.id,
    });
    const job = await create(t, token, 'motor-garage/invoice', { customer_id: customer.id, vehicle_id: vehicle.id });
    const message = await create(t, token, 'motor-garage/message', {
        kind: 'vehicle_ready',
        customer_id: customer.id,
        job_id: job.id,
        channel,
        body: `Ready ${plates}`,
    });
    expect((await call(t.app, 'POST', `/api/v3/motor-garage/message/${message.id}/send`, { token })).status).toBe(200);
    return { customer, message };
}

/** A status report as WhatsApp's webhook posts it, signed with the app secret. */
async function statusReport(status: { id: string; status: string; errors?: object[] }) {
    const payload = JSON.stringify({ entry: [{ changes: [{ value: { statuses: [status] } }] }] });
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(payload).digest('hex')}`;
    return t.app.inject({
        method: 'POST',
        url: '/public/v3/webhook/whatsapp',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload,
    });
}

describe('a message that failed', () => {
    it('tells every member of its garage once, naming the customer and the kind, on the message', async () => {
        sms.script({ status: 400, body: { code: 21211, message: 'Not a valid phone number' } });
        const { customer, message } = await sentMessage('Chan Tai Man');
        await waitForStatus(t, g.owner, message.id, ['failed']);
        for (const token of [g.owner, g.member]) {
            const told = await about(token, message.id);
            expect(told).toEqual([
                {
                    id: expect.any(Number),
                    kind: 'message_failed',
                    resource: 'motor-garage/message',
                    record_id: message.id,
                    title_key: 'common.notifications.kind.message_failed',
                    args: { customer_id: customer.id, customer_name: 'Chan Tai Man', message_kind: 'vehicle_ready' },
                    read_at: null,
                    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
                },
            ]);
        }
        expect(await about(g.stranger, message.id)).toEqual([]);
    });

    it('tells once after the last try, and again when staff send it again and it fails again', async () => {
        const busy = { status: 500, body: { message: 'Busy' } };
        sms.script(busy, busy, busy);
        const { message } = await sentMessage('Wong Siu Ming');
        await waitForStatus(t, g.owner, message.id, ['failed'], 20_000);
        expect(await about(g.owner, message.id)).toHaveLength(1);

        sms.script({ status: 400, body: { message: 'Blocked number' } });
        await call(t.app, 'POST', `/api/v3/motor-garage/message/${message.id}/send`, { token: g.owner });
        await waitForStatus(t, g.owner, message.id, ['failed']);
        expect(await about(g.owner, message.id)).toHaveLength(2);
        expect(await about(g.member, message.id)).toHaveLength(2);
    });

    it('tells once when WhatsApp reports that a sent message failed; a replayed report tells nothing more', async () => {
        const { message } = await sentMessage('Ho Ka Ming', 'whatsapp');
        const { provider_message_id: id } = await waitForStatus(t, g.owner, message.id, ['sent']);
        const report = { id, status: 'failed', errors: [{ title: 'Message undeliverable' }] };
        expect((await statusReport(report)).statusCode).toBe(200);
        await statusReport(report);
        expect(
            (await call(t.app, 'GET', `/api/v3/motor-garage/message/${message.id}`, { token: g.owner })).body.data,
        ).toMatchObject({ status: 'failed', error: 'WhatsApp could not deliver the message' });
        const told = await about(g.member, message.id);
        expect(told).toHaveLength(1);
        expect(told[0].args).toMatchObject({ customer_name: 'Ho Ka Ming', message_kind: 'vehicle_ready' });
    });

    it('tells nobody when it is sent', async () => {
        const { message } = await sentMessage('Lee Ka Yan');
        await waitForStatus(t, g.owner, message.id, ['sent']);
        expect(await about(g.owner, message.id)).toEqual([]);
    });
});

/** A garage of its own (counts start at 0): its owner and a member, signed in. */
async function quietGarage() {
    const db = t.database.db;
    const [owner, member] = [await makeUser(db), await makeUser(db)];
    const workspace = await makeWorkspace(db, owner);
    const membership = await addMember(db, workspace, member);
    const token = async (user: { username: string }) =>
        workspaceToken(t.app, await userToken(t.app, user.username), workspace.id);
    return { workspace, membership, owner: await token(owner), member: await token(member) };
}

/** `count` payment-link notifications, one transaction each (oldest first), records 1..count. */
async function notifyMany(workspaceId: number, count: number) {
    for (let record = 1; record <= count; record++)
        await withTenant(t.database.db, workspaceId, tx =>
            notify(tx, PERMISSIONS, workspaceId, {
                kind: 'payment_link_opened',
                recordId: record,
                args: { number: `INV-2026-${String(record).padStart(5, '0')}`, customer_name: 'Chan Tai Man' },
            }),
        );
}

describe('GET /api/v3/notification', () => {
    it('pages the caller’s own, newest first, with the unread count', async () => {
        const garage = await quietGarage();
        await notifyMany(garage.workspace.id, 25);
        const first = await list(garage.owner);
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ success: true, total: 25, page: 1, size: 20, unread_count: 25 });
        expect(first.body.data.map((n: { record_id: number }) => n.record_id)).toEqual(
            Array.from({ length: 20 }, (_, index) => 25 - index),
        );
        expect(first.body.data[0]).toMatchObject({
            kind: 'payment_link_opened',
            resource: 'motor-garage/invoice',
            title_key: 'common.notifications.kind.payment_link_opened',
            args: { number: 'INV-2026-00025', customer_name: 'Chan Tai Man' },
        });
        const second = await list(garage.owner, { page: '2' });
        expect(second.body.data.map((n: { record_id: number }) => n.record_id)).toEqual([5, 4, 3, 2, 1]);
        expect(second.body).toMatchObject({ total: 25, page: 2, unread_count: 25 });
        // The member has their own copies; another garage sees none of them.
        const members = await list(garage.member);
        expect(members.body.total).toBe(25);
        const ownersIds = new Set(first.body.data.map((n: { id: number }) => n.id));
        expect(members.body.data.some((n: { id: number }) => ownersIds.has(n.id))).toBe(false);
        expect((await list(g.stranger)).body.data.some((n: { id: number }) => ownersIds.has(n.id))).toBe(false);
    });

    it('filters the unread ones', async () => {
        const garage = await quietGarage();
        await notifyMany(garage.workspace.id, 3);
        const [newest] = (await list(garage.owner)).body.data;
        await markRead(garage.owner, newest.id);
        const unread = await list(garage.owner, { unread: 'true' });
        expect(unread.body).toMatchObject({ total: 2, unread_count: 2 });
        expect(unread.body.data.map((n: { record_id: number }) => n.record_id)).toEqual([2, 1]);
        expect((await list(garage.owner, { unread: 'false' })).body).toMatchObject({ total: 3, unread_count: 2 });
    });

    it('refuses a bad page, size or filter', async () => {
        const bad: Record<string, string>[] = [
            { page: '0' },
            { size: '0' },
            { size: '10000' },
            { page: 'x' },
            { unread: 'maybe' },
        ];
        for (const query of bad) expectError(await list(g.owner, query), 400, 'validation_failed');
    });
});

describe('marking read', () => {
    it('marks one, and reading it again keeps the first read time', async () => {
        const garage = await quietGarage();
        await notifyMany(garage.workspace.id, 2);
        const [newest, older] = (await list(garage.owner)).body.data;
        const first = await markRead(garage.owner, newest.id);
        expect(first.status).toBe(200);
        expect(first.body.data).toMatchObject({ id: newest.id, record_id: newest.record_id });
        expect(Date.parse(first.body.data.read_at)).toBeGreaterThan(Date.now() - 60_000);
        await new Promise(resolve => setTimeout(resolve, 20));
        expect((await markRead(garage.owner, newest.id)).body.data.read_at).toBe(first.body.data.read_at);
        const after = await list(garage.owner);
        expect(after.body.unread_count).toBe(1);
        expect(after.body.data.find((n: { id: number }) => n.id === older.id).read_at).toBeNull();
        // The member's copy of the same news is theirs to read.
        expect((await list(garage.member)).body.unread_count).toBe(2);
    });

    it('marks all of mine and answers how many', async () => {
        const garage = await quietGarage();
        await notifyMany(garage.workspace.id, 4);
        await markRead(garage.owner, (await list(garage.owner)).body.data[0].id);
        const all = await markAllRead(garage.owner);
        expect(all.status).toBe(200);
        expect(all.body.data).toEqual({ marked: 3 });
        expect((await list(garage.owner)).body.unread_count).toBe(0);
        expect((await markAllRead(garage.owner)).body.data).toEqual({ marked: 0 });
        expect((await list(garage.member)).body.unread_count).toBe(4);
    });

    it('answers 404 for another member’s, another workspace’s or no notification, and changes nothing', async () => {
        const garage = await quietGarage();
        await notifyMany(garage.workspace.id, 1);
        const [owners] = (await list(garage.owner)).body.data;
        expectError(await markRead(garage.member, owners.id), 404, 'not_found');
        expectError(await markRead(g.stranger, owners.id), 404, 'not_found');
        expectError(await markRead(garage.owner, 2_147_483_647), 404, 'not_found');
        expectError(await markRead(garage.owner, 0), 400, 'validation_failed');
        expect((await list(garage.owner)).body.data[0].read_at).toBeNull();
        await markAllRead(g.stranger);
        expect((await list(garage.owner)).body.unread_count).toBe(1);
    });
});

describe('who may call', () => {
    it('needs a workspace token: none or a broken one is 401, a user token 403, an admin token 401', async () => {
        const admin = (await backofficeTokens(t)).admin;
        for (const [method, url] of [
            ['GET', NOTIFICATION],
            ['POST', `${NOTIFICATION}/1/read`],
            ['POST', `${NOTIFICATION}/read-all`],
        ] as const) {
            expectError(await call(t.app, method, url), 401, 'unauthorized');
            expectError(await call(t.app, method, url, { token: 'a.b.c' }), 401, 'unauthorized');
            expectError(await call(t.app, method, url, { token: admin }), 401, 'unauthorized');
            expectError(await call(t.app, method, url, { token: g.userToken }), 403, 'workspace_required');
        }
    });

    it('a suspended workspace’s members still read and mark read: it changes nothing of the garage’s', async () => {
        const garage = await quietGarage();
        await notifyMany(garage.workspace.id, 2);
        await t.database.db
            .update(workspaces)
            .set({ status: 'suspended' })
            .where(eq(workspaces.id, garage.workspace.id));
        const listed = await list(garage.owner);
        expect(listed.status).toBe(200);
        expect((await markRead(garage.owner, listed.body.data[0].id)).status).toBe(200);
        expect((await markAllRead(garage.owner)).body.data).toEqual({ marked: 1 });
        // Writing the garage's records is still refused.
        expectError(
            await call(t.app, 'POST', '/api/v3/relationship/customer', { token: garage.owner, body: { name: 'X' } }),
            403,
            'workspace_suspended',
        );
    });
});

describe('who is told', () => {
    it('only members holding the permission: their role’s or an auth group’s', async () => {
        const garage = await quietGarage();
        const db = t.database.db;
        const other = await addMember(db, garage.workspace, await makeUser(db));
        const [group] = await db
            .insert(authGroups)
            .values({ workspaceId: garage.workspace.id, name: 'Figures', permissions: ['statistic:read'] })
            .returning();
        await db
            .insert(authGroupMembers)
            .values({ workspaceId: garage.workspace.id, authGroupId: group.id, workspaceUserId: other.id });
        const told = await withTenant(db, garage.workspace.id, tx =>
            membersWhoMay(tx, PERMISSIONS, garage.workspace.id, 'statistic:read'),
        );
        // The owner by role, the other member by the group; the plain member holds no statistic:read.
        expect(told).toHaveLength(2);
        expect(told).toContain(other.id);
        expect(told).not.toContain(garage.membership.id);
    });
});
