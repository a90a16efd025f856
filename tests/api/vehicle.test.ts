import { describe, expect, it } from 'vitest';
import { call, expectError } from '../support/factories';
import { create, listIds, garageSuite } from '../support/garage';

const suite = garageSuite();

const path = '/api/v3/motor-garage/vehicle';

describe('vehicles', () => {
    it('keep the plate in upper case with single spaces, and find it typed in lower case without spaces', async () => {
        const owner = await create(suite.t, suite.g.member, 'relationship/customer', { name: 'Chan Tai Man' });
        const vehicle = await create(suite.t, suite.g.member, 'motor-garage/vehicle', {
            plate: '  ab   1234 ',
            make: 'Toyota',
            model: 'Alphard',
            year: 2021,
            customer_id: owner.id,
            licence_expiry: '2027-03-31',
            vin: 'jt123',
        });
        expect(vehicle).toMatchObject({
            plate: 'AB 1234',
            make: 'Toyota',
            customer_id: owner.id,
            licence_expiry: '2027-03-31',
            vin: 'JT123',
            fuel: 'petrol',
            photo: null,
        });
        expect(await listIds(suite.t, suite.g.member, 'motor-garage/vehicle', { keyword: 'ab1234' })).toEqual([
            vehicle.id,
        ]);
        expect(await listIds(suite.t, suite.g.member, 'motor-garage/vehicle', { keyword: 'B 12' })).toEqual([
            vehicle.id,
        ]);
        expect(await listIds(suite.t, suite.g.member, 'motor-garage/vehicle', { keyword: 'alph' })).toEqual([
            vehicle.id,
        ]);
        expect(await listIds(suite.t, suite.g.member, 'motor-garage/vehicle', { keyword: 'jt1' })).toEqual([
            vehicle.id,
        ]);
    });

    it('refuse a plate another vehicle has, in any case and spacing (409 plate_taken), on create and update', async () => {
        const first = await create(suite.t, suite.g.owner, 'motor-garage/vehicle', { plate: 'XY 99' });
        const second = await create(suite.t, suite.g.owner, 'motor-garage/vehicle', { plate: 'XY 100' });
        for (const plate of ['xy99', 'XY  99', ' x y 9 9 ']) {
            const answer = await call(suite.t.app, 'POST', path, { token: suite.g.owner, body: { plate } });
            expectError(answer, 409, 'plate_taken');
            expect(answer.body.details).toEqual([{ field: 'plate', error: 'plate_taken' }]);
        }
        expectError(
            await call(suite.t.app, 'PUT', `${path}/${second.id}`, { token: suite.g.owner, body: { plate: 'xy 99' } }),
            409,
            'plate_taken',
        );
        expect((await call(suite.t.app, 'GET', `${path}/${second.id}`, { token: suite.g.owner })).body.data.plate).toBe(
            'XY 100',
        );
        expect(
            (await call(suite.t.app, 'PUT', `${path}/${first.id}`, { token: suite.g.owner, body: { plate: 'xy 99' } }))
                .status,
        ).toBe(200);
        // Another garage may have the same plate.
        expect(
            (await call(suite.t.app, 'POST', path, { token: suite.g.stranger, body: { plate: 'XY 99' } })).status,
        ).toBe(201);
    });

    it('refuse an owner from another workspace or that does not exist, naming the field', async () => {
        const theirs = await create(suite.t, suite.g.stranger, 'relationship/customer', { name: 'Someone else' });
        for (const customer_id of [theirs.id, 2147483647]) {
            const answer = await call(suite.t.app, 'POST', path, {
                token: suite.g.owner,
                body: { plate: 'REF 1', customer_id },
            });
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toEqual([{ field: 'customer_id', error: 'not_found' }]);
        }
        expect(await listIds(suite.t, suite.g.owner, 'motor-garage/vehicle', { keyword: 'REF1' })).toEqual([]);
    });

    it('filter by owner and by licence expiry, and sort by every sortable field', async () => {
        const owner = await create(suite.t, suite.g.owner, 'relationship/customer', { name: 'Fleet owner' });
        const a = await create(suite.t, suite.g.owner, 'motor-garage/vehicle', {
            plate: 'FL 3',
            make: 'Honda',
            customer_id: owner.id,
            licence_expiry: '2026-12-01',
        });
        const b = await create(suite.t, suite.g.owner, 'motor-garage/vehicle', {
            plate: 'FL 1',
            make: 'audi',
            customer_id: owner.id,
            licence_expiry: '2027-06-01',
        });
        const c = await create(suite.t, suite.g.owner, 'motor-garage/vehicle', {
            plate: 'FL 2',
            make: 'BMW',
            customer_id: owner.id,
        });
        const ids = (query: Record<string, string>) =>
            listIds(suite.t, suite.g.owner, 'motor-garage/vehicle', { customer_id: String(owner.id), ...query });
        expect(await ids({})).toEqual([b.id, c.id, a.id]);
        expect(await ids({ field: 'plate', asc: 'false' })).toEqual([a.id, c.id, b.id]);
        expect(await ids({ field: 'make' })).toEqual([b.id, c.id, a.id]);
        expect(await ids({ field: 'licence_expiry' })).toEqual([a.id, b.id, c.id]);
        expect(await ids({ field: 'created_at', asc: 'false' })).toEqual([c.id, b.id, a.id]);
        expect(await ids({ licence_expiry_before: '2026-12-01' })).toEqual([a.id]);
        expect(await ids({ licence_expiry_before: '2027-12-31', field: 'licence_expiry' })).toEqual([a.id, b.id]);
        expectError(
            await call(suite.t.app, 'GET', path, {
                token: suite.g.owner,
                query: { licence_expiry_before: '2027-13-01' },
            }),
            400,
            'validation_failed',
        );
        expectError(
            await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { customer_id: '2147483648' } }),
            400,
            'validation_failed',
        );
    });

    it('refuse impossible values and a photo the caller cannot read', async () => {
        for (const body of [
            { plate: 'BAD 1', year: 1800 },
            { plate: 'BAD 1', mileage: -1 },
            { plate: 'BAD 1', fuel: 'steam' },
            { plate: 'BAD 1', licence_expiry: '31/12/2027' },
            { plate: '' },
            { make: 'No plate' },
        ]) {
            expectError(
                await call(suite.t.app, 'POST', path, { token: suite.g.owner, body }),
                400,
                'validation_failed',
            );
        }
        const photo = await call(suite.t.app, 'POST', path, {
            token: suite.g.owner,
            body: { plate: 'BAD 1', photo: '00000000-0000-4000-8000-000000000000' },
        });
        expectError(photo, 400, 'validation_failed');
        expect(photo.body.details).toEqual([{ field: 'photo', error: 'invalid_value' }]);
        expect(await listIds(suite.t, suite.g.owner, 'motor-garage/vehicle', { keyword: 'BAD1' })).toEqual([]);
    });

    it('of another workspace are never visible or writable', async () => {
        const mine = await create(suite.t, suite.g.owner, 'motor-garage/vehicle', { plate: 'MINE 1' });
        expect(await listIds(suite.t, suite.g.stranger, 'motor-garage/vehicle', { keyword: 'MINE1' })).toEqual([]);
        expectError(
            await call(suite.t.app, 'GET', `${path}/${mine.id}`, { token: suite.g.stranger }),
            404,
            'not_found',
        );
        expectError(
            await call(suite.t.app, 'PUT', `${path}/${mine.id}`, {
                token: suite.g.stranger,
                body: { plate: 'STOLEN' },
            }),
            404,
            'not_found',
        );
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${mine.id}`, { token: suite.g.stranger }),
            404,
            'not_found',
        );
        expectError(
            await call(suite.t.app, 'DELETE', `${path}/${mine.id}`, { token: suite.g.member }),
            403,
            'forbidden',
        );
        expect((await call(suite.t.app, 'DELETE', `${path}/${mine.id}`, { token: suite.g.owner })).body.data).toEqual({
            id: mine.id,
        });
    });
});
