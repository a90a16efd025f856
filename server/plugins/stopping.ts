import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
    interface FastifyInstance {
        /** The server is stopping (SIGTERM): /health/ready answers 503 and every answer closes its connection. */
        markShuttingDown(): void;
        isShuttingDown(): boolean;
    }
}

/**
 * Once the server is stopping, every answer says `Connection: close` and its connection is closed after it, so a
 * client or a load balancer sends its next request on a new connection (to another server once this one is out of
 * the pool) rather than on a kept-alive one this server is about to close under it.
 */
async function stoppingPlugin(app: FastifyInstance) {
    let shuttingDown = false;
    app.decorate('markShuttingDown', () => {
        shuttingDown = true;
    });
    app.decorate('isShuttingDown', () => shuttingDown);
    app.addHook('onSend', async (_request, reply, payload) => {
        if (shuttingDown) reply.header('connection', 'close');
        return payload;
    });
}

export default fp(stoppingPlugin, { name: 'stopping' });
