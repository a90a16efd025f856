import type { FastifyBaseLogger } from 'fastify';
import type { MessageChannel } from '../../../../common/messages';
import type { Db } from '../../../db/client';
import type { JobHandler } from '../../../queue';
import type { PermissionCatalogue } from '../../permission/catalogue';
import { claimMessage, releaseMessage } from './claims';
import { failMessage } from './failure';
import type { SendMessageJob } from './job';
import { DeliveryError, type Provider } from './providers';

const REASON_MAX_LENGTH = 500;

/** Why a message whose earlier try left no outcome is not sent again (staff are told, and may send it by hand). */
export const IN_DOUBT =
    'Not sent again: an earlier try ended before it could record whether the message went. ' +
    'Check with the customer before sending it again.';

/** Waits before writing a sent message's outcome again: a lost write would have its job send it a second time. */
const PERSIST_WAITS_MS = [500, 2_000, 5_000];

async function persist(write: () => Promise<unknown>) {
    for (const wait of PERSIST_WAITS_MS) {
        try {
            return await write();
        } catch {
            await new Promise(resolve => setTimeout(resolve, wait));
        }
    }
    return write();
}

const failureOf = (error: unknown) =>
    error instanceof DeliveryError
        ? { reason: error.message.slice(0, REASON_MAX_LENGTH), retryable: error.retryable }
        : { reason: String((error as Error)?.message ?? error).slice(0, REASON_MAX_LENGTH), retryable: true };

/**
 * Sends one queued message through its channel's provider. Success: `sent`, with the provider's id. A refusal, or a
 * failure on the last try: `failed` with the provider's reason, and staff are told. A failure that may pass: thrown,
 * for pg-boss to retry after its backoff.
 */
export const sendMessageWorker =
    (
        db: Db,
        permissions: PermissionCatalogue,
        providerOf: (workspaceId: number, channel: MessageChannel) => Promise<Provider | undefined>,
        log: FastifyBaseLogger,
    ): JobHandler<SendMessageJob> =>
    async job => {
        const { workspaceId, messageId } = job.data;
        const message = await claimMessage(db, workspaceId, messageId, job.id);
        if (!message) return 'not queued, or taken by another sender';
        if (message.inDoubt) {
            log.warn({ workspaceId, messageId, channel: message.channel }, 'message in doubt: not sent again');
            await failMessage(db, permissions, { workspaceId, messageId, jobId: job.id, reason: IN_DOUBT });
            return 'in doubt';
        }
        let providerMessageId: string | null;
        try {
            const provider = await providerOf(workspaceId, message.channel);
            if (!provider) throw new DeliveryError(`The ${message.channel} channel is not set up`, false);
            ({ providerMessageId } = await provider(message));
        } catch (error) {
            const { reason, retryable } = failureOf(error);
            const lastTry = job.retryCount >= job.retryLimit;
            log.warn({ workspaceId, messageId, channel: message.channel, reason, lastTry }, 'message not sent');
            if (retryable && !lastTry) {
                await releaseMessage(db, workspaceId, messageId, job.id, { error: reason });
                throw error;
            }
            await failMessage(db, permissions, { workspaceId, messageId, jobId: job.id, reason });
            return 'failed';
        }
        const sent = { status: 'sent', sentAt: new Date(), providerMessageId, error: null } as const;
        await persist(() => releaseMessage(db, workspaceId, messageId, job.id, sent));
        return 'sent';
    };
