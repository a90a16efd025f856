import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import { rawSql } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';

/** How long one check may take before it counts as failed: a load balancer asks every second or two. */
export const CHECK_TIMEOUT_MS = 2_000;

/** A check that failed for a reason the readiness answer names ('timed out', 'pending'); any other error: 'failed'. */
export class CheckFailure extends Error {
    constructor(
        readonly reason: string,
        message: string,
    ) {
        super(message);
    }
}

/** Settles as `work` does, or fails with the reason 'timed out' after `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new CheckFailure('timed out', `${what} took longer than ${ms} ms`)), ms);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type Check = () => Promise<unknown>;

/** The shared asset store, when a module has decorated the app with one that can be pinged. */
interface AssetStore {
    ping?: () => Promise<void>;
}

/**
 * The checks /health/ready runs, by the name its answer gives them: the database answers, it has every migration
 * this release ships (drizzle's rule: none newer than the last applied; a database a newer release migrated still
 * serves this one, as rolling deployments need), and Redis and the asset store answer when the app has them.
 */
export function readinessChecks(
    app: Pick<FastifyInstance, 'db' | 'redis' | 'hasDecorator'>,
): () => Record<string, Check> {
    const execute = rawSql(app.db);
    const shipped = readMigrationFiles({ migrationsFolder }).map(migration => migration.folderMillis);
    const migrations = async () => {
        const { rows } = await execute('SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations');
        const pending = shipped.filter(when => when > Number(rows[0]?.newest ?? 0)).length;
        if (pending) {
            throw new CheckFailure('pending', `${pending} of ${shipped.length} migrations are not applied`);
        }
    };
    return () => {
        const assetStore = app.hasDecorator('assetStore')
            ? (app as unknown as { assetStore?: AssetStore }).assetStore
            : undefined;
        const { redis } = app;
        return {
            database: () => execute('SELECT 1'),
            migrations,
            ...(redis ? { redis: () => redis.ping() } : {}),
            ...(assetStore?.ping ? { asset_store: () => assetStore.ping!() } : {}),
        };
    };
}
