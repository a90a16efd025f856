import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '../../common/online-booking';
import { buildApp } from '../../server/app';
import { customers, workspaces } from '../../server/db/schema';
import { call, expectError } from '../support/factories';
import { create, garageSuite } from '../support/garage';

const suite = garageSuite();
const ZONE = 'Asia/Hong_Kong';
const SLUG = 'kwun-tong-motors';
const BOOK = `/public/v3/portal/book/${SLUG}`;

/** The garage's day `n` days from today, `YYYY-MM-DD` in Hong Kong. */
const dayAhead = (n: number) => wallClock(new Date(Date.now() + n * 86_400_000), ZONE).day;
/** An instant of a Hong Kong wall clock: `day` at `time`. */
const hk = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`).toISOString();

const profile = (token: string, workspace: { id: number; name: string }, body: object) =>
    call(suite.t.app, 'PUT', `/api/v3/workspace/${workspace.id}`, { token, body: { name: workspace.name, ...body } });
const setBays = (bays: number) =>
    suite.t.database.db.update(workspaces).set({ bays }).where(eq(workspaces.id, suite.g.workspace.id));
const slots = async (date: string, serviceIds: number[]) => {
    const answer = await call(suite.t.app, 'GET', `${BOOK}/slots`, {
        query: { date, service_ids: serviceIds.join(',') },
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
};
const times = async (date: string, serviceIds: number[]) =>
    (await slots(date, serviceIds)).slots.map((slot: { time: string }) => slot.time);
const book = (body: object) => call(suite.t.app, 'POST', BOOK, { body });

let oil: { id: number };
let brakes: { id: number };
let retired: { id: number };
const customer = { name: 'Wong Siu Ming', phone: '6123 4567', plate: 'AB 123' };

beforeAll(async () => {
    const { t, g } = suite;
    oil = await create(t, g.owner, 'motor-garage/service', {
        code: 'OIL',
        name: 'Oil change',
        name_zh: '換機油',
        duration_minutes: 60,
        price_cents: 48_000,
    });
    brakes = await create(t, g.owner, 'motor-garage/service', {
        code: 'BRK',
        name: 'Brake check',
        duration_minutes: 30,
    });
    retired = await create(t, g.owner, 'motor-garage/service', { code: 'OLD', name: 'Retired', active: false });
});

describe('the online booking address', () => {
    it('is off by default: an unknown address and a garage that is off answer the same 404', async () => {
        const { g } = suite;
        const unknown = await call(suite.t.app, 'GET', '/public/v3/portal/book/no-such-garage');
        expectError(unknown, 404, 'booking_page_not_found');
        const named = await profile(g.userToken, g.workspace, { slug: SLUG });
        expect(named.status).toBe(200);
        expect(named.body.data).toMatchObject({ slug: SLUG, online_booking: false });
        const off = await call(suite.t.app, 'GET', BOOK);
        expectError(off, 404, 'booking_page_not_found');
        expect(off.body.message).toBe(unknown.body.message);
        expectError(await book({}), 400, 'validation_failed');
        const offBooking = await book({
            service_ids: [oil.id],
            starts_at: hk(dayAhead(3), '11:00'),
            ...customer,
        });
        expectError(offBooking, 404, 'booking_page_not_found');
    });

    it("takes 3–50 lower-case letters, digits and '-', and only one garage's", async () => {
        const { g } = suite;
        for (const slug of ['ab', 'Kwun-Tong', 'kwun tong', 'kwun_tong', 'x'.repeat(51)]) {
            const answer = await profile(g.userToken, g.workspace, { slug });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toEqual([{ field: 'slug', error: 'invalid_format' }]);
        }
        const stranger = await call(suite.t.app, 'GET', `/api/v3/workspace/${g.other.id}`, { token: g.stranger });
        const taken = await profile(g.stranger, g.other, { slug: SLUG, version: stranger.body.data.version });
        expectError(taken, 409, 'slug_taken');
        expect(taken.body.details).toEqual([{ field: 'slug', error: 'slug_taken' }]);
        const [theirs] = await suite.t.database.db.select().from(workspaces).where(eq(workspaces.id, g.other.id));
        expect(theirs.slug).toBeNull();
        expectError(await profile(g.stranger, g.other, { online_booking: true }), 400, 'validation_failed');
        expectError(await profile(g.member, g.workspace, { online_booking: true }), 403, 'forbidden');
        const on = await profile(g.userToken, g.workspace, { online_booking: true });
        expect(on.body.data).toMatchObject({ slug: SLUG, online_booking: true });
    });
});

describe('the online booking page', () => {
    it('shows the garage and the services it takes online, in English and Chinese, with their durations', async () => {
        const page = await call(suite.t.app, 'GET', BOOK);
        expect(page.status).toBe(200);
        expect(page.body.data.garage).toMatchObject({ name: suite.g.workspace.name, timezone: ZONE });
        expect(page.body.data.services).toEqual([
            { id: brakes.id, name: 'Brake check', name_zh: '', duration_minutes: 30 },
            { id: oil.id, name: 'Oil change', name_zh: '換機油', duration_minutes: 60 },
        ]);
        expect(JSON.stringify(page.body)).not.toContain('Retired');
    });

    it("lists a day's free starts on the garage's clocks, long enough for the services together", async () => {
        const day = dayAhead(5);
        const free = await slots(day, [oil.id, brakes.id]);
        expect(free.duration_minutes).toBe(90);
        expect(free.slots[0]).toEqual({ starts_at: hk(day, '09:00'), time: '09:00' });
        expect(free.slots.at(-1)).toEqual({ starts_at: hk(day, '16:30'), time: '16:30' });
        expect(free.slots).toHaveLength(16);

        // In Tokyo (UTC+9) the same day's 09:00 is an hour earlier.
        const { db } = suite.t.database;
        await db.update(workspaces).set({ timezone: 'Asia/Tokyo' }).where(eq(workspaces.id, suite.g.workspace.id));
        try {
            expect((await slots(day, [oil.id])).slots[0]).toEqual({ starts_at: `${day}T00:00:00.000Z`, time: '09:00' });
        } finally {
            await db.update(workspaces).set({ timezone: ZONE }).where(eq(workspaces.id, suite.g.workspace.id));
        }
    });

    it('leaves out the past, days past the horizon, and services not offered online', async () => {
        expect(await times(dayAhead(-1), [oil.id])).toEqual([]);
        expect(await times(dayAhead(61), [oil.id])).toEqual([]);
        for (const slot of (await slots(dayAhead(0), [oil.id])).slots) {
            expect(Date.parse(slot.starts_at)).toBeGreaterThan(Date.now());
        }
        const query = { date: dayAhead(5), service_ids: String(retired.id) };
        const answer = await call(suite.t.app, 'GET', `${BOOK}/slots`, { query });
        expectError(answer, 400, 'validation_failed');
        expect(answer.body.details).toEqual([{ field: 'service_ids', error: 'invalid_value' }]);
    });

    it('leaves out the times every bay is taken, by bookings and jobs, across the UTC day boundary', async () => {
        const { t, g } = suite;
        await setBays(2);
        const day = dayAhead(7);
        // 07:00–09:30 in Hong Kong: it starts the UTC day before.
        const early = { start_at: hk(day, '07:00'), end_at: hk(day, '09:30'), walk_in_name: 'A', plate: 'EA 1' };
        await create(t, g.owner, 'motor-garage/booking', early);
        expect((await times(day, [oil.id]))[0]).toBe('09:00');
        const job = await create(t, g.owner, 'motor-garage/invoice', {
            scheduled_start: hk(day, '08:00'),
            scheduled_end: hk(day, '11:00'),
        });
        const path = `/api/v3/motor-garage/invoice/${job.id}/schedule`;
        expect((await call(t.app, 'POST', path, { token: g.owner, body: {} })).status).toBe(200);
        // Both bays are taken until 09:30, when the early booking ends.
        expect((await times(day, [oil.id])).slice(0, 2)).toEqual(['09:30', '10:00']);
        // Another garage's bookings take none of ours.
        await create(t, g.stranger, 'motor-garage/booking', { ...early, end_at: hk(day, '18:00') });
        expect((await times(day, [oil.id]))[0]).toBe('09:30');
        await setBays(1);
        expect((await times(day, [oil.id]))[0]).toBe('11:00');
        // The day before is untouched.
        expect((await times(dayAhead(6), [oil.id]))[0]).toBe('09:00');
        await setBays(3);
    });
});

describe('booking online', () => {
    it('books the last free bay as a pending booking; the same slot is then refused 409 slot_full', async () => {
        const { t, g } = suite;
        await setBays(1);
        const day = dayAhead(9);
        const booked = await book({
            service_ids: [oil.id, brakes.id],
            starts_at: hk(day, '11:00'),
            note: 'Squeaky brakes',
            locale: 'en',
            ...customer,
        });
        expect(booked.status).toBe(201);
        expect(booked.body.data.booking).toMatchObject({
            day,
            start_time: '11:00',
            end_time: '12:30',
            status: 'pending',
            plate: 'AB 123',
            services: [
                { name: 'Oil change', name_zh: '換機油' },
                { name: 'Brake check', name_zh: '' },
            ],
        });
        expect(await times(day, [brakes.id])).not.toContain('11:00');
        expect(await times(day, [brakes.id])).toContain('12:30');

        const full = await book({
            service_ids: [brakes.id],
            starts_at: hk(day, '12:00'),
            ...customer,
            phone: '69998888',
        });
        expectError(full, 409, 'slot_full');
        const [made] = await t.database.db.select().from(customers).where(eq(customers.phone, '69998888'));
        expect(made).toBeUndefined();

        // The garage sees it, pending, for a new customer with the name and phone given, and the note.
        const list = await call(t.app, 'GET', '/api/v3/motor-garage/booking', {
            token: g.owner,
            query: { status: 'pending', from: day, to: day },
        });
        expect(list.body.data).toHaveLength(1);
        const [pending] = list.body.data;
        expect(pending).toMatchObject({ status: 'pending', notes: 'Squeaky brakes', start_at: hk(day, '11:00') });
        const who = await call(t.app, 'GET', `/api/v3/relationship/customer/${pending.customer_id}`, {
            token: g.owner,
        });
        expect(who.body.data).toMatchObject({ name: customer.name, phone: customer.phone, preferred_locale: 'en' });
        await setBays(3);
    });

    it("links the garage's customer and car by phone and plate, without showing anything of theirs", async () => {
        const { t, g } = suite;
        const known = await create(t, g.owner, 'relationship/customer', {
            name: 'Chan Tai Man',
            phone: '9123 4567',
            email: 'chan@example.com',
        });
        const car = await create(t, g.owner, 'motor-garage/vehicle', {
            plate: 'KT 1234',
            customer_id: known.id,
            make: 'Toyota',
        });
        const before = await t.database.db.select().from(customers).where(eq(customers.workspaceId, g.workspace.id));
        const answer = await book({
            service_ids: [oil.id],
            starts_at: hk(dayAhead(11), '14:00'),
            name: 'Somebody',
            phone: '+852 9123-4567',
            plate: 'kt1234',
        });
        expect(answer.status).toBe(201);
        const text = JSON.stringify(answer.body);
        for (const secret of ['Chan Tai Man', 'chan@example.com', 'Toyota', 'customer_id']) {
            expect(text).not.toContain(secret);
        }
        const after = await t.database.db.select().from(customers).where(eq(customers.workspaceId, g.workspace.id));
        expect(after).toHaveLength(before.length);
        const list = await call(t.app, 'GET', '/api/v3/motor-garage/booking', {
            token: g.owner,
            query: { customer_id: String(known.id) },
        });
        expect(list.body.data).toEqual([expect.objectContaining({ vehicle_id: car.id, status: 'pending' })]);
    });

    it('refuses a start off the grid, in the past or outside opening hours, and bad details, writing nothing', async () => {
        const day = dayAhead(13);
        const cases: [object, string][] = [
            [{ starts_at: hk(day, '11:10') }, 'starts_at'],
            [{ starts_at: hk(day, '17:30') }, 'starts_at'],
            [{ starts_at: hk(dayAhead(-1), '11:00') }, 'starts_at'],
            [{ phone: '123' }, 'phone'],
            [{ service_ids: [retired.id] }, 'service_ids'],
        ];
        for (const [change, field] of cases) {
            const answer = await book({ service_ids: [oil.id], starts_at: hk(day, '11:00'), ...customer, ...change });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details[0].field).toBe(field);
        }
        expect(await times(day, [oil.id])).toContain('11:00');
    });

    it('answers 429 past the portal limit per address', async () => {
        const app = await buildApp({
            config: suite.t.config,
            db: suite.t.database.db,
            logger: false,
            portalLimits: { perIp: 2, windowMs: 60_000 },
            rateLimitNamespace: 'online-booking-test:',
        });
        try {
            const statuses = [];
            for (let i = 0; i < 3; i++) statuses.push((await call(app, 'GET', BOOK)).status);
            expect(statuses).toEqual([200, 200, 429]);
        } finally {
            await app.close();
        }
    });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('two customers at once for the last bay', () => {
    it('books one of them; the other is told the slot is full', async () => {
        await setBays(1);
        const day = dayAhead(15);
        const answers = await Promise.all(
            ['61110001', '61110002', '61110003'].map(phone =>
                book({ service_ids: [oil.id], starts_at: hk(day, '10:00'), ...customer, phone }),
            ),
        );
        expect(answers.map(answer => answer.status).sort()).toEqual([201, 409, 409]);
        for (const answer of answers.filter(answer => answer.status === 409)) expectError(answer, 409, 'slot_full');
        expect(await times(day, [oil.id])).not.toContain('10:00');
        await setBays(3);
    });
});
