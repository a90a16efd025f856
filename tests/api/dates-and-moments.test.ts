import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, type Answer } from '../support/factories';
import { create, garageSuite } from '../support/garage';

const suite = garageSuite();
const garage = '/api/v3/motor-garage';

/** Moments the format lets through but the database does not take, and the first ones outside 1900–9999. */
const BAD_MOMENTS: [string, string][] = [
    ['0000-03-01T00:00:00Z', 'out_of_range'],
    ['0001-01-01T00:00:00Z', 'out_of_range'],
    ['0001-01-01T00:00:00+01:00', 'out_of_range'],
    ['9999-12-31T23:00:00-02:00', 'out_of_range'],
    ['1899-12-31T23:59:59.999Z', 'out_of_range'],
    ['1900-01-01T00:00:00+00:01', 'out_of_range'],
    ['2040-06-30T23:59:60Z', 'invalid_format'],
    ['2026-11-24T09:30:00+08', 'invalid_format'],
];
const BAD_DAYS: [string, string][] = [
    ['0000-01-01', 'out_of_range'],
    ['1899-12-31', 'out_of_range'],
    ['2026-02-30', 'invalid_format'],
    ['10000-01-01', 'invalid_format'],
];
const FIRST_MOMENT = '1900-01-01T00:00:00.000Z';
const LAST_MOMENT = '9999-12-31T23:59:59.999Z';

/** 400 `validation_failed` whose details name `field` with `error`. */
function refusedOn(answer: Answer, field: string, error: string) {
    expectError(answer, 400, 'validation_failed');
    expect(answer.body.details, JSON.stringify(answer.body)).toContainEqual({ field, error });
}

const get = async (resource: string, id: number) =>
    (await call(suite.t.app, 'GET', `${garage}/${resource}/${id}`, { token: suite.g.owner })).body.data;
const total = async (resource: string) =>
    (await call(suite.t.app, 'GET', `${garage}/${resource}`, { token: suite.g.owner })).body.total as number;
const post = (url: string, body: object) =>
    call(suite.t.app, 'POST', `${garage}/${url}`, { token: suite.g.owner, body });
const put = (url: string, body: object) => call(suite.t.app, 'PUT', `${garage}/${url}`, { token: suite.g.owner, body });
const list = (resource: string, query: Record<string, string>) =>
    call(suite.t.app, 'GET', `${garage}/${resource}`, { token: suite.g.owner, query });

let service: { id: number };
beforeAll(async () => {
    service = await create(suite.t, suite.g.owner, 'motor-garage/service', {
        code: 'CHK',
        name: 'Check',
        price_cents: 10_000,
    });
});

/**
 * Every one of `fields` refuses each of the `bad` values (with its error) on create and update, and nothing is written;
 * answers the record the update calls aimed at.
 */
async function refusesEach(resource: string, fields: string[], valid: object, bad: [string, string][]) {
    const record = await create(suite.t, suite.g.owner, `motor-garage/${resource}`, valid);
    const before = await total(resource);
    for (const field of fields) {
        for (const [value, error] of bad) {
            refusedOn(await post(resource, { ...valid, [field]: value }), field, error);
            refusedOn(await put(`${resource}/${record.id}`, { [field]: value }), field, error);
        }
    }
    expect(await total(resource)).toBe(before);
    expect(await get(resource, record.id)).toEqual(record);
    return record;
}

/** Every field that takes a moment refuses each bad one on create and update, and writes nothing. */
const refusesMoments = (resource: string, fields: string[], valid: object) =>
    refusesEach(resource, fields, valid, BAD_MOMENTS);

describe('moments: ISO 8601 with an offset, within 1900–9999 in UTC, no leap second', () => {
    it('job scheduled_start and scheduled_end: 400 on the field on create and update, nothing written', async () => {
        await refusesMoments('invoice', ['scheduled_start', 'scheduled_end'], { complaint: 'Noise' });
    });

    // A job is scheduled for four weeks at most: one at the first hour, one at the last.
    it('job: the first and last moments are taken and read back as given', async () => {
        for (const [start, end] of [
            [FIRST_MOMENT, '1900-01-01T01:00:00.000Z'],
            ['9999-12-31T22:00:00.000Z', LAST_MOMENT],
        ]) {
            const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
                scheduled_start: start,
                scheduled_end: end,
            });
            expect([job.scheduled_start, job.scheduled_end]).toEqual([start, end]);
            expect((await get('invoice', job.id)).scheduled_end).toBe(end);
        }
    });

    it('booking start_at and end_at: 400 on the field on create and update, nothing written', async () => {
        await refusesMoments('booking', ['start_at', 'end_at'], {
            walk_in_name: 'Walk-in',
            plate: 'AB 1',
            start_at: '2030-03-01T01:00:00Z',
            end_at: '2030-03-01T02:00:00Z',
        });
    });

    it('booking: bookings at the very first and last hours are taken (the capacity check looks around them)', async () => {
        for (const [start, end] of [
            [FIRST_MOMENT, '1900-01-01T01:00:00.000Z'],
            ['9999-12-31T22:00:00.000Z', LAST_MOMENT],
        ]) {
            const booking = await create(suite.t, suite.g.owner, 'motor-garage/booking', {
                walk_in_name: 'Early',
                plate: 'EE 1',
                start_at: start,
                end_at: end,
            });
            expect([booking.start_at, booking.end_at]).toEqual([start, end]);
        }
    });

    it('schedule action: 400 on the field, the job stays a quote', async () => {
        const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', { complaint: 'Noise' });
        for (const field of ['scheduled_start', 'scheduled_end']) {
            for (const [moment, error] of BAD_MOMENTS) {
                const body = { scheduled_start: '2030-01-01T01:00:00Z', [field]: moment };
                refusedOn(await post(`invoice/${job.id}/schedule`, body), field, error);
            }
        }
        expect(await get('invoice', job.id)).toMatchObject({ status: 'quote', scheduled_start: null });
        const scheduled = await post(`invoice/${job.id}/schedule`, {
            scheduled_start: '9999-12-31T22:00:00Z',
            scheduled_end: LAST_MOMENT,
        });
        expect(scheduled.body.data).toMatchObject({
            status: 'scheduled',
            scheduled_start: '9999-12-31T22:00:00.000Z',
            scheduled_end: LAST_MOMENT,
        });
    });

    it('payment paid_at: 400 on the field, no payment recorded; the first moment is taken', async () => {
        const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
            lines: [{ kind: 'service', service_id: service.id, quantity_milli: 1000 }],
        });
        expect((await post(`invoice/${job.id}/invoice`, {})).status).toBe(200);
        for (const [moment, error] of BAD_MOMENTS) {
            refusedOn(
                await post(`invoice/${job.id}/payment`, { amount_cents: 100, method: 'cash', paid_at: moment }),
                'paid_at',
                error,
            );
        }
        expect((await get('invoice', job.id)).payments).toEqual([]);
        const paid = await post(`invoice/${job.id}/payment`, {
            amount_cents: 100,
            method: 'cash',
            paid_at: '1900-01-01T00:00:00Z',
        });
        expect(paid.body.data.payments.map((payment: { paid_at: string }) => payment.paid_at)).toEqual([FIRST_MOMENT]);
    });
});

describe('days: YYYY-MM-DD, a real calendar date, years 1900–9999', () => {
    /** Every day field refuses each bad day on create and update, writes nothing, and takes the first and last days. */
    async function refusesDays(resource: string, fields: string[], valid: object) {
        const record = await refusesEach(resource, fields, valid, BAD_DAYS);
        for (const day of ['1900-01-01', '9999-12-31']) {
            const every = Object.fromEntries(fields.map(field => [field, day]));
            const answer = await put(`${resource}/${record.id}`, every);
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            expect(answer.body.data).toMatchObject(every);
        }
    }

    it('vehicle licence_expiry, insurance_expiry and next_service_date', async () => {
        await refusesDays('vehicle', ['licence_expiry', 'insurance_expiry', 'next_service_date'], { plate: 'DT 1' });
    });

    it('discount valid_from and valid_to', async () => {
        await refusesDays('discount', ['valid_from', 'valid_to'], { name: 'Ten', percent_bp: 1000 });
    });

    const filters: [string, string[]][] = [
        ['vehicle', ['licence_expiry_before']],
        ['discount', ['active_on']],
        ['invoice', ['from', 'to', 'scheduled_from', 'scheduled_to']],
        ['booking', ['from', 'to']],
    ];
    it.each(filters)(
        '%s list filters %j: 400 on the parameter; the first and last days list',
        async (resource, names) => {
            for (const name of names) {
                for (const [day, error] of BAD_DAYS) refusedOn(await list(resource, { [name]: day }), name, error);
                for (const day of ['1900-01-01', '9999-12-31'])
                    expect((await list(resource, { [name]: day })).status).toBe(200);
            }
        },
    );

    it('statistic from and to: 400 on the parameter; the first and last days answer', async () => {
        const statistic = (from: string, to: string) =>
            call(suite.t.app, 'GET', `${garage}/statistic`, { token: suite.g.owner, query: { from, to } });
        for (const [day, error] of BAD_DAYS) {
            refusedOn(await statistic(day, '2026-01-01'), 'from', error);
            refusedOn(await statistic('2026-01-01', day), 'to', error);
        }
        expect((await statistic('1900-01-01', '1900-01-31')).status).toBe(200);
        expect((await statistic('9999-12-01', '9999-12-31')).status).toBe(200);
    });

    it('invoice action due_date: 400 on the field, the job is not invoiced; the last day is taken', async () => {
        const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
            lines: [{ kind: 'service', service_id: service.id, quantity_milli: 1000 }],
        });
        for (const [day, error] of BAD_DAYS)
            refusedOn(await post(`invoice/${job.id}/invoice`, { due_date: day }), 'due_date', error);
        expect(await get('invoice', job.id)).toMatchObject({ status: 'quote', invoice_number: null });
        const invoiced = await post(`invoice/${job.id}/invoice`, { due_date: '9999-12-31' });
        expect(invoiced.body.data).toMatchObject({ status: 'invoiced', due_date: '9999-12-31' });
    });
});
