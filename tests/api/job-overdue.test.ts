import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { todayIn } from '../../server/modules/job/totals';
import { addDays } from '../../src/session/zone';
import { call } from '../support/factories';
import { create, garageSuite, listIds } from '../support/garage';

const suite = garageSuite();
const resource = 'motor-garage/invoice';
/** The garage's clock runs ahead of every other (UTC+14): its today is never the server's or UTC's yesterday. */
const ZONE = 'Pacific/Kiritimati';

type Status = 'completed' | 'invoiced' | 'paid';

/** A job of $100 in `workspaceId`, put straight into `status` with `due_date` (and nothing owed once paid). */
async function jobDue(token: string, workspaceId: number, status: Status, dueDate: string) {
    const { id } = await create(suite.t, token, resource, {
        lines: [{ kind: 'custom', description: 'Labour', quantity_milli: 1000, unit_price_cents: 10_000 }],
    });
    await withTenant(suite.t.database.db, workspaceId, tx =>
        tx
            .update(jobs)
            .set({ status, dueDate, ...(status === 'paid' ? { paidCents: 10_000, balanceCents: 0 } : {}) })
            .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, id))),
    );
    return id as number;
}

let overdue: number[];
let notOverdue: number[];
beforeAll(async () => {
    const { g, t } = suite;
    await t.database.db.update(workspaces).set({ timezone: ZONE }).where(eq(workspaces.id, g.workspace.id));
    const today = todayIn(ZONE);
    const mine = (status: Status, due: string) => jobDue(g.owner, g.workspace.id, status, due);
    overdue = [
        await mine('invoiced', addDays(today, -1)),
        await mine('invoiced', addDays(today, -45)),
        // the day it is now where the clocks run last (UTC-11): always before the garage's today
        await mine('invoiced', todayIn('Pacific/Pago_Pago')),
    ];
    notOverdue = [
        await mine('invoiced', today),
        await mine('invoiced', addDays(today, 30)),
        await mine('paid', addDays(today, -10)),
        await mine('completed', addDays(today, -10)),
    ];
    // the other garage's overdue invoice
    await jobDue(g.stranger, g.other.id, 'invoiced', addDays(today, -3));
});

describe('the jobs list filter overdue', () => {
    it("answers the unpaid invoices due before today on the workspace's clock, never another workspace's", async () => {
        const { t, g } = suite;
        const ids = await listIds(t, g.owner, resource, { overdue: 'true' });
        expect(ids.sort((a: number, b: number) => a - b)).toEqual([...overdue].sort((a, b) => a - b));
        const answer = await call(t.app, 'GET', `/api/v3/${resource}`, { token: g.owner, query: { overdue: 'true' } });
        expect(answer.body.total).toBe(overdue.length);
    });

    it('a job due today, one not yet due, a paid one and an uninvoiced one are not overdue', async () => {
        const { t, g } = suite;
        const ids = await listIds(t, g.owner, resource, { overdue: 'false' });
        expect(ids.sort((a: number, b: number) => a - b)).toEqual([...notOverdue].sort((a, b) => a - b));
    });

    it('combines with the other filters and refuses what is not a boolean', async () => {
        const { t, g } = suite;
        expect(await listIds(t, g.owner, resource, { overdue: 'true', status: 'paid' })).toEqual([]);
        const refused = await call(t.app, 'GET', `/api/v3/${resource}`, { token: g.owner, query: { overdue: 'soon' } });
        expect(refused.status).toBe(400);
    });

    it("the other garage's owner sees only their own overdue invoice", async () => {
        const { t, g } = suite;
        const ids = await listIds(t, g.stranger, resource, { overdue: 'true' });
        expect(ids).toHaveLength(1);
        expect(ids.some((id: number) => overdue.includes(id))).toBe(false);
    });
});
