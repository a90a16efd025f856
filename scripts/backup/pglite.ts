import { PGlite } from '@electric-sql/pglite';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, PGLITE_EXTENSIONS } from '../../server/db/client';
import { DataDirInUseError, lockDataDir } from '../../server/db/data-dir-lock';
import { databaseFacts } from './database-facts';
import { dumpFromRunningServer } from './live-dump';
import type { DatabaseFacts } from './manifest';
import { BackupError, type Target } from './target';

const asTarball = (dump: Buffer) => new Blob([dump], { type: 'application/x-gzip' });

/**
 * The data folder as PGlite's dumpDataDir() packs it: by this process when no server has it open, else by the
 * server, which keeps answering requests meanwhile.
 */
export async function dumpPglite(target: Target): Promise<{ dump: Buffer; dumpedBy: string }> {
    if (!existsSync(join(target.pgliteDir, 'PG_VERSION'))) {
        throw new BackupError(`There is no database in ${target.pgliteDir} (DATA_DIR) to back up`);
    }
    let database;
    try {
        database = await openDatabase({ url: null, dataDir: target.pgliteDir });
    } catch (error) {
        if (!(error instanceof DataDirInUseError)) throw error;
        return { dump: await dumpFromRunningServer(target.dataDir), dumpedBy: 'the running server' };
    }
    try {
        const client = (database.db as unknown as { $client: PGlite }).$client;
        await client.exec('CHECKPOINT');
        const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
        return { dump, dumpedBy: 'the backup (no server running)' };
    } finally {
        await database.close();
    }
}

/** Opens the dump in memory, which proves it loads, and counts what it holds. */
export async function pgliteDumpFacts(dump: Buffer): Promise<DatabaseFacts> {
    const client = await PGlite.create({ loadDataDir: asTarball(dump), extensions: PGLITE_EXTENSIONS });
    try {
        return await databaseFacts(text => client.query(text));
    } finally {
        await client.close();
    }
}

export function assertPgliteTargetEmpty(target: Target): void {
    if (existsSync(target.pgliteDir) && readdirSync(target.pgliteDir).length > 0) {
        throw new BackupError(
            `${target.pgliteDir} already holds a database: a restore goes into an empty DATA_DIR only (nothing was changed)`,
        );
    }
}

/** Unpacks the dump into the (empty) data folder, holding its lock meanwhile; a failed load leaves no folder. */
export async function loadPglite(target: Target, dump: Buffer): Promise<void> {
    const release = lockDataDir(target.pgliteDir);
    try {
        const client = await PGlite.create(target.pgliteDir, {
            loadDataDir: asTarball(dump),
            extensions: PGLITE_EXTENSIONS,
        });
        await client.close();
    } catch (error) {
        rmSync(target.pgliteDir, { recursive: true, force: true });
        throw error;
    } finally {
        release();
    }
}
