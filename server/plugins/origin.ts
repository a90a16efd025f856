import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
    interface FastifyInstance {
        /** Where links the server hands out point: PUBLIC_URL, else the address the request came to. */
        publicOrigin(request: FastifyRequest): string;
    }
}

async function originPlugin(app: FastifyInstance, options: { publicUrl: string | null }) {
    app.decorate(
        'publicOrigin',
        (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`,
    );
}

export default fp(originPlugin, { name: 'origin' });
