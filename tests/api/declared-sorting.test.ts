import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, resourceByName } from '../../server/registry';
import { resourcePath, type Resource } from '../../server/resources/declare';
import { sampleBodies } from '../support/declared-samples';
import { create, garageSuite, invoicedJob } from '../support/garage';
import { adminToken, call, makeAdmin, makeUser } from '../support/factories';

const suite = garageSuite();
let admin: string;
let ownerId: number;
beforeAll(async () => {
    admin = await adminToken(suite.t.app, (await makeAdmin(suite.t.database.db)).username);
    ownerId = (await makeUser(suite.t.database.db)).id;
});

const account = (username: string, email: string, display_name: string, status: string) => ({
    username,
    email,
    display_name,
    status,
    password: 'a fine password',
});

/**
 * Three records whose sortable values differ in order, case and ties, written by hand for the resources whose rules
 * their create schema cannot say (a discount's value by its kind, a booking's party and times, a message's consent,
 * an account's password); every other resource's come from its schema (`sampleBodies`).
 */
const byHand: Record<string, () => object[] | Promise<object[]>> = {
    'admin/admin': () => [
        account('sort_b', 'Z@example.test', 'Same', 'active'),
        account('Sort_a', 'y@example.test', 'same', 'disabled'),
        account('sort_c', 'x@example.test', 'Other', 'active'),
    ],
    'admin/user': () => [
        account('sort_b', 'Z@example.test', 'Same', 'active'),
        account('Sort_a', 'y@example.test', 'same', 'disabled'),
        account('sort_c', 'x@example.test', 'Other', 'active'),
    ],
    'admin/workspace': () => [
        { name: 'bravo', owner_user_id: ownerId },
        { name: 'Alpha', owner_user_id: ownerId, status: 'suspended', suspension_reason: 'Unpaid' },
        { name: 'alpha', owner_user_id: ownerId },
    ],

    'motor-garage/invoice': () => [
        {
            scheduled_start: '2026-12-01T09:00:00+08:00',
            lines: [{ kind: 'custom', description: 'b', quantity_milli: 1000, unit_price_cents: 500 }],
        },
        { lines: [{ kind: 'custom', description: 'a', quantity_milli: 2000, unit_price_cents: 500 }] },
        {
            scheduled_start: '2026-11-30T09:00:00+08:00',
            lines: [{ kind: 'custom', description: 'c', quantity_milli: 1000, unit_price_cents: 500 }],
        },
    ],
    'motor-garage/booking': () => [
        {
            walk_in_name: 'b',
            plate: 'B 1',
            start_at: '2026-12-02T09:00:00+08:00',
            end_at: '2026-12-02T10:00:00+08:00',
            status: 'confirmed',
        },
        { walk_in_name: 'a', plate: 'A 1', start_at: '2026-12-01T09:00:00+08:00', end_at: '2026-12-01T10:00:00+08:00' },
        { walk_in_name: 'c', plate: 'C 1', start_at: '2026-12-03T09:00:00+08:00', end_at: '2026-12-03T10:00:00+08:00' },
    ],
    'motor-garage/message': async () => {
        const customer = await create(suite.t, suite.g.owner, 'relationship/customer', {
            name: 'Message sample',
            phone: '9000 0001',
            email: 'sample@example.test',
            reminder_consent: true,
        });
        const booking = await create(suite.t, suite.g.owner, 'motor-garage/booking', {
            customer_id: customer.id,
            plate: 'MSG 1',
            start_at: '2026-12-04T09:00:00+08:00',
            end_at: '2026-12-04T10:00:00+08:00',
        });
        const about = { customer_id: customer.id, booking_id: booking.id };
        return [
            { ...about, kind: 'booking_reminder', channel: 'whatsapp' },
            { ...about, kind: 'booking_confirmation', channel: 'email' },
            { ...about, kind: 'booking_reminder', channel: 'email' },
        ];
    },
    'motor-garage/discount': () => [
        { name: 'staff', kind: 'percent', percent_bp: 1000, code: 'B' },
        { name: 'Loyalty', kind: 'amount', amount_cents: 5000 },
        { name: 'Winter', kind: 'percent', percent_bp: 500, code: 'a' },
    ],
};

const bodiesOf = async (resource: Resource, token: string) =>
    (await byHand[resource.name]?.()) ?? (await sampleBodies(suite.t, token, resource, resourceByName));

/** Records that give the sample records' computed values (a customer's vehicles, balance, last visit) differences. */
const arrange: Record<string, (ids: number[], token: string) => Promise<void>> = {
    'relationship/customer': async ([bravo, alpha, charlie], token) => {
        for (const [customer_id, plate] of [
            [bravo, 'SRT 1'],
            [bravo, 'SRT 2'],
            [charlie, 'SRT 3'],
        ] as const)
            await create(suite.t, token, 'motor-garage/vehicle', { customer_id, plate });
        await invoicedJob(suite.t, token, 900, { customer_id: alpha, scheduled_start: '2026-10-01T09:00:00+08:00' });
        await invoicedJob(suite.t, token, 300, { customer_id: charlie, scheduled_start: '2026-12-01T09:00:00+08:00' });
    },
    'motor-garage/vehicle': async ([kt, ab], token) => {
        await create(suite.t, token, 'motor-garage/invoice', {
            vehicle_id: kt,
            scheduled_start: '2026-12-01T09:00:00Z',
        });
        await create(suite.t, token, 'motor-garage/invoice', {
            vehicle_id: ab,
            scheduled_start: '2026-10-01T09:00:00Z',
        });
    },
    'motor-garage/invoice': async ([, second], token) => {
        const answer = await call(suite.t.app, 'POST', `/api/v3/motor-garage/invoice/${second}/invoice`, { token });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    },
};

/** How PostgreSQL orders the values: text case-insensitively, nulls last ascending; ties by id. */
function expectedOrder(records: Record<string, unknown>[], field: string, asc: boolean) {
    const key = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
    const compare = (a: Record<string, unknown>, b: Record<string, unknown>) => {
        const [x, y] = [key(a[field]), key(b[field])];
        if (x === y) return (a.id as number) - (b.id as number);
        if (x === null || x === undefined) return 1;
        if (y === null || y === undefined) return -1;
        return x! < y! ? -1 : 1;
    };
    const sorted = [...records].sort(compare);
    return (asc ? sorted : sorted.reverse()).map(record => record.id);
}

describe('every declared resource', () => {
    for (const resource of RESOURCES) {
        it(`${resource.name} sorts by each of its sortable fields, both ways, ties broken by id`, async () => {
            const token = resource.scope === 'platform' ? admin : suite.g.owner;
            const path = resourcePath(resource);
            const records = [];
            for (const body of await bodiesOf(resource, token)) {
                const created = await call(suite.t.app, 'POST', path, { token, body });
                expect(created.status, JSON.stringify(created.body)).toBe(201);
                records.push(created.body.data);
            }
            const ids = records.map(record => record.id).join(',');
            if (arrange[resource.name]) {
                await arrange[resource.name](
                    records.map(record => record.id),
                    token,
                );
                // The records as they are now (computed values, an invoice's due date), in creation order.
                const now = await call(suite.t.app, 'GET', path, { token, query: { ids } });
                records.splice(0, records.length, ...[...now.body.data].sort((a, b) => a.id - b.id));
            }
            for (const field of resource.sortable) {
                for (const asc of [true, false]) {
                    const answer = await call(suite.t.app, 'GET', path, {
                        token,
                        query: { ids, field, asc: String(asc) },
                    });
                    expect(
                        answer.body.data.map((record: { id: number }) => record.id),
                        `${field} ${asc ? 'asc' : 'desc'}`,
                    ).toEqual(expectedOrder(records, field, asc));
                }
            }
        });
    }
});
