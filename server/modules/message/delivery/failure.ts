import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { customers, messages } from '../../../db/schema';
import { withTenant } from '../../../db/tenant';
import { notify } from '../../notification/notify';
import type { PermissionCatalogue } from '../../permission/catalogue';
import { releaseClaim } from './claims';

/** Tells staff that a message did not reach its customer, in the transaction that marked it failed. */
export async function notifyMessageFailed(
    tx: Tx,
    permissions: PermissionCatalogue,
    workspaceId: number,
    messageId: number,
) {
    const [message] = await tx
        .select({ customerId: messages.customerId, customerName: customers.name, kind: messages.kind })
        .from(messages)
        .innerJoin(
            customers,
            and(eq(customers.workspaceId, messages.workspaceId), eq(customers.id, messages.customerId)),
        )
        .where(and(eq(messages.workspaceId, workspaceId), eq(messages.id, messageId)));
    if (!message) return;
    await notify(tx, permissions, workspaceId, {
        kind: 'message_failed',
        recordId: messageId,
        args: { customer_id: message.customerId, customer_name: message.customerName, message_kind: message.kind },
    });
}

/**
 * Gives the message up as `failed` with the provider's reason, if job `jobId` still holds it, and tells staff in the
 * same transaction: once per failure, as only the holder's release changes it.
 */
export const failMessage = (
    db: Db,
    permissions: PermissionCatalogue,
    {
        workspaceId,
        messageId,
        jobId,
        reason,
    }: { workspaceId: number; messageId: number; jobId: string; reason: string },
) =>
    withTenant(db, workspaceId, async tx => {
        if (await releaseClaim(tx, workspaceId, messageId, jobId, { status: 'failed', error: reason }))
            await notifyMessageFailed(tx, permissions, workspaceId, messageId);
    });
