import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** The role tenant queries run as: it owns nothing and cannot bypass row-level security. */
export const APP_ROLE = 'pitstop_app';

/**
 * Runs `work` in one transaction that only sees rows of `workspaceId`: the role switch makes row-level security
 * apply (also on PGlite, whose session is a superuser), and the setting is transaction-local so it never leaks
 * to the next request on a pooled connection.
 */
export function withTenant<T>(db: Db, workspaceId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async tx => {
        // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
        await tx.execute(
            sql`select set_config('app.workspace_id', ${String(workspaceId)}, true), set_config('role', ${APP_ROLE}, true)`,
        );
        return work(tx);
    });
}
