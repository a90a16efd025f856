import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Db, Tx } from '../../server/db/client';
import { users, workspaces, workspaceUsers } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth/passwords';
import { customer, MAX_PLATES, seededRandom, vehicle, type Random } from './records';

export interface ScaleOptions {
  workspaces: number;
  customers: number;
  vehicles: number;
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
}

export interface ScaleResult {
  workspaces: SeededWorkspace[];
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
type Columns = Record<string, string>;

const CUSTOMER_COLUMNS: Columns = {
  workspace_id: 'int', name: 'text', type: 'text', company_name: 'text', phone: 'text', email: 'text',
  preferred_locale: 'text', tags: 'text[]', marketing_consent: 'boolean', created_at: 'timestamptz',
};
const VEHICLE_COLUMNS: Columns = {
  workspace_id: 'int', plate: 'text', make: 'text', model: 'text', year: 'int', colour: 'text', fuel: 'text',
  vehicle_class: 'text', mileage: 'int', customer_id: 'int', licence_expiry: 'date', insurance_expiry: 'date',
  created_at: 'timestamptz',
};

/**
 * Inserts rows of one workspace as the table owner. Row-level security is forced on the owner too, so the
 * transaction names the workspace the way the app does.
 */
async function insertRows(db: Db, table: string, columns: Columns, workspaceId: number, rows: object[]): Promise<number[]> {
  const names = Object.keys(columns).join(', ');
  const definitions = Object.entries(columns).map(([name, type]) => `${name} ${type}`).join(', ');
  const json = JSON.stringify(rows.map((row) => ({ ...row, workspace_id: workspaceId })));
  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`select set_config('app.workspace_id', ${String(workspaceId)}, true)`);
    const result = await tx.execute<{ id: number }>(sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(names)})
      SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${json}::jsonb) AS r(${sql.raw(definitions)}) RETURNING id`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  });
}

async function inBatches<T>(count: number, make: (index: number) => T, insert: (rows: T[]) => Promise<number[]>) {
  const ids: number[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => make(start + i));
    ids.push(...await insert(rows));
  }
  return ids;
}

async function createOwnedWorkspace(db: Db, n: number, passwordHash: string) {
  const owner = `seed-owner-${n}`;
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${owner}`);
  if (taken) throw new Error(`${owner} already exists: this database was seeded before (use an empty one)`);
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ username: owner, email: `${owner}@seed.example`, displayName: `Seed owner ${n}`, passwordHash }).returning();
    const [workspace] = await tx.insert(workspaces).values({ name: `Seed Garage ${n}`, address: `${n} Hoi Bun Road, Kwun Tong` }).returning();
    await tx.insert(workspaceUsers).values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
    return { id: workspace.id, name: workspace.name, owner };
  });
}

async function seedWorkspace(db: Db, workspaceId: number, counts: { customers: number; vehicles: number }, random: Random) {
  const customerIds = await inBatches(counts.customers, () => customer(random),
    (rows) => insertRows(db, 'customers', CUSTOMER_COLUMNS, workspaceId, rows));
  await inBatches(counts.vehicles, (k) => vehicle(random, k, customerIds),
    (rows) => insertRows(db, 'vehicles', VEHICLE_COLUMNS, workspaceId, rows));
}

/**
 * Runs `work` without the tables' GIN (trigram, tags) indexes and builds them again after: one build is several
 * times faster than keeping them up to date row by row. Only for loading a database nobody uses meanwhile.
 */
async function withGinIndexesDeferred<T>(db: Db, tables: string[], work: () => Promise<T>): Promise<T> {
  const found = await db.execute<{ name: string; definition: string }>(sql`SELECT indexname AS name, indexdef AS definition
    FROM pg_indexes WHERE schemaname = 'public' AND tablename IN (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
    AND indexdef LIKE '% USING gin %'`);
  const indexes = (found as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  try {
    return await work();
  } finally {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
  }
}

/** Workspaces with an owner each, and customers and vehicles spread across them (see `spread`). */
export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleResult> {
  const log = options.onProgress ?? (() => {});
  const customerCounts = spread(options.customers, options.workspaces);
  const vehicleCounts = spread(options.vehicles, options.workspaces);
  if (vehicleCounts[0] > MAX_PLATES) throw new Error(`at most ${MAX_PLATES} vehicles fit in one workspace`);
  const passwordHash = await hashPassword(options.password);
  const random = seededRandom(42);

  const started = performance.now();
  const seeded: SeededWorkspace[] = [];
  await withGinIndexesDeferred(db, ['customers', 'vehicles'], async () => {
    for (let i = 0; i < options.workspaces; i++) {
      const workspace = await createOwnedWorkspace(db, i + 1, passwordHash);
      const counts = { customers: customerCounts[i], vehicles: vehicleCounts[i] };
      await seedWorkspace(db, workspace.id, counts, random);
      seeded.push({ ...workspace, ...counts });
      log(`${workspace.name}: ${counts.customers} customers, ${counts.vehicles} vehicles`);
    }
    log('building the search indexes');
  });
  await db.execute(sql`ANALYZE customers`);
  await db.execute(sql`ANALYZE vehicles`);
  const rows = options.customers + options.vehicles;
  return { workspaces: seeded, rows, seconds: (performance.now() - started) / 1000 };
}
