import { describe, expect, it } from 'vitest';
import { call, expectError } from '../support/factories';
import { create, garageSuite, listIds } from '../support/garage';

const suite = garageSuite();

const SUPPLIER = 'motor-garage/supplier';
const path = `/api/v3/${SUPPLIER}`;
const productPath = '/api/v3/motor-garage/product';

describe('suppliers', () => {
    it('are created with their defaults, trimmed, and read back as written', async () => {
        const created = await create(suite.t, suite.g.owner, SUPPLIER, {
            name: '  Wing Hing Auto Parts ',
            contact_person: '陳生',
            phone: '+852 2345 6789',
            email: 'orders@winghing.example',
            payment_terms: '30 days',
        });
        expect(created).toMatchObject({
            name: 'Wing Hing Auto Parts',
            contact_person: '陳生',
            address: '',
            notes: '',
            active: true,
            version: 1,
        });
        const read = await call(suite.t.app, 'GET', `${path}/${created.id}`, { token: suite.g.owner });
        expect(read.body.data).toEqual(created);
    });

    it('refuse a blank name, a bad e-mail and a name another supplier has in any case, changing nothing', async () => {
        await create(suite.t, suite.g.owner, SUPPLIER, { name: 'Kai Tak Tyres' });
        const before = await listIds(suite.t, suite.g.owner, SUPPLIER);
        for (const body of [
            {},
            { name: '  ' },
            { name: 'A', email: 'not an address' },
            { name: 'A', email: 'a@b.c\r\nBcc: x@y.z' },
        ])
            expectError(
                await call(suite.t.app, 'POST', path, { token: suite.g.owner, body }),
                400,
                'validation_failed',
            );
        const taken = await call(suite.t.app, 'POST', path, { token: suite.g.owner, body: { name: 'kai tak TYRES' } });
        expectError(taken, 409, 'name_taken');
        expect(taken.body.details).toEqual([{ field: 'name', error: 'name_taken' }]);
        expect(await listIds(suite.t, suite.g.owner, SUPPLIER)).toEqual(before);
    });

    it('are found by name, contact and phone digits however typed, and filtered by active', async () => {
        const supplier = await create(suite.t, suite.g.owner, SUPPLIER, {
            name: 'Sham Shui Po Batteries',
            contact_person: 'Mr Lee',
            phone: '2777-8888',
            active: false,
        });
        for (const keyword of ['batteries', 'mr lee', '2777 8888', '77788'])
            expect(await listIds(suite.t, suite.g.owner, SUPPLIER, { keyword }), keyword).toEqual([supplier.id]);
        expect(await listIds(suite.t, suite.g.owner, SUPPLIER, { active: 'false' })).toEqual([supplier.id]);
        expect(await listIds(suite.t, suite.g.owner, SUPPLIER, { active: 'true' })).not.toContain(supplier.id);
    });

    it("name a part's supplier and its code for the part; a part lists by supplier", async () => {
        const supplier = await create(suite.t, suite.g.owner, SUPPLIER, { name: 'Bosch HK' });
        const part = await create(suite.t, suite.g.owner, 'motor-garage/product', {
            sku: 'BP-F-001',
            name: 'Brake pads (front)',
            supplier_id: supplier.id,
            supplier_part_code: '0 986 494 123',
        });
        expect(part).toMatchObject({ supplier_id: supplier.id, supplier_part_code: '0 986 494 123' });
        expect(
            await listIds(suite.t, suite.g.owner, 'motor-garage/product', { supplier_id: String(supplier.id) }),
        ).toEqual([part.id]);

        const refused = await call(suite.t.app, 'DELETE', `${path}/${supplier.id}`, { token: suite.g.owner });
        expectError(refused, 409, 'in_use');
        expect(refused.body.details).toEqual([{ field: 'id', error: 'in_use', resource: 'motor-garage/product' }]);
        await call(suite.t.app, 'PUT', `${productPath}/${part.id}`, {
            token: suite.g.owner,
            body: { supplier_id: null },
        });
        expect((await call(suite.t.app, 'DELETE', `${path}/${supplier.id}`, { token: suite.g.owner })).status).toBe(
            200,
        );
    });

    it('are for the office: a member reads parts, with their supplier id, but not suppliers', async () => {
        const supplier = await create(suite.t, suite.g.owner, SUPPLIER, { name: 'Member cannot see' });
        const part = await create(suite.t, suite.g.owner, 'motor-garage/product', {
            sku: 'OIL-1',
            name: 'Oil',
            supplier_id: supplier.id,
        });
        expectError(
            await call(suite.t.app, 'GET', `${path}/${supplier.id}`, { token: suite.g.member }),
            403,
            'forbidden',
        );
        expectError(await call(suite.t.app, 'GET', path, { token: suite.g.member }), 403, 'forbidden');
        const read = await call(suite.t.app, 'GET', `${productPath}/${part.id}`, { token: suite.g.member });
        expect(read.status).toBe(200);
        expect(read.body.data.supplier_id).toBe(supplier.id);
    });

    it('are never seen nor written from another workspace, nor named on its parts', async () => {
        const mine = await create(suite.t, suite.g.owner, SUPPLIER, { name: 'Ours only' });
        const url = `${path}/${mine.id}`;
        for (const [method, body] of [['GET'], ['PUT', { name: 'Taken over' }], ['DELETE']] as const)
            expectError(await call(suite.t.app, method, url, { token: suite.g.stranger, body }), 404, 'not_found');
        expect(await listIds(suite.t, suite.g.stranger, SUPPLIER, { keyword: 'Ours only' })).toEqual([]);
        const theirPart = await call(suite.t.app, 'POST', productPath, {
            token: suite.g.stranger,
            body: { sku: 'X-1', name: 'Theirs', supplier_id: mine.id },
        });
        expectError(theirPart, 400, 'validation_failed');
        expect(theirPart.body.details).toEqual([{ field: 'supplier_id', error: 'not_found' }]);
        expect((await call(suite.t.app, 'GET', url, { token: suite.g.owner })).body.data.name).toBe('Ours only');
    });
});
