import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApprovals, jobLines, messages, reminderItems } from '../../server/db/schema';
import { call, expectError } from '../support/factories';
import { create, garageSuite } from '../support/garage';
import { D_RUN, DUE, reminderGarage, SETTINGS } from '../support/reminders';

const s = garageSuite();
const { garage, saveSettings, vehicleOf, customerWithVehicle, run, remindersOf, messagesOf, visit, booking } =
    reminderGarage(s);
const onPostgres = process.env.TEST_DB === 'postgres';

describe('the rules', () => {
    it('make each kind in its window before the day it is about, and nothing outside it', async () => {
        const g = await garage();
        const plate = async (vehicle: object) => (await customerWithVehicle(g.token, vehicle)).vehicle.plate;
        const licenceToday = await plate({ licence_expiry: '2026-12-01' });
        const licenceIn30 = await plate({ licence_expiry: '2026-12-31' });
        await plate({ licence_expiry: '2027-01-01' });
        await plate({ licence_expiry: '2026-11-30' });
        const examIn4Months = await plate({ licence_expiry: '2027-04-01', year: 2020 });
        await plate({ licence_expiry: '2027-04-02', year: 2018 });
        await plate({ licence_expiry: '2027-03-01', year: 2021 });
        const insuranceIn30 = await plate({ insurance_expiry: '2026-12-31' });
        await plate({ insurance_expiry: '2027-01-01' });
        const serviceIn14 = await plate({ next_service_date: '2026-12-15' });
        await plate({ next_service_date: '2026-12-16' });
        // 100 km a day from 2 Sep (10,000 km) to 1 Nov (16,000 km): 19,000 km on 1 Dec, 20,500 km on 16 Dec.
        const byMileage = await customerWithVehicle(g.token, { next_service_mileage: 19_000 });
        const notYet = await customerWithVehicle(g.token, { next_service_mileage: 20_500 });
        const oneReading = await customerWithVehicle(g.token, { next_service_mileage: 10_001 });
        for (const car of [byMileage, notYet]) {
            await visit(g.id, car, '2026-09-02', 10_000);
            await visit(g.id, car, '2026-11-01', 16_000);
        }
        await visit(g.id, oneReading, '2026-09-02', 10_000);
        const { customer } = await customerWithVehicle(g.token, {});
        const tomorrow = await booking(g.id, customer.id, '2026-12-02T10:00:00+08:00', 'pending');
        const justAfterMidnight = await booking(g.id, customer.id, '2026-12-02T00:30:00+08:00', 'pending');
        // Today's, not yet begun, that no run reminded the day before (none ran): reminded this morning.
        const tonight = await booking(g.id, customer.id, '2026-12-01T23:30:00+08:00', 'pending');
        await booking(g.id, customer.id, '2026-12-01T08:30:00+08:00', 'pending');
        await booking(g.id, customer.id, '2026-12-03T00:00:00+08:00', 'pending');
        await booking(g.id, customer.id, '2026-12-02T11:00:00+08:00', 'cancelled');

        const { run: made } = await run(D_RUN, g.id);
        expect(made?.day).toBe('2026-12-01');
        expect(await remindersOf(g.id)).toEqual(
            [
                `licence_reminder ${licenceToday} 2026-12-01`,
                `licence_reminder ${licenceIn30} 2026-12-31`,
                `examination_reminder ${examIn4Months} 2027-04-01`,
                `insurance_reminder ${insuranceIn30} 2026-12-31`,
                `service_reminder ${serviceIn14} 2026-12-15`,
                `service_reminder ${byMileage.vehicle.plate} 2026-12-01`,
                `booking_reminder booking ${tomorrow.id} 2026-12-02`,
                `booking_reminder booking ${justAfterMidnight.id} 2026-12-02`,
                `booking_reminder booking ${tonight.id} 2026-12-01`,
            ].sort(),
        );
    });

    it('run at 09:00 in each workspace’s own zone, once a local day', async () => {
        const hongKong = await garage('Asia/Hong_Kong');
        const newYork = await garage('America/New_York');
        const hk = await customerWithVehicle(hongKong.token, { licence_expiry: '2026-12-31' });
        await customerWithVehicle(newYork.token, { licence_expiry: '2026-12-31' });

        // 00:30 UTC is 08:30 in Hong Kong and 19:30 the day before in New York.
        expect((await run('2026-12-01T00:30:00Z', hongKong.id)).run).toBeNull();
        expect(await remindersOf(hongKong.id)).toEqual([]);
        const atNine = await run('2026-12-01T01:00:00Z', hongKong.id);
        expect(atNine.run).toMatchObject({ day: '2026-12-01', queued: [expect.any(Number)] });
        expect(await remindersOf(hongKong.id)).toEqual([`licence_reminder ${hk.vehicle.plate} 2026-12-31`]);
        expect((await run('2026-12-01T01:00:00Z', newYork.id)).run).toBeNull();
        expect(await remindersOf(newYork.id)).toEqual([]);
        // 13:50 UTC is 08:50 in New York; 14:00 UTC is 09:00.
        expect((await run('2026-12-01T13:50:00Z', newYork.id)).run).toBeNull();
        expect((await run('2026-12-01T14:00:00Z', newYork.id)).run?.day).toBe('2026-12-01');
        expect(await remindersOf(newYork.id)).toHaveLength(1);
    });

    it('reach a day the run missed, and a vehicle entered after its window opened, once', async () => {
        const g = await garage();
        // Day 30 before the expiry is 1 Dec; the run of 30 Nov does not make it yet.
        const first = await customerWithVehicle(g.token, { licence_expiry: '2026-12-31' });
        await run('2026-11-30T01:00:00Z', g.id);
        expect(await remindersOf(g.id)).toEqual([]);
        // No run on 1 or 2 Dec; a vehicle entered on the 3rd still gets its reminder.
        const late = await customerWithVehicle(g.token, { insurance_expiry: '2026-12-20' });
        await run('2026-12-03T02:00:00Z', g.id);
        const expected = [
            `licence_reminder ${first.vehicle.plate} 2026-12-31`,
            `insurance_reminder ${late.vehicle.plate} 2026-12-20`,
        ].sort();
        expect(await remindersOf(g.id)).toEqual(expected);
        // Same day again, and the next days: nothing new.
        expect((await run('2026-12-03T05:00:00Z', g.id)).run).toBeNull();
        await run('2026-12-04T01:00:00Z', g.id);
        await run('2026-12-05T01:00:00Z', g.id);
        expect(await remindersOf(g.id)).toEqual(expected);
        expect(await messagesOf(g.id)).toHaveLength(2);
    });

    it.skipIf(!onPostgres)('make each reminder once when two processes run at the same moment', async () => {
        const g = await garage();
        await customerWithVehicle(g.token, { licence_expiry: '2026-12-31', insurance_expiry: '2026-12-20' });
        const [a, b] = await Promise.all([run(D_RUN, g.id, ['whatsapp']), run(D_RUN, g.id, ['whatsapp'])]);
        expect([a.run, b.run].filter(Boolean)).toHaveLength(1);
        const made = await messagesOf(g.id);
        expect(made).toHaveLength(1);
        expect(await remindersOf(g.id)).toHaveLength(2);
        expect([...a.enqueued, ...b.enqueued].sort()).toEqual(made.map(one => one.id).sort());
    });

    it('never include another workspace’s vehicles', async () => {
        const ours = await garage();
        const theirs = await garage();
        const mine = await customerWithVehicle(ours.token, { licence_expiry: '2026-12-10' });
        const other = await customerWithVehicle(theirs.token, { licence_expiry: '2026-12-10' });
        await run(D_RUN, ours.id);
        expect(await remindersOf(ours.id)).toEqual([`licence_reminder ${mine.vehicle.plate} 2026-12-10`]);
        expect(await remindersOf(theirs.id)).toEqual([`licence_reminder ${other.vehicle.plate} 2026-12-10`]);
        const due = await call(s.t.app, 'GET', DUE, {
            token: ours.token,
            query: { from: '2026-12-01', to: '2026-12-07' },
        });
        expect(due.body.data.map((one: { plate: string }) => one.plate)).toEqual([mine.vehicle.plate]);
    });
});

/** A quote of two lines, the second declined by a signature at `signedAt`. */
async function declinedQuote(g: { id: number; token: string }, signedAt: string) {
    const car = await customerWithVehicle(g.token, {});
    const lines = ['Brake pads', 'Timing belt'].map(description => ({
        kind: 'custom',
        description,
        quantity_milli: 1000,
        unit_price_cents: 100_000,
    }));
    const job = await create(s.t, g.token, 'motor-garage/invoice', {
        customer_id: car.customer.id,
        vehicle_id: car.vehicle.id,
        lines,
    });
    const db = s.t.database.db;
    const [approval] = await db
        .insert(jobApprovals)
        .values({
            workspaceId: g.id,
            jobId: job.id,
            signatureName: 'Chan',
            signedAt: new Date(signedAt),
            estimateHash: 'x',
        })
        .returning();
    for (const [index, line] of job.lines.entries())
        await db
            .update(jobLines)
            .set({ approval: index === 1 ? 'declined' : 'approved', approvalId: approval.id })
            .where(and(eq(jobLines.workspaceId, g.id), eq(jobLines.id, line.id)));
    return { job, car };
}

describe('declined work', () => {
    it('follows up a declined line 30 days after the signature, in the zone, once', async () => {
        const g = await garage();
        // signed at 23:30 on 4 October in Hong Kong (15:30 UTC): the follow-up is due on 3 November there
        const { job, car } = await declinedQuote(g, '2026-10-04T15:30:00Z');
        await run('2026-11-02T01:30:00Z', g.id);
        expect(await remindersOf(g.id)).toEqual([]);
        await run('2026-11-03T00:30:00Z', g.id);
        expect(await remindersOf(g.id)).toEqual([]);
        await run('2026-11-03T01:30:00Z', g.id);
        expect(await remindersOf(g.id)).toEqual([`declined_work_followup ${car.vehicle.plate} 2026-11-03`]);
        const [message] = await messagesOf(g.id);
        expect(message.jobId).toBe(job.id);
        expect(message.body).toContain('Chan Tai Man');
        await run('2026-11-04T01:30:00Z', g.id);
        expect(await messagesOf(g.id)).toHaveLength(1);
    });

    it('makes none for a quote all approved', async () => {
        const g = await garage();
        const { job } = await declinedQuote(g, '2026-10-04T02:00:00Z');
        await s.t.database.db
            .update(jobLines)
            .set({ approval: 'approved' })
            .where(and(eq(jobLines.workspaceId, g.id), eq(jobLines.jobId, job.id)));
        await run('2026-11-03T01:30:00Z', g.id);
        expect(await remindersOf(g.id)).toEqual([]);
    });
});

describe('consent and settings', () => {
    it('make none for a customer without consent or without any contact', async () => {
        const g = await garage();
        await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' }, { reminder_consent: false });
        await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' }, { phone: '', email: '' });
        const yes = await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' });
        const { run: made } = await run(D_RUN, g.id);
        expect(await remindersOf(g.id)).toEqual([`licence_reminder ${yes.vehicle.plate} 2026-12-10`]);
        expect((await messagesOf(g.id)).map(one => one.customerId)).toEqual([yes.customer.id]);
        expect(made?.held).toBe(0);
    });

    it('stop once the customer opts out through the link a reminder carries', async () => {
        const g = await garage();
        const { customer } = await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' });
        await vehicleOf(g.token, customer.id, { insurance_expiry: '2026-12-25' });
        await run('2026-11-20T01:00:00Z', g.id);
        const [first] = await messagesOf(g.id);
        expect(first.kind).toBe('vehicle_reminders');
        const [, token] = first.body.match(/http:\/\/garage\.test\/portal\/opt-out\/([A-Za-z0-9_-]{43})/)!;
        const out = await call(s.t.app, 'POST', `/public/v3/portal/${token}/opt-out`);
        expect(out.body.data.reminder_consent).toBe(false);
        // The insurance reminder's window opens on 25 Nov: no reminder any more.
        await run('2026-11-26T01:00:00Z', g.id);
        expect((await messagesOf(g.id)).map(one => one.kind)).toEqual(['vehicle_reminders']);
        expect(await remindersOf(g.id)).toHaveLength(1);
    });

    it('make none of a kind switched off', async () => {
        const g = await garage();
        const kinds = { ...(await call(s.t.app, 'GET', SETTINGS, { token: g.token })).body.data.kinds };
        await saveSettings(g.token, { kinds: { ...kinds, licence_reminder: false } });
        const car = await customerWithVehicle(g.token, {
            licence_expiry: '2026-12-10',
            insurance_expiry: '2026-12-10',
        });
        await run(D_RUN, g.id);
        expect(await remindersOf(g.id)).toEqual([`insurance_reminder ${car.vehicle.plate} 2026-12-10`]);
    });

    it("write each customer's reminder in their language with the exact plates and days", async () => {
        const g = await garage();
        const en = await customerWithVehicle(g.token, { licence_expiry: '2026-12-31' }, { name: 'Mr Chan' });
        const hk = await customerWithVehicle(
            g.token,
            { insurance_expiry: '2026-12-24' },
            { preferred_locale: 'zh-hk', name: '陳生' },
        );
        const cn = await customerWithVehicle(
            g.token,
            { next_service_mileage: 19_000 },
            { preferred_locale: 'zh-cn', name: '李先生' },
        );
        await visit(g.id, cn, '2026-09-02', 10_000);
        await visit(g.id, cn, '2026-11-01', 16_000);
        await run(D_RUN, g.id);
        const byCustomer = new Map((await messagesOf(g.id)).map(one => [one.customerId, one]));
        const english = byCustomer.get(en.customer.id)!;
        expect([english.kind, english.locale, english.vehicleId]).toEqual(['vehicle_reminders', 'en', en.vehicle.id]);
        expect(english.subject).toMatch(/^Reminders for your vehicles from Garage /);
        expect(english.body).toMatch(
            new RegExp(
                `^Hi Mr Chan,\nWhat is coming up for your vehicles:\n• ${en.vehicle.plate}: vehicle licence expires Thu 31 Dec 2026\nCall us to book\\. Garage .*\nStop these reminders: http://garage\\.test/portal/opt-out/\\S{43}$`,
            ),
        );
        const cantonese = byCustomer.get(hk.customer.id)!;
        expect(cantonese.locale).toBe('zh-hk');
        expect(cantonese.body).toContain(
            `你好陳生，\n提提你以下車輛事項：\n• ${hk.vehicle.plate}：保險 2026年12月24日（星期四） 到期\n`,
        );
        const mandarin = byCustomer.get(cn.customer.id)!;
        expect(mandarin.locale).toBe('zh-cn');
        expect(mandarin.body).toContain(`• ${cn.vehicle.plate}：2026年12月1日（星期二） 该保养了`);
        expect(mandarin.body).not.toContain('{{');
    });
});

describe('GET/PUT reminder-settings', () => {
    const ALL_ON = {
        booking_reminder: true,
        licence_reminder: true,
        examination_reminder: true,
        insurance_reminder: true,
        service_reminder: true,
        declined_work_followup: true,
    };

    const DEFAULTS = { kinds: ALL_ON, channel: 'whatsapp', reminders_per_day: 50 };

    it('answers all kinds on, on WhatsApp, 50 a day, by default, to a member', async () => {
        const answer = await call(s.t.app, 'GET', SETTINGS, { token: s.g.member });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual(DEFAULTS);
        expectError(await call(s.t.app, 'GET', SETTINGS), 401, 'unauthorized');
    });

    it('lets whoever edits the templates change them; a member may not; another workspace keeps its own', async () => {
        const body = { kinds: { ...ALL_ON, service_reminder: false }, channel: 'sms', reminders_per_day: 120 };
        expectError(await call(s.t.app, 'PUT', SETTINGS, { token: s.g.member, body }), 403, 'forbidden');
        const put = await call(s.t.app, 'PUT', SETTINGS, { token: s.g.owner, body });
        expect(put.body.data).toEqual(body);
        expect((await call(s.t.app, 'GET', SETTINGS, { token: s.g.member })).body.data).toEqual(body);
        expect((await call(s.t.app, 'GET', SETTINGS, { token: s.g.stranger })).body.data).toEqual(DEFAULTS);
    });

    it('refuses an unknown channel, a kind left out or not on or off, a limit out of 0–1000, changing nothing', async () => {
        const g = await garage();
        const put = (body: object) => call(s.t.app, 'PUT', SETTINGS, { token: g.token, body });
        const valid = { kinds: ALL_ON, channel: 'email', reminders_per_day: 10 };
        expectError(await put({ ...valid, channel: 'link' }), 400, 'validation_failed');
        const { licence_reminder: _, ...missing } = ALL_ON;
        expectError(await put({ ...valid, kinds: missing }), 400, 'validation_failed');
        expectError(await put({ ...valid, kinds: { ...ALL_ON, licence_reminder: 'no' } }), 400, 'validation_failed');
        for (const limit of [-1, 1001, 2.5, '', null]) {
            const refused = await put({ ...valid, reminders_per_day: limit });
            expectError(refused, 400, 'validation_failed');
            expect(refused.body.details).toEqual([expect.objectContaining({ field: 'reminders_per_day' })]);
        }
        const { reminders_per_day: __, ...noLimit } = valid;
        expectError(await put(noLimit), 400, 'validation_failed');
        expect((await call(s.t.app, 'GET', SETTINGS, { token: g.token })).body.data).toEqual(DEFAULTS);
        expect((await put({ ...valid, reminders_per_day: 0 })).body.data.reminders_per_day).toBe(0);
        expect((await put({ ...valid, reminders_per_day: 1000 })).body.data.reminders_per_day).toBe(1000);
    });
});

describe('GET reminder/due', () => {
    it('lists what the next days’ runs make, by the day they go out, with consent and contact', async () => {
        const g = await garage();
        const soon = await customerWithVehicle(g.token, { licence_expiry: '2026-12-31' });
        const later = await customerWithVehicle(
            g.token,
            { insurance_expiry: '2027-01-05' },
            { reminder_consent: false },
        );
        await customerWithVehicle(g.token, { insurance_expiry: '2027-01-09' });
        const due = await call(s.t.app, 'GET', DUE, {
            token: g.token,
            query: { from: '2026-12-01', to: '2026-12-07' },
        });
        expect(due.status).toBe(200);
        expect(due.body.data).toEqual([
            {
                kind: 'licence_reminder',
                due_date: '2026-12-31',
                send_on: '2026-12-01',
                customer_id: soon.customer.id,
                customer_name: 'Chan Tai Man',
                vehicle_id: soon.vehicle.id,
                plate: soon.vehicle.plate,
                booking_id: null,
                job_id: null,
                // WhatsApp without the Cloud API: the e-mail address reaches the customer by itself.
                channel: 'email',
                by_hand: false,
                consent: true,
                has_contact: true,
                held: null,
                made: false,
                message_id: null,
            },
            expect.objectContaining({
                kind: 'insurance_reminder',
                send_on: '2026-12-06',
                plate: later.vehicle.plate,
                consent: false,
            }),
        ]);
        await run(D_RUN, g.id);
        const [made] = await messagesOf(g.id);
        const after = await call(s.t.app, 'GET', DUE, {
            token: g.token,
            query: { from: '2026-12-01', to: '2026-12-07' },
        });
        expect(after.body.data[0]).toMatchObject({ made: true, message_id: made.id, send_on: '2026-12-01' });
    });

    it('refuses a range that ends before it starts or is too long', async () => {
        const query = (from: string, to: string) =>
            call(s.t.app, 'GET', DUE, { token: s.g.member, query: { from, to } });
        expectError(await query('2026-12-07', '2026-12-01'), 400, 'validation_failed');
        expectError(await query('2026-01-01', '2026-12-31'), 400, 'validation_failed');
        expect((await query('2026-12-01', '2026-12-01')).status).toBe(200);
        expectError(
            await call(s.t.app, 'GET', DUE, { query: { from: '2026-12-01', to: '2026-12-07' } }),
            401,
            'unauthorized',
        );
    });
});

describe('migration 0036', () => {
    /** The migration's statements that record the reminders made before it. */
    const backfill = readFileSync(
        new URL('../../server/db/migrations/0036_reminder_digest.sql', import.meta.url),
        'utf8',
    )
        .split('--> statement-breakpoint')
        .filter(statement => statement.includes('INSERT INTO "reminder_items"'));
    const itemsOf = async (workspaceId: number) =>
        (await s.t.database.db.select().from(reminderItems).where(eq(reminderItems.workspaceId, workspaceId)))
            .map(({ id: _, createdAt: __, ...item }) => item)
            .sort((a, b) => a.kind.localeCompare(b.kind) || a.dueKey.localeCompare(b.dueKey));

    it('records the reminders made before it by what they were about, as the run keys them', async () => {
        const g = await garage();
        const db = s.t.database.db;
        await declinedQuote(g, '2026-10-04T15:30:00Z');
        const { customer, vehicle } = await customerWithVehicle(g.token, { licence_expiry: '2026-12-31' });
        const kept = await booking(g.id, customer.id, '2026-12-02T10:00:00+08:00');
        const moved = await booking(g.id, customer.id, '2026-12-06T10:00:00+08:00');
        await run('2026-11-03T01:30:00Z', g.id);
        const made = { workspaceId: g.id, customerId: customer.id, channel: 'email' as const, status: 'sent' as const };
        const at = new Date('2026-12-01T01:00:00Z');
        const [licence, bookingReminder] = await db
            .insert(messages)
            .values([
                { ...made, kind: 'licence_reminder', vehicleId: vehicle.id, dueDate: '2026-12-31', createdAt: at },
                { ...made, kind: 'booking_reminder', bookingId: kept.id, dueDate: '2026-12-02', createdAt: at },
                // Reminded of 5 December, the booking moved since: it is reminded again.
                { ...made, kind: 'booking_reminder', bookingId: moved.id, dueDate: '2026-12-05', createdAt: at },
            ])
            .returning();
        const [declined] = await itemsOf(g.id);
        await db.delete(reminderItems).where(eq(reminderItems.workspaceId, g.id));
        for (const statement of backfill) await db.execute(sql.raw(statement));
        const common = { workspaceId: g.id, customerId: customer.id, jobId: null, madeOn: '2026-12-01' };
        expect(await itemsOf(g.id)).toEqual([
            {
                ...common,
                kind: 'booking_reminder',
                vehicleId: null,
                bookingId: kept.id,
                dueKey: '2026-12-02T02:00:00.000Z',
                dueDate: '2026-12-02',
                messageId: bookingReminder.id,
            },
            // made_on: the day the message was created (the test's run pretends another day)
            { ...declined, madeOn: expect.any(String) },
            {
                ...common,
                kind: 'licence_reminder',
                vehicleId: vehicle.id,
                bookingId: null,
                dueKey: '2026-12-31',
                dueDate: '2026-12-31',
                messageId: licence.id,
            },
        ]);
        expect(declined).toMatchObject({ kind: 'declined_work_followup', dueKey: '2026-10-04T15:30:00.000Z' });
    });
});
