import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Db, Tx } from '../../server/db/client';
import { users, workspaces, workspaceUsers } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth/passwords';
import { seedWorkspaceJobs, type SeededJobs } from './jobs';
import { customer, MAX_PLATES, seededRandom, vehicle, type Random } from './records';

export interface ScaleOptions {
    workspaces: number;
    customers: number;
    vehicles: number;
    /** Jobs and invoices (with the demo garage's price list in every workspace that gets some); default none. */
    jobs?: number;
    /** Password of every `seed-owner-<n>`. */
    password: string;
    onProgress?: (message: string) => void;
}

export interface SeededWorkspace {
    id: number;
    name: string;
    owner: string;
    customers: number;
    vehicles: number;
    jobs: number;
}

export interface ScaleResult {
    workspaces: SeededWorkspace[];
    /** Jobs with their lines and payments. */
    jobs: SeededJobs;
    rows: number;
    seconds: number;
}

/** Rows per INSERT: one JSON parameter each, so the batch size is not bounded by the 65,535 parameters. */
const BATCH = 5_000;

/** The first workspace holds half of everything (a big garage to try), the others share the rest evenly. */
export function spread(total: number, parts: number): number[] {
    if (parts === 1) return [total];
    const big = Math.ceil(total / 2);
    const each = Math.floor((total - big) / (parts - 1));
    return Array.from({ length: parts }, (_, i) => (i === 0 ? big : each + (i <= (total - big) % (parts - 1) ? 1 : 0)));
}

/** Column name → SQL type, in the order the INSERT lists them. */
export type Columns = Record<string, string>;

const CUSTOMER_COLUMNS: Columns = {
    workspace_id: 'int',
    name: 'text',
    type: 'text',
    company_name: 'text',
    phone: 'text',
    email: 'text',
    preferred_locale: 'text',
    tags: 'text[]',
    marketing_consent: 'boolean',
    created_at: 'timestamptz',
};
const VEHICLE_COLUMNS: Columns = {
    workspace_id: 'int',
    plate: 'text',
    make: 'text',
    model: 'text',
    year: 'int',
    colour: 'text',
    fuel: 'text',
    vehicle_class: 'text',
    mileage: 'int',
    customer_id: 'int',
    licence_expiry: 'date',
    insurance_expiry: 'date',
    created_at: 'timestamptz',
};

/**
 * Inserts rows of one workspace as the table owner. Row-level security is forced on the owner too, so the
 * transaction names the workspace the way the app does.
 */
export async function insertRows(
    db: Db,
    table: string,
    columns: Columns,
    workspaceId: number,
    rows: object[],
): Promise<number[]> {
    const names = Object.keys(columns).join(', ');
    const definitions = Object.entries(columns)
        .map(([name, type]) => `${name} ${type}`)
        .join(', ');
    const json = JSON.stringify(rows.map(row => ({ ...row, workspace_id: workspaceId })));
    return db.transaction(async (tx: Tx) => {
        await tx.execute(sql`select set_config('app.workspace_id', ${String(workspaceId)}, true)`);
        const result = await tx.execute<{ id: number }>(sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(names)})
      SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${json}::jsonb) AS r(${sql.raw(definitions)}) RETURNING id`);
        return (result as unknown as { rows: { id: number }[] }).rows.map(row => row.id);
    });
}

export async function inBatches<T>(
    count: number,
    make: (index: number) => T,
    insert: (rows: T[]) => Promise<number[]>,
) {
    const ids: number[] = [];
    for (let start = 0; start < count; start += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => make(start + i));
        ids.push(...(await insert(rows)));
    }
    return ids;
}

export async function createOwnedWorkspace(db: Db, n: number, passwordHash: string) {
    const owner = `seed-owner-${n}`;
    const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${owner}`);
    if (taken) throw new Error(`${owner} already exists: this database was seeded before (use an empty one)`);
    return db.transaction(async tx => {
        const [user] = await tx
            .insert(users)
            .values({ username: owner, email: `${owner}@seed.example`, displayName: `Seed owner ${n}`, passwordHash })
            .returning();
        const [workspace] = await tx
            .insert(workspaces)
            .values({ name: `Seed Garage ${n}`, address: `${n} Hoi Bun Road, Kwun Tong` })
            .returning();
        await tx.insert(workspaceUsers).values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
        return { id: workspace.id, name: workspace.name, owner };
    });
}

async function seedWorkspace(
    db: Db,
    workspaceId: number,
    counts: { customers: number; vehicles: number },
    random: Random,
) {
    const customerIds = await inBatches(
        counts.customers,
        () => customer(random),
        rows => insertRows(db, 'customers', CUSTOMER_COLUMNS, workspaceId, rows),
    );
    await inBatches(
        counts.vehicles,
        k => vehicle(random, k, customerIds),
        rows => insertRows(db, 'vehicles', VEHICLE_COLUMNS, workspaceId, rows),
    );
}

/**
 * Runs `work` without the tables' GIN (trigram, tags) indexes and builds them again after: one build is several
 * times faster than keeping them up to date row by row. Only for loading a database nobody uses meanwhile.
 */
async function withGinIndexesDeferred<T>(db: Db, tables: string[], work: () => Promise<T>): Promise<T> {
    const found = await db.execute<{
        name: string;
        definition: string;
    }>(sql`SELECT indexname AS name, indexdef AS definition
    FROM pg_indexes WHERE schemaname = 'public' AND tablename IN (${sql.join(
        tables.map(t => sql`${t}`),
        sql`, `,
    )})
    AND indexdef LIKE '% USING gin %'`);
    const indexes = (found as unknown as { rows: { name: string; definition: string }[] }).rows;
    for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
    try {
        return await work();
    } finally {
        await db.transaction(async tx => {
            await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
            for (const index of indexes) await tx.execute(sql.raw(index.definition));
        });
    }
}

const addJobs = (total: SeededJobs, more: SeededJobs) => {
    total.jobs += more.jobs;
    total.lines += more.lines;
    total.payments += more.payments;
};

const analyze = async (db: Db, tables: string[]) => {
    for (const table of tables) await db.execute(sql`ANALYZE ${sql.identifier(table)}`);
};
const JOB_TABLES = [
    'jobs',
    'job_lines',
    'job_payments',
    'number_counters',
    'products',
    'stock_movements',
    'services',
    'discounts',
    'statistic_days',
    'statistic_item_days',
    'statistic_job_days',
];
/**
 * Statistics and the visibility map of the job tables, as autovacuum leaves them: without the map, counting a status
 * (every job list counts its matches) reads each matching row's page instead of only the (workspace_id, status, …)
 * index, and the first reads of a freshly loaded page write its hint bits.
 */
const vacuumJobTables = async (db: Db) => {
    for (const table of JOB_TABLES) await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(table)}`);
};

/**
 * `counts[i]` jobs and invoices in workspace `workspaceIds[i]` (see scripts/seed/jobs.ts), the jobs' search indexes
 * built once after. For a database nobody uses meanwhile.
 */
export async function seedJobsIn(
    db: Db,
    workspaceIds: number[],
    counts: number[],
    onProgress?: (message: string) => void,
) {
    const started = performance.now();
    const total: SeededJobs = { jobs: 0, lines: 0, payments: 0 };
    await withGinIndexesDeferred(db, ['jobs'], async () => {
        for (const [i, workspaceId] of workspaceIds.entries()) {
            addJobs(total, await seedWorkspaceJobs(db, workspaceId, counts[i], 1000 + i));
            onProgress?.(`workspace ${workspaceId}: ${counts[i]} jobs`);
        }
    });
    await vacuumJobTables(db);
    return { ...total, seconds: (performance.now() - started) / 1000 };
}

/** Workspaces with an owner each, and customers, vehicles and jobs spread across them (see `spread`). */
export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleResult> {
    const log = options.onProgress ?? (() => {});
    const customerCounts = spread(options.customers, options.workspaces);
    const vehicleCounts = spread(options.vehicles, options.workspaces);
    const jobCounts = spread(options.jobs ?? 0, options.workspaces);
    if (vehicleCounts[0] > MAX_PLATES) throw new Error(`at most ${MAX_PLATES} vehicles fit in one workspace`);
    const passwordHash = await hashPassword(options.password);
    const random = seededRandom(42);

    const started = performance.now();
    const seeded: SeededWorkspace[] = [];
    const jobs: SeededJobs = { jobs: 0, lines: 0, payments: 0 };
    await withGinIndexesDeferred(db, ['customers', 'vehicles', ...(options.jobs ? ['jobs'] : [])], async () => {
        for (let i = 0; i < options.workspaces; i++) {
            const workspace = await createOwnedWorkspace(db, i + 1, passwordHash);
            const counts = { customers: customerCounts[i], vehicles: vehicleCounts[i], jobs: jobCounts[i] };
            await seedWorkspace(db, workspace.id, counts, random);
            addJobs(jobs, await seedWorkspaceJobs(db, workspace.id, counts.jobs, 1000 + i));
            seeded.push({ ...workspace, ...counts });
            log(
                `${workspace.name}: ${counts.customers} customers, ${counts.vehicles} vehicles${counts.jobs ? `, ${counts.jobs} jobs` : ''}`,
            );
        }
        log('building the search indexes');
    });
    await analyze(db, ['customers', 'vehicles']);
    if (options.jobs) await vacuumJobTables(db);
    const rows = options.customers + options.vehicles + jobs.jobs + jobs.lines + jobs.payments;
    return { workspaces: seeded, jobs, rows, seconds: (performance.now() - started) / 1000 };
}
