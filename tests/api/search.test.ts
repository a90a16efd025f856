import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../server/registry';
import { call, expectError } from '../support/factories';
import { create, garageSuite } from '../support/garage';

const suite = garageSuite();
const path = '/api/v3/motor-garage/search';

const search = async (q: string, token = suite.g.owner) => {
    const answer = await call(suite.t.app, 'GET', path, { token, query: { q } });
    if (answer.status !== 200) throw new Error(`search failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
};
const ids = (rows: { id: number }[] | undefined) => rows?.map(row => row.id);

let chan: { id: number };
let wong: { id: number };
let car: { id: number };
let theirJob: { id: number };
let job: { id: number; number: string; invoice_number: string };

beforeAll(async () => {
    const { t, g } = suite;
    chan = await create(t, g.owner, 'relationship/customer', { name: 'Chan Tai Man', phone: '+852 9123 4567' });
    wong = await create(t, g.owner, 'relationship/customer', { name: 'Wong Siu Ming', phone: '(852) 2345-6789' });
    car = await create(t, g.owner, 'motor-garage/vehicle', {
        plate: 'AB 1234',
        vin: 'JT2AE92E9K3012345',
        make: 'Toyota',
        model: 'Corolla',
        customer_id: chan.id,
    });
    const quote = await create(t, g.owner, 'motor-garage/invoice', {
        customer_id: chan.id,
        vehicle_id: car.id,
        lines: [{ kind: 'custom', description: 'Tyre repair', quantity_milli: 1000, unit_price_cents: 8_000 }],
    });
    const invoiced = await call(t.app, 'POST', `/api/v3/motor-garage/invoice/${quote.id}/invoice`, { token: g.owner });
    if (invoiced.status !== 200) throw new Error(`invoice failed: ${JSON.stringify(invoiced.body)}`);
    job = invoiced.body.data;
    // The other garage has a customer, a car and a job that match the same words.
    await create(t, g.stranger, 'relationship/customer', { name: 'Chan Tai Man', phone: '9123 4567' });
    await create(t, g.stranger, 'motor-garage/vehicle', { plate: 'AB 1234' });
    theirJob = await create(t, g.stranger, 'motor-garage/invoice', {});
});

describe('the search', () => {
    it('finds a customer by part of the name and by the phone with any spacing', async () => {
        expect(await search('tai')).toMatchObject({
            customers: [{ id: chan.id, name: 'Chan Tai Man', phone: '+852 9123 4567' }],
        });
        for (const q of ['9123 4567', '91234567', '+852 9123-4567', '9123'])
            expect(ids((await search(q)).customers)).toEqual([chan.id]);
        expect(ids((await search('2345 6789')).customers)).toEqual([wong.id]);
    });

    it('finds a vehicle by its plate typed loosely, and by its VIN', async () => {
        const found = { id: car.id, plate: 'AB 1234', make: 'Toyota', model: 'Corolla', customer_name: 'Chan Tai Man' };
        for (const q of ['ab1234', ' Ab 12 34 ', 'ＡＢ１２３４', 'b12'])
            expect((await search(q)).vehicles).toEqual([found]);
        expect(ids((await search('jt2ae92e')).vehicles)).toEqual([car.id]);
    });

    it('finds a job by its job number and by its invoice number', async () => {
        const row = { id: job.id, number: job.number, invoice_number: job.invoice_number, status: 'invoiced' };
        expect((await search(job.number)).jobs).toEqual([{ ...row, customer_name: 'Chan Tai Man' }]);
        expect(ids((await search(job.invoice_number)).jobs)).toEqual([job.id]);
        expect(ids((await search(job.invoice_number.toLowerCase())).jobs)).toEqual([job.id]);
    });

    it('ranks an exact match before a prefix, and a prefix before the rest; under 3 characters, in plate order', async () => {
        const { t, g } = suite;
        const contains = await create(t, g.owner, 'motor-garage/vehicle', { plate: 'ARKX 9' });
        const prefix = await create(t, g.owner, 'motor-garage/vehicle', { plate: 'RKX 12' });
        const exact = await create(t, g.owner, 'motor-garage/vehicle', { plate: 'RKX' });
        expect(ids((await search('rkx')).vehicles)).toEqual([exact.id, prefix.id, contains.id]);
        expect(ids((await search('rk')).vehicles)).toEqual([contains.id, exact.id, prefix.id]);
    });

    it('caps each group', async () => {
        const { t, g } = suite;
        for (let n = 0; n < 7; n += 1)
            await create(t, g.owner, 'relationship/customer', { name: `Capped Lee ${n}`, phone: '' });
        const found = await search('capped lee');
        expect(found.customers).toHaveLength(5);
        expect(found.customers.map((row: { name: string }) => row.name)).toEqual(
            [0, 1, 2, 3, 4].map(n => `Capped Lee ${n}`),
        );
    });

    it('never finds another workspace’s records', async () => {
        const found = await search('chan tai man', suite.g.stranger);
        expect(ids(found.customers)).not.toContain(chan.id);
        expect(found.customers).toHaveLength(1);
        expect(ids((await search('AB1234', suite.g.stranger)).vehicles)).not.toContain(car.id);
        // The same job number is the other garage's own job; the invoice number is only ours.
        expect(ids((await search(job.number, suite.g.stranger)).jobs)).toEqual([theirJob.id]);
        expect(await search(job.invoice_number, suite.g.stranger)).toMatchObject({ jobs: [] });
    });

    it('leaves out a group the session cannot read, until an auth group grants it', async () => {
        const memberDefaults = PERMISSIONS.roles.member as string[];
        const at = memberDefaults.indexOf('vehicle:read');
        memberDefaults.splice(at, 1);
        try {
            const found = await search('ab1234', suite.g.member);
            expect(found).not.toHaveProperty('vehicles');
            expect(found).toMatchObject({ customers: [], jobs: [] });
            const { t, g } = suite;
            const group = await create(t, g.owner, 'auth-group', { name: 'Cars', permissions: ['vehicle:read'] });
            const members = await call(t.app, 'GET', '/api/v3/workspace-user', { token: g.owner });
            const member = members.body.data.find((row: { role: string }) => row.role === 'member');
            const joined = await call(t.app, 'PUT', `/api/v3/workspace-user/${member.id}`, {
                token: g.owner,
                body: { role: 'member', auth_group_ids: [group.id] },
            });
            expect(joined.status).toBe(200);
            expect(ids((await search('ab1234', g.member)).vehicles)).toEqual([car.id]);
        } finally {
            memberDefaults.splice(at, 0, 'vehicle:read');
        }
    });

    it('finds nothing under two characters and refuses over a hundred', async () => {
        expect(await search(' a ')).toEqual({ customers: [], vehicles: [], jobs: [] });
        expect(await search('')).toEqual({ customers: [], vehicles: [], jobs: [] });
        expectError(
            await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { q: 'x'.repeat(101) } }),
            400,
            'validation_failed',
        );
        expectError(await call(suite.t.app, 'GET', path, { token: suite.g.owner }), 400, 'validation_failed');
        expect((await call(suite.t.app, 'GET', path, { query: { q: 'chan' } })).status).toBe(401);
    });
});
