/**
 * Vitest global set-up of the API projects: migrates one database per run, with the job queue's schema, which each
 * test file's database then starts as a copy of (a PGlite dump loaded, or PostgreSQL's CREATE DATABASE … TEMPLATE),
 * rather than running every migration again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../server/db/client';
import { prepareDatabase } from '../../server/prepare-database';
import { bossDb, QUEUE_SCHEMA } from '../../server/queue/sql';

declare module 'vitest' {
    export interface ProvidedContext {
        /** A file holding a PGlite dump of the migrated database (api-pglite). */
        pgliteTemplate: string;
        /** The migrated PostgreSQL database to copy (api-postgres). */
        postgresTemplate: string;
    }
}

async function migrateWithQueue(database: Database) {
    await prepareDatabase(database);
    const boss = new PgBoss({ db: bossDb(database.execute), schema: QUEUE_SCHEMA, supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false });
}

async function pgliteTemplate(): Promise<{ file: string; drop: () => void }> {
    const database = await openDatabase({ url: null, dataDir: null });
    await migrateWithQueue(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await database.close();
    const dir = mkdtempSync(join(tmpdir(), 'pitstop-template-'));
    const file = join(dir, 'pglite.tar');
    writeFileSync(file, dump);
    return { file, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

async function adminQuery(serverUrl: string, text: string) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
        await admin.query(text);
    } finally {
        await admin.end();
    }
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
    const name = `pitstop_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), dataDir: null });
    await migrateWithQueue(database);
    await database.close();
    return { name, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(project: TestProject) {
    if (project.config.env?.TEST_DB === 'postgres') {
        const template = await postgresTemplate(process.env.TEST_DATABASE_URL!);
        project.provide('postgresTemplate', template.name);
        return template.drop;
    }
    const template = await pgliteTemplate();
    project.provide('pgliteTemplate', template.file);
    return template.drop;
}
