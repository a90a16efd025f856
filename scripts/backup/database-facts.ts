import type { Database } from '../../server/db/client';
import type { DatabaseFacts } from './manifest';

/** The tables whose rows a manifest counts: what an operator checks a restore by. */
export const COUNTED_TABLES = [
    'workspaces',
    'users',
    'customers',
    'vehicles',
    'jobs',
    'job_lines',
    'job_payments',
    'bookings',
    'messages',
    'assets',
] as const;

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Counted as a superuser (or a BYPASSRLS role) sees them: every workspace's rows, row-level security aside. */
export async function databaseFacts(query: Query): Promise<DatabaseFacts> {
    const counts = COUNTED_TABLES.map(table => `(SELECT count(*) FROM ${table})::int AS ${table}`);
    const { rows } = await query(
        `SELECT (SELECT count(*) FROM drizzle.__drizzle_migrations)::int AS migrations, ${counts.join(', ')}`,
    );
    const { migrations, ...counted } = rows[0] as Record<string, number>;
    return { migrations, counts: counted };
}

/** Runs `work` on an opened database and closes it, however the work ends. */
export async function withDatabase<T>(database: Database, work: (database: Database) => Promise<T>): Promise<T> {
    try {
        return await work(database);
    } finally {
        await database.close();
    }
}
