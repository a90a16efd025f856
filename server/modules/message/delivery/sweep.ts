import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { rawSql, type Db } from '../../../db/client';
import { messages } from '../../../db/schema';
import { APP_ROLE } from '../../../db/tenant';
import type { Queue } from '../../../queue';
import { QUEUE_SCHEMA } from '../../../queue/sql';
import { CLAIM_LEASE_MS } from './claims';
import { enqueueMessage, SEND_MESSAGE, sendMessageKey } from './job';

/**
 * The queued messages no sender holds, of every workspace: read as the app role with no workspace set, and with
 * `app.message_sweep` on, which the `queued_message_sweep` policy (migration 0027) lets see queued messages only.
 */
const unclaimedQueuedMessages = (db: Db) =>
    db.transaction(async tx => {
        await tx.execute(
            sql`select set_config('app.message_sweep', 'on', true), set_config('role', ${APP_ROLE}, true)`,
        );
        return tx
            .select({ workspaceId: messages.workspaceId, id: messages.id })
            .from(messages)
            .where(
                and(
                    eq(messages.status, 'queued'),
                    or(isNull(messages.claimedAt), lt(messages.claimedAt, new Date(Date.now() - CLAIM_LEASE_MS))),
                ),
            );
    });

/** Of these singleton keys, those with a job still waiting, running or to be retried. */
async function keysWithLiveJobs(db: Db, keys: string[]): Promise<Set<string>> {
    const { rows } = await rawSql(db)(
        `SELECT singleton_key FROM ${QUEUE_SCHEMA}.job
          WHERE name = $1 AND singleton_key = ANY($2::text[]) AND state < 'completed'`,
        [SEND_MESSAGE, keys],
    );
    return new Set(rows.map(row => String(row.singleton_key)));
}

/**
 * Queues again the messages left `queued` without a job (the process died between the commit and the job, or a job
 * gave up while a crashed sender held the message). Answers how many it queued.
 */
export async function sweepQueuedMessages(db: Db, queue: Queue): Promise<number> {
    const waiting = await unclaimedQueuedMessages(db);
    if (!waiting.length) return 0;
    const live = await keysWithLiveJobs(
        db,
        waiting.map(({ workspaceId, id }) => sendMessageKey(workspaceId, id)),
    );
    let queued = 0;
    for (const { workspaceId, id } of waiting) {
        if (live.has(sendMessageKey(workspaceId, id))) continue;
        if (await enqueueMessage(queue, workspaceId, id)) queued++;
    }
    return queued;
}
