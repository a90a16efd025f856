import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config';
import type { MessageChannel } from '../../../../common/messages';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { workspaces } from '../../../db/schema';
import { garageFace } from '../../portal/garage-face';
import { configuredMailer } from '../../../mail';
import { enqueueMessage, enqueueMessages, SEND_MESSAGE } from './job';
import { emailProvider, phoneProvidersFor, PROVIDER_TIMEOUT_MS } from './providers';
import { sweepQueuedMessages } from './sweep';
import { sendMessageWorker } from './worker';

export interface DeliveryOptions {
    /** How long a provider may take to answer. */
    providerTimeoutMs?: number;
    /** How often messages left queued without a job are queued again (also once at start). */
    sweepIntervalSeconds?: number;
    /** Workers of this process, and how many messages each sends at once. */
    concurrency?: number;
    batchSize?: number;
}

declare module 'fastify' {
    interface FastifyInstance {
        /**
         * Queues the sending of a message already set to `queued`; with `tx`, the job exists only if that transaction
         * commits (then call `app.queue.wake('send-message')` after it). Sent once, whatever is enqueued twice.
         */
        enqueueMessage(workspaceId: number, messageId: number, tx?: Tx): Promise<void>;
        /** Queues many messages of a workspace already set to `queued`, in a few statements. */
        enqueueMessages(workspaceId: number, messageIds: readonly number[]): Promise<void>;
    }
}

/** Message delivery on the job queue: the `send-message` worker, and the sweep for messages queued without a job. */
async function deliveryPlugin(app: FastifyInstance, options: DeliveryOptions & { config: Config }) {
    const {
        providerTimeoutMs = PROVIDER_TIMEOUT_MS,
        sweepIntervalSeconds = 300,
        concurrency = 2,
        batchSize = 25,
    } = options;
    const mailer = configuredMailer(options.config, app.log);
    /**
     * E-mail by the platform's SMTP, in the garage's name; WhatsApp and SMS through the workspace's own accounts, else
     * the platform's.
     */
    const providerOf = async (workspaceId: number, channel: MessageChannel) => {
        if (channel !== 'email')
            return phoneProvidersFor(await app.senderChannelsOf(workspaceId), providerTimeoutMs)[channel];
        const [garage] = await app.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
        const { appName, publicUrl } = options.config;
        return emailProvider(mailer, garage && { face: garageFace(garage), appName, origin: publicUrl });
    };
    app.decorate('enqueueMessage', async (workspaceId: number, messageId: number, tx?: Tx) => {
        await enqueueMessage(app.queue, workspaceId, messageId, tx);
    });
    app.decorate('enqueueMessages', (workspaceId: number, messageIds: readonly number[]) =>
        enqueueMessages(app.queue, workspaceId, messageIds),
    );
    await app.queue.work(SEND_MESSAGE, sendMessageWorker(app.db, app.permissions, providerOf, app.log), {
        concurrency,
        batchSize,
    });

    let sweeper: NodeJS.Timeout | null = null;
    let sweeping: Promise<unknown> = Promise.resolve();
    const sweep = () => {
        sweeping = sweeping.then(() =>
            sweepQueuedMessages(app.db, app.queue).then(
                count => count && app.log.info({ count }, 'messages queued again (they had no job)'),
                error => app.log.error(error, 'message sweep failed'),
            ),
        );
    };
    if (app.queue.options.runWorkers) {
        app.addHook('onReady', async () => {
            sweep();
            sweeper = setInterval(sweep, sweepIntervalSeconds * 1000).unref();
        });
    }
    app.addHook('onClose', async () => {
        if (sweeper) clearInterval(sweeper);
        await sweeping;
        await app.queue.stop();
        mailer.close();
    });
}

export default fp(deliveryPlugin, { name: 'message-delivery', dependencies: ['queue', 'message-channels'] });
