import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function swaggerPlugin(app: FastifyInstance, options: { appName: string }) {
    await app.register(swagger, {
        openapi: {
            openapi: '3.1.0',
            info: {
                title: `${options.appName} API`,
                version: '3.0.0',
                description: 'See docs/api.md for the conventions.',
            },
            components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        },
        hiddenTag: 'internal',
    });
}

export default fp(swaggerPlugin, { name: 'swagger' });
