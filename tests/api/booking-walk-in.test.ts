import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectError } from '../support/factories';
import { create, garageSuite, listIds } from '../support/garage';

const suite = garageSuite();
const BOOKINGS = '/api/v3/motor-garage/booking';
const CUSTOMERS = 'relationship/customer';
const VEHICLES = 'motor-garage/vehicle';

let oilChange: { id: number };
let brakes: { id: number };
beforeAll(async () => {
    const { t, g } = suite;
    oilChange = await create(t, g.owner, 'motor-garage/service', {
        code: 'OIL',
        name: 'Oil change',
        price_cents: 48_000,
    });
    brakes = await create(t, g.owner, 'motor-garage/service', { code: 'BRK', name: 'Brakes', price_cents: 45_050 });
});

/** Each test books its own day, so that the bays never fill. */
let day = 0;
beforeEach(() => {
    day += 1;
});
afterEach(() => {
    vi.restoreAllMocks();
});

const walkIn = async (body: object, token = suite.g.owner) =>
    create(suite.t, token, 'motor-garage/booking', {
        walk_in_name: 'Mr Lee',
        start_at: `2027-05-${String(day).padStart(2, '0')}T09:00:00+08:00`,
        end_at: `2027-05-${String(day).padStart(2, '0')}T10:00:00+08:00`,
        ...body,
    });
const convert = (id: number, token = suite.g.owner) =>
    call(suite.t.app, 'POST', `${BOOKINGS}/${id}/convert`, { token });
const get = async (resource: string, id: number) =>
    (await call(suite.t.app, 'GET', `/api/v3/${resource}/${id}`, { token: suite.g.owner })).body.data;
const withPhone = (phone: string) => listIds(suite.t, suite.g.owner, CUSTOMERS, { keyword: phone });

describe("making a job of a walk-in's booking", () => {
    it('creates the customer and their vehicle, with the services at the price list', async () => {
        const booking = await walkIn({
            walk_in_phone: '6123 0001',
            plate: 'wk 1',
            service_ids: [oilChange.id, brakes.id],
        });
        const answer = await convert(booking.id, suite.g.member);
        expect(answer.status).toBe(200);
        const job = answer.body.data;
        const customer = await get(CUSTOMERS, job.customer_id);
        expect(customer).toMatchObject({ name: 'Mr Lee', phone: '6123 0001', version: 1 });
        const vehicle = await get(VEHICLES, job.vehicle_id);
        expect(vehicle).toMatchObject({ plate: 'WK 1', customer_id: customer.id, version: 1 });
        expect(job).toMatchObject({ internal_notes: '', total_cents: 93_050, booking_id: booking.id });
        expect(job.lines.map((line: { unit_price_cents: number }) => line.unit_price_cents)).toEqual([48_000, 45_050]);
        // the booking names them now, and the new customer is found by name in the customers' list
        expect(await get('motor-garage/booking', booking.id)).toMatchObject({
            status: 'arrived',
            customer_id: customer.id,
            vehicle_id: vehicle.id,
            walk_in_name: 'Mr Lee',
            version: booking.version + 1,
        });
        expect(await listIds(suite.t, suite.g.owner, CUSTOMERS, { keyword: 'Mr Lee' })).toContain(customer.id);
        expectError(await convert(booking.id), 409, 'already_converted');
        expect(await withPhone('61230001')).toEqual([customer.id]);
    });

    it("links the customer with the walk-in's phone however it was typed, and the vehicle with its plate", async () => {
        const chan = await create(suite.t, suite.g.owner, CUSTOMERS, { name: 'Chan Tai Man', phone: '9123-4567' });
        const wong = await create(suite.t, suite.g.owner, CUSTOMERS, { name: 'Wong', phone: '+852 6000 1111' });
        const wongsCar = await create(suite.t, suite.g.owner, VEHICLES, { plate: 'HK 88', customer_id: wong.id });
        const booking = await walkIn({ walk_in_name: 'Tai Man', walk_in_phone: '+852 9123 4567', plate: 'hk88' });
        const job = (await convert(booking.id)).body.data;
        // Chan's, keeping the car's owner: the plate belongs to Wong
        expect(job).toMatchObject({ customer_id: chan.id, vehicle_id: wongsCar.id });
        expect(await get(VEHICLES, wongsCar.id)).toMatchObject({ customer_id: wong.id, version: wongsCar.version });
        expect(await get(CUSTOMERS, chan.id)).toMatchObject({ name: 'Chan Tai Man', version: chan.version });

        const typedLocally = await walkIn({ walk_in_phone: '6000 1111', plate: 'XY 9' });
        expect((await convert(typedLocally.id)).body.data.customer_id).toBe(wong.id);
    });

    it("never links another workspace's customer or vehicle", async () => {
        const theirs = await create(suite.t, suite.g.stranger, CUSTOMERS, { name: 'Theirs', phone: '6999 0000' });
        const theirCar = await create(suite.t, suite.g.stranger, VEHICLES, { plate: 'TH 1', customer_id: theirs.id });
        const booking = await walkIn({ walk_in_phone: '6999 0000', plate: 'TH 1' });
        const job = (await convert(booking.id)).body.data;
        expect(job.customer_id).not.toBe(theirs.id);
        expect(job.vehicle_id).not.toBe(theirCar.id);
        expect(await get(CUSTOMERS, job.customer_id)).toMatchObject({ name: 'Mr Lee', phone: '6999 0000' });
        expect(await get(VEHICLES, job.vehicle_id)).toMatchObject({ plate: 'TH 1', customer_id: job.customer_id });
    });

    it('creates a customer for a walk-in without a phone, even when customers without one exist', async () => {
        await create(suite.t, suite.g.owner, CUSTOMERS, { name: 'No phone on file' });
        const first = (await convert((await walkIn({ walk_in_name: 'Ms Ho', plate: 'NP 1' })).id)).body.data;
        const second = (await convert((await walkIn({ walk_in_name: 'Ms Ho', plate: 'NP 2' })).id)).body.data;
        expect(second.customer_id).not.toBe(first.customer_id);
        expect(await get(CUSTOMERS, first.customer_id)).toMatchObject({ name: 'Ms Ho', phone: '' });
    });

    it('keeps a customer on file and gives them the typed plate as a new vehicle', async () => {
        const customer = await create(suite.t, suite.g.owner, CUSTOMERS, { name: 'Ip', phone: '6222 3333' });
        const booking = await create(suite.t, suite.g.owner, 'motor-garage/booking', {
            customer_id: customer.id,
            plate: 'ip 2',
            start_at: `2027-05-${String(day).padStart(2, '0')}T09:00:00+08:00`,
            end_at: `2027-05-${String(day).padStart(2, '0')}T10:00:00+08:00`,
        });
        const job = (await convert(booking.id)).body.data;
        expect(job.customer_id).toBe(customer.id);
        expect(await get(VEHICLES, job.vehicle_id)).toMatchObject({ plate: 'IP 2', customer_id: customer.id });
    });

    it('needs customer:write and vehicle:write for a walk-in (403, nothing made), not for a booking on file', async () => {
        const booking = await walkIn({ walk_in_phone: '6333 4444', plate: 'PW 1' });
        const permissionsOf = suite.t.app.permissionsOf;
        const without = (permission: string) =>
            vi.spyOn(suite.t.app, 'permissionsOf').mockImplementation(async request => {
                const permissions = new Set(await permissionsOf(request));
                permissions.delete(permission);
                return permissions;
            });
        for (const permission of ['customer:write', 'vehicle:write']) {
            without(permission);
            expectError(await convert(booking.id, suite.g.member), 403, 'forbidden');
            vi.restoreAllMocks();
        }
        expect(await withPhone('63334444')).toEqual([]);
        expect((await get('motor-garage/booking', booking.id)).job_id).toBeNull();

        const customer = await create(suite.t, suite.g.owner, CUSTOMERS, { name: 'On file' });
        const car = await create(suite.t, suite.g.owner, VEHICLES, { plate: 'OF 1', customer_id: customer.id });
        const onFile = await walkIn({ customer_id: customer.id, vehicle_id: car.id });
        without('customer:write');
        expect((await convert(onFile.id, suite.g.member)).status).toBe(200);
    });
});

// PGlite runs one transaction at a time; on PostgreSQL the two converts really meet.
describe.skipIf(process.env.TEST_DB !== 'postgres')('two converts at once', () => {
    it('of walk-ins with one new phone make one customer', async () => {
        const bookings = [
            await walkIn({ walk_in_phone: '6444 5555', plate: 'RC 1' }),
            await walkIn({ walk_in_name: 'Mrs Lee', walk_in_phone: '+852 6444-5555', plate: 'RC 2' }),
        ];
        const answers = await Promise.all(bookings.map(booking => convert(booking.id)));
        expect(answers.map(answer => answer.status)).toEqual([200, 200]);
        expect(await withPhone('64445555')).toHaveLength(1);
        expect(answers[0].body.data.customer_id).toBe(answers[1].body.data.customer_id);
    });
});
