import { and, eq, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, stockMovements } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { call, expectError, type Answer } from '../support/factories';
import { create, garageSuite } from '../support/garage';

// A part's stock is a ledger (docs/api.md, The stock ledger): adjustments, invoices and voids each write a movement, and the product's
// stock_milli is their sum, which a product's own form can no longer write.
const suite = garageSuite();
const productPath = '/api/v3/motor-garage/product';
const jobPath = '/api/v3/motor-garage/invoice';
const onPostgres = process.env.TEST_DB === 'postgres';
const INT_MAX = 2_147_483_647;

type Product = { id: number; stock_milli: number };
let ownerName: string;
beforeAll(async () => {
    const self = await call(suite.t.app, 'GET', '/api/v3/workspace-user/self', { token: suite.g.owner });
    ownerName = self.body.data.user.display_name;
});

const part = (sku: string, stock_milli?: number, price_cents = 10_000) =>
    create(suite.t, suite.g.owner, 'motor-garage/product', {
        sku,
        name: `Part ${sku}`,
        price_cents,
        ...(stock_milli === undefined ? {} : { stock_milli }),
    });
const adjust = (id: number, body: object, token = suite.g.owner) =>
    call(suite.t.app, 'POST', `${productPath}/${id}/stock`, { token, body });
const ledger = (id: number, query: Record<string, string> = {}, token = suite.g.owner) =>
    call(suite.t.app, 'GET', `${productPath}/${id}/stock`, { token, query });
const entries = async (id: number) => {
    const answer = await ledger(id, { size: '100' });
    if (answer.status !== 200) throw new Error(`ledger failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as Record<string, unknown>[];
};
const product = async (id: number) =>
    (await call(suite.t.app, 'GET', `${productPath}/${id}`, { token: suite.g.owner })).body.data;
/** The product's stock_milli, its ledger's sum and its version, read from the database. */
const stored = async (id: number) => {
    const { db } = suite.t.database;
    const workspaceId = suite.g.workspace.id;
    return withTenant(db, workspaceId, async tx => {
        const [row] = await tx
            .select({ stock: products.stockMilli, version: products.version })
            .from(products)
            .where(and(eq(products.workspaceId, workspaceId), eq(products.id, id)));
        const [ledgerSum] = await tx
            .select({ total: sum(stockMovements.deltaMilli).mapWith(Number) })
            .from(stockMovements)
            .where(and(eq(stockMovements.workspaceId, workspaceId), eq(stockMovements.productId, id)));
        return { stock: row.stock, ledger: ledgerSum.total ?? 0, version: row.version };
    });
};
const act = async (id: number, action: string) => {
    const answer = await call(suite.t.app, 'POST', `${jobPath}/${id}/${action}`, { token: suite.g.owner });
    if (answer.status !== 200) throw new Error(`${action} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
};
const jobWith = (lines: { product: Product; quantity_milli: number }[]) =>
    create(suite.t, suite.g.member, 'motor-garage/invoice', {
        lines: lines.map(line => ({
            kind: 'product',
            product_id: line.product.id,
            quantity_milli: line.quantity_milli,
        })),
    });
const expectInvalid = (answer: Answer, field: string, error: string) => {
    expectError(answer, 400, 'validation_failed');
    expect(answer.body.details, JSON.stringify(answer.body.details)).toContainEqual({ field, error });
};

describe('the stock ledger', () => {
    it('starts with the opening stock a new part is created with; none without', async () => {
        const oil = await part('OIL', 24_000);
        expect(oil.stock_milli).toBe(24_000);
        const [opening] = await entries(oil.id);
        expect(opening).toMatchObject({
            product_id: oil.id,
            delta_milli: 24_000,
            reason: 'opening',
            job_id: null,
            job_number: null,
            note: '',
            stock_after_milli: 24_000,
        });
        expect(opening.created_by_name).toBe(ownerName);
        expect(await entries((await part('NONE')).id)).toEqual([]);
    });

    it("takes an adjustment: one movement, the stock moved by it, the product's version untouched", async () => {
        const pads = await part('PADS', 10_000);
        const before = await stored(pads.id);
        const answer = await adjust(pads.id, { delta_milli: 5_500, reason: 'received', note: 'Delivery from Brembo' });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ id: pads.id, stock_milli: 15_500, low_stock: false });
        expect(answer.body.data.movement).toMatchObject({
            delta_milli: 5_500,
            reason: 'received',
            note: 'Delivery from Brembo',
            stock_after_milli: 15_500,
        });
        expect((await adjust(pads.id, { delta_milli: -2_000, reason: 'damaged' })).body.data.stock_milli).toBe(13_500);
        expect((await product(pads.id)).stock_milli).toBe(13_500);
        const list = await entries(pads.id);
        expect(list.map(entry => [entry.reason, entry.delta_milli, entry.stock_after_milli, entry.note])).toEqual([
            ['damaged', -2_000, 13_500, ''],
            ['received', 5_500, 15_500, 'Delivery from Brembo'],
            ['opening', 10_000, 10_000, ''],
        ]);
        expect(await stored(pads.id)).toEqual({ stock: 13_500, ledger: 13_500, version: before.version });
        const paged = await ledger(pads.id, { page: '2', size: '2' });
        expect(paged.body).toMatchObject({ total: 3, page: 2, size: 2 });
        expect(paged.body.data.map((entry: { reason: string }) => entry.reason)).toEqual(['opening']);
    });

    it('refuses a bad adjustment with 400 on its field, and changes nothing', async () => {
        const bolts = await part('BOLTS', 1_000);
        const bad: [object, string, string][] = [
            [{ delta_milli: 0, reason: 'count' }, 'delta_milli', 'invalid_value'],
            [{ delta_milli: 1_000_000_000_001, reason: 'received' }, 'delta_milli', 'too_large'],
            [{ delta_milli: -1_000_000_000_001, reason: 'count' }, 'delta_milli', 'too_small'],
            [{ delta_milli: 1.5, reason: 'count' }, 'delta_milli', 'invalid_type'],
            [{ delta_milli: '1000', reason: 'count' }, 'delta_milli', 'invalid_type'],
            [{ reason: 'count' }, 'delta_milli', 'required'],
            [{ delta_milli: 1_000, reason: 'job' }, 'reason', 'invalid_value'],
            [{ delta_milli: 1_000, reason: 'void' }, 'reason', 'invalid_value'],
            [{ delta_milli: 1_000, reason: 'stolen' }, 'reason', 'invalid_value'],
            [{ delta_milli: 1_000 }, 'reason', 'required'],
            [{ delta_milli: 1_000, reason: 'count', note: 'x'.repeat(501) }, 'note', 'too_long'],
        ];
        for (const [body, field, error] of bad) expectInvalid(await adjust(bolts.id, body), field, error);
        expect(await stored(bolts.id)).toMatchObject({ stock: 1_000, ledger: 1_000 });
        expect(await entries(bolts.id)).toHaveLength(1);
        // The bounds themselves are taken.
        expect((await adjust(bolts.id, { delta_milli: 1_000_000_000_000, reason: 'count' })).status).toBe(200);
        expect((await adjust(bolts.id, { delta_milli: -1_000_000_000_000, reason: 'count' })).status).toBe(200);
    });

    it("answers 401 without a token, 403 to a member without product:write, 404 for another garage's or an unknown part", async () => {
        const wipers = await part('WIPERS', 3_000);
        expectError(
            await call(suite.t.app, 'POST', `${productPath}/${wipers.id}/stock`, {
                body: { delta_milli: 1, reason: 'count' },
            }),
            401,
            'unauthorized',
        );
        expectError(await call(suite.t.app, 'GET', `${productPath}/${wipers.id}/stock`), 401, 'unauthorized');
        expectError(await adjust(wipers.id, { delta_milli: 1_000, reason: 'count' }, suite.g.member), 403, 'forbidden');
        expect((await ledger(wipers.id, {}, suite.g.member)).status).toBe(200);
        expectError(
            await adjust(wipers.id, { delta_milli: 1_000, reason: 'count' }, suite.g.stranger),
            404,
            'not_found',
        );
        expectError(await ledger(wipers.id, {}, suite.g.stranger), 404, 'not_found');
        expectError(await adjust(999_999, { delta_milli: 1_000, reason: 'count' }), 404, 'not_found');
        expect(await stored(wipers.id)).toMatchObject({ stock: 3_000, ledger: 3_000 });
    });

    it('keeps what an invoice took when the part is saved from a form read before it (40000 → 36000 stays 36000)', async () => {
        const tyres = await part('TYRE', 40_000);
        const form = await product(tyres.id);
        const job = await jobWith([{ product: tyres, quantity_milli: 4_000 }]);
        await act(job.id, 'invoice');
        expect((await product(tyres.id)).stock_milli).toBe(36_000);
        const saved = await call(suite.t.app, 'PUT', `${productPath}/${tyres.id}`, {
            token: suite.g.owner,
            body: { ...form, name: 'Tyre 205/55 R16' },
        });
        expect(saved.status).toBe(200);
        expect(saved.body.data).toMatchObject({ name: 'Tyre 205/55 R16', stock_milli: 36_000 });
        const alone = await call(suite.t.app, 'PUT', `${productPath}/${tyres.id}`, {
            token: suite.g.owner,
            body: { stock_milli: 99_000 },
        });
        expect(alone.body.data.stock_milli).toBe(36_000);
        const [taken] = await entries(tyres.id);
        expect(taken).toMatchObject({
            reason: 'job',
            delta_milli: -4_000,
            job_id: job.id,
            job_number: job.number,
            stock_after_milli: 36_000,
        });

        await act(job.id, 'void');
        const [back] = await entries(tyres.id);
        expect(back).toMatchObject({
            reason: 'void',
            delta_milli: 4_000,
            job_id: job.id,
            job_number: job.number,
            stock_after_milli: 40_000,
        });
        expect(await stored(tyres.id)).toMatchObject({ stock: 40_000, ledger: 40_000 });
    });

    it('invoices and voids a part whose stock and quantities pass 2^31, exactly, again and again', async () => {
        const sand = await part('SAND', INT_MAX - 647, 0);
        expect(
            (await adjust(sand.id, { delta_milli: 1_000_000_000_000, reason: 'received' })).body.data.stock_milli,
        ).toBe(1_002_147_483_000);
        // Two lines of the same part: 4,000,000,000 thousandths out at once.
        const first = await jobWith([
            { product: sand, quantity_milli: 2_000_000_000 },
            { product: sand, quantity_milli: 2_000_000_000 },
        ]);
        await act(first.id, 'invoice');
        expect((await product(sand.id)).stock_milli).toBe(998_147_483_000);
        const second = await jobWith([{ product: sand, quantity_milli: INT_MAX }]);
        await act(second.id, 'invoice');
        expect((await product(sand.id)).stock_milli).toBe(998_147_483_000 - INT_MAX);
        await act(first.id, 'void');
        await act(second.id, 'void');
        expect(await stored(sand.id)).toMatchObject({ stock: 1_002_147_483_000, ledger: 1_002_147_483_000 });
        const [voided] = await entries(sand.id);
        expect(voided).toMatchObject({
            reason: 'void',
            delta_milli: INT_MAX,
            job_id: second.id,
            stock_after_milli: 1_002_147_483_000,
        });
    });

    it.runIf(onPostgres)('keeps the stock equal to its ledger under 20 adjustments and invoices at once', async () => {
        const filters = await part('FILTER', 100_000);
        const jobs = await Promise.all(
            Array.from({ length: 10 }, () => jobWith([{ product: filters, quantity_milli: 1_000 }])),
        );
        const answers = await Promise.all([
            ...jobs.map(job => call(suite.t.app, 'POST', `${jobPath}/${job.id}/invoice`, { token: suite.g.owner })),
            ...Array.from({ length: 10 }, (_, index) =>
                adjust(filters.id, { delta_milli: 500 + index, reason: 'received' }),
            ),
        ]);
        expect(answers.map(answer => answer.status)).toEqual(Array(20).fill(200));
        const expected =
            100_000 - 10 * 1_000 + Array.from({ length: 10 }, (_, index) => 500 + index).reduce((a, b) => a + b, 0);
        expect(await stored(filters.id)).toMatchObject({ stock: expected, ledger: expected });
        const list = await entries(filters.id);
        expect(list).toHaveLength(21);
        expect(list[0].stock_after_milli).toBe(expected);
    });
});
