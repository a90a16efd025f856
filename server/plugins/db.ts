import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';

declare module 'fastify' {
    interface FastifyInstance {
        db: Db;
    }
}

async function dbPlugin(app: FastifyInstance, options: { db: Db }) {
    app.decorate('db', options.db);
}

export default fp(dbPlugin, { name: 'db' });
