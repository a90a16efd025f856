import { describe, expect, it } from 'vitest';
import { call, expectError } from '../support/factories';
import { create, listIds, garageSuite } from '../support/garage';

const suite = garageSuite();

const api = (resource: string) => `/api/v3/motor-garage/${resource}`;

describe('products', () => {
    it('keep money in cents, refuse negative prices and a SKU taken in any case (409 sku_taken)', async () => {
        const oil = await create(suite.t, suite.g.owner, 'motor-garage/product', {
            sku: 'OIL-5W30',
            name: 'Engine oil 5W-30 (1 L)',
            brand: 'Mobil',
            category: 'Oil',
            unit: 'L',
            cost_cents: 4500,
            price_cents: 8800,
            stock_milli: 24_000,
            reorder_level_milli: 10_000,
        });
        expect(oil).toMatchObject({ price_cents: 8800, stock_milli: 24_000, low_stock: false, active: true });
        const taken = await call(suite.t.app, 'POST', api('product'), {
            token: suite.g.owner,
            body: { sku: 'oil-5w30', name: 'Copy' },
        });
        expectError(taken, 409, 'sku_taken');
        expect(taken.body.details).toEqual([{ field: 'sku', error: 'sku_taken' }]);
        for (const body of [
            { sku: 'N1', name: 'Neg', price_cents: -1 },
            { sku: 'N1', name: 'Half', price_cents: 1.5 },
            { sku: 'N1', name: 'Text', price_cents: '10' },
        ]) {
            expectError(
                await call(suite.t.app, 'POST', api('product'), { token: suite.g.owner, body }),
                400,
                'validation_failed',
            );
        }
        const updated = await call(suite.t.app, 'PUT', api(`product/${oil.id}`), {
            token: suite.g.owner,
            body: { ...oil, price_cents: 9250 },
        });
        expect(updated.body.data.price_cents).toBe(9250);
    });

    it('filter by category, active and low stock, and are searched by SKU, name, brand and barcode', async () => {
        const pad = await create(suite.t, suite.g.owner, 'motor-garage/product', {
            sku: 'BRK-PAD-F',
            name: 'Brake pads (front)',
            brand: 'Brembo',
            category: 'Brakes',
            barcode: '4006633001234',
            stock_milli: 2000,
            reorder_level_milli: 4000,
        });
        const disc = await create(suite.t, suite.g.owner, 'motor-garage/product', {
            sku: 'BRK-DISC',
            name: 'Brake disc',
            category: 'Brakes',
            stock_milli: 8000,
            reorder_level_milli: 2000,
            active: false,
        });
        expect(pad.low_stock).toBe(true);
        const ids = (query: Record<string, string>) => listIds(suite.t, suite.g.owner, 'motor-garage/product', query);
        expect(await ids({ category: 'Brakes', field: 'sku' })).toEqual([disc.id, pad.id]);
        expect(await ids({ category: 'Brakes', active: 'true' })).toEqual([pad.id]);
        expect(await ids({ category: 'Brakes', low_stock: 'true' })).toEqual([pad.id]);
        expect(await ids({ category: 'Brakes', low_stock: 'false' })).toEqual([disc.id]);
        expect(await ids({ keyword: 'brembo' })).toEqual([pad.id]);
        expect(await ids({ keyword: '0012' })).toEqual([pad.id]);
        expect(await ids({ keyword: 'brk-d' })).toEqual([disc.id]);
        expect(await ids({ category: 'Brakes', field: 'stock_milli', asc: 'false' })).toEqual([disc.id, pad.id]);
        expect(await ids({ category: 'Brakes', field: 'price_cents' })).toEqual([pad.id, disc.id]);
    });

    it('are read but not written by members', async () => {
        expect((await call(suite.t.app, 'GET', api('product'), { token: suite.g.member })).status).toBe(200);
        expectError(
            await call(suite.t.app, 'POST', api('product'), {
                token: suite.g.member,
                body: { sku: 'M1', name: 'Member part' },
            }),
            403,
            'forbidden',
        );
    });
});

describe('services', () => {
    it('have unique codes (409 code_taken), filters and keyword search', async () => {
        const oilChange = await create(suite.t, suite.g.owner, 'motor-garage/service', {
            code: 'SVC-OIL',
            name: 'Oil change',
            price_cents: 38000,
            duration_minutes: 45,
            category: 'Maintenance',
        });
        const aircon = await create(suite.t, suite.g.owner, 'motor-garage/service', {
            code: 'SVC-AC',
            name: 'Air-con regas',
            price_cents: 68000,
            category: 'Air-con',
            active: false,
        });
        expectError(
            await call(suite.t.app, 'POST', api('service'), {
                token: suite.g.owner,
                body: { code: 'svc-oil', name: 'Dup' },
            }),
            409,
            'code_taken',
        );
        const ids = (query: Record<string, string>) => listIds(suite.t, suite.g.owner, 'motor-garage/service', query);
        expect(await ids({ keyword: 'svc-', field: 'code' })).toEqual([aircon.id, oilChange.id]);
        expect(await ids({ keyword: 'regas' })).toEqual([aircon.id]);
        expect(await ids({ active: 'false' })).toEqual([aircon.id]);
        expect(await ids({ category: 'Maintenance' })).toEqual([oilChange.id]);
        expect(await ids({ field: 'price_cents', asc: 'false' })).toEqual([aircon.id, oilChange.id]);
        expectError(
            await call(suite.t.app, 'POST', api('service'), { token: suite.g.member, body: { code: 'M', name: 'M' } }),
            403,
            'forbidden',
        );
    });
});

describe('discounts', () => {
    it('check their dates and amounts, and allow many without a code', async () => {
        const post = (body: object) => call(suite.t.app, 'POST', api('discount'), { token: suite.g.owner, body });
        const dates = await post({
            name: 'Backwards',
            kind: 'percent',
            percent_bp: 1000,
            valid_from: '2026-12-31',
            valid_to: '2026-01-01',
        });
        expectError(dates, 400, 'validation_failed');
        expect(dates.body.details).toEqual([{ field: 'valid_to', error: 'before_valid_from' }]);
        expectError(await post({ name: 'Too much', kind: 'percent', percent_bp: 10_001 }), 400, 'validation_failed');
        expectError(await post({ name: 'Nothing', kind: 'amount' }), 400, 'validation_failed');
        expect((await post({ name: 'Staff', kind: 'percent', percent_bp: 1500 })).status).toBe(201);
        expect(
            (await post({ name: 'Loyalty', kind: 'amount', amount_cents: 5000, code: '' })).body.data.code,
        ).toBeNull();
        expect((await post({ name: 'Winter', kind: 'percent', percent_bp: 500, code: 'WINTER' })).status).toBe(201);
        expectError(
            await post({ name: 'Winter 2', kind: 'percent', percent_bp: 500, code: 'winter' }),
            409,
            'code_taken',
        );
    });

    it('filter by active and by the date they are valid on', async () => {
        const always = await create(suite.t, suite.g.stranger, 'motor-garage/discount', {
            name: 'Always',
            kind: 'percent',
            percent_bp: 500,
        });
        const december = await create(suite.t, suite.g.stranger, 'motor-garage/discount', {
            name: 'December',
            kind: 'amount',
            amount_cents: 2000,
            valid_from: '2026-12-01',
            valid_to: '2026-12-31',
        });
        const off = await create(suite.t, suite.g.stranger, 'motor-garage/discount', {
            name: 'Off',
            kind: 'percent',
            percent_bp: 100,
            active: false,
        });
        const ids = (query: Record<string, string>) =>
            listIds(suite.t, suite.g.stranger, 'motor-garage/discount', { field: 'created_at', ...query });
        expect(await ids({ active_on: '2026-12-31' })).toEqual([always.id, december.id]);
        expect(await ids({ active_on: '2027-01-01' })).toEqual([always.id]);
        expect(await ids({ active_on: '2026-11-30' })).toEqual([always.id]);
        expect(await ids({ active: 'false' })).toEqual([off.id]);
        expect(await ids({ keyword: 'dec' })).toEqual([december.id]);
    });

    it('are found by any part of their code, a discount without a code by its name only', async () => {
        const discount = (body: object) =>
            create(suite.t, suite.g.stranger, 'motor-garage/discount', { kind: 'percent', percent_bp: 300, ...body });
        const coded = await discount({ name: 'Loyal customer', code: 'SPRING10' });
        const uncoded = await discount({ name: 'Spring welcome' });
        const ids = (keyword: string) =>
            listIds(suite.t, suite.g.stranger, 'motor-garage/discount', { field: 'created_at', keyword });
        expect(await ids('ring1')).toEqual([coded.id]);
        expect(await ids('  spring10 ')).toEqual([coded.id]);
        expect(await ids('spring')).toEqual([coded.id, uncoded.id]);
        expect(await ids('welcome')).toEqual([uncoded.id]);
        expect(await ids('zz-no-such-code')).toEqual([]);
    });
});

describe('keyword search', () => {
    it('has trigram indexes on every keyword expression where pg_trgm exists', async () => {
        const result = (await suite.t.database.db.execute(
            "SELECT indexname FROM pg_indexes WHERE indexname LIKE '%\\_trgm' ORDER BY indexname" as never,
        )) as unknown as { rows: { indexname: string }[] };
        expect(result.rows.map(row => row.indexname)).toEqual(
            expect.arrayContaining([
                'customers_name_trgm',
                'customers_phone_trgm',
                'vehicles_plate_trgm',
                'products_sku_trgm',
                'services_code_trgm',
                'discounts_code_trgm',
            ]),
        );
        const definitions = (await suite.t.database.db.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE indexname IN ('discounts_code_trgm', 'jobs_invoice_number_trgm')" as never,
        )) as unknown as { rows: { indexname: string; indexdef: string }[] };
        // on the plain column: under row-level security PostgreSQL skips an index on coalesce(...)
        expect(definitions.rows).toHaveLength(2);
        for (const { indexdef } of definitions.rows) expect(indexdef).not.toMatch(/coalesce/i);
    });
});
