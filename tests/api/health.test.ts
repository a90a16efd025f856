import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PitstopApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, rawSql, type Database, type Db } from '../../server/db/client';
import { startLocalS3 } from '../support/s3';
import { pgliteTemplate, startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';

// Nothing listens on this port of the range these tests may use: Redis there is unreachable.
const CLOSED_REDIS_URL = 'redis://127.0.0.1:4197';
const REDIS_URL = 'redis://127.0.0.1:6379';

let t: TestContext;
const dataDir = mkdtempSync(join(tmpdir(), 'pitstop-health-'));
const apps: PitstopApp[] = [];
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await Promise.all(apps.map(app => app.close()));
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
});

/** Another app on `db` (the file's database unless given), its log lines kept. */
async function appWith(env: Record<string, string>, db: Db = t.database.db) {
    const lines: string[] = [];
    const app = await buildApp({
        config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir, SEED_DEMO: 'false', ...env }),
        db,
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
        queue: { runWorkers: false },
    });
    apps.push(app);
    return { app, messages: () => lines.map(line => JSON.parse(line).msg as string) };
}

/** A second connection to the file's PostgreSQL database, or a second migrated PGlite, that a test may break. */
async function secondDatabase(): Promise<Database> {
    return openDatabase({
        url: t.databaseUrl,
        dataDir: null,
        loadDataDir: t.databaseUrl ? undefined : pgliteTemplate(),
    });
}

const ready = async (app: PitstopApp) => {
    const answer = await app.inject({ method: 'GET', url: '/health/ready' });
    return { status: answer.statusCode, body: answer.json() };
};

describe('GET /health/live', () => {
    it('answers 200 without a token', async () => {
        const answer = await t.app.inject({ method: 'GET', url: '/health/live' });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ status: 'ok' });
    });
});

describe('GET /health/ready', () => {
    it('answers 200 when the database answers and has every migration', async () => {
        expect(await ready(t.app)).toEqual({
            status: 200,
            body: { status: 'ok', failed: [], checks: { database: 'ok', migrations: 'ok', asset_store: 'ok' } },
        });
    });

    it('is in the API document under health, beside /health/live', () => {
        const paths = (t.app.swagger() as { paths: Record<string, { get: { tags: string[] } }> }).paths;
        expect(paths['/health/ready'].get.tags).toEqual(['health']);
        expect(paths['/health/live'].get.tags).toEqual(['health']);
    });

    it('checks Redis when REDIS_URL is set', async () => {
        const { app } = await appWith({ REDIS_URL });
        expect(await ready(app)).toEqual({
            status: 200,
            body: {
                status: 'ok',
                failed: [],
                checks: { database: 'ok', migrations: 'ok', redis: 'ok', asset_store: 'ok' },
            },
        });
    });

    it('answers 503 naming redis when it is unreachable, and logs that once, not every request', async () => {
        const { app, messages } = await appWith({ REDIS_URL: CLOSED_REDIS_URL });
        for (let i = 0; i < 3; i++) {
            expect(await ready(app)).toEqual({
                status: 503,
                body: {
                    status: 'unavailable',
                    failed: ['redis'],
                    checks: { database: 'ok', migrations: 'ok', redis: 'failed', asset_store: 'ok' },
                },
            });
        }
        await app.inject({ method: 'GET', url: '/health/live' });
        expect(messages().filter(message => message.startsWith('not ready'))).toEqual(['not ready: redis failing']);
        expect(messages()).not.toContain('incoming request');
        // Other requests are logged as always.
        await app.inject({ method: 'GET', url: '/public/v3/config' });
        expect(messages()).toContain('incoming request');
    });

    it('answers 503 naming asset_store when the S3 store does not answer, then 200 once it does', async () => {
        const s3 = await startLocalS3();
        try {
            const { app } = await appWith(s3.env);
            expect((await ready(app)).status).toBe(200);
            await s3.close();
            expect(await ready(app)).toMatchObject({
                status: 503,
                body: { failed: ['asset_store'], checks: { database: 'ok', migrations: 'ok', asset_store: 'failed' } },
            });
        } finally {
            await s3.close().catch(() => undefined);
        }
    });

    it('answers 503 naming migrations when the database lacks one this release ships, then the database once closed', async () => {
        const database = await secondDatabase();
        const { app } = await appWith({}, database.db);
        const execute = rawSql(database.db);
        const newest = 'SELECT * FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1';
        const [row] = (await execute(newest)).rows;
        await execute('DELETE FROM drizzle.__drizzle_migrations WHERE id = $1', [row.id]);
        try {
            expect(await ready(app)).toMatchObject({
                status: 503,
                body: { failed: ['migrations'], checks: { database: 'ok', migrations: 'pending' } },
            });
        } finally {
            await execute('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [
                row.id,
                row.hash,
                row.created_at,
            ]);
        }
        expect((await ready(app)).status).toBe(200);

        await database.close();
        expect(await ready(app)).toEqual({
            status: 503,
            body: {
                status: 'unavailable',
                failed: ['database', 'migrations'],
                checks: { database: 'failed', migrations: 'failed', asset_store: 'ok' },
            },
        });
    });

    it('answers 503 naming shutdown once the server is stopping, while other requests are still served', async () => {
        const { app } = await appWith({});
        const config = () => app.inject({ method: 'GET', url: '/public/v3/config' });
        expect((await config()).headers.connection, 'kept alive before').toBe('keep-alive');
        app.markShuttingDown();
        expect(await ready(app)).toEqual({
            status: 503,
            body: { status: 'unavailable', failed: ['shutdown'], checks: { shutdown: 'stopping' } },
        });
        expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
        const served = await config();
        expect(served.statusCode).toBe(200);
        expect(served.headers.connection, 'each answer closes its connection').toBe('close');
    });
});
