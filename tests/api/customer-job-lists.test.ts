import { describe, expect, it } from 'vitest';
import { call } from '../support/factories';
import { create, garageSuite, invoicedJob, listIds } from '../support/garage';

const suite = garageSuite();
const CUSTOMER = 'relationship/customer';
const VEHICLE = 'motor-garage/vehicle';
const JOB = 'motor-garage/invoice';

const act = async (id: number, action: string, body?: object, token = suite.g.owner) => {
    const answer = await call(suite.t.app, 'POST', `/api/v3/${JOB}/${id}/${action}`, { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const customer = (name: string, body: object = {}, token = suite.g.owner) =>
    create(suite.t, token, CUSTOMER, { name, ...body });
/** The ids of `records`, listed by `field` one way and the other. */
const sorted = async (resource: string, records: { id: number }[], field: string) => {
    const ids = records.map(record => record.id).join(',');
    const list = (asc: boolean) => listIds(suite.t, suite.g.owner, resource, { ids, field, asc: String(asc) });
    return { asc: await list(true), desc: await list(false) };
};
const records = async (resource: string, ids: number[]) => {
    const answer = await call(suite.t.app, 'GET', `/api/v3/${resource}`, {
        token: suite.g.owner,
        query: { ids: ids.join(',') },
    });
    return Object.fromEntries(answer.body.data.map((record: { id: number }) => [record.id, record]));
};

describe('the customer list', () => {
    it("finds a customer by their car's plate, typed loosely, and never by another garage's car", async () => {
        const owner = await customer('Plate owner');
        const other = await customer('Someone else');
        await create(suite.t, suite.g.owner, VEHICLE, { plate: 'QX 4821', customer_id: owner.id });
        const theirs = await customer('Their customer', {}, suite.g.stranger);
        await create(suite.t, suite.g.stranger, VEHICLE, { plate: 'ZW 3907', customer_id: theirs.id });

        const search = (keyword: string) =>
            listIds(suite.t, suite.g.owner, CUSTOMER, { keyword, ids: `${owner.id},${other.id}` });
        for (const typed of ['QX 4821', 'qx4821', ' x 48 ', '4821', 'ｑｘ４８'])
            expect(await search(typed), typed).toEqual([owner.id]);
        expect(await search('ZW 3907')).toEqual([]);
        expect(await listIds(suite.t, suite.g.owner, CUSTOMER, { keyword: 'ZW3907' })).toEqual([]);
        expect(await listIds(suite.t, suite.g.stranger, CUSTOMER, { keyword: 'ZW3907' })).toEqual([theirs.id]);
    });

    it('sorts by balance owed, ties by id, as invoices are issued and paid; another garage counts for nothing', async () => {
        const [a, b, c, d] = [await customer('A'), await customer('B'), await customer('C'), await customer('D')];
        await invoicedJob(suite.t, suite.g.owner, 500, { customer_id: a.id });
        await invoicedJob(suite.t, suite.g.owner, 500, { customer_id: b.id });
        const paidLater = await invoicedJob(suite.t, suite.g.owner, 700, { customer_id: d.id });
        await invoicedJob(suite.t, suite.g.owner, 500, { customer_id: d.id });
        // A quote asks for nothing yet.
        await create(suite.t, suite.g.owner, JOB, {
            customer_id: c.id,
            lines: [{ kind: 'custom', description: 'Quote', quantity_milli: 1000, unit_price_cents: 99_900 }],
        });
        const theirs = await customer('Theirs', {}, suite.g.stranger);
        await invoicedJob(suite.t, suite.g.stranger, 99_900, { customer_id: theirs.id });

        expect(await sorted(CUSTOMER, [a, b, c, d], 'balance_cents')).toEqual({
            asc: [c.id, a.id, b.id, d.id],
            desc: [d.id, b.id, a.id, c.id],
        });
        const now = await records(CUSTOMER, [a.id, c.id, d.id]);
        expect([now[a.id].balance_cents, now[c.id].balance_cents, now[d.id].balance_cents]).toEqual([500, 0, 1200]);

        await act(paidLater.id, 'payment', { amount_cents: 700, method: 'cash' });
        expect((await records(CUSTOMER, [d.id]))[d.id].balance_cents).toBe(500);
        expect(await sorted(CUSTOMER, [a, b, c, d], 'balance_cents')).toEqual({
            asc: [c.id, a.id, b.id, d.id],
            desc: [d.id, b.id, a.id, c.id],
        });
        expect((await records(CUSTOMER, [theirs.id]))[theirs.id]).toBeUndefined();
    });

    it("keeps the balance right when a customer's invoices are paid at the same time", async () => {
        const busy = await customer('Busy');
        const invoices = [];
        for (const cents of [100, 200, 300, 400, 500, 600])
            invoices.push(await invoicedJob(suite.t, suite.g.owner, cents, { customer_id: busy.id }));
        await Promise.all(invoices.map(job => act(job.id, 'payment', { amount_cents: 50, method: 'cash' })));
        expect((await records(CUSTOMER, [busy.id]))[busy.id].balance_cents).toBe(2100 - 6 * 50);
    });

    it('sorts by last visit (a cancelled job aside), ties by id, never-seen customers last going up', async () => {
        const [early, late, same, never] = [
            await customer('Early'),
            await customer('Late'),
            await customer('Same day as late'),
            await customer('Never'),
        ];
        const at = (day: string) => `${day}T09:00:00.000Z`;
        await create(suite.t, suite.g.owner, JOB, { customer_id: early.id, scheduled_start: at('2026-03-01') });
        await create(suite.t, suite.g.owner, JOB, { customer_id: late.id, scheduled_start: at('2026-05-01') });
        await create(suite.t, suite.g.owner, JOB, { customer_id: same.id, scheduled_start: at('2026-05-01') });
        const cancelled = await create(suite.t, suite.g.owner, JOB, {
            customer_id: early.id,
            scheduled_start: at('2026-09-01'),
        });
        await act(cancelled.id, 'cancel');
        const theirs = await customer('Theirs', {}, suite.g.stranger);
        await create(suite.t, suite.g.stranger, JOB, { customer_id: theirs.id, scheduled_start: at('2027-01-01') });

        const now = await records(CUSTOMER, [early.id, late.id, never.id]);
        expect([now[early.id].last_visit, now[late.id].last_visit, now[never.id].last_visit]).toEqual([
            at('2026-03-01'),
            at('2026-05-01'),
            null,
        ]);
        expect(await sorted(CUSTOMER, [early, late, same, never], 'last_visit')).toEqual({
            asc: [early.id, late.id, same.id, never.id],
            desc: [never.id, same.id, late.id, early.id],
        });
    });

    it("counts a customer's vehicles as they come, go and change hands, and sorts by the count", async () => {
        const [one, none] = [await customer('One car'), await customer('No car')];
        const car = await create(suite.t, suite.g.owner, VEHICLE, { plate: 'VC 1', customer_id: one.id });
        expect(await sorted(CUSTOMER, [one, none], 'vehicle_count')).toEqual({
            asc: [none.id, one.id],
            desc: [one.id, none.id],
        });
        const moved = await call(suite.t.app, 'PUT', `/api/v3/${VEHICLE}/${car.id}`, {
            token: suite.g.owner,
            body: { customer_id: none.id, version: car.version },
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        const now = await records(CUSTOMER, [one.id, none.id]);
        expect([now[one.id].vehicle_count, now[none.id].vehicle_count]).toEqual([0, 1]);
    });
});

describe('the vehicle list', () => {
    it('sorts by last visit, following a job moved from one vehicle to another', async () => {
        const [first, second] = [
            await create(suite.t, suite.g.owner, VEHICLE, { plate: 'LV 1' }),
            await create(suite.t, suite.g.owner, VEHICLE, { plate: 'LV 2' }),
        ];
        const job = await create(suite.t, suite.g.owner, JOB, {
            vehicle_id: first.id,
            scheduled_start: '2026-06-01T09:00:00.000Z',
        });
        await create(suite.t, suite.g.owner, JOB, {
            vehicle_id: second.id,
            scheduled_start: '2026-04-01T09:00:00.000Z',
        });
        expect((await sorted(VEHICLE, [first, second], 'last_visit')).asc).toEqual([second.id, first.id]);

        const moved = await call(suite.t.app, 'PUT', `/api/v3/${JOB}/${job.id}`, {
            token: suite.g.owner,
            body: { vehicle_id: second.id, version: job.version },
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        const now = await records(VEHICLE, [first.id, second.id]);
        expect([now[first.id].last_visit, now[second.id].last_visit]).toEqual([null, '2026-06-01T09:00:00.000Z']);
        expect((await sorted(VEHICLE, [first, second], 'last_visit')).asc).toEqual([second.id, first.id]);
    });
});

describe('the job list', () => {
    it("finds a job by its customer's phone in any spacing, never by another garage's customer", async () => {
        const caller = await customer('Caller', { phone: '+852 9123 4567' });
        const job = await create(suite.t, suite.g.owner, JOB, { customer_id: caller.id });
        const elsewhere = await create(suite.t, suite.g.owner, JOB, {});
        const theirs = await customer('Theirs', { phone: '6677 8899' }, suite.g.stranger);
        const theirJob = await create(suite.t, suite.g.stranger, JOB, { customer_id: theirs.id });

        const search = (keyword: string) =>
            listIds(suite.t, suite.g.owner, JOB, { keyword, ids: `${job.id},${elsewhere.id}` });
        for (const typed of ['91234567', '9123-4567', '(9123) 45 67', '+85291234567', '34 56'])
            expect(await search(typed), typed).toEqual([job.id]);
        expect(await search('66778899')).toEqual([]);
        expect(await listIds(suite.t, suite.g.owner, JOB, { keyword: '6677 8899' })).toEqual([]);
        expect(await listIds(suite.t, suite.g.stranger, JOB, { keyword: '6677-8899' })).toEqual([theirJob.id]);
    });
});
