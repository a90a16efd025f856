import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** PostgreSQL's own autovacuum thresholds: dead rows past a fifth of the table, changes past a tenth (and 50 rows). */
const VACUUM = { rows: 50, share: 0.2 };
const ANALYZE = { rows: 50, share: 0.1 };
/** How often the embedded database is looked over. */
export const TIDY_EVERY_MS = 10 * 60_000;

export interface TableToTidy {
    name: string;
    /** dead rows to clear (VACUUM, with ANALYZE); false: only new statistics (ANALYZE) */
    vacuum: boolean;
}

/** The tables autovacuum would see to now, from the database's own counters. */
export async function tablesToTidy(db: Db): Promise<TableToTidy[]> {
    const result = await db.execute(sql`
    SELECT s.relname AS name,
      s.n_dead_tup > ${VACUUM.rows} + ${VACUUM.share} * greatest(c.reltuples, 0) AS vacuum,
      s.n_mod_since_analyze > ${ANALYZE.rows} + ${ANALYZE.share} * greatest(c.reltuples, 0) AS analyze
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'
    ORDER BY s.relname`);
    return (result as unknown as { rows: (TableToTidy & { analyze: boolean })[] }).rows
        .filter(table => table.vacuum || table.analyze)
        .map(({ name, vacuum }) => ({ name, vacuum }));
}

/** Does what is due (VACUUM (ANALYZE) where rows are dead, ANALYZE where they only changed); answers the tables. */
export async function tidy(db: Db): Promise<TableToTidy[]> {
    const due = await tablesToTidy(db);
    for (const table of due) {
        const name = sql.identifier(table.name);
        await db.execute(table.vacuum ? sql`VACUUM (ANALYZE) ${name}` : sql`ANALYZE ${name}`);
    }
    return due;
}

/**
 * PGlite runs PostgreSQL in single-user mode, which has no autovacuum: the old versions of updated rows would pile up
 * (tables and indexes only growing) and the planner would keep its first day's statistics. This looks the database
 * over at start and every ten minutes, and does what autovacuum would have done. PGlite runs one statement at a time,
 * so a request waits for it: milliseconds on a garage's tables. `stop` waits for a run under way.
 */
export function keepEmbeddedDatabaseTidy(
    db: Db,
    log: { info(message: string): void; error(error: unknown, message: string): void },
) {
    let running: Promise<void> = Promise.resolve();
    const run = () => {
        running = running.then(async () => {
            try {
                const done = await tidy(db);
                if (done.length)
                    log.info(
                        `database tidied: ${done.map(table => `${table.name}${table.vacuum ? ' (vacuumed)' : ''}`).join(', ')}`,
                    );
            } catch (error) {
                log.error(error, 'database tidying failed');
            }
        });
    };
    run();
    const timer = setInterval(run, TIDY_EVERY_MS).unref();
    return {
        stop: async () => {
            clearInterval(timer);
            await running;
        },
    };
}
