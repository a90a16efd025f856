import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { todayIn } from '../../server/modules/job/totals';
import { addDays } from '../../src/session/zone';
import { call, expectError } from '../support/factories';
import { garageSuite, invoicedJob, listIds } from '../support/garage';

const suite = garageSuite();
const path = '/api/v3/motor-garage/statistic/aging';
const resource = 'motor-garage/invoice';
/** The garage's clock runs ahead of every other (UTC+14): its today is never the server's or UTC's. */
const ZONE = 'Pacific/Kiritimati';

/** An invoice of `cents` in the garage, due `late` days before its today (negative: not yet due). */
async function owing(cents: number, late: number, token = suite.g.owner, workspaceId = suite.g.workspace.id) {
    const job = await invoicedJob(suite.t, token, cents);
    await withTenant(suite.t.database.db, workspaceId, tx =>
        tx
            .update(jobs)
            .set({ dueDate: addDays(todayIn(ZONE), -late) })
            .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, job.id))),
    );
    return job.id as number;
}

const act = async (id: number, action: string, body?: object) => {
    const answer = await call(suite.t.app, 'POST', `/api/v3/${resource}/${id}/${action}`, {
        token: suite.g.owner,
        body,
    });
    expect(answer.status).toBe(200);
};

const ids: Record<number, number> = {};
let partlyPaid: number;

beforeAll(async () => {
    const { t, g } = suite;
    for (const id of [g.workspace.id, g.other.id])
        await t.database.db.update(workspaces).set({ timezone: ZONE }).where(eq(workspaces.id, id));
    // Each invoice owes a different amount, so that a sum tells which ones a bucket holds.
    for (const late of [-5, 0, 1, 30, 31, 60, 61, 90, 91]) ids[late] = await owing(10_000 + late, late);
    partlyPaid = await owing(50_000, 400);
    await act(partlyPaid, 'payment', { amount_cents: 20_000, method: 'cash' });
    // Not owed: paid in full, or void.
    await act(await owing(7_000, 45), 'payment', { amount_cents: 7_000, method: 'cash' });
    await act(await owing(8_000, 45), 'void');
    await owing(99_000, 45, g.stranger, g.other.id);
});

const agingOf = async (token = suite.g.owner) => {
    const answer = await call(suite.t.app, 'GET', path, { token });
    expect(answer.status).toBe(200);
    return answer.body.data;
};

describe('aging of what is owed', () => {
    it("puts each unpaid invoice in its bucket by days past its due date on the workspace's today", async () => {
        expect(await agingOf()).toEqual({
            buckets: [
                { id: 'current', overdue_from: null, overdue_to: 0, invoices: 2, balance_cents: 9_995 + 10_000 },
                { id: 'days_1_30', overdue_from: 1, overdue_to: 30, invoices: 2, balance_cents: 10_001 + 10_030 },
                { id: 'days_31_60', overdue_from: 31, overdue_to: 60, invoices: 2, balance_cents: 10_031 + 10_060 },
                { id: 'days_61_90', overdue_from: 61, overdue_to: 90, invoices: 2, balance_cents: 10_061 + 10_090 },
                { id: 'over_90', overdue_from: 91, overdue_to: null, invoices: 2, balance_cents: 10_091 + 30_000 },
            ],
        });
    });

    it("adds up to the statistic's outstanding figure", async () => {
        const today = todayIn(ZONE);
        const statistic = await call(suite.t.app, 'GET', '/api/v3/motor-garage/statistic', {
            token: suite.g.owner,
            query: { from: today, to: today },
        });
        const { buckets } = await agingOf();
        const owed = buckets.reduce((sum: number, bucket: { balance_cents: number }) => sum + bucket.balance_cents, 0);
        expect(statistic.body.data.outstanding_cents).toBe(owed);
    });

    it('the jobs list opens each overdue bucket: overdue_from and overdue_to are days past the due date', async () => {
        const { t, g } = suite;
        const list = async (query: Record<string, string>) =>
            (await listIds(t, g.owner, resource, query)).sort((a: number, b: number) => a - b);
        const sorted = (...values: number[]) => values.sort((a, b) => a - b);
        expect(await list({ overdue: 'true', overdue_from: '1', overdue_to: '30' })).toEqual(sorted(ids[1], ids[30]));
        expect(await list({ overdue_from: '31', overdue_to: '60' })).toEqual(sorted(ids[31], ids[60]));
        expect(await list({ overdue_from: '61', overdue_to: '90' })).toEqual(sorted(ids[61], ids[90]));
        expect(await list({ overdue_from: '91' })).toEqual(sorted(ids[91], partlyPaid));
        expect(await list({ status: 'invoiced', overdue: 'false' })).toEqual(sorted(ids[-5], ids[0]));
        for (const days of ['0', '-1', '1.5', 'soon']) {
            const refused = await call(t.app, 'GET', `/api/v3/${resource}`, {
                token: g.owner,
                query: { overdue_from: days },
            });
            expectError(refused, 400, 'validation_failed');
        }
    });

    it("counts only the caller's garage, and needs statistic:read (members lack it) and a token", async () => {
        const theirs = await agingOf(suite.g.stranger);
        expect(theirs.buckets.map((bucket: { invoices: number }) => bucket.invoices)).toEqual([0, 0, 1, 0, 0]);
        expect(theirs.buckets[2].balance_cents).toBe(99_000);
        expectError(await call(suite.t.app, 'GET', path, { token: suite.g.member }), 403, 'forbidden');
        expectError(await call(suite.t.app, 'GET', path), 401, 'unauthorized');
    });
});
