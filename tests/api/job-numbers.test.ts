import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberCounters } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { nextNumber, yearIn, type NumberKind } from '../../server/modules/job/numbers';
import { startTestApp, type TestContext } from '../support/app';
import { makeUser, makeWorkspace } from '../support/factories';

// Transactions really run side by side only on PostgreSQL (PGlite has one connection: one after another).
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestContext;
let owner: { id: number };
beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.database.db);
});
afterAll(async () => {
    await t.close();
});

const garage = () => makeWorkspace(t.database.db, owner);
/** One number in its own transaction, as a request would take it. */
const take = (workspaceId: number, kind: NumberKind, year: number) =>
    withTenant(t.database.db, workspaceId, tx => nextNumber(tx, workspaceId, kind, year));

class Rollback extends Error {}

describe('job and invoice numbers', () => {
    it('start at 00001 and count on per workspace, kind and year', async () => {
        const { id } = await garage();
        expect(await take(id, 'job', 2026)).toBe('J-2026-00001');
        expect(await take(id, 'job', 2026)).toBe('J-2026-00002');
        expect(await take(id, 'invoice', 2026)).toBe('INV-2026-00001');
        expect(await take(id, 'job', 2027)).toBe('J-2027-00001');
        expect(await take(id, 'job', 2026)).toBe('J-2026-00003');
        expect(await take(id, 'invoice', 2026)).toBe('INV-2026-00002');
    });

    it('are not shared between workspaces, and a workspace sees and moves only its own counters', async () => {
        const [a, b] = [await garage(), await garage()];
        expect(await take(a.id, 'invoice', 2026)).toBe('INV-2026-00001');
        expect(await take(a.id, 'invoice', 2026)).toBe('INV-2026-00002');
        expect(await take(b.id, 'invoice', 2026)).toBe('INV-2026-00001');
        const seen = await withTenant(t.database.db, b.id, tx => tx.select().from(numberCounters));
        expect(seen).toEqual([{ workspaceId: b.id, kind: 'invoice', year: 2026, last: 1 }]);
        // Row-level security refuses a counter of another workspace, whatever the caller passes.
        await expect(
            withTenant(t.database.db, b.id, tx => nextNumber(tx, a.id, 'invoice', 2026)),
        ).rejects.toMatchObject({ cause: { code: '42501' } });
        expect(await take(a.id, 'invoice', 2026)).toBe('INV-2026-00003');
    });

    it('give a rolled-back number to the next transaction: no gap', async () => {
        const { id } = await garage();
        const rolledBack = async () => {
            let taken = '';
            await expect(
                withTenant(t.database.db, id, async tx => {
                    taken = await nextNumber(tx, id, 'invoice', 2026);
                    throw new Rollback();
                }),
            ).rejects.toBeInstanceOf(Rollback);
            return taken;
        };
        expect(await rolledBack()).toBe('INV-2026-00001');
        expect(await take(id, 'invoice', 2026)).toBe('INV-2026-00001');
        expect(await rolledBack()).toBe('INV-2026-00002');
        expect(await take(id, 'invoice', 2026)).toBe('INV-2026-00002');
    });

    it('grow past five digits', async () => {
        const { id } = await garage();
        await take(id, 'job', 2026);
        await withTenant(t.database.db, id, tx =>
            tx
                .update(numberCounters)
                .set({ last: 99_998 })
                .where(sql`${numberCounters.workspaceId} = ${id} AND ${numberCounters.kind} = 'job'`),
        );
        expect(await take(id, 'job', 2026)).toBe('J-2026-99999');
        expect(await take(id, 'job', 2026)).toBe('J-2026-100000');
    });

    it.skipIf(!onPostgres)('20 transactions at once take 00001..00020, no gap and no duplicate', async () => {
        const { id } = await garage();
        const numbers = await Promise.all(
            Array.from({ length: 20 }, () =>
                withTenant(t.database.db, id, async tx => {
                    const number = await nextNumber(tx, id, 'invoice', 2026);
                    // Hold the counter a moment, as a request storing its invoice would, so that the others queue behind it.
                    await tx.execute(sql`SELECT pg_sleep(0.005)`);
                    return number;
                }),
            ),
        );
        expect(numbers.sort()).toEqual(
            Array.from({ length: 20 }, (_, i) => `INV-2026-${String(i + 1).padStart(5, '0')}`),
        );
    });

    it.skipIf(!onPostgres)('transactions at once, some rolling back, still leave no gap', async () => {
        const { id } = await garage();
        const outcomes = await Promise.allSettled(
            Array.from({ length: 20 }, (_, i) =>
                withTenant(t.database.db, id, async tx => {
                    const number = await nextNumber(tx, id, 'invoice', 2026);
                    await tx.execute(sql`SELECT pg_sleep(0.005)`);
                    if (i % 4 === 1) throw new Rollback();
                    return number;
                }),
            ),
        );
        const kept = outcomes.flatMap(outcome => (outcome.status === 'fulfilled' ? [outcome.value] : []));
        expect(kept.sort()).toEqual(Array.from({ length: 15 }, (_, i) => `INV-2026-${String(i + 1).padStart(5, '0')}`));
        expect(await take(id, 'invoice', 2026)).toBe('INV-2026-00016');
    });
});

describe('yearIn', () => {
    it("is the calendar year in the workspace's time zone", () => {
        expect(yearIn('Asia/Hong_Kong', new Date('2026-12-31T15:59:59Z'))).toBe(2026);
        expect(yearIn('Asia/Hong_Kong', new Date('2026-12-31T16:30:00Z'))).toBe(2027);
        expect(yearIn('UTC', new Date('2026-12-31T16:30:00Z'))).toBe(2026);
        expect(yearIn('America/Los_Angeles', new Date('2027-01-01T05:00:00Z'))).toBe(2026);
    });
});
