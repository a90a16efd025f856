import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageChannel } from '../../common/messages';
import { reminderItems } from '../../server/db/schema';
import { call, expectError } from '../support/factories';
import { garageSuite } from '../support/garage';
import { D_RUN, DUE, reminderGarage } from '../support/reminders';

const s = garageSuite();
const { garage, setTimezone, saveSettings, vehicleOf, customerWithVehicle, run, remindersOf, messagesOf, booking } =
    reminderGarage(s);

/** The lines a message lists (`{{items}}`). */
const linesOf = (body: string) => body.split('\n').filter(line => line.startsWith('• '));

/** 09:00 in Hong Kong on `day` of December 2026. */
const hongKongNine = (day: number) => `2026-12-${String(day).padStart(2, '0')}T01:00:00Z`;

describe('one message per customer a day', () => {
    it('lists the three items of one car in one message, each once', async () => {
        const g = await garage();
        const { customer, vehicle } = await customerWithVehicle(g.token, {
            licence_expiry: '2026-12-20',
            year: 2015,
            insurance_expiry: '2026-12-10',
        });
        const { run: made } = await run(D_RUN, g.id);
        const [message, ...others] = await messagesOf(g.id);
        expect(others).toEqual([]);
        expect(made?.queued).toEqual([message.id]);
        expect(message).toMatchObject({
            kind: 'vehicle_reminders',
            customerId: customer.id,
            vehicleId: vehicle.id,
            dueDate: '2026-12-10',
            channel: 'email',
            status: 'queued',
        });
        expect(linesOf(message.body)).toEqual([
            `• ${vehicle.plate}: insurance expires Thu 10 Dec 2026`,
            `• ${vehicle.plate}: vehicle licence expires Sun 20 Dec 2026`,
            `• ${vehicle.plate}: annual examination before the licence renewal on Sun 20 Dec 2026`,
        ]);
        // An approved WhatsApp template takes the items on one line.
        expect(message.templateValues?.items).toBe(
            `${vehicle.plate}: insurance expires Thu 10 Dec 2026; ${vehicle.plate}: vehicle licence expires Sun 20 Dec 2026; ` +
                `${vehicle.plate}: annual examination before the licence renewal on Sun 20 Dec 2026`,
        );
        expect(await remindersOf(g.id)).toEqual(
            [
                `insurance_reminder ${vehicle.plate} 2026-12-10`,
                `licence_reminder ${vehicle.plate} 2026-12-20`,
                `examination_reminder ${vehicle.plate} 2026-12-20`,
            ].sort(),
        );
        await run(hongKongNine(2), g.id);
        expect(await messagesOf(g.id)).toHaveLength(1);
    });

    it('lists every car of the customer in the one message; an item due later comes in a message of its own', async () => {
        const g = await garage();
        const first = await customerWithVehicle(
            g.token,
            { licence_expiry: '2026-12-15' },
            { preferred_locale: 'zh-hk' },
        );
        const second = await vehicleOf(g.token, first.customer.id, { insurance_expiry: '2026-12-28' });
        await vehicleOf(g.token, first.customer.id, { insurance_expiry: '2027-01-02' });
        await run(D_RUN, g.id);
        const [message] = await messagesOf(g.id);
        expect([message.kind, message.vehicleId, message.locale]).toEqual(['vehicle_reminders', null, 'zh-hk']);
        expect(linesOf(message.body)).toEqual([
            `• ${first.vehicle.plate}：車牌 2026年12月15日（星期二） 到期`,
            `• ${second.plate}：保險 2026年12月28日（星期一） 到期`,
        ]);
        // The third car's insurance window opens on 3 December: a new message with that item alone.
        await run(hongKongNine(2), g.id);
        expect(await messagesOf(g.id)).toHaveLength(1);
        await run(hongKongNine(3), g.id);
        const [, later] = await messagesOf(g.id);
        expect(linesOf(later.body)).toEqual([expect.stringMatching(/：保險 2027年1月2日（星期六） 到期$/)]);
    });

    it('keeps a booking reminder and a declined-work follow-up apart from the vehicle message', async () => {
        const g = await garage();
        const { customer } = await customerWithVehicle(g.token, { licence_expiry: '2026-12-15' });
        const slot = await booking(g.id, customer.id, '2026-12-02T10:00:00+08:00');
        await run(D_RUN, g.id);
        const made = await messagesOf(g.id);
        expect(made.map(one => [one.kind, one.bookingId])).toEqual(
            expect.arrayContaining([
                ['vehicle_reminders', null],
                ['booking_reminder', slot.id],
            ]),
        );
        expect(made).toHaveLength(2);
    });

    it('never reminds again of the items of a draft staff deleted', async () => {
        const g = await garage();
        await customerWithVehicle(g.token, { licence_expiry: '2026-12-15' }, { email: '' });
        await run(D_RUN, g.id);
        const [draft] = await messagesOf(g.id);
        expect(draft.status).toBe('draft');
        const deleted = await call(s.t.app, 'DELETE', `/api/v3/motor-garage/message/${draft.id}`, { token: g.token });
        expect(deleted.status).toBe(200);
        await run(hongKongNine(2), g.id);
        expect(await messagesOf(g.id)).toEqual([]);
        const [item] = await s.t.database.db
            .select()
            .from(reminderItems)
            .where(and(eq(reminderItems.workspaceId, g.id), eq(reminderItems.kind, 'licence_reminder')));
        expect(item.messageId).toBeNull();
    });
});

describe('a vehicle_reminders message written by hand', () => {
    it("lists the vehicle's own dates, for a customer who agreed; another workspace's vehicle is not found", async () => {
        const g = await garage();
        const { customer, vehicle } = await customerWithVehicle(g.token, {
            licence_expiry: '2027-03-01',
            next_service_date: '2027-01-15',
        });
        const draft = (body: object, token = g.token) =>
            call(s.t.app, 'POST', '/api/v3/motor-garage/message', {
                token,
                body: { kind: 'vehicle_reminders', customer_id: customer.id, channel: 'email', ...body },
            });
        const made = await draft({ vehicle_id: vehicle.id });
        expect(made.status).toBe(201);
        expect(linesOf(made.body.data.body)).toEqual([
            `• ${vehicle.plate}: next service due Fri 15 Jan 2027`,
            `• ${vehicle.plate}: vehicle licence expires Mon 1 Mar 2027`,
        ]);
        expectError(await draft({}), 400, 'validation_failed');
        const other = await garage();
        const theirs = await customerWithVehicle(other.token, { licence_expiry: '2027-03-01' });
        expectError(await draft({ vehicle_id: theirs.vehicle.id }), 400, 'validation_failed');
        const refused = await customerWithVehicle(
            g.token,
            { licence_expiry: '2027-03-01' },
            { reminder_consent: false },
        );
        expectError(
            await draft({ customer_id: refused.customer.id, vehicle_id: refused.vehicle.id }),
            409,
            'no_reminder_consent',
        );
    });
});

describe('the daily limit', () => {
    it('makes at most reminders_per_day messages a day, the rest the next days, oldest due first', async () => {
        const g = await garage();
        await saveSettings(g.token, { reminders_per_day: 2 });
        const dues = ['2026-12-07', '2026-12-05', '2026-12-09', '2026-12-06', '2026-12-08'];
        const plates = new Map<string, string>();
        for (const due of dues)
            plates.set(due, (await customerWithVehicle(g.token, { licence_expiry: due })).vehicle.plate);
        // Without consent, an older item takes no room.
        await customerWithVehicle(g.token, { licence_expiry: '2026-12-04' }, { reminder_consent: false });
        const dueList = async () =>
            (await call(s.t.app, 'GET', DUE, { token: g.token, query: { from: '2026-12-01', to: '2026-12-07' } })).body
                .data as { due_date: string; send_on: string; held: object | null; consent: boolean }[];
        const planned = (await dueList()).filter(one => one.consent);
        expect(planned.map(one => [one.due_date, one.send_on, one.held])).toEqual([
            ['2026-12-05', '2026-12-01', null],
            ['2026-12-06', '2026-12-01', null],
            ['2026-12-07', '2026-12-02', { on: '2026-12-01', limit: 2 }],
            ['2026-12-08', '2026-12-02', { on: '2026-12-01', limit: 2 }],
            ['2026-12-09', '2026-12-03', { on: '2026-12-01', limit: 2 }],
        ]);

        const made: string[][] = [];
        for (const day of [1, 2, 3, 4]) {
            const { run: today } = await run(hongKongNine(day), g.id);
            const before = made.flat().length;
            const all = await messagesOf(g.id);
            made.push(all.slice(before).map(message => message.dueDate!));
            expect(today?.held).toBe([3, 1, 0, 0][day - 1]);
            if (day === 1) {
                // After today's run, what it held waits for tomorrow's, said so.
                const held = (await dueList()).filter(one => one.consent && one.held);
                expect(held.map(one => [one.due_date, one.send_on])).toEqual([
                    ['2026-12-07', '2026-12-02'],
                    ['2026-12-08', '2026-12-02'],
                    ['2026-12-09', '2026-12-03'],
                ]);
            }
        }
        expect(made).toEqual([['2026-12-05', '2026-12-06'], ['2026-12-07', '2026-12-08'], ['2026-12-09'], []]);
        expect((await remindersOf(g.id)).length).toBe(5);
        expect(await remindersOf(g.id)).toEqual(
            [...plates].map(([due, plate]) => `licence_reminder ${plate} ${due}`).sort(),
        );
    });

    it('counts booking reminders: the older due goes first', async () => {
        const g = await garage();
        await saveSettings(g.token, { reminders_per_day: 1 });
        const { customer } = await customerWithVehicle(g.token, { licence_expiry: '2026-12-20' });
        const slot = await booking(g.id, customer.id, '2026-12-02T15:00:00+08:00');
        await run(D_RUN, g.id);
        expect((await messagesOf(g.id)).map(one => [one.kind, one.bookingId])).toEqual([['booking_reminder', slot.id]]);
        await run(hongKongNine(2), g.id);
        expect((await messagesOf(g.id)).map(one => one.kind)).toEqual(['booking_reminder', 'vehicle_reminders']);
    });

    it('held over, a booking reminder still goes on its day before the booking starts', async () => {
        const g = await garage();
        await saveSettings(g.token, { reminders_per_day: 1 });
        const { customer } = await customerWithVehicle(g.token, { licence_expiry: '2026-12-01' });
        const slot = await booking(g.id, customer.id, '2026-12-02T15:00:00+08:00');
        await run(D_RUN, g.id);
        expect((await messagesOf(g.id)).map(one => one.kind)).toEqual(['vehicle_reminders']);
        await run(hongKongNine(2), g.id);
        expect((await messagesOf(g.id)).map(one => [one.kind, one.bookingId])).toEqual([
            ['vehicle_reminders', null],
            ['booking_reminder', slot.id],
        ]);
    });

    it('makes none with a limit of 0', async () => {
        const g = await garage();
        await saveSettings(g.token, { reminders_per_day: 0 });
        await customerWithVehicle(g.token, { licence_expiry: '2026-12-20' });
        const { run: today } = await run(D_RUN, g.id);
        expect([today?.held, await messagesOf(g.id)]).toEqual([1, []]);
    });
});

describe('channel fallback', () => {
    const phoneAndMail = {};
    const phoneOnly = { email: '' };
    const mailOnly = { phone: '' };

    /** Each contact's reminder in a garage preferring `preferred` whose server sends `automatic` (and e-mail). */
    async function sentOn(preferred: MessageChannel, automatic: MessageChannel[], contacts: object[]) {
        const g = await garage();
        await saveSettings(g.token, { channel: preferred });
        const customers = [];
        for (const contact of contacts)
            customers.push((await customerWithVehicle(g.token, { licence_expiry: '2026-12-20' }, contact)).customer);
        const { enqueued } = await run(D_RUN, g.id, automatic);
        const made = new Map((await messagesOf(g.id)).map(one => [one.customerId, one]));
        const queuedIds = [...made.values()].filter(one => one.status === 'queued').map(one => one.id);
        expect(enqueued.sort()).toEqual(queuedIds.sort());
        return customers.map(customer => {
            const message = made.get(customer.id);
            return message ? `${message.channel} ${message.status} ${message.to}` : 'none';
        });
    }

    it('takes WhatsApp, then SMS, then e-mail: the first that sends by itself and has a contact', async () => {
        expect(await sentOn('whatsapp', ['whatsapp', 'sms'], [phoneAndMail, phoneOnly, mailOnly])).toEqual([
            'whatsapp queued 9123 4567',
            'whatsapp queued 9123 4567',
            'email queued chan@example.test',
        ]);
        expect(await sentOn('whatsapp', ['sms'], [phoneAndMail, mailOnly])).toEqual([
            'sms queued 9123 4567',
            'email queued chan@example.test',
        ]);
        expect(await sentOn('whatsapp', [], [phoneAndMail, mailOnly])).toEqual([
            'email queued chan@example.test',
            'email queued chan@example.test',
        ]);
    });

    it('tries the preferred channel first', async () => {
        expect(await sentOn('email', ['whatsapp'], [phoneAndMail, phoneOnly])).toEqual([
            'email queued chan@example.test',
            'whatsapp queued 9123 4567',
        ]);
        expect(await sentOn('sms', ['whatsapp', 'sms'], [phoneAndMail])).toEqual(['sms queued 9123 4567']);
    });

    it('leaves a WhatsApp draft when nothing reaches the customer by itself, and none without any contact', async () => {
        expect(await sentOn('sms', [], [phoneOnly, { phone: '', email: '' }])).toEqual([
            'whatsapp draft 9123 4567',
            'none',
        ]);
    });

    it('reaches a phone only when it is a real number: "+" is no phone, the e-mail takes over', async () => {
        expect(await sentOn('whatsapp', ['whatsapp'], [{ phone: '+' }, { phone: '+', email: '' }])).toEqual([
            'email queued chan@example.test',
            'none',
        ]);
    });

    it('sends a draft in one click through WhatsApp click-to-chat, and the due list says which channel', async () => {
        const g = await garage();
        const { customer } = await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' }, phoneOnly);
        await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' }, { phone: '', email: '' });
        const due = await call(s.t.app, 'GET', DUE, {
            token: g.token,
            query: { from: '2026-12-01', to: '2026-12-01' },
        });
        expect(
            due.body.data.map((one: { channel: string; by_hand: boolean; has_contact: boolean }) => [
                one.channel,
                one.by_hand,
                one.has_contact,
            ]),
        ).toEqual([
            ['whatsapp', true, true],
            [null, false, false],
        ]);
        const drafted = await run(D_RUN, g.id);
        expect(drafted.enqueued).toEqual([]);
        const [draft] = await messagesOf(g.id);
        expect([draft.customerId, draft.channel, draft.status]).toEqual([customer.id, 'whatsapp', 'draft']);
        expect(drafted.run?.drafts).toEqual([draft.id]);
        const sent = await call(s.t.app, 'POST', `/api/v3/motor-garage/message/${draft.id}/send`, { token: g.token });
        expect(sent.body.data.status).toBe('sent');
        expect(sent.body.data.click_to_chat_url).toMatch(/^https:\/\/wa\.me\/85291234567\?text=Hi%20Chan/);
    });
});

describe('a change of time zone', () => {
    it('reminds each customer of each item once, Hong Kong → Los Angeles → Hong Kong', async () => {
        const g = await garage('Asia/Hong_Kong');
        const both = await customerWithVehicle(g.token, {
            licence_expiry: '2026-12-20',
            insurance_expiry: '2026-12-31',
        });
        const service = await customerWithVehicle(g.token, { next_service_date: '2026-12-16' });
        const { customer } = await customerWithVehicle(g.token, {});
        const normal = await booking(g.id, customer.id, '2026-12-02T02:00:00Z'); // Hong Kong 2 Dec 10:00
        const westGap = await booking(g.id, customer.id, '2026-12-03T03:00:00Z'); // Los Angeles 2 Dec 19:00
        const eastOverlap = await booking(g.id, customer.id, '2026-12-04T00:00:00Z'); // LA 3 Dec 16:00, HK 4 Dec 08:00
        const days: (string | undefined)[] = [];
        const tick = async (now: string) => days.push((await run(now, g.id)).run?.day);

        await tick('2026-12-01T00:30:00Z'); // 08:30 in Hong Kong
        await tick('2026-12-01T01:00:00Z'); // 09:00 in Hong Kong: 1 December
        await setTimezone(g.id, 'America/Los_Angeles');
        await tick('2026-12-01T17:00:00Z'); // 09:00 on 1 December there: that day ran already
        await tick('2026-12-02T01:00:00Z');
        await tick('2026-12-02T17:00:00Z'); // 09:00 on 2 December
        await setTimezone(g.id, 'Asia/Hong_Kong');
        await tick('2026-12-02T18:00:00Z'); // 02:00 on 3 December in Hong Kong
        await tick('2026-12-03T01:00:00Z'); // 09:00 on 3 December
        await tick('2026-12-03T05:00:00Z');
        expect(days).toEqual([
            undefined,
            '2026-12-01',
            undefined,
            undefined,
            '2026-12-02',
            undefined,
            '2026-12-03',
            undefined,
        ]);

        const made = await messagesOf(g.id);
        const bookingReminders = made.filter(one => one.kind === 'booking_reminder').map(one => one.bookingId);
        expect(bookingReminders.sort()).toEqual([normal.id, westGap.id, eastOverlap.id].sort());
        const lines = (customerId: number) =>
            made.filter(one => one.customerId === customerId).flatMap(one => linesOf(one.body));
        expect(lines(both.customer.id)).toEqual([
            `• ${both.vehicle.plate}: vehicle licence expires Sun 20 Dec 2026`,
            `• ${both.vehicle.plate}: insurance expires Thu 31 Dec 2026`,
        ]);
        expect(lines(service.customer.id)).toEqual([`• ${service.vehicle.plate}: next service due Wed 16 Dec 2026`]);
    });
});
