import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config';
import { secretBox } from '../../../crypto/secret-box';
import type { Tx } from '../../../db/client';
import { withTenant } from '../../../db/tenant';
import messageChannelRoutes from './routes';
import { channelsFor, readChannelRow, type Channels } from './settings';

export type { Channels } from './settings';

/** How long the sender keeps a workspace's accounts: another server's change reaches its sends within this. */
export const SENDER_CHANNELS_MS = 5_000;

declare module 'fastify' {
    interface FastifyInstance {
        /** The accounts a workspace's messages go out through: its own number and SMS account, else the platform's. */
        channelsOf(tx: Tx, workspaceId: number): Promise<Channels>;
        /**
         * The same for the sender, which asks once a message: read again after SENDER_CHANNELS_MS, or at once after a
         * change through this server.
         */
        senderChannelsOf(workspaceId: number): Promise<Channels>;
    }
}

/** Each workspace's message channels (the platform's, or the workspace's own accounts), and their routes. */
async function messageChannelsPlugin(app: FastifyInstance, { config }: { config: Config }) {
    const box = secretBox(config.jwtSecret, 'message channel token');
    const channelsOf = async (tx: Tx, workspaceId: number) =>
        channelsFor(await readChannelRow(tx, workspaceId), config, box, workspaceId).channels;
    const kept = new Map<number, { until: number; channels: Promise<Channels> }>();
    app.decorate('channelsOf', channelsOf);
    app.decorate('senderChannelsOf', (workspaceId: number) => {
        const now = Date.now();
        const known = kept.get(workspaceId);
        if (known && known.until > now) return known.channels;
        const channels = withTenant(app.db, workspaceId, tx => channelsOf(tx, workspaceId));
        kept.set(workspaceId, { until: now + SENDER_CHANNELS_MS, channels });
        // a failed read is not kept
        channels.catch(() => kept.delete(workspaceId));
        return channels;
    });
    await app.register(messageChannelRoutes, {
        config,
        box,
        changed: (workspaceId: number) => kept.delete(workspaceId),
    });
}

export default fp(messageChannelsPlugin, { name: 'message-channels', dependencies: ['db'] });
