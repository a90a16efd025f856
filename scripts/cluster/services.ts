import { Redis } from 'ioredis';
import pg from 'pg';
import { runCommand } from '../../tests/process/support';

/** A new database on the PostgreSQL server, migrated once by `npm run db:migrate` as before a rollout. */
export async function createDatabase(server: string, name: string, dataDir: string): Promise<string> {
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    try {
        await admin.query(`CREATE DATABASE ${name}`);
    } finally {
        await admin.end();
    }
    const url = `${server}/${name}`;
    const migrate = runCommand('npm', ['run', 'db:migrate'], { DATABASE_URL: url, DATA_DIR: dataDir });
    const exit = await migrate.exited;
    if (exit.code !== 0)
        throw new Error(`npm run db:migrate failed (${exit.code ?? exit.signal}):\n${migrate.output()}`);
    return url;
}

export async function dropDatabase(server: string, name: string) {
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
        await admin.end();
    }
}

async function withRedis<T>(url: string, use: (redis: Redis) => Promise<T>): Promise<T> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    redis.on('error', () => {}); // connect() rejects with it
    try {
        await redis.connect();
        return await use(redis);
    } finally {
        redis.disconnect();
    }
}

/** Fails at once when Redis does not answer: the nodes would each count sign-in limits on their own. */
export async function checkRedis(url: string) {
    await withRedis(url, redis => redis.ping()).catch((error: Error) => {
        throw new Error(`Redis at ${url} does not answer (${error.message}): start it or set CLUSTER_REDIS_URL`);
    });
}

/** Deletes the run's keys (its rate-limit counters) from the shared Redis. */
export async function deleteRedisKeys(url: string, prefix: string) {
    await withRedis(url, async redis => {
        for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
            if (keys.length) await redis.del(...keys);
        }
    });
}
