import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaces } from '../../server/db/schema';
import { todayIn } from '../../server/modules/job/totals';
import { call, expectError } from '../support/factories';
import { create, garageSuite } from '../support/garage';

// Sums pass 2^31 (docs/api.md, money and stock bounds) and stay exact; a single amount (a line total, a job's subtotal or total) is at most
// 10^12 cents, else 400 on `lines`.
const suite = garageSuite();
const path = '/api/v3/motor-garage/invoice';
const INT_MAX = 2_147_483_647;
const MAX_MONEY = 1_000_000_000_000;
const today = todayIn('Asia/Hong_Kong');

const custom = (unit_price_cents: number, quantity_milli = 1000) => ({
    kind: 'custom',
    description: 'Work',
    quantity_milli,
    unit_price_cents,
});
const jobCount = async (token = suite.g.owner) =>
    (await call(suite.t.app, 'GET', path, { token })).body.total as number;
const act = async (id: number, action: string, body?: object, token = suite.g.owner) => {
    const answer = await call(suite.t.app, 'POST', `${path}/${id}/${action}`, { token, body });
    if (answer.status !== 200) throw new Error(`${action} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
};
const expectTooLarge = (answer: Awaited<ReturnType<typeof call>>) => {
    expectError(answer, 400, 'validation_failed');
    expect(answer.body.details).toEqual([{ field: 'lines', error: 'too_large' }]);
};

describe("a job's money", () => {
    it('saves a subtotal past 2^31 whose total fits, exactly (two lines of $20,000,000 with 100 % off)', async () => {
        const free = await create(suite.t, suite.g.owner, 'motor-garage/discount', {
            name: 'All free',
            kind: 'percent',
            percent_bp: 10_000,
        });
        const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
            discount_id: free.id,
            lines: [custom(2_000_000_000), custom(2_000_000_000)],
        });
        expect(job).toMatchObject({
            subtotal_cents: 4_000_000_000,
            discount_cents: 4_000_000_000,
            tax_cents: 0,
            total_cents: 0,
            balance_cents: 0,
        });
        expect(job.lines.map((line: { line_total_cents: number }) => line.line_total_cents)).toEqual([
            2_000_000_000, 2_000_000_000,
        ]);
        expect((await call(suite.t.app, 'GET', `${path}/${job.id}`, { token: suite.g.member })).body.data).toEqual(job);
        const listed = await call(suite.t.app, 'GET', path, { token: suite.g.owner, query: { ids: String(job.id) } });
        expect(listed.body.data[0]).toMatchObject({ subtotal_cents: 4_000_000_000, total_cents: 0 });
        expect(await act(job.id, 'invoice')).toMatchObject({
            status: 'paid',
            subtotal_cents: 4_000_000_000,
            total_cents: 0,
        });
    });

    it('refuses a line past 10^12 cents with 400 on lines, even when the discount brings the total to nothing', async () => {
        const free = await create(suite.t, suite.g.owner, 'motor-garage/discount', {
            name: 'Free again',
            kind: 'percent',
            percent_bp: 10_000,
        });
        const before = await jobCount();
        expectTooLarge(
            await call(suite.t.app, 'POST', path, {
                token: suite.g.owner,
                body: { lines: [custom(INT_MAX, INT_MAX)] },
            }),
        );
        expectTooLarge(
            await call(suite.t.app, 'POST', path, {
                token: suite.g.owner,
                body: { discount_id: free.id, lines: [custom(INT_MAX, INT_MAX)] },
            }),
        );
        expect(await jobCount()).toBe(before);
    });

    it('takes a line, a subtotal and a total of exactly 10^12 cents, and not one cent more', async () => {
        // 500,000 units at $20,000 = 10^12 cents.
        const atBound = await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
            lines: [custom(2_000_000, 500_000_000)],
        });
        expect(atBound).toMatchObject({ subtotal_cents: MAX_MONEY, total_cents: MAX_MONEY, balance_cents: MAX_MONEY });
        const before = await jobCount();
        expectTooLarge(
            await call(suite.t.app, 'POST', path, {
                token: suite.g.owner,
                body: { lines: [custom(2_000_000, 500_000_001)] },
            }),
        );
        // Each line within the bound, their sum beyond it.
        expectTooLarge(
            await call(suite.t.app, 'POST', path, {
                token: suite.g.owner,
                body: { lines: [custom(2_000_000, 500_000_000), custom(1)] },
            }),
        );
        expect(await jobCount()).toBe(before);
        // An update beyond the bound changes nothing.
        expectTooLarge(
            await call(suite.t.app, 'PUT', `${path}/${atBound.id}`, {
                token: suite.g.owner,
                body: { lines: [custom(2_000_000, 500_000_000), custom(2_000_000, 500_000_000)] },
            }),
        );
        expect((await call(suite.t.app, 'GET', `${path}/${atBound.id}`, { token: suite.g.owner })).body.data).toEqual(
            atBound,
        );
    });

    it('refuses a total past 10^12 cents once the tax is on (400 on lines), at saving and at invoicing', async () => {
        const { db } = suite.t.database;
        const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
            lines: [custom(2_000_000, 500_000_000)],
        });
        await db.update(workspaces).set({ taxRateBp: 100 }).where(eq(workspaces.id, suite.g.workspace.id));
        try {
            expectTooLarge(
                await call(suite.t.app, 'POST', path, {
                    token: suite.g.owner,
                    body: { lines: [custom(2_000_000, 500_000_000)] },
                }),
            );
            expectTooLarge(await call(suite.t.app, 'POST', `${path}/${job.id}/invoice`, { token: suite.g.owner }));
            expect(
                (await call(suite.t.app, 'GET', `${path}/${job.id}`, { token: suite.g.owner })).body.data,
            ).toMatchObject({ status: 'quote', total_cents: MAX_MONEY });
        } finally {
            await db.update(workspaces).set({ taxRateBp: 0 }).where(eq(workspaces.id, suite.g.workspace.id));
        }
    });
});

describe('sums past 2^31', () => {
    // In the other garage, whose figures hold only this test's records.
    it("answer a customer's balance, in their record and in every list, and the statistic, exactly", async () => {
        const token = suite.g.stranger;
        const big = await create(suite.t, token, 'relationship/customer', { name: 'Fleet owner' });
        const part = await create(suite.t, token, 'motor-garage/product', {
            sku: 'ENGINE',
            name: 'Engine',
            price_cents: 1_500_000_000,
        });
        const invoice = async (quantity_milli: number) => {
            const job = await create(suite.t, token, 'motor-garage/invoice', {
                customer_id: big.id,
                lines: [{ kind: 'product', product_id: part.id, quantity_milli }],
            });
            return act(job.id, 'invoice', undefined, token);
        };
        const [first, second] = [await invoice(1000), await invoice(2000)];
        expect([first.total_cents, second.total_cents]).toEqual([1_500_000_000, 3_000_000_000]);
        await act(second.id, 'payment', { amount_cents: 2_000_000_000, method: 'bank_transfer' }, token);
        await act(second.id, 'payment', { amount_cents: 500_000_000, method: 'cash' }, token);
        const owed = 1_500_000_000 + 500_000_000;
        const third = await invoice(1000);
        const balance = owed + third.total_cents;
        expect(balance).toBeGreaterThan(INT_MAX);

        const customerPath = '/api/v3/relationship/customer';
        const one = await call(suite.t.app, 'GET', `${customerPath}/${big.id}`, { token });
        expect(one.status).toBe(200);
        expect(one.body.data.balance_cents).toBe(balance);
        const queries: Record<string, string>[] = [
            {},
            { keyword: 'Fleet' },
            { ids: String(big.id) },
            { field: 'name', asc: 'false' },
        ];
        for (const query of queries) {
            const list = await call(suite.t.app, 'GET', customerPath, { token, query });
            expect(list.status, JSON.stringify(query)).toBe(200);
            expect(list.body.data.find((row: { id: number }) => row.id === big.id).balance_cents).toBe(balance);
        }

        const statistic = await call(suite.t.app, 'GET', '/api/v3/motor-garage/statistic', {
            token,
            query: { from: today, to: today },
        });
        expect(statistic.status).toBe(200);
        expect(statistic.body.data).toMatchObject({
            revenue_cents: 2_500_000_000,
            invoiced_cents: 6_000_000_000,
            outstanding_cents: balance,
            average_invoice_cents: 2_000_000_000,
            revenue_by_day: [{ date: today, cents: 2_500_000_000 }],
            top_products: [{ id: part.id, name: 'Engine', quantity_milli: 4000, revenue_cents: 6_000_000_000 }],
        });
    });
});
