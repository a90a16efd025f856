import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MessageStatus } from '../../../../common/messages';
import type { Db } from '../../../db/client';
import { messages } from '../../../db/schema';
import { APP_ROLE, withTenant } from '../../../db/tenant';
import { messageChange } from '../delivery/claims';
import { notifyMessageFailed } from '../delivery/failure';
import type { PermissionCatalogue } from '../../permission/catalogue';
import { metaErrorReason } from '../delivery/providers/whatsapp-errors';

/** A status WhatsApp reports for a message it was given (`entry[].changes[].value.statuses[]`). */
export interface ReportedStatus {
    id: string;
    status: string;
    errors?: { code?: unknown; title?: string; message?: string }[];
}

/** The statuses a report may move a message from: forward only, and never back from what the customer saw. */
const MOVES_FROM: Record<string, MessageStatus[]> = {
    sent: ['queued'],
    delivered: ['queued', 'sent'],
    read: ['queued', 'sent', 'delivered'],
    failed: ['queued', 'sent'],
};

/** Why WhatsApp did not deliver, in our words: Meta's error code read, never its text. */
const reasonOf = (errors: ReportedStatus['errors']) => {
    const reason = metaErrorReason(errors?.[0]?.code);
    return `WhatsApp could not deliver the message${reason ? ` (${reason})` : ''}`;
};

/**
 * The message a provider id names, whatever its workspace: read as the app role with no workspace set, and with
 * `app.provider_message_id` set, which the `provider_message_lookup` policy (migration 0027) lets see that message only.
 */
const findByProviderId = (db: Db, providerMessageId: string) =>
    db.transaction(async tx => {
        await tx.execute(
            sql`select set_config('app.provider_message_id', ${providerMessageId}, true), set_config('role', ${APP_ROLE}, true)`,
        );
        const [found] = await tx
            .select({ workspaceId: messages.workspaceId, id: messages.id })
            .from(messages)
            .where(eq(messages.providerMessageId, providerMessageId));
        return found;
    });

/**
 * Applies one reported status (a failure tells staff); unknown ids, unknown statuses, replays and moves backwards change
 * nothing.
 */
export async function applyReportedStatus(
    db: Db,
    permissions: PermissionCatalogue,
    report: ReportedStatus,
): Promise<void> {
    const from = MOVES_FROM[report.status];
    if (!from || typeof report.id !== 'string' || !report.id) return;
    const message = await findByProviderId(db, report.id);
    if (!message) return;
    const status = report.status as MessageStatus;
    await withTenant(db, message.workspaceId, async tx => {
        const moved = await tx
            .update(messages)
            .set(messageChange(status === 'failed' ? { status, error: reasonOf(report.errors) } : { status }))
            .where(
                and(
                    eq(messages.workspaceId, message.workspaceId),
                    eq(messages.id, message.id),
                    inArray(messages.status, from),
                ),
            )
            .returning({ id: messages.id });
        if (moved.length && status === 'failed')
            await notifyMessageFailed(tx, permissions, message.workspaceId, message.id);
    });
}

/** Every status of a webhook delivery: `entry[].changes[].value.statuses[]` (messages and the rest are ignored). */
export const reportedStatuses = (payload: unknown): ReportedStatus[] => {
    const entries = (payload as { entry?: unknown })?.entry;
    if (!Array.isArray(entries)) return [];
    return entries.flatMap(
        entry =>
            ((entry as { changes?: unknown })?.changes as unknown[] | undefined)?.flatMap?.(change => {
                const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
                return Array.isArray(statuses) ? (statuses as ReportedStatus[]) : [];
            }) ?? [],
    );
};
