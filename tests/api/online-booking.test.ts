import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '../../common/online-booking';
import { weekdayOf } from '../../common/opening-hours';
import { buildApp } from '../../server/app';
import { bookings, customers, notifications, vehicles, workspaces } from '../../server/db/schema';
import { call, expectError, type Answer } from '../support/factories';
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
let addresses = 0;
/** A booking sent from a client address of its own, unless told (the page takes 3 an hour from one address). */
async function book(body: object, address = `198.51.100.${++addresses}`): Promise<Answer> {
    const response = await suite.t.app.inject({ method: 'POST', url: BOOK, payload: body, remoteAddress: address });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
}
let people = 0;
/** A customer new to the garage: a phone and a plate nobody has (the page takes 2 pending a phone). */
const newcomer = () => {
    people += 1;
    return { name: `Newcomer ${people}`, phone: `5${String(7000000 + people)}`, plate: `NC ${people}` };
};
/** How many customers, vehicles and bookings the garage has. */
async function rows() {
    const { db } = suite.t.database;
    const tally = async (table: typeof customers | typeof vehicles | typeof bookings) =>
        (await db.select({ n: count() }).from(table).where(eq(table.workspaceId, suite.g.workspace.id)))[0].n;
    return { customers: await tally(customers), vehicles: await tally(vehicles), bookings: await tally(bookings) };
}
/** Sets the garage's online booking rules through its profile. */
const rules = async (body: object) => {
    const answer = await profile(suite.g.userToken, suite.g.workspace, body);
    expect(answer.status).toBe(200);
};
/** Open every day 09:00–18:00 and no notice: what the tests of slots and bays assume. */
const EVERY_DAY = Array.from({ length: 7 }, () => ({ open: '09:00', close: '18:00' }));
const OPEN_ALWAYS = { opening_hours: EVERY_DAY, closed_dates: [], booking_notice_hours: 0, booking_horizon_days: 60 };

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
        await rules(OPEN_ALWAYS);
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
        const before = await rows();
        const cases: [object, string, string][] = [
            [{ starts_at: hk(day, '11:10') }, 'starts_at', 'invalid_value'],
            [{ starts_at: hk(day, '17:30') }, 'starts_at', 'outside_opening_hours'],
            [{ starts_at: hk(day, '08:30') }, 'starts_at', 'outside_opening_hours'],
            [{ starts_at: hk(dayAhead(-1), '11:00') }, 'starts_at', 'too_soon'],
            [{ phone: '123' }, 'phone', 'invalid_value'],
            [{ plate: ' ' }, 'plate', 'required'],
            [{ service_ids: [retired.id] }, 'service_ids', 'invalid_value'],
        ];
        for (const [change, field, error] of cases) {
            const answer = await book({ service_ids: [oil.id], starts_at: hk(day, '11:00'), ...newcomer(), ...change });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toEqual([{ field, error }]);
        }
        expect(await rows()).toEqual(before);
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

/** The week's hours with `changes` by weekday (Monday 0), every other day 09:00–18:00. */
const weekWith = (changes: Record<number, { open: string; close: string } | null>) =>
    EVERY_DAY.map((hours, weekday) => (weekday in changes ? changes[weekday] : hours));

describe("the garage's online booking rules", () => {
    it('offer only the days and hours the garage opens, on its clock, and the page says so', async () => {
        const [closedDay, shortDay, holiday] = [dayAhead(3), dayAhead(4), dayAhead(5)];
        await rules({
            opening_hours: weekWith({
                [weekdayOf(closedDay)]: null,
                [weekdayOf(shortDay)]: { open: '10:00', close: '12:00' },
            }),
            closed_dates: [holiday, dayAhead(-3), dayAhead(90)],
        });
        try {
            const page = (await call(suite.t.app, 'GET', BOOK)).body.data;
            expect(page.rules.closed_dates).toEqual([holiday]);
            expect(page.rules.opening_hours[weekdayOf(closedDay)]).toBeNull();
            expect(page.days).toContain(shortDay);
            expect(page.days).not.toContain(closedDay);
            expect(page.days).not.toContain(holiday);
            expect(await times(closedDay, [oil.id])).toEqual([]);
            expect(await times(holiday, [oil.id])).toEqual([]);
            expect(await times(shortDay, [oil.id])).toEqual(['10:00', '10:30', '11:00']);
            expect(await times(shortDay, [oil.id, brakes.id])).toEqual(['10:00', '10:30']);
        } finally {
            await rules(OPEN_ALWAYS);
        }
    });

    it('leave out what is sooner than the notice, and days past the horizon', async () => {
        await rules({ booking_notice_hours: 48, booking_horizon_days: 10 });
        try {
            expect(await times(dayAhead(0), [oil.id])).toEqual([]);
            expect(await times(dayAhead(1), [oil.id])).toEqual([]);
            for (const slot of (await slots(dayAhead(2), [oil.id])).slots) {
                expect(Date.parse(slot.starts_at)).toBeGreaterThanOrEqual(Date.now() + 47.9 * 3_600_000);
            }
            expect(await times(dayAhead(10), [oil.id])).toHaveLength(17);
            expect(await times(dayAhead(11), [oil.id])).toEqual([]);
            const { days } = (await call(suite.t.app, 'GET', BOOK)).body.data;
            expect(days.at(-1)).toBe(dayAhead(10));
            expect(days).not.toContain(dayAhead(1));
        } finally {
            await rules(OPEN_ALWAYS);
        }
    });

    it('are checked again when booking, naming the rule broken, and nothing is written', async () => {
        const [closedDay, holiday] = [dayAhead(3), dayAhead(5)];
        await rules({
            opening_hours: weekWith({ [weekdayOf(closedDay)]: null }),
            closed_dates: [holiday],
            booking_notice_hours: 24,
            booking_horizon_days: 20,
        });
        const before = await rows();
        try {
            const cases: [string, string][] = [
                [hk(dayAhead(0), '17:00'), 'too_soon'],
                [new Date(Date.now() + 3_600_000).toISOString(), 'too_soon'],
                [hk(dayAhead(21), '11:00'), 'beyond_horizon'],
                [hk(closedDay, '11:00'), 'closed'],
                [hk(holiday, '11:00'), 'closed'],
                [hk(dayAhead(6), '17:30'), 'outside_opening_hours'],
                [hk(dayAhead(6), '07:00'), 'outside_opening_hours'],
            ];
            for (const [starts_at, error] of cases) {
                const answer = await book({ service_ids: [oil.id], starts_at, ...newcomer() });
                expectError(answer, 400, 'validation_failed');
                expect(answer.body.details).toEqual([{ field: 'starts_at', error }]);
            }
            expect(await rows()).toEqual(before);
        } finally {
            await rules(OPEN_ALWAYS);
        }
    });
});

describe("the online booking page's limits", () => {
    it('take 3 bookings an hour from one address: the next is 429 with Retry-After and leaves nothing', async () => {
        const day = dayAhead(17);
        const address = '203.0.113.7';
        for (const time of ['09:00', '10:00', '11:00']) {
            expect(
                (await book({ service_ids: [oil.id], starts_at: hk(day, time), ...newcomer() }, address)).status,
            ).toBe(201);
        }
        const before = await rows();
        const fourth = await book({ service_ids: [oil.id], starts_at: hk(day, '12:00'), ...newcomer() }, address);
        expectError(fourth, 429, 'rate_limited');
        const wait = Number(fourth.headers['retry-after']);
        expect(wait).toBeGreaterThan(3500);
        expect(wait).toBeLessThanOrEqual(3600);
        expect(await rows()).toEqual(before);
        // Another address books; an hour later, this one may again.
        expect((await book({ service_ids: [oil.id], starts_at: hk(day, '12:00'), ...newcomer() })).status).toBe(201);
        const { db } = suite.t.database;
        await db
            .update(bookings)
            .set({ createdAt: new Date(Date.now() - 3_660_000) })
            .where(and(eq(bookings.workspaceId, suite.g.workspace.id), eq(bookings.clientAddress, address)));
        expect(
            (await book({ service_ids: [oil.id], starts_at: hk(day, '13:00'), ...newcomer() }, address)).status,
        ).toBe(201);
    });

    it('take 2 pending bookings a phone, however it is written; once the garage confirms one, another', async () => {
        const { t, g } = suite;
        const day = dayAhead(18);
        const who = { name: 'Lee', phone: '9876 5432' };
        for (const [time, plate] of [
            ['09:00', 'PH 1'],
            ['10:00', 'PH 2'],
        ]) {
            expect((await book({ service_ids: [oil.id], starts_at: hk(day, time), ...who, plate })).status).toBe(201);
        }
        const before = await rows();
        const third = await book({
            service_ids: [oil.id],
            starts_at: hk(day, '11:00'),
            name: 'Lee',
            phone: '+852 9876-5432',
            plate: 'PH 3',
        });
        expectError(third, 429, 'rate_limited');
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
        expect(await rows()).toEqual(before);

        const [pending] = (
            await call(t.app, 'GET', '/api/v3/motor-garage/booking', {
                token: g.owner,
                query: { keyword: 'PH 1', status: 'pending' },
            })
        ).body.data;
        const confirmed = await call(t.app, 'PUT', `/api/v3/motor-garage/booking/${pending.id}`, {
            token: g.owner,
            body: { status: 'confirmed' },
        });
        expect(confirmed.status).toBe(200);
        expect((await book({ service_ids: [oil.id], starts_at: hk(day, '11:00'), ...who, plate: 'PH 3' })).status).toBe(
            201,
        );
    });

    it('refuse a full slot before anything is written: no customer, vehicle or booking is left behind', async () => {
        await setBays(1);
        try {
            const day = dayAhead(19);
            expect((await book({ service_ids: [oil.id], starts_at: hk(day, '14:00'), ...newcomer() })).status).toBe(
                201,
            );
            const before = await rows();
            const full = await book({ service_ids: [brakes.id], starts_at: hk(day, '14:30'), ...newcomer() });
            expectError(full, 409, 'slot_full');
            expect(await rows()).toEqual(before);
        } finally {
            await setBays(3);
        }
    });
});

describe('a booking made online', () => {
    const bookingOf = async (plate: string) =>
        (
            await call(suite.t.app, 'GET', '/api/v3/motor-garage/booking', {
                token: suite.g.owner,
                query: { keyword: plate },
            })
        ).body.data[0];

    it("is the garage's to see as made online: a field, a filter; staff cannot write it", async () => {
        const { t, g } = suite;
        const visitor = newcomer();
        expect((await book({ service_ids: [oil.id], starts_at: hk(dayAhead(20), '09:00'), ...visitor })).status).toBe(
            201,
        );
        const online = await bookingOf(visitor.plate);
        expect(online.source).toBe('online');
        expect(online).not.toHaveProperty('client_address');
        const staff = await create(t, g.owner, 'motor-garage/booking', {
            walk_in_name: 'Phoned in',
            plate: 'SRC 1',
            start_at: hk(dayAhead(20), '15:00'),
            end_at: hk(dayAhead(20), '16:00'),
            source: 'online',
        });
        expect(staff.source).toBe('staff');
        const ids = async (source: string) =>
            (
                await call(t.app, 'GET', '/api/v3/motor-garage/booking', {
                    token: g.owner,
                    query: { source, from: dayAhead(20), to: dayAhead(20) },
                })
            ).body.data.map((one: { id: number }) => one.id);
        expect(await ids('online')).toEqual([online.id]);
        expect(await ids('staff')).toEqual([staff.id]);
        expectError(
            await call(t.app, 'GET', '/api/v3/motor-garage/booking', { token: g.owner, query: { source: 'phone' } }),
            400,
            'validation_failed',
        );
    });

    it('tells every member who may read bookings, with the customer, the plate and the start', async () => {
        const { t, g } = suite;
        const visitor = newcomer();
        const starts_at = hk(dayAhead(20), '10:00');
        expect((await book({ service_ids: [oil.id], starts_at, ...visitor })).status).toBe(201);
        const booking = await bookingOf(visitor.plate);
        const told = await t.database.db
            .select()
            .from(notifications)
            .where(and(eq(notifications.kind, 'online_booking'), eq(notifications.recordId, booking.id)));
        expect(told).toHaveLength(2); // the owner and the member
        for (const one of told) {
            expect(one).toMatchObject({
                workspaceId: g.workspace.id,
                resource: 'motor-garage/booking',
                args: { customer_name: visitor.name, plate: visitor.plate, starts_at },
            });
        }
    });

    it("keeps a ticked 'send me reminders' as consent given online; unticked, a customer keeps what they had", async () => {
        const { t, g } = suite;
        const consentOf = async (phone: string) => {
            const [row] = await t.database.db
                .select()
                .from(customers)
                .where(and(eq(customers.workspaceId, g.workspace.id), eq(customers.phone, phone)));
            return { consent: row.reminderConsent, source: row.consentSource, at: row.consentAt };
        };
        const day = dayAhead(21);
        const ticked = newcomer();
        await book({ service_ids: [oil.id], starts_at: hk(day, '09:00'), ...ticked, reminder_consent: true });
        expect(await consentOf(ticked.phone)).toMatchObject({ consent: true, source: 'online', at: expect.any(Date) });
        const silent = newcomer();
        await book({ service_ids: [oil.id], starts_at: hk(day, '09:00'), ...silent });
        expect(await consentOf(silent.phone)).toEqual({ consent: false, source: null, at: null });

        const regular = await create(t, g.owner, 'relationship/customer', {
            name: 'Regular',
            phone: '9333 4444',
            reminder_consent: true,
        });
        await book({
            service_ids: [oil.id],
            starts_at: hk(day, '10:00'),
            name: 'Regular',
            phone: '93334444',
            plate: 'RG 1',
        });
        expect(await consentOf('9333 4444')).toMatchObject({ consent: true, source: 'staff' });
        await book({
            service_ids: [oil.id],
            starts_at: hk(day, '11:00'),
            name: 'Regular',
            phone: '93334444',
            plate: 'RG 1',
            reminder_consent: true,
        });
        const again = await call(t.app, 'GET', `/api/v3/relationship/customer/${regular.id}`, { token: g.owner });
        expect(again.body.data).toMatchObject({ reminder_consent: true, consent_source: 'online' });
        expect(Date.parse(again.body.data.consent_at)).toBeGreaterThan(Date.parse(regular.consent_at));
    });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('customers at once', () => {
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

    it('makes exactly 3 of 10 sent at once from one address, and 2 of 5 for one phone; the rest leave nothing', async () => {
        const day = dayAhead(22);
        const before = await rows();
        const fromOne = await Promise.all(
            Array.from({ length: 10 }, (_, n) =>
                book(
                    {
                        service_ids: [brakes.id],
                        starts_at: hk(day, `${String(9 + (n % 8)).padStart(2, '0')}:00`),
                        ...newcomer(),
                    },
                    '192.0.2.10',
                ),
            ),
        );
        expect(fromOne.filter(answer => answer.status === 201)).toHaveLength(3);
        for (const answer of fromOne.filter(answer => answer.status !== 201)) expectError(answer, 429, 'rate_limited');
        expect(await rows()).toEqual({
            customers: before.customers + 3,
            vehicles: before.vehicles + 3,
            bookings: before.bookings + 3,
        });
        const onePhone = await Promise.all(
            Array.from({ length: 5 }, (_, n) =>
                book({
                    service_ids: [brakes.id],
                    starts_at: hk(day, '16:30'),
                    name: 'Same',
                    phone: `6555 ${1000}`,
                    plate: `SP ${n}`,
                }),
            ),
        );
        expect(onePhone.filter(answer => answer.status === 201)).toHaveLength(2);
        for (const answer of onePhone.filter(answer => answer.status !== 201)) expectError(answer, 429, 'rate_limited');
    });
});
