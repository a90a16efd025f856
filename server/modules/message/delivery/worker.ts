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
        await releaseMessage(db, workspaceId, messageId, job.id, {
            status: 'sent',
            sentAt: new Date(),
            providerMessageId,
            error: null,
        });
        return 'sent';
    };
