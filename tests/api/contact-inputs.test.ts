import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { startTestApp, type TestContext } from '../support/app';
import { adminToken, call, expectError, makeAdmin } from '../support/factories';
import { create, twoGarages } from '../support/garage';

const CUSTOMER = '/api/v3/relationship/customer';
const MESSAGE = '/api/v3/motor-garage/message';

let t: TestContext;
let g: Awaited<ReturnType<typeof twoGarages>>;
let plates = 0;

beforeAll(async () => {
    // No WhatsApp Cloud API: WhatsApp goes by hand, through click-to-chat.
    t = await startTestApp({}, { queue: { runWorkers: false } });
    g = await twoGarages(t);
});
afterAll(() => t?.close());

/** What a header-injection or a list looks like in each e-mail field. */
const NOT_ONE_ADDRESS = [
    'a@example.com\r\nBcc: b@example.com',
    'a@example.com\nBcc: b@example.com',
    'a@example.com, b@example.com',
    'a@example.com;b@example.com',
    'a@example.com b@example.com',
    'Chan Tai Man <a@example.com>',
    'undisclosed-recipients:;',
    'a\u0007@example.com',
    'a@example.com\u200b',
];

function expectInvalidEmail(answer: Awaited<ReturnType<typeof call>>) {
    expectError(answer, 400, 'validation_failed');
    expect(answer.body.details).toEqual([{ field: 'email', error: 'invalid_format' }]);
}

describe('an e-mail field holds one address', () => {
    it.each(NOT_ONE_ADDRESS)('a customer is neither created nor updated with %j', async email => {
        const before = await call(t.app, 'GET', CUSTOMER, { token: g.owner, query: { size: '9999' } });
        expectInvalidEmail(await call(t.app, 'POST', CUSTOMER, { token: g.owner, body: { name: 'Chan', email } }));
        const after = await call(t.app, 'GET', CUSTOMER, { token: g.owner, query: { size: '9999' } });
        expect(after.body.total).toBe(before.body.total);

        const customer = await create(t, g.owner, 'relationship/customer', { name: 'Chan', email: 'chan@example.hk' });
        const path = `${CUSTOMER}/${customer.id}`;
        expectInvalidEmail(await call(t.app, 'PUT', path, { token: g.owner, body: { ...customer, email } }));
        expect((await call(t.app, 'GET', path, { token: g.owner })).body.data).toMatchObject({
            email: 'chan@example.hk',
            version: customer.version,
        });
    });

    it('takes one plain address, in any script, trimmed; and none', async () => {
        for (const [typed, kept] of [
            ['chan.tai-man+car@example.com.hk', 'chan.tai-man+car@example.com.hk'],
            ['陳@例子.香港', '陳@例子.香港'],
            ['  chan@example.hk ', 'chan@example.hk'],
            ['', ''],
        ]) {
            const customer = await create(t, g.owner, 'relationship/customer', { name: 'Chan', email: typed });
            expect(customer.email).toBe(kept);
        }
    });

    it.each(NOT_ONE_ADDRESS.slice(0, 6))('the workspace profile refuses %j', async email => {
        const path = `/api/v3/workspace/${g.workspace.id}`;
        const answer = await call(t.app, 'PUT', path, { token: g.userToken, body: { name: 'Garage', email } });
        // the profile's e-mail is one address or '' (cleared): a value that is neither is `invalid_value`
        expectError(answer, 400, 'validation_failed');
        expect(answer.body.details).toEqual([{ field: 'email', error: 'invalid_value' }]);
    });

    it.each(NOT_ONE_ADDRESS.slice(0, 6))('an account (profile, back-office) refuses %j', async email => {
        const self = (await call(t.app, 'GET', '/api/v3/user/self', { token: g.userToken })).body.data;
        expectInvalidEmail(
            await call(t.app, 'PUT', '/api/v3/user/self', {
                token: g.userToken,
                body: { username: self.username, email },
            }),
        );
        const admin = await makeAdmin(t.database.db);
        const asAdmin = await adminToken(t.app, admin.username);
        const username = `mail_${++plates}`;
        expectInvalidEmail(
            await call(t.app, 'POST', '/admin/v3/user', {
                token: asAdmin,
                body: { username, email, password: 'long enough' },
            }),
        );
        expect(await t.database.db.select().from(users).where(eq(users.username, username))).toEqual([]);
    });
});

/** A licence reminder drafted for a new customer with `phone`, on WhatsApp (click-to-chat here). */
async function whatsappDraft(phone: string, token = g.owner) {
    const customer = await create(t, token, 'relationship/customer', { name: 'Chan', phone, reminder_consent: true });
    const vehicle = await create(t, token, 'motor-garage/vehicle', {
        plate: `PH ${++plates}`,
        customer_id: customer.id,
        licence_expiry: '2027-01-15',
    });
    return create(t, token, 'motor-garage/message', {
        kind: 'licence_reminder',
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        channel: 'whatsapp',
        body: 'Your licence is due',
    });
}
const send = (id: number, token = g.owner) => call(t.app, 'POST', `${MESSAGE}/${id}/send`, { token });

describe('click-to-chat needs a valid E.164 number', () => {
    it.each(['+', '852', '+852', 'call me', '9123 abcd', '1234567', '0912345678', '+1234567890123456'])(
        'refuses %j with 400 invalid_phone, and the message stays a draft',
        async phone => {
            const draft = await whatsappDraft(phone);
            expectError(await send(draft.id), 400, 'invalid_phone');
            const after = await call(t.app, 'GET', `${MESSAGE}/${draft.id}`, { token: g.owner });
            expect(after.body.data).toMatchObject({ status: 'draft', sent_at: null, version: draft.version });
        },
    );

    it.each([
        ['9123 4567', '85291234567'],
        ['(852) 9123-4567', '85291234567'],
        ['+852 9123 4567', '85291234567'],
        ['９１２３ ４５６７', '85291234567'],
        ['+86 138 0013 8000', '8613800138000'],
        ['0044 20 7946 0958', '442079460958'],
    ])('opens the chat with %j as wa.me/%s', async (phone, digits) => {
        const draft = await whatsappDraft(phone);
        const sent = await send(draft.id);
        expect(sent.status).toBe(200);
        expect(sent.body.data.click_to_chat_url).toBe(`https://wa.me/${digits}?text=Your%20licence%20is%20due`);
    });

    it("answers 404 for another workspace's message, whatever its phone", async () => {
        const theirs = await whatsappDraft('+', g.stranger);
        expectError(await send(theirs.id), 404, 'not_found');
    });
});
