import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { REPLICA_RETRY_AFTER_MS, ReplicaReads } from '../db/replica';

declare module 'fastify' {
    interface FastifyInstance {
        /** The primary: every write, and every read that must see the latest write (records, lists for editing). */
        db: Db;
        /**
         * The reads that tolerate a second of lag (statistics, aging, search, exports):
         * `app.replicaReads.read(db => withTenant(db, workspaceId, tx => …))` runs on DATABASE_READ_URL's replica, or
         * on the primary without one or while the replica is down.
         */
        replicaReads: ReplicaReads;
    }
}

async function dbPlugin(app: FastifyInstance, options: { db: Db; readDb?: Db }) {
    app.decorate('db', options.db);
    app.decorate(
        'replicaReads',
        new ReplicaReads(options.db, options.readDb ?? options.db, error =>
            app.log.warn(
                { err: error },
                `read replica unavailable: reads go to the primary for the next ${REPLICA_RETRY_AFTER_MS / 1000} s`,
            ),
        ),
    );
}

export default fp(dbPlugin, { name: 'db' });
