import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions, type PitstopApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { prepareDatabase } from '../../server/prepare-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

export interface TestContext {
    app: PitstopApp;
    database: Database;
    config: Config;
    /** The PostgreSQL database's URL (another app may open it too); null on PGlite. */
    databaseUrl: string | null;
    close(): Promise<void>;
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped again by the returned function. */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = `pitstop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
        url: url.toString(),
        drop: async () => {
            const client = new pg.Client({ connectionString: serverUrl.toString() });
            await client.connect();
            // The app's pool has ended, but its sockets may still be closing: let them go before forcing the rest.
            for (let wait = 0; wait < 40; wait++) {
                const { rows } = await client.query(
                    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
                    [name],
                );
                if (rows[0].n === 0) break;
                await new Promise(resolve => setTimeout(resolve, 50));
            }
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await client.end();
        },
    };
}

let pgliteDump: Buffer | null = null;
/** The migrated database of this run (tests/support/database-template.ts), read once per worker. */
export const pgliteTemplate = () => {
    const file = inject('pgliteTemplate');
    // Projects without the template (the process tests) migrate their database from scratch.
    return file ? new Blob([(pgliteDump ??= readFileSync(file))]) : undefined;
};

/** One migrated database and one app per test file: the database is real (PGlite, or PostgreSQL when asked). */
export async function startTestApp(
    env: Record<string, string> = {},
    options: Pick<AppOptions, 'portalLimits' | 'distDir' | 'queue' | 'delivery'> & {
        /** On PostgreSQL, the read pool's URL (DATABASE_READ_URL) made from the test database's. */
        readUrl?: (databaseUrl: string) => string;
    } = {},
): Promise<TestContext> {
    const { readUrl, ...appOptions } = options;
    const postgres = process.env.TEST_DB === 'postgres' ? await freshPostgresDatabase() : null;
    const database = await openDatabase({
        url: postgres?.url ?? null,
        readUrl: postgres && readUrl ? readUrl(postgres.url) : null,
        dataDir: null,
        loadDataDir: postgres ? undefined : pgliteTemplate(),
    });
    await prepareDatabase(database);
    const dataDir = mkdtempSync(join(tmpdir(), 'pitstop-test-'));
    const config = loadConfig({
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        ...env,
    });
    const app = await buildApp({
        config,
        db: database.db,
        readDb: database.readDb,
        logger: false,
        loginLimits: { perAccount: 5, perIp: 10_000, windowMs: 60_000 },
        ...appOptions,
    });
    return {
        app,
        database,
        config,
        databaseUrl: postgres?.url ?? null,
        close: async () => {
            await app.close();
            await database.close();
            await postgres?.drop();
            rmSync(dataDir, { recursive: true, force: true });
        },
    };
}
