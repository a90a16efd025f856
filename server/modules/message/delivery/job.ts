import type { Tx } from '../../../db/client';
import type { Queue } from '../../../queue';

export const SEND_MESSAGE = 'send-message';

export interface SendMessageJob {
    workspaceId: number;
    messageId: number;
}

/** One waiting job per message: sending it again while one waits adds none. */
export const sendMessageKey = (workspaceId: number, messageId: number) => `${workspaceId}:${messageId}`;

/**
 * A try longer than this is taken for dead, and retried: longer than any provider may take (HTTP 10 s; SMTP, as the
 * mailer's transport allows, up to 10 minutes of silence), so a slow send is never tried twice at once.
 */
export const JOB_EXPIRE_SECONDS = 15 * 60;

/** How a message's job is sent: once per message, retried with backoff. */
const jobOptions = (queue: Queue, workspaceId: number, messageId: number) => ({
    singletonKey: sendMessageKey(workspaceId, messageId),
    retryLimit: queue.options.retryLimit,
    retryDelay: queue.options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: JOB_EXPIRE_SECONDS,
});

/** Queues the sending of a message whose status is `queued`; with `tx`, only if that transaction commits. */
export const enqueueMessage = (queue: Queue, workspaceId: number, messageId: number, tx?: Tx) =>
    queue.send(SEND_MESSAGE, { workspaceId, messageId } satisfies SendMessageJob, {
        tx,
        ...jobOptions(queue, workspaceId, messageId),
    });

/** Jobs written per statement when many messages are queued at once (the daily reminders). */
const INSERT_BATCH = 1000;

/** Queues many `queued` messages of a workspace in a few statements (a message already waiting is left as it is). */
export async function enqueueMessages(queue: Queue, workspaceId: number, messageIds: readonly number[]) {
    for (let start = 0; start < messageIds.length; start += INSERT_BATCH) {
        await queue.boss.insert(
            SEND_MESSAGE,
            messageIds.slice(start, start + INSERT_BATCH).map(messageId => ({
                data: { workspaceId, messageId } satisfies SendMessageJob,
                ...jobOptions(queue, workspaceId, messageId),
            })),
        );
    }
    if (messageIds.length) queue.wake(SEND_MESSAGE);
}
