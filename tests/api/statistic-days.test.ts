import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, statisticDays, statisticItemDays, statisticJobDays, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { todayIn } from '../../server/modules/job/totals';
import { seededRandom, type Random } from '../../scripts/seed/records';
import { JOB_STATUSES } from '../../common/jobs';
import { call, makeUser, makeWorkspace } from '../support/factories';
import { seedJobsIn } from '../../scripts/seed/scale';
import { create, garageSuite } from '../support/garage';

// The statistics' daily figures (statistic_days, statistic_item_days, statistic_job_days) are kept by triggers in the
// transactions of the writes; after a seeded random run of the job actions in two garages (one moved to New York's
// zone midway), they must equal the figures worked out again here from the jobs, lines and payments.

const suite = garageSuite();
const jobsPath = '/api/v3/motor-garage/invoice';
const STEPS = 240;

type Garage = { token: string; workspaceId: number; lines: object[] };
type Tally = Map<string, number[]>;

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** Moments just either side of midnight in Hong Kong (16:00 UTC) and New York (04:00 / 05:00 UTC), 1–6 days ago. */
const nearMidnight = (random: Random) => {
    const times = ['15:59:59', '16:00:00', '03:59:59', '04:00:00', '04:59:59', '05:00:00', '12:00:00'];
    return `${utcDay(1 + Math.floor(random() * 6))}T${times[Math.floor(random() * times.length)]}Z`;
};
const pick = <T>(random: Random, items: T[]) => items[Math.floor(random() * items.length)];

async function ok(method: 'POST' | 'DELETE', path: string, token: string, body?: object) {
    const answer = await call(suite.t.app, method, path, { token, body });
    if (answer.status !== 200 && answer.status !== 201)
        throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
}

const jobsOf = async (garage: Garage) =>
    withTenant(suite.t.database.db, garage.workspaceId, async tx => {
        const result = await tx.execute(sql`SELECT j.id, j.status, j.balance_cents,
      (SELECT coalesce(json_agg(p.id), '[]') FROM job_payments p WHERE p.workspace_id = j.workspace_id AND p.job_id = j.id) AS payments
      FROM jobs j WHERE j.workspace_id = ${garage.workspaceId} ORDER BY j.id`);
        return (
            result as unknown as { rows: { id: number; status: string; balance_cents: string; payments: number[] }[] }
        ).rows;
    });

/** One random action on one of the garage's jobs (or a new job), through the API where the API has it. */
async function step(random: Random, garage: Garage) {
    const all = await jobsOf(garage);
    const open = all.filter(job => ['quote', 'scheduled', 'in_progress', 'completed'].includes(job.status));
    const owed = all.filter(job => job.status === 'invoiced');
    const unpaid = owed.filter(job => !job.payments.length);
    const withPayments = all.filter(job => job.payments.length);
    const choice = random();
    const { token } = garage;
    if (choice < 0.2 || !all.length) {
        const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, garage.lines));
        await create(suite.t, token, 'motor-garage/invoice', { lines });
    } else if (choice < 0.38 && open.length) {
        await ok('POST', `${jobsPath}/${pick(random, open).id}/invoice`, token);
    } else if (choice < 0.58 && owed.length) {
        const job = pick(random, owed);
        const amount_cents = 1 + Math.floor(random() * Number(job.balance_cents));
        await ok('POST', `${jobsPath}/${job.id}/payment`, token, {
            amount_cents,
            method: 'cash',
            paid_at: nearMidnight(random),
        });
    } else if (choice < 0.68 && withPayments.length) {
        const job = pick(random, withPayments);
        await ok('DELETE', `${jobsPath}/${job.id}/payment/${pick(random, job.payments)}`, token);
    } else if (choice < 0.76 && unpaid.length) {
        await ok('POST', `${jobsPath}/${pick(random, unpaid).id}/void`, token);
    } else if (choice < 0.8 && open.length) {
        const job = pick(random, open);
        // A quote goes; another open job is cancelled.
        if (job.status === 'quote') await ok('DELETE', `${jobsPath}/${job.id}`, token);
        else await ok('POST', `${jobsPath}/${job.id}/cancel`, token);
    } else {
        // What the API cannot do: a job written down, or invoiced, on another day (either side of a midnight).
        const job = pick(random, all);
        await withTenant(suite.t.database.db, garage.workspaceId, tx =>
            tx
                .update(jobs)
                .set({
                    createdAt: new Date(nearMidnight(random)),
                    ...(['invoiced', 'paid', 'void'].includes(job.status)
                        ? { invoicedAt: new Date(nearMidnight(random)) }
                        : {}),
                })
                .where(and(eq(jobs.workspaceId, garage.workspaceId), eq(jobs.id, job.id))),
        );
    }
}

const add = (tally: Tally, key: string, values: number[]) => {
    const sums = tally.get(key) ?? values.map(() => 0);
    tally.set(
        key,
        sums.map((sum, index) => sum + values[index]),
    );
};
/** The figures without the rows that add up to nothing, as sorted entries. */
const figures = (tally: Tally) => [...tally].filter(([, values]) => values.some(Boolean)).sort();

/** The daily figures worked out again from the garage's jobs, lines and payments, days in its zone. */
async function recomputed(workspaceId: number) {
    return withTenant(suite.t.database.db, workspaceId, async tx => {
        const rows = async <T>(query: ReturnType<typeof sql>) =>
            ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
        const [{ timezone }] = await tx
            .select({ timezone: workspaces.timezone })
            .from(workspaces)
            .where(eq(workspaces.id, workspaceId));
        const day = (at: string) => todayIn(timezone, new Date(at));
        const days: Tally = new Map();
        const items: Tally = new Map();
        const created: Tally = new Map();
        type JobRow = {
            id: number;
            status: string;
            created_at: string;
            invoiced_at: string | null;
            total_cents: string;
        };
        const all = await rows<JobRow>(sql`SELECT id, status, to_json(created_at) #>> '{}' AS created_at,
      to_json(invoiced_at) #>> '{}' AS invoiced_at, total_cents
      FROM jobs WHERE workspace_id = ${workspaceId}`);
        const invoices = new Map<number, string>();
        for (const job of all) {
            add(created, `${day(job.created_at)} ${job.status}`, [1]);
            if ((job.status === 'invoiced' || job.status === 'paid') && job.invoiced_at) {
                add(days, day(job.invoiced_at), [0, 1, Number(job.total_cents)]);
                invoices.set(job.id, day(job.invoiced_at));
            }
        }
        type LineRow = { job_id: number; kind: string; item: number | null; quantity_milli: number; total: string };
        for (const line of await rows<LineRow>(sql`SELECT job_id, kind, coalesce(service_id, product_id) AS item,
      quantity_milli, line_total_cents AS total FROM job_lines WHERE workspace_id = ${workspaceId}`)) {
            const invoiced = invoices.get(line.job_id);
            if (invoiced && line.kind !== 'custom' && line.item !== null)
                add(items, `${invoiced} ${line.kind} ${line.item}`, [1, line.quantity_milli, Number(line.total)]);
        }
        for (const payment of await rows<{ paid_at: string; amount_cents: number }>(
            sql`SELECT to_json(paid_at) #>> '{}' AS paid_at, amount_cents FROM job_payments WHERE workspace_id = ${workspaceId}`,
        ))
            add(days, day(payment.paid_at), [payment.amount_cents, 0, 0]);
        return { days: figures(days), items: figures(items), created: figures(created) };
    });
}

/** The daily figures the triggers kept. */
const kept = (workspaceId: number) =>
    withTenant(suite.t.database.db, workspaceId, async tx => {
        const days: Tally = new Map();
        for (const row of await tx.select().from(statisticDays))
            add(days, row.day, [row.revenueCents, row.invoices, row.invoicedCents]);
        const items: Tally = new Map();
        for (const row of await tx.select().from(statisticItemDays))
            add(items, `${row.day} ${row.kind} ${row.itemId}`, [row.lines, row.quantityMilli, row.revenueCents]);
        const created: Tally = new Map();
        for (const row of await tx.select().from(statisticJobDays))
            add(created, `${row.day} ${row.status}`, [row.jobs]);
        return { days: figures(days), items: figures(items), created: figures(created) };
    });

let mine: Garage, theirs: Garage;

beforeAll(async () => {
    const { t, g } = suite;
    const priceList = async (token: string, code: string) => {
        const service = (n: number) =>
            create(t, token, 'motor-garage/service', {
                code: `${code}S${n}`,
                name: `Service ${n}`,
                price_cents: 1_000 * n + 99,
            });
        const product = (n: number) =>
            create(t, token, 'motor-garage/product', {
                sku: `${code}P${n}`,
                name: `Part ${n}`,
                price_cents: 350 * n,
                stock_milli: 1_000_000,
            });
        const [s1, s2, p1, p2] = [await service(1), await service(2), await product(1), await product(2)];
        return [
            { kind: 'service', service_id: s1.id, quantity_milli: 1000 },
            { kind: 'service', service_id: s2.id, quantity_milli: 1500 },
            { kind: 'product', product_id: p1.id, quantity_milli: 2000 },
            { kind: 'product', product_id: p2.id, quantity_milli: 0 },
            { kind: 'custom', description: 'Diagnosis', quantity_milli: 1000, unit_price_cents: 4_321 },
        ];
    };
    mine = { token: g.owner, workspaceId: g.workspace.id, lines: await priceList(g.owner, 'A') };
    theirs = { token: g.stranger, workspaceId: g.other.id, lines: await priceList(g.stranger, 'B') };
});

describe('daily statistic figures', () => {
    it('equal a recomputation from the jobs after a seeded random run of actions in two garages', async () => {
        const random = seededRandom(20_261_124);
        for (let n = 0; n < STEPS; n++) {
            await step(random, random() < 0.6 ? mine : theirs);
            // Midway, the other garage moves to New York: its days are worked out again in that zone.
            if (n === STEPS / 2)
                await suite.t.database.db
                    .update(workspaces)
                    .set({ timezone: 'America/New_York' })
                    .where(eq(workspaces.id, theirs.workspaceId));
        }
        for (const garage of [mine, theirs]) {
            const expected = await recomputed(garage.workspaceId);
            expect(expected.days.length).toBeGreaterThan(3);
            expect(expected.items.length).toBeGreaterThan(3);
            expect(await kept(garage.workspaceId)).toEqual(expected);
        }
    });

    it('answers the kept figures: the API over the whole run equals the recomputation', async () => {
        const expected = await recomputed(mine.workspaceId);
        const dayList = [...expected.days, ...expected.created.map(([key]) => [key.slice(0, 10)])].map(
            ([key]) => key.slice(0, 10) as string,
        );
        const [from, to] = [dayList.reduce((a, b) => (a < b ? a : b)), dayList.reduce((a, b) => (a > b ? a : b))];
        const answer = await call(suite.t.app, 'GET', '/api/v3/motor-garage/statistic', {
            token: mine.token,
            query: { from, to },
        });
        expect(answer.status).toBe(200);
        const sum = (index: number) => expected.days.reduce((total, [, values]) => total + values[index], 0);
        const byStatus = Object.fromEntries(
            JOB_STATUSES.map(status => [
                status,
                expected.created.filter(([key]) => key.endsWith(` ${status}`)).reduce((n, [, [jobs]]) => n + jobs, 0),
            ]),
        );
        expect(answer.body.data).toMatchObject({
            revenue_cents: sum(0),
            invoiced_cents: sum(2),
            jobs_by_status: byStatus,
        });
    });

    it('counts two payments made at once on different jobs, both on the same day', async () => {
        const owed = (await jobsOf(mine)).filter(job => job.status === 'invoiced' && Number(job.balance_cents) > 1);
        expect(owed.length).toBeGreaterThan(1);
        const paidAt = `${utcDay(1)}T12:00:00Z`;
        const before = await kept(mine.workspaceId);
        await Promise.all(
            owed.slice(0, 2).map(job =>
                ok('POST', `${jobsPath}/${job.id}/payment`, mine.token, {
                    amount_cents: 1,
                    method: 'fps',
                    paid_at: paidAt,
                }),
            ),
        );
        const day = todayIn('Asia/Hong_Kong', new Date(paidAt));
        const revenueOf = (figures: Awaited<ReturnType<typeof kept>>) =>
            figures.days.find(([key]) => key === day)?.[1][0] ?? 0;
        expect(revenueOf(await kept(mine.workspaceId)) - revenueOf(before)).toBe(2);
        expect(await kept(mine.workspaceId)).toEqual(await recomputed(mine.workspaceId));
    });

    it('keeps every figure, and waits on no lock in a circle, when actions of all kinds run at once', async () => {
        const all = await jobsOf(mine);
        const of = (statuses: string[], count: number) =>
            all.filter(job => statuses.includes(job.status) && !job.payments.length).slice(0, count);
        const withPayments = all.filter(job => job.payments.length).slice(0, 2);
        await create(suite.t, mine.token, 'motor-garage/invoice', { lines: mine.lines.slice(0, 2) });
        const actions = [
            ...of(['quote', 'scheduled', 'in_progress', 'completed'], 3).map(job =>
                ok('POST', `${jobsPath}/${job.id}/invoice`, mine.token),
            ),
            ...of(['invoiced'], 4).map((job, index) =>
                index < 2
                    ? ok('POST', `${jobsPath}/${job.id}/void`, mine.token)
                    : ok('POST', `${jobsPath}/${job.id}/payment`, mine.token, {
                          amount_cents: Number(job.balance_cents),
                          method: 'card',
                      }),
            ),
            ...withPayments.map(job => ok('DELETE', `${jobsPath}/${job.id}/payment/${job.payments[0]}`, mine.token)),
            create(suite.t, mine.token, 'motor-garage/invoice', { lines: mine.lines.slice(2) }),
        ];
        expect(actions.length).toBeGreaterThan(6);
        await Promise.all(actions);
        expect(await kept(mine.workspaceId)).toEqual(await recomputed(mine.workspaceId));
    });

    it('are worked out after a bulk load, which pauses the triggers (the seed)', async () => {
        const workspace = await makeWorkspace(suite.t.database.db, await makeUser(suite.t.database.db));
        const seeded = await seedJobsIn(suite.t.database.db, [workspace.id], [400]);
        expect(seeded.payments).toBeGreaterThan(100);
        const expected = await recomputed(workspace.id);
        expect(expected.items.length).toBeGreaterThan(10);
        expect(await kept(workspace.id)).toEqual(expected);
    });
});
