import type { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { DataDirInUseError, lockDataDir } from '../../server/db/data-dir-lock';
import { databaseFacts, withDatabase } from './database-facts';
import { dumpFromRunningServer } from './live-dump';
import type { DatabaseFacts } from './manifest';
import { BackupError, type Target } from './target';

const asTarball = (dump: Buffer) => new Blob([dump], { type: 'application/x-gzip' });

/** Opens the dump in memory, which proves it loads, and counts what it holds. */
const dumpFacts = async (dump: Buffer) =>
    withDatabase(await openDatabase({ url: null, dataDir: null, loadDataDir: asTarball(dump) }), database =>
        databaseFacts(database.execute),
    );

/**
 * The data folder as PGlite's dumpDataDir() packs it, and what it holds: by this process when no server has the
 * folder open (nothing writes meanwhile, so it counts the folder itself), else by the server, which keeps answering
 * requests meanwhile (and then the dump is opened to count what it holds).
 */
export async function dumpPglite(target: Target): Promise<{ dump: Buffer; dumpedBy: string } & DatabaseFacts> {
    if (!existsSync(join(target.pgliteDir, 'PG_VERSION'))) {
        throw new BackupError(`There is no database in ${target.pgliteDir} (DATA_DIR) to back up`);
    }
    let database;
    try {
        database = await openDatabase({ url: null, dataDir: target.pgliteDir });
    } catch (error) {
        if (!(error instanceof DataDirInUseError)) throw error;
        const dump = await dumpFromRunningServer(target.dataDir);
        return { dump, dumpedBy: 'the running server', ...(await dumpFacts(dump)) };
    }
    return withDatabase(database, async ({ db, execute }) => {
        const client = (db as unknown as { $client: PGlite }).$client;
        await client.exec('CHECKPOINT');
        const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
        return { dump, dumpedBy: 'the backup (no server running)', ...(await databaseFacts(execute)) };
    });
}

export function assertPgliteTargetEmpty(target: Target): void {
    if (existsSync(target.pgliteDir) && readdirSync(target.pgliteDir).length > 0) {
        throw new BackupError(
            `${target.pgliteDir} already holds a database: a restore goes into an empty DATA_DIR only (nothing was changed)`,
        );
    }
}

/**
 * Unpacks the dump into a new folder beside DATA_DIR/pglite and prepares it there, then renames it into place
 * under the data folder's lock, once more checked empty: a failure or a server started meanwhile leaves the
 * target as it was.
 */
export async function loadPglite(
    target: Target,
    dump: Buffer,
    prepare: (database: Database) => Promise<void>,
): Promise<void> {
    const loading = mkdtempSync(`${target.pgliteDir}.restoring-`);
    try {
        await withDatabase(await openDatabase({ url: null, dataDir: loading, loadDataDir: asTarball(dump) }), prepare);
        const release = lockDataDir(target.pgliteDir);
        try {
            assertPgliteTargetEmpty(target);
            rmdirSync(target.pgliteDir);
            renameSync(loading, target.pgliteDir);
        } finally {
            release();
        }
    } finally {
        rmSync(loading, { recursive: true, force: true });
    }
}
