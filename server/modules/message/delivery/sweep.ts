import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { rawSql, type Db } from '../../../db/client';
import { messages, workspaces } from '../../../db/schema';
import { withTenant } from '../../../db/tenant';
import type { Queue } from '../../../queue';
import { QUEUE_SCHEMA } from '../../../queue/sql';
import { CLAIM_LEASE_MS } from './claims';
import { enqueueMessage, SEND_MESSAGE, sendMessageKey } from './job';

const queuedUnclaimed = (workspaceId: number) =>
    and(
        eq(messages.workspaceId, workspaceId),
        eq(messages.status, 'queued'),
        or(isNull(messages.claimedAt), lt(messages.claimedAt, new Date(Date.now() - CLAIM_LEASE_MS))),
    );

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
    let queued = 0;
    for (const { id: workspaceId } of await db.select({ id: workspaces.id }).from(workspaces)) {
        const waiting = await withTenant(db, workspaceId, tx =>
            tx.select({ id: messages.id }).from(messages).where(queuedUnclaimed(workspaceId)),
        );
        if (!waiting.length) continue;
        const live = await keysWithLiveJobs(
            db,
            waiting.map(({ id }) => sendMessageKey(workspaceId, id)),
        );
        for (const { id } of waiting) {
            if (live.has(sendMessageKey(workspaceId, id))) continue;
            if (await enqueueMessage(queue, workspaceId, id)) queued++;
        }
    }
    return queued;
}
