import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageChannel } from '../../common/messages';
import { bookings, jobApprovals, jobLines, jobs, messages, vehicles, workspaces } from '../../server/db/schema';
import { runDueReminders } from '../../server/modules/reminder/run';
import { call, expectError, signedInOwner } from '../support/factories';
import { create, garageSuite } from '../support/garage';

const s = garageSuite();
const SETTINGS = '/api/v3/motor-garage/reminder-settings';
const DUE = '/api/v3/motor-garage/reminder/due';
const ORIGIN = 'http://garage.test';
const onPostgres = process.env.TEST_DB === 'postgres';

/** A garage of its own (the runs of other tests' garages never mix with its reminders), in `timezone`. */
async function garage(timezone = 'Asia/Hong_Kong') {
    const owner = await signedInOwner(s.t);
    await s.t.database.db.update(workspaces).set({ timezone }).where(eq(workspaces.id, owner.workspace.id));
    return { id: owner.workspace.id, token: owner.workspaceToken };
}

let plates = 0;
/** A customer (consenting, with phone and e-mail, reading English unless told) and their vehicle. */
async function customerWithVehicle(token: string, vehicle: object, customer: object = {}) {
    const who = await create(s.t, token, 'relationship/customer', {
        name: 'Chan Tai Man',
        phone: '9123 4567',
        email: 'chan@example.test',
        preferred_locale: 'en',
        reminder_consent: true,
        ...customer,
    });
    const car = await create(s.t, token, 'motor-garage/vehicle', {
        plate: `RM ${1000 + plates++}`,
        customer_id: who.id,
        ...vehicle,
    });
    return { customer: who, vehicle: car };
}

/** One run of the daily job at `now`, with the delivery recorded: its run of `workspaceId` and what it enqueued. */
async function run(now: string, workspaceId: number, automatic: MessageChannel[] = []) {
    const enqueued: [number, number][] = [];
    const runs = await runDueReminders({
        db: s.t.database.db,
        now: new Date(now),
        origin: ORIGIN,
        automaticChannels: async () => ['email', ...automatic],
        enqueueMessages: async (workspace, ids) => {
            enqueued.push(...ids.map(id => [workspace, id] as [number, number]));
        },
    });
    return {
        run: runs.find(one => one.workspaceId === workspaceId) ?? null,
        enqueued: enqueued.filter(([workspace]) => workspace === workspaceId).map(([, id]) => id),
    };
}

/** The reminders a workspace has, as `kind plate due_date`, sorted. */
async function remindersOf(workspaceId: number) {
    const rows = await s.t.database.db
        .select({ kind: messages.kind, plate: vehicles.plate, due: messages.dueDate, booking: messages.bookingId })
        .from(messages)
        .leftJoin(vehicles, and(eq(vehicles.workspaceId, messages.workspaceId), eq(vehicles.id, messages.vehicleId)))
        .where(and(eq(messages.workspaceId, workspaceId), isNotNull(messages.dueDate)));
    return rows.map(row => `${row.kind} ${row.plate ?? `booking ${row.booking}`} ${row.due}`).sort();
}

const messagesOf = (workspaceId: number) =>
    s.t.database.db.select().from(messages).where(eq(messages.workspaceId, workspaceId)).orderBy(messages.id);

/** A job of the vehicle with its odometer reading on `day` (noon, Hong Kong). */
let numbers = 0;
async function visit(
    workspaceId: number,
    ids: { customer: { id: number }; vehicle: { id: number } },
    day: string,
    km: number,
) {
    await s.t.database.db.insert(jobs).values({
        workspaceId,
        number: `T${numbers++}`,
        status: 'paid',
        customerId: ids.customer.id,
        vehicleId: ids.vehicle.id,
        mileageIn: km,
        createdAt: new Date(`${day}T12:00:00+08:00`),
    });
}

async function booking(workspaceId: number, customerId: number, startAt: string, status: 'pending' | 'cancelled') {
    const start = new Date(startAt);
    const [row] = await s.t.database.db
        .insert(bookings)
        .values({ workspaceId, customerId, plate: 'BK 1', startAt: start, endAt: new Date(+start + 3_600_000), status })
        .returning();
    return row;
}

// Runs at 09:00 Hong Kong time (01:00 UTC) of 1 December 2026: D = 2026-12-01.
const D_RUN = '2026-12-01T01:00:00Z';

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
        await booking(g.id, customer.id, '2026-12-01T23:30:00+08:00', 'pending');
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
        expect(atNine.run).toMatchObject({ day: '2026-12-01', drafts: [expect.any(Number)] });
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
        expect(made).toHaveLength(2);
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

describe('declined work', () => {
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
    it('make none for a customer without consent or without a contact on the channel', async () => {
        const g = await garage();
        await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' }, { reminder_consent: false });
        await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' }, { phone: '' });
        const yes = await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' });
        await run(D_RUN, g.id);
        expect(await remindersOf(g.id)).toEqual([`licence_reminder ${yes.vehicle.plate} 2026-12-10`]);
    });

    it('stop once the customer opts out through the link a reminder carries', async () => {
        const g = await garage();
        const { customer } = await customerWithVehicle(g.token, { licence_expiry: '2026-12-10' });
        await create(s.t, g.token, 'motor-garage/vehicle', {
            plate: `RM ${1000 + plates++}`,
            customer_id: customer.id,
            insurance_expiry: '2026-12-25',
        });
        await run('2026-11-20T01:00:00Z', g.id);
        const [first] = await messagesOf(g.id);
        expect(first.kind).toBe('licence_reminder');
        const [, token] = first.body.match(/http:\/\/garage\.test\/portal\/opt-out\/([A-Za-z0-9_-]{43})/)!;
        const out = await call(s.t.app, 'POST', `/public/v3/portal/${token}/opt-out`);
        expect(out.body.data.reminder_consent).toBe(false);
        // The insurance reminder's window opens on 25 Nov: no reminder any more.
        await run('2026-11-26T01:00:00Z', g.id);
        expect((await messagesOf(g.id)).map(one => one.kind)).toEqual(['licence_reminder']);
    });

    it('make none of a kind switched off', async () => {
        const g = await garage();
        const kinds = { ...(await call(s.t.app, 'GET', SETTINGS, { token: g.token })).body.data.kinds };
        kinds.licence_reminder = false;
        await call(s.t.app, 'PUT', SETTINGS, { token: g.token, body: { kinds, channel: 'whatsapp' } });
        const car = await customerWithVehicle(g.token, {
            licence_expiry: '2026-12-10',
            insurance_expiry: '2026-12-10',
        });
        await run(D_RUN, g.id);
        expect(await remindersOf(g.id)).toEqual([`insurance_reminder ${car.vehicle.plate} 2026-12-10`]);
    });

    it('queue e-mail for the delivery, and leave WhatsApp without the Cloud API as drafts to send by hand', async () => {
        const byMail = await garage();
        const kinds = (await call(s.t.app, 'GET', SETTINGS, { token: byMail.token })).body.data.kinds;
        await call(s.t.app, 'PUT', SETTINGS, { token: byMail.token, body: { kinds, channel: 'email' } });
        await customerWithVehicle(byMail.token, { licence_expiry: '2026-12-10', insurance_expiry: '2026-12-11' });
        const mailed = await run(D_RUN, byMail.id);
        const queued = await messagesOf(byMail.id);
        expect(queued.map(one => [one.channel, one.status, one.to])).toEqual([
            ['email', 'queued', 'chan@example.test'],
            ['email', 'queued', 'chan@example.test'],
        ]);
        expect(mailed.enqueued.sort()).toEqual(queued.map(one => one.id).sort());

        const byHand = await garage();
        await customerWithVehicle(byHand.token, { licence_expiry: '2026-12-10' });
        const drafted = await run(D_RUN, byHand.id);
        expect(drafted.enqueued).toEqual([]);
        const [draft] = await messagesOf(byHand.id);
        expect([draft.channel, draft.status, draft.to]).toEqual(['whatsapp', 'draft', '9123 4567']);
        expect(drafted.run?.drafts).toEqual([draft.id]);
        // One click sends it through the send route (click-to-chat).
        const sent = await call(s.t.app, 'POST', `/api/v3/motor-garage/message/${draft.id}/send`, {
            token: byHand.token,
        });
        expect(sent.body.data.status).toBe('sent');
        expect(sent.body.data.click_to_chat_url).toMatch(/^https:\/\/wa\.me\/85291234567\?text=/);

        const automatic = await garage();
        await customerWithVehicle(automatic.token, { licence_expiry: '2026-12-10' });
        const api = await run(D_RUN, automatic.id, ['whatsapp']);
        const [viaApi] = await messagesOf(automatic.id);
        expect([viaApi.status, api.enqueued]).toEqual(['queued', [viaApi.id]]);
    });

    it("write each reminder in the customer's language with the exact plate and day", async () => {
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
        const byVehicle = new Map((await messagesOf(g.id)).map(one => [one.vehicleId, one]));
        const english = byVehicle.get(en.vehicle.id)!;
        expect(english.locale).toBe('en');
        expect(english.subject).toBe(`Vehicle licence for ${en.vehicle.plate} expires Thu 31 Dec 2026`);
        expect(english.body).toMatch(
            new RegExp(
                `^Hi Mr Chan, ${en.vehicle.plate}'s vehicle licence expires on Thu 31 Dec 2026\\. .* Stop these reminders: http://garage\\.test/portal/opt-out/\\S{43}$`,
            ),
        );
        const cantonese = byVehicle.get(hk.vehicle.id)!;
        expect(cantonese.locale).toBe('zh-hk');
        expect(cantonese.body).toContain(`你好陳生，提提你 ${hk.vehicle.plate} 嘅保險 2026年12月24日（星期四） 到期`);
        const mandarin = byVehicle.get(cn.vehicle.id)!;
        expect(mandarin.locale).toBe('zh-cn');
        expect(mandarin.body).toContain(cn.vehicle.plate);
        expect(mandarin.body).toContain('2026年12月1日（星期二）');
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

    it('answers all kinds on, on WhatsApp, by default, to a member', async () => {
        const answer = await call(s.t.app, 'GET', SETTINGS, { token: s.g.member });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ kinds: ALL_ON, channel: 'whatsapp' });
    });

    it('lets whoever edits the templates change them; a member may not; another workspace keeps its own', async () => {
        const body = { kinds: { ...ALL_ON, service_reminder: false }, channel: 'sms' };
        expectError(await call(s.t.app, 'PUT', SETTINGS, { token: s.g.member, body }), 403, 'forbidden');
        const put = await call(s.t.app, 'PUT', SETTINGS, { token: s.g.owner, body });
        expect(put.body.data).toEqual(body);
        expect((await call(s.t.app, 'GET', SETTINGS, { token: s.g.member })).body.data).toEqual(body);
        expect((await call(s.t.app, 'GET', SETTINGS, { token: s.g.stranger })).body.data).toEqual({
            kinds: ALL_ON,
            channel: 'whatsapp',
        });
    });

    it('refuses an unknown channel, a kind left out or not on or off, changing nothing', async () => {
        const g = await garage();
        const put = (body: object) => call(s.t.app, 'PUT', SETTINGS, { token: g.token, body });
        expect((await put({ kinds: ALL_ON, channel: 'link' })).status).toBe(400);
        const { licence_reminder: _, ...missing } = ALL_ON;
        expect((await put({ kinds: missing, channel: 'email' })).status).toBe(400);
        expect((await put({ kinds: { ...ALL_ON, licence_reminder: 'no' }, channel: 'email' })).status).toBe(400);
        expect((await call(s.t.app, 'GET', SETTINGS, { token: g.token })).body.data).toEqual({
            kinds: ALL_ON,
            channel: 'whatsapp',
        });
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
                channel: 'whatsapp',
                consent: true,
                has_contact: true,
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
        expect(after.body.data[0].message_id).toBe(made.id);
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
