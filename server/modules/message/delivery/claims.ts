import { and, eq, sql } from 'drizzle-orm';
import type { MessageChannel } from '../../../../common/messages';
import type { Db, Tx } from '../../../db/client';
import { messages } from '../../../db/schema';
import { withTenant } from '../../../db/tenant';

/** A sender that claimed a message and went silent this long has died (longer than a job may run): another may claim it. */
export const CLAIM_LEASE_MS = 20 * 60_000;

type MessageValues = Partial<typeof messages.$inferInsert>;

/** An update of a message as every writer makes it: a new version, stamped. */
export const messageChange = (values: MessageValues) => ({
    ...values,
    updatedAt: new Date(),
    version: sql`${messages.version} + 1`,
});

const thisMessage = (workspaceId: number, id: number) =>
    and(eq(messages.workspaceId, workspaceId), eq(messages.id, id));

export const updateMessage = (tx: Tx, workspaceId: number, id: number, values: MessageValues) =>
    tx.update(messages).set(messageChange(values)).where(thisMessage(workspaceId, id));

/**
 * Takes a queued message for sending by job `jobId`, atomically: a second job for the same message (another process,
 * a sweep) finds it taken and does nothing. Null when it is not queued or another sender has it.
 *
 * A claim that was never let go (this job's earlier try, or a sender whose lease ran out) means a try whose outcome
 * nobody recorded: the provider may have sent it. The message is taken, `inDoubt`, for the caller to give it up rather
 * than send it a second time.
 */
export const claimMessage = (db: Db, workspaceId: number, id: number, jobId: string) =>
    withTenant(db, workspaceId, async tx => {
        const [held] = await tx
            .select({ claimedBy: messages.claimedBy, claimedAt: messages.claimedAt })
            .from(messages)
            .where(and(thisMessage(workspaceId, id), eq(messages.status, 'queued')))
            .for('update');
        if (!held) return null;
        const leaseOver = (held.claimedAt?.getTime() ?? 0) < Date.now() - CLAIM_LEASE_MS;
        if (held.claimedBy !== null && held.claimedBy !== jobId && !leaseOver) return null;
        const [claimed] = await tx
            .update(messages)
            .set({ claimedBy: jobId, claimedAt: new Date() })
            .where(thisMessage(workspaceId, id))
            .returning({
                channel: messages.channel,
                kind: messages.kind,
                locale: messages.locale,
                to: messages.to,
                subject: messages.subject,
                body: messages.body,
                values: messages.templateValues,
            });
        return {
            ...claimed,
            channel: claimed.channel as MessageChannel,
            values: claimed.values ?? {},
            inDoubt: held.claimedBy !== null,
        };
    });

/**
 * Records the outcome of job `jobId`'s try and lets the message go (still queued when a retry comes), in `tx`; answers
 * whether the job still held it (else someone else's outcome stands and nothing changed).
 */
export async function releaseClaim(tx: Tx, workspaceId: number, id: number, jobId: string, values: MessageValues) {
    const released = await tx
        .update(messages)
        .set(messageChange({ ...values, claimedBy: null, claimedAt: null }))
        .where(and(thisMessage(workspaceId, id), eq(messages.claimedBy, jobId)))
        .returning({ id: messages.id });
    return released.length > 0;
}

/** `releaseClaim` in a transaction of its own. */
export const releaseMessage = (db: Db, workspaceId: number, id: number, jobId: string, values: MessageValues) =>
    withTenant(db, workspaceId, tx => releaseClaim(tx, workspaceId, id, jobId, values));
