import { sql, type SQL } from 'drizzle-orm';
import type { Db } from 'pg-boss';
import type { RawSql, Tx } from '../db/client';
import { APP_ROLE } from '../db/tenant';

export const QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss over the app's own connections. Queries still running are awaited by `drain`, so the database is never
 * closed under a job's last acknowledgement (pg-boss does not await it).
 */
export function bossDb(execute: RawSql): Db & { drain(): Promise<void> } {
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
export function transactionDb(tx: Tx): Db {
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

/**
 * Tenant transactions (role pitstop_app) may enqueue: read the queues, insert jobs — into the parent table and, as
 * pg-boss inserts into a queue's own partition, into that of `queueName`. Nothing before the role exists.
 */
export async function grantEnqueue(execute: RawSql, queueName?: string): Promise<void> {
    const partition = queueName
        ? `SELECT table_name INTO partition FROM ${QUEUE_SCHEMA}.queue WHERE name = '${queueName.replaceAll("'", "''")}';
           IF partition IS NOT NULL THEN
             EXECUTE format('GRANT SELECT, INSERT ON ${QUEUE_SCHEMA}.%I TO ${APP_ROLE}', partition);
           END IF;`
        : '';
    try {
        await execute(`DO $$ DECLARE partition text; BEGIN
            IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
              GRANT USAGE ON SCHEMA ${QUEUE_SCHEMA} TO ${APP_ROLE};
              GRANT SELECT ON ${QUEUE_SCHEMA}.queue TO ${APP_ROLE};
              GRANT SELECT, INSERT ON ${QUEUE_SCHEMA}.job TO ${APP_ROLE};
              ${partition}
            END IF;
          END $$`);
    } catch (error) {
        // Another process starting at the same moment granted it first ("tuple concurrently updated").
        if ((error as { code?: string }).code !== 'XX000') throw error;
    }
}

/** The oldest pg-boss schema version this pg-boss migrates from (pg-boss 11's); pg-boss 10 left version 24. */
const OLDEST_MIGRATABLE_VERSION = 25;

/**
 * Drops a job-queue schema left by pg-boss 10, which pg-boss 12 cannot migrate, so that it makes its own afresh.
 * Nothing is lost that matters: a message still `queued` is queued again by the delivery's sweep, and the reminder
 * run is scheduled again at start. Under an advisory lock, so that two processes starting together drop it once.
 */
export async function retireUnmigratableSchema(execute: RawSql): Promise<boolean> {
    const installed = await execute(`SELECT to_regclass('${QUEUE_SCHEMA}.version') IS NOT NULL AS installed`);
    if (!installed.rows[0]?.installed) return false;
    const { rows } = await execute(`SELECT max(version) AS version FROM ${QUEUE_SCHEMA}.version`);
    if (Number(rows[0]?.version) >= OLDEST_MIGRATABLE_VERSION) return false;
    await execute(`DO $$ BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('${QUEUE_SCHEMA} schema retirement'));
        IF to_regclass('${QUEUE_SCHEMA}.version') IS NOT NULL
           AND (SELECT max(version) FROM ${QUEUE_SCHEMA}.version) < ${OLDEST_MIGRATABLE_VERSION} THEN
          DROP SCHEMA ${QUEUE_SCHEMA} CASCADE;
        END IF;
      END $$`);
    return true;
}
