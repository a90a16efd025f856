import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { RawSql, Tx } from '../db/client';
import { APP_ROLE } from '../db/tenant';

export const QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss over the app's own connections. Queries still running are awaited by `drain`, so the database is never
 * closed under a job's last acknowledgement (pg-boss does not await it).
 */
export function bossDb(execute: RawSql): PgBoss.Db & { drain(): Promise<void> } {
    const running = new Set<Promise<unknown>>();
    return {
        executeSql(text, values) {
            const query = execute(text, values);
            running.add(query);
            const forget = () => running.delete(query);
            query.then(forget, forget);
            return query;
        },
        async drain() {
            while (running.size) await Promise.allSettled([...running]);
        },
    };
}

/** pg-boss inside a drizzle transaction: a job sent through it exists only if the transaction commits. */
export function transactionDb(tx: Tx): PgBoss.Db {
    return {
        async executeSql(text, values = []) {
            const parts = text.split(/\$(\d+)/);
            const query: SQL = sql.join(
                parts.map((part, index) => (index % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part))),
            );
            const result = await tx.execute(query);
            return { rows: (result as unknown as { rows: unknown[] }).rows };
        },
    };
}

/** Tenant transactions (role pitstop_app) may enqueue: read the queues, insert jobs. Nothing before the role exists. */
export async function grantEnqueue(execute: RawSql): Promise<void> {
    try {
        await execute(`DO $$ BEGIN
            IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
              GRANT USAGE ON SCHEMA ${QUEUE_SCHEMA} TO ${APP_ROLE};
              GRANT SELECT ON ${QUEUE_SCHEMA}.queue TO ${APP_ROLE};
              GRANT SELECT, INSERT ON ${QUEUE_SCHEMA}.job TO ${APP_ROLE};
            END IF;
          END $$`);
    } catch (error) {
        // Another process starting at the same moment granted it first ("tuple concurrently updated").
        if ((error as { code?: string }).code !== 'XX000') throw error;
    }
}
