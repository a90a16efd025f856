import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packBackup } from './archive';
import { localAssets } from './assets';
import {
    appVersion,
    backupFileName,
    DUMP_FILES,
    FORMAT_VERSION,
    MANIFEST_FILE,
    type DatabaseFacts,
    type Manifest,
} from './manifest';
import { dumpPglite } from './pglite';
import { dumpPostgres } from './postgres';
import { BackupError, type Target } from './target';

/** Writes the database's dump under `folder` and answers the manifest's part about it, with the dump's facts. */
async function dumpDatabase(
    target: Target,
    folder: string,
): Promise<Omit<Manifest['database'], 'migrations'> & DatabaseFacts> {
    mkdirSync(join(folder, 'database'));
    if (target.databaseUrl) {
        const file = DUMP_FILES.postgres;
        const facts = await dumpPostgres(target.databaseUrl, join(folder, file));
        return { kind: 'postgres', file, dumped_by: 'pg_dump', ...facts };
    }
    const file = DUMP_FILES.pglite;
    const { dump, dumpedBy, ...facts } = await dumpPglite(target);
    writeFileSync(join(folder, file), dump);
    return { kind: 'pglite', file, dumped_by: dumpedBy, ...facts };
}

/**
 * One file in `outDir`, named by the time: manifest.json, the database's dump, then the uploads in DATA_DIR/assets
 * (read after the dump, so every upload the dump names is there; an upload made meanwhile is an unnamed extra).
 * Built beside its final name and renamed into it once whole.
 */
export async function createBackup(
    target: Target,
    outDir: string,
    now = new Date(),
): Promise<{ file: string; manifest: Manifest }> {
    mkdirSync(outDir, { recursive: true });
    const file = join(outDir, backupFileName(now));
    if (existsSync(file)) throw new BackupError(`${file} already exists`);
    const folder = mkdtempSync(join(outDir, '.pitstop-backup-'));
    const partial = `${folder}.partial`;
    try {
        const { counts, migrations, ...database } = await dumpDatabase(target, folder);
        const assets = target.assetsInBucket ? { names: [], bytes: 0 } : localAssets(target);
        if (assets.names.length > 0) symlinkSync(target.assetsDir, join(folder, 'assets'));
        const manifest: Manifest = {
            format_version: FORMAT_VERSION,
            app_version: appVersion(),
            created_at: now.toISOString(),
            database: { ...database, migrations },
            assets: {
                store: target.assetsInBucket ? 's3' : 'local',
                included: !target.assetsInBucket,
                files: assets.names.length,
                bytes: assets.bytes,
            },
            counts,
        };
        writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
        const entries = [MANIFEST_FILE, database.file, ...assets.names.map(name => `assets/${name}`)];
        await packBackup(folder, entries, partial);
        // Customers' details and password hashes: for the backup's owner only, as DATA_DIR's own files are.
        chmodSync(partial, 0o600);
        renameSync(partial, file);
        return { file, manifest };
    } finally {
        rmSync(folder, { recursive: true, force: true });
        rmSync(partial, { force: true });
    }
}
