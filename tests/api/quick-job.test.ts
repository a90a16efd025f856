import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, expectError } from '../support/factories';
import { create, garageSuite, listIds } from '../support/garage';

const suite = garageSuite();
const QUICK = '/api/v3/motor-garage/invoice/quick';
const CUSTOMERS = 'relationship/customer';
const VEHICLES = 'motor-garage/vehicle';
const JOBS = 'motor-garage/invoice';

afterEach(() => {
    vi.restoreAllMocks();
});

const quick = (body: object, token = suite.g.owner) => call(suite.t.app, 'POST', QUICK, { token, body });
const newCaller = (name: string, phone: string, plate: string) => ({
    customer: { name, phone },
    vehicle: { plate, make: 'Toyota', model: 'Alphard' },
    job: { complaint: '冷氣唔凍' },
});
const get = (resource: string, id: number, token = suite.g.owner) =>
    call(suite.t.app, 'GET', `/api/v3/${resource}/${id}`, { token });
const withName = (name: string, token = suite.g.owner) => listIds(suite.t, token, CUSTOMERS, { keyword: name });
const withPlate = (plate: string, token = suite.g.owner) => listIds(suite.t, token, VEHICLES, { keyword: plate });
/** The field and key of a refusal's first detail. */
const detailOf = (answer: { body: { details?: { field: string; error: string }[] } }) => answer.body.details?.[0];

/** Nothing of a refused save is left: no customer by its name, no vehicle by its plate, no job more. */
async function expectNothingMade(name: string, plate: string, jobsBefore: number[]) {
    expect(await withName(name)).toEqual([]);
    expect(await withPlate(plate)).toEqual([]);
    expect(await listIds(suite.t, suite.g.owner, JOBS, { size: '100' })).toEqual(jobsBefore);
}

describe("a new caller's customer, car and job in one save", () => {
    it('makes the three, tied together, in the caller’s workspace only', async () => {
        const theirs = await listIds(suite.t, suite.g.stranger, CUSTOMERS);
        const answer = await quick(
            {
                ...newCaller('陳大文', '+852 6111 2222', 'qk1234'),
                job: { complaint: '冷氣唔凍', scheduled_start: '2027-03-01T10:00:00+08:00' },
            },
            suite.g.member,
        );
        expect(answer.status).toBe(201);
        const job = answer.body.data;
        expect(job).toMatchObject({ status: 'quote', complaint: '冷氣唔凍', lines: [], total_cents: 0 });
        expect(job.number).toMatch(/^J-\d{4}-\d{5}$/);
        expect(job.scheduled_start).toBe('2027-03-01T02:00:00.000Z');
        const customer = (await get(CUSTOMERS, job.customer_id)).body.data;
        expect(customer).toMatchObject({ name: '陳大文', phone: '+852 6111 2222', vehicle_count: 1 });
        const vehicle = (await get(VEHICLES, job.vehicle_id)).body.data;
        expect(vehicle).toMatchObject({ plate: 'QK1234', make: 'Toyota', model: 'Alphard', customer_id: customer.id });
        // Another garage sees none of them, and has no record more.
        for (const [resource, id] of [
            [CUSTOMERS, customer.id],
            [VEHICLES, vehicle.id],
            [JOBS, job.id],
        ] as const)
            expectError(await get(resource, id, suite.g.stranger), 404, 'not_found');
        expect(await listIds(suite.t, suite.g.stranger, CUSTOMERS)).toEqual(theirs);
    });

    it('leaves make, model and the job’s words optional, as their own forms do', async () => {
        const answer = await quick({ customer: { name: 'Ho Ka Yan' }, vehicle: { plate: 'qk 2' }, job: {} });
        expect(answer.status).toBe(201);
        expect((await get(VEHICLES, answer.body.data.vehicle_id)).body.data).toMatchObject({ plate: 'QK 2', make: '' });
    });

    it('refuses a plate already on file (409 plate_taken on vehicle.plate) and makes nothing', async () => {
        await create(suite.t, suite.g.owner, VEHICLES, { plate: 'QK 3' });
        const jobs = await listIds(suite.t, suite.g.owner, JOBS, { size: '100' });
        const answer = await quick(newCaller('Plate Taken', '6111 3333', 'qk3'));
        expectError(answer, 409, 'plate_taken');
        expect(detailOf(answer)).toEqual({ field: 'vehicle.plate', error: 'plate_taken' });
        expect(await withName('Plate Taken')).toEqual([]);
        expect(await listIds(suite.t, suite.g.owner, JOBS, { size: '100' })).toEqual(jobs);
    });

    it('refuses a phone already on file (409 phone_taken on customer.phone) and makes nothing', async () => {
        await create(suite.t, suite.g.owner, CUSTOMERS, { name: 'Already here', phone: '6111 4444' });
        const jobs = await listIds(suite.t, suite.g.owner, JOBS, { size: '100' });
        const answer = await quick(newCaller('Phone Taken', '+852 6111-4444', 'QK 4'));
        expectError(answer, 409, 'phone_taken');
        expect(detailOf(answer)).toEqual({ field: 'customer.phone', error: 'phone_taken' });
        await expectNothingMade('Phone Taken', 'QK4', jobs);
    });

    it('refuses bad input with the field it is about (400), making nothing', async () => {
        const jobs = await listIds(suite.t, suite.g.owner, JOBS, { size: '100' });
        const cases: [object, string, string][] = [
            [{ vehicle: { plate: '' } }, 'vehicle.plate', 'too_short'],
            [{ vehicle: { plate: '\u200b ' } }, 'vehicle.plate', 'required'],
            [{ vehicle: { plate: 'X'.repeat(21) } }, 'vehicle.plate', 'too_long'],
            [{ vehicle: { make: 'Toyota' } }, 'vehicle.plate', 'required'],
            [{ customer: { name: '  ' } }, 'customer.name', 'required'],
            [{ customer: { phone: '6111 5555' } }, 'customer.name', 'required'],
            [
                { job: { scheduled_start: '2027-03-01T10:00:00+08:00', scheduled_end: '2027-03-01T09:00:00+08:00' } },
                'job.scheduled_end',
                'before_start',
            ],
            [{ job: { scheduled_start: 'tomorrow' } }, 'job.scheduled_start', 'invalid_format'],
        ];
        for (const [change, field, error] of cases) {
            const body = newCaller('Bad Input', '6111 5555', 'QK 5') as Record<string, object>;
            for (const [part, values] of Object.entries(change)) body[part] = values;
            const answer = await quick(body);
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details, JSON.stringify(change)).toContainEqual({ field, error });
        }
        await expectNothingMade('Bad Input', 'QK5', jobs);
    });

    it('needs customer:write, vehicle:write and invoice:write (403, nothing made) and a workspace token (401)', async () => {
        const permissionsOf = suite.t.app.permissionsOf;
        for (const permission of ['customer:write', 'vehicle:write', 'invoice:write']) {
            vi.spyOn(suite.t.app, 'permissionsOf').mockImplementation(async request => {
                const permissions = new Set(await permissionsOf(request));
                permissions.delete(permission);
                return permissions;
            });
            expectError(await quick(newCaller('Not Allowed', '6111 6666', 'QK 6'), suite.g.member), 403, 'forbidden');
            vi.restoreAllMocks();
        }
        expectError(await quick(newCaller('Not Allowed', '6111 6666', 'QK 6'), ''), 401, 'unauthorized');
        expectError(
            await quick(newCaller('Not Allowed', '6111 6666', 'QK 6'), suite.g.userToken),
            403,
            'workspace_required',
        );
        await expectNothingMade('Not Allowed', 'QK6', await listIds(suite.t, suite.g.owner, JOBS, { size: '100' }));
    });

    it('takes a plate or phone another garage has: each garage has its own', async () => {
        await create(suite.t, suite.g.stranger, CUSTOMERS, { name: 'Theirs', phone: '6111 7777' });
        await create(suite.t, suite.g.stranger, VEHICLES, { plate: 'QK 7' });
        expect((await quick(newCaller('Ours', '6111 7777', 'QK 7'))).status).toBe(201);
        expect(await withName('Theirs', suite.g.stranger)).toHaveLength(1);
        expect(await withName('Ours', suite.g.stranger)).toEqual([]);
    });
});

describe("the search's offer of a new customer", () => {
    const search = async (q: string, token = suite.g.owner) =>
        (await call(suite.t.app, 'GET', '/api/v3/motor-garage/search', { token, query: { q } })).body.data;

    it('offers a phone or a plate that nobody has, as it would be filed', async () => {
        expect((await search(' 6222-0001 ')).new_customer).toEqual({ phone: '6222-0001', plate: '' });
        expect((await search('+852 6222 0001')).new_customer).toEqual({ phone: '+852 6222 0001', plate: '' });
        expect((await search('ｑｎ１２３')).new_customer).toEqual({ phone: '', plate: 'QN 123' });
        expect((await search('qn 1234')).new_customer).toEqual({ phone: '', plate: 'QN 1234' });
    });

    it('offers nothing for a phone or plate on file, for names and short numbers, or without the permissions', async () => {
        await create(suite.t, suite.g.owner, CUSTOMERS, { name: 'On File', phone: '+852 6222 0002' });
        await create(suite.t, suite.g.owner, VEHICLES, { plate: 'QN 2' });
        for (const q of ['62220002', 'qn2', 'Chan Tai Man', '6222', 'J-2027-00001', 'ABC 12345'])
            expect((await search(q)).new_customer, q).toBeUndefined();
        // another garage's records are not on file here
        await create(suite.t, suite.g.stranger, VEHICLES, { plate: 'QN 3' });
        expect((await search('QN3')).new_customer).toEqual({ phone: '', plate: 'QN 3' });
        const permissionsOf = suite.t.app.permissionsOf;
        vi.spyOn(suite.t.app, 'permissionsOf').mockImplementation(async request => {
            const permissions = new Set(await permissionsOf(request));
            permissions.delete('vehicle:write');
            return permissions;
        });
        expect((await search('QN4', suite.g.member)).new_customer).toBeUndefined();
    });
});
