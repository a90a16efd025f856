import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config';
import { secretBox } from '../../../crypto/secret-box';
import type { Tx } from '../../../db/client';
import messageChannelRoutes from './routes';
import { channelsFor, readChannelRow, type Channels } from './settings';

export type { Channels } from './settings';

declare module 'fastify' {
    interface FastifyInstance {
        /** The accounts a workspace's messages go out through: its own WhatsApp number and SMS account, else the platform's. */
        channelsOf(tx: Tx, workspaceId: number): Promise<Channels>;
    }
}

/** Each workspace's message channels (DESIGN §14: platform env, or the workspace's own settings), and their routes. */
async function messageChannelsPlugin(app: FastifyInstance, { config }: { config: Config }) {
    const box = secretBox(config.jwtSecret, 'message channel token');
    app.decorate(
        'channelsOf',
        async (tx: Tx, workspaceId: number) =>
            channelsFor(await readChannelRow(tx, workspaceId), config, box, workspaceId).channels,
    );
    await app.register(messageChannelRoutes, { config, box });
}

export default fp(messageChannelsPlugin, { name: 'message-channels', dependencies: ['db'] });
