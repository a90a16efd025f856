import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { peakOverlap } from '../../server/modules/booking/capacity';
import { call, expectError } from '../support/factories';
import { create, garageSuite, listIds } from '../support/garage';

const suite = garageSuite();
const path = '/api/v3/motor-garage/booking';

let customer: { id: number };
let car: { id: number };
let oilChange: { id: number };
let brakes: { id: number };
let theirCustomer: { id: number };
let theirService: { id: number };
beforeAll(async () => {
    const { t, g } = suite;
    customer = await create(t, g.owner, 'relationship/customer', { name: 'Chan Tai Man', phone: '9123 4567' });
    car = await create(t, g.owner, 'motor-garage/vehicle', {
        plate: 'KT 1234',
        customer_id: customer.id,
        make: 'Toyota',
    });
    oilChange = await create(t, g.owner, 'motor-garage/service', {
        code: 'OIL',
        name: 'Oil change',
        price_cents: 48_000,
    });
    brakes = await create(t, g.owner, 'motor-garage/service', {
        code: 'BRK',
        name: 'Brake service',
        price_cents: 45_000,
    });
    theirCustomer = await create(t, g.stranger, 'relationship/customer', { name: 'Someone else' });
    theirService = await create(t, g.stranger, 'motor-garage/service', {
        code: 'X',
        name: 'Their service',
        price_cents: 1,
    });
});

/** Each test books its own day, in the garage's default zone (Hong Kong, UTC+8), with the bays it sets. */
let day = 0;
const at = (time: string) => `2027-03-${String(day).padStart(2, '0')}T${time}:00+08:00`;
beforeEach(() => {
    day += 1;
});

const setBays = (bays: number) =>
    suite.t.database.db.update(workspaces).set({ bays }).where(eq(workspaces.id, suite.g.workspace.id));
const write = (method: 'POST' | 'PUT', body: object, id?: number, token = suite.g.owner) =>
    call(suite.t.app, method, id ? `${path}/${id}` : path, { token, body });
/** A booking of the customer's car from `start` to `end` (local times), or its refusal. */
const book = (start: string, end: string, extra: object = {}) =>
    write('POST', { customer_id: customer.id, vehicle_id: car.id, start_at: at(start), end_at: at(end), ...extra });
const booked = async (start: string, end: string, extra: object = {}) => {
    const answer = await book(start, end, extra);
    if (answer.status !== 201) throw new Error(`booking failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
};
const stored = async (id: number) => {
    const { db } = suite.t.database;
    const workspaceId = suite.g.workspace.id;
    const [row] = await withTenant(db, workspaceId, tx =>
        tx
            .select()
            .from(bookings)
            .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, id))),
    );
    return row;
};

describe('bookings', () => {
    it('are written with a customer or a walk-in, a vehicle or a plate, and answered in UTC', async () => {
        await setBays(3);
        const booking = await booked('09:00', '10:30', {
            service_ids: [oilChange.id, brakes.id, oilChange.id],
            notes: 'Squeal',
        });
        expect(booking).toMatchObject({
            customer_id: customer.id,
            vehicle_id: car.id,
            service_ids: [oilChange.id, brakes.id],
            status: 'pending',
            job_id: null,
            start_at: `2027-03-0${day}T01:00:00.000Z`,
            end_at: `2027-03-0${day}T02:30:00.000Z`,
            notes: 'Squeal',
        });
        const walkIn = await write('POST', {
            walk_in_name: 'Mr Lee',
            walk_in_phone: '6000 0000',
            plate: ' ab  123 ',
            start_at: at('11:00'),
            end_at: at('12:00'),
        });
        expect(walkIn.status).toBe(201);
        expect(walkIn.body.data).toMatchObject({
            customer_id: null,
            vehicle_id: null,
            walk_in_name: 'Mr Lee',
            plate: 'AB 123',
            service_ids: [],
        });

        const nobody = await write('POST', { plate: 'AB 1', start_at: at('13:00'), end_at: at('14:00') });
        expectError(nobody, 400, 'validation_failed');
        expect(nobody.body.details).toEqual([{ field: 'customer_id', error: 'required' }]);
        const noCar = await write('POST', { customer_id: customer.id, start_at: at('13:00'), end_at: at('14:00') });
        expect(noCar.body.details).toEqual([{ field: 'vehicle_id', error: 'required' }]);
        const backwards = await book('14:00', '13:00');
        expectError(backwards, 400, 'validation_failed');
        expect(backwards.body.details).toEqual([{ field: 'end_at', error: 'before_start' }]);
        const tooLong = await write('POST', {
            customer_id: customer.id,
            plate: 'X 1',
            start_at: at('09:00'),
            end_at: `2027-04-${String(day).padStart(2, '0')}T09:00:00+08:00`,
        });
        expect(tooLong.body.details).toEqual([{ field: 'end_at', error: 'too_long' }]);
        const noTimes = await write('POST', { customer_id: customer.id, plate: 'X 1' });
        expectError(noTimes, 400, 'validation_failed');
        const finished = await book('15:00', '16:00', { status: 'completed' });
        expect(finished.body.details).toEqual([{ field: 'status', error: 'invalid_value' }]);
        for (const [body, field] of [
            [{ customer_id: theirCustomer.id }, 'customer_id'],
            [{ service_ids: [oilChange.id, theirService.id] }, 'service_ids'],
        ] as const) {
            const foreign = await book('15:00', '16:00', body);
            expectError(foreign, 400, 'validation_failed');
            expect(foreign.body.details).toEqual([{ field, error: 'not_found' }]);
        }
        // None of the refused writes left a booking behind.
        expect(
            await listIds(suite.t, suite.g.owner, 'motor-garage/booking', {
                from: `2027-03-0${day}`,
                to: `2027-03-0${day}`,
            }),
        ).toEqual([walkIn.body.data.id, booking.id]);
    });

    it('are found by overlap with a range of days, by status, customer and keyword', async () => {
        await setBays(3);
        // Late evening in Hong Kong: the next day in UTC is still this local day.
        const evening = await booked('22:00', '23:30');
        const overnight = await booked('23:00', '23:59');
        const walkIn = (
            await write('POST', {
                walk_in_name: 'Ms Wong',
                walk_in_phone: '6111 2222',
                plate: 'ZZ 99',
                start_at: at('10:00'),
                end_at: at('11:00'),
            })
        ).body.data;
        await write('PUT', { status: 'confirmed' }, walkIn.id);
        const thisDay = `2027-03-${String(day).padStart(2, '0')}`;
        const nextDay = `2027-03-${String(day + 1).padStart(2, '0')}`;
        const ids = (query: Record<string, string>) =>
            listIds(suite.t, suite.g.owner, 'motor-garage/booking', { field: 'start_at', asc: 'true', ...query });
        expect(await ids({ from: thisDay, to: thisDay })).toEqual([walkIn.id, evening.id, overnight.id]);
        expect(await ids({ from: nextDay, to: nextDay })).toEqual([]);
        expect(await ids({ from: thisDay, to: thisDay, status: 'confirmed' })).toEqual([walkIn.id]);
        expect(await ids({ from: thisDay, to: thisDay, customer_id: String(customer.id) })).toEqual([
            evening.id,
            overnight.id,
        ]);
        expect(await ids({ from: thisDay, to: thisDay, keyword: 'wong' })).toEqual([walkIn.id]);
        expect(await ids({ from: thisDay, to: thisDay, keyword: '6111' })).toEqual([walkIn.id]);
        expect(await ids({ from: thisDay, to: thisDay, keyword: 'zz99' })).toEqual([walkIn.id]);
        expect(await ids({ from: thisDay, to: thisDay, keyword: 'KT1234' })).toEqual([evening.id, overnight.id]);
        expect(await ids({ from: thisDay, to: thisDay, keyword: 'chan tai' })).toEqual([evening.id, overnight.id]);
        expectError(
            await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { status: 'maybe' } }),
            400,
            'validation_failed',
        );
    });

    it('move through pending, confirmed, arrived and completed, or cancelled and no-show (409 invalid_transition otherwise)', async () => {
        await setBays(3);
        const booking = await booked('09:00', '10:00');
        for (const [status, answer] of [
            ['completed', 409],
            ['confirmed', 200],
            ['pending', 409],
            ['arrived', 200],
            ['cancelled', 409],
            ['completed', 200],
            ['arrived', 409],
        ] as const) {
            const result = await write('PUT', { status }, booking.id);
            if (answer === 409) expectError(result, 409, 'invalid_transition');
            else expect(result.status).toBe(200);
        }
        expect((await stored(booking.id)).status).toBe('completed');
        const cancelled = await booked('11:00', '12:00');
        expect((await write('PUT', { status: 'cancelled' }, cancelled.id)).status).toBe(200);
        expectError(await write('PUT', { status: 'confirmed' }, cancelled.id), 409, 'invalid_transition');
        expect((await write('PUT', { status: 'pending' }, cancelled.id)).body.data.status).toBe('pending');
        // someone who turns up has arrived, their booking confirmed or not
        const turnedUp = await booked('15:00', '16:00');
        expect((await write('PUT', { status: 'arrived' }, turnedUp.id)).body.data.status).toBe('arrived');
        const missed = await booked('13:00', '14:00', { status: 'confirmed' });
        expect((await write('PUT', { status: 'no_show' }, missed.id)).status).toBe(200);
        expectError(await write('PUT', { status: 'pending' }, missed.id), 409, 'invalid_transition');
    });
});

describe('bay capacity', () => {
    it('takes as many overlapping bookings as there are bays; touching and cancelled ones do not count', async () => {
        await setBays(3);
        const first = await booked('09:00', '11:00');
        await booked('09:30', '10:30');
        await booked('10:00', '12:00');
        const full = await book('10:15', '10:45');
        expectError(full, 409, 'no_capacity');
        expect(full.body.message).toContain('3 bays');
        // Touching: 11:00–12:00 starts as the first ends, so it overlaps two; so does 11:30–12:30; 12:00–13:00 too.
        await booked('11:00', '12:00');
        await booked('11:30', '12:30');
        expectError(await book('11:45', '12:15'), 409, 'no_capacity');
        await booked('12:00', '13:00');
        // Cancelling one frees its bay; restoring it into the full slot is refused, and changes nothing.
        expect((await write('PUT', { status: 'cancelled' }, first.id)).status).toBe(200);
        const taken = await booked('10:15', '10:45');
        expectError(await write('PUT', { status: 'pending' }, first.id), 409, 'no_capacity');
        expect((await stored(first.id)).status).toBe('cancelled');
        // Moving a booking into a full slot is refused; editing what does not take a bay is not.
        const later = await booked('14:00', '15:00');
        const moved = await write('PUT', { start_at: at('10:20'), end_at: at('10:40') }, later.id);
        expectError(moved, 409, 'no_capacity');
        expect((await stored(later.id)).startAt.toISOString()).toBe(new Date(at('14:00')).toISOString());
        expect((await write('PUT', { notes: 'Bring the spare key' }, taken.id)).status).toBe(200);
    });

    it('counts the overlap at each instant, not every booking in the slot', async () => {
        await setBays(2);
        await booked('09:00', '10:00');
        await booked('10:00', '11:00');
        // Two bookings in the slot, never at once: one bay is always free.
        await booked('09:30', '10:30');
        expectError(await book('09:45', '09:50'), 409, 'no_capacity');
        await setBays(1);
        expectError(await book('08:00', '09:30'), 409, 'no_capacity');
        await booked('08:00', '09:00');
        expect(
            peakOverlap({ start: new Date(0), end: new Date(10) }, [
                { start: new Date(0), end: new Date(5) },
                { start: new Date(5), end: new Date(10) },
                { start: new Date(4), end: new Date(6) },
            ]),
        ).toBe(2);
    });

    it('lets only one of two requests at once take the last bay', async () => {
        await setBays(1);
        for (let round = 0; round < 3; round += 1) {
            const hour = String(9 + round).padStart(2, '0');
            const answers = await Promise.all([0, 1, 2].map(() => book(`${hour}:00`, `${hour}:45`)));
            expect(answers.map(answer => answer.status).sort()).toEqual([201, 409, 409]);
        }
    });
});

describe('converting a booking into a job', () => {
    it('makes a scheduled job with its customer, vehicle, times and service lines, and marks the booking arrived', async () => {
        await setBays(3);
        const booking = await booked('09:00', '11:00', {
            service_ids: [oilChange.id, brakes.id],
            notes: 'Brakes squeal',
            status: 'confirmed',
        });
        const answer = await call(suite.t.app, 'POST', `${path}/${booking.id}/convert`, { token: suite.g.member });
        expect(answer.status).toBe(200);
        const job = answer.body.data;
        expect(job).toMatchObject({
            status: 'scheduled',
            booking_id: booking.id,
            customer_id: customer.id,
            vehicle_id: car.id,
            complaint: 'Brakes squeal',
            scheduled_start: booking.start_at,
            scheduled_end: booking.end_at,
            total_cents: 93_000,
            payments: [],
        });
        expect(job.number).toMatch(/^J-\d{4}-\d{5}$/);
        expect(
            job.lines.map(
                (line: {
                    service_id: number;
                    description: string;
                    quantity_milli: number;
                    unit_price_cents: number;
                }) => [line.service_id, line.description, line.quantity_milli, line.unit_price_cents],
            ),
        ).toEqual([
            [oilChange.id, 'Oil change', 1000, 48_000],
            [brakes.id, 'Brake service', 1000, 45_000],
        ]);
        const after = (await call(suite.t.app, 'GET', `${path}/${booking.id}`, { token: suite.g.owner })).body.data;
        expect(after).toMatchObject({ status: 'arrived', job_id: job.id });
        expect(
            (await call(suite.t.app, 'GET', `/api/v3/motor-garage/invoice/${job.id}`, { token: suite.g.owner })).body
                .data.booking_id,
        ).toBe(booking.id);

        expectError(
            await call(suite.t.app, 'POST', `${path}/${booking.id}/convert`, { token: suite.g.owner }),
            409,
            'already_converted',
        );
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${booking.id}`, { token: suite.g.owner }),
            409,
            'in_use',
        );
    });

    it('makes a quote when asked, of a walk-in too, and refuses a cancelled booking', async () => {
        await setBays(3);
        const walkIn = (
            await write('POST', {
                walk_in_name: 'Mr Lee',
                walk_in_phone: '6000 0000',
                plate: 'AB 123',
                start_at: at('09:00'),
                end_at: at('10:00'),
            })
        ).body.data;
        const quote = await call(suite.t.app, 'POST', `${path}/${walkIn.id}/convert`, {
            token: suite.g.owner,
            body: { status: 'quote' },
        });
        // the walk-in's customer and vehicle are found or made (booking-walk-in.test.ts), not left in the notes
        expect(quote.body.data).toMatchObject({ status: 'quote', internal_notes: '', lines: [] });
        expect(quote.body.data.customer_id).toEqual(expect.any(Number));
        const cancelled = await booked('11:00', '12:00');
        await write('PUT', { status: 'cancelled' }, cancelled.id);
        expectError(
            await call(suite.t.app, 'POST', `${path}/${cancelled.id}/convert`, { token: suite.g.owner }),
            409,
            'invalid_transition',
        );
        const bad = await call(suite.t.app, 'POST', `${path}/${cancelled.id}/convert`, {
            token: suite.g.owner,
            body: { status: 'paid' },
        });
        expectError(bad, 400, 'validation_failed');
    });
});

describe('another workspace', () => {
    it('never sees, changes, deletes or converts these bookings, and books its own bays', async () => {
        await setBays(1);
        const booking = await booked('09:00', '10:00');
        const { stranger } = suite.g;
        expectError(await call(suite.t.app, 'GET', `${path}/${booking.id}`, { token: stranger }), 404, 'not_found');
        expectError(
            await call(suite.t.app, 'PUT', `${path}/${booking.id}`, { token: stranger, body: { notes: 'x' } }),
            404,
            'not_found',
        );
        expectError(await call(suite.t.app, 'DELETE', `${path}/${booking.id}`, { token: stranger }), 404, 'not_found');
        expectError(
            await call(suite.t.app, 'POST', `${path}/${booking.id}/convert`, { token: stranger }),
            404,
            'not_found',
        );
        expect(await listIds(suite.t, stranger, 'motor-garage/booking')).toEqual([]);
        // Their bays are their own: our full slot does not stop them.
        const theirs = await call(suite.t.app, 'POST', path, {
            token: stranger,
            body: { customer_id: theirCustomer.id, plate: 'Q 1', start_at: at('09:00'), end_at: at('10:00') },
        });
        expect(theirs.status).toBe(201);
        expect((await stored(booking.id)).notes).toBe('');
    });

    it('needs booking:delete to delete (a member has not)', async () => {
        await setBays(3);
        const booking = await booked('09:00', '10:00');
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${booking.id}`, { token: suite.g.member }),
            403,
            'forbidden',
        );
        expect((await call(suite.t.app, 'DELETE', `${path}/${booking.id}`, { token: suite.g.owner })).status).toBe(200);
    });
});
