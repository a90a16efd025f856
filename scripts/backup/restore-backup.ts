import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { readManifestText, unpackBackup } from './archive';
import { assertAssetsTargetEmpty, moveAssetsInPlace } from './assets';
import { DUMP_FILES, knownMigrations, parseManifest, type Manifest } from './manifest';
import { withDatabase } from './database-facts';
import { assertPgliteTargetEmpty, loadPglite } from './pglite';
import { assertPostgresEmpty, restorePostgres } from './postgres';
import { BackupError, type Target } from './target';

function assertRestorable(manifest: Manifest, target: Target): void {
    if (manifest.database.kind === 'pglite' && target.databaseUrl) {
        throw new BackupError('This backup is of an embedded PGlite database: restore it with DATABASE_URL unset');
    }
    if (manifest.database.kind === 'postgres' && !target.databaseUrl) {
        throw new BackupError('This backup is of a PostgreSQL database: set DATABASE_URL to an empty database');
    }
    if (manifest.database.migrations > knownMigrations()) {
        throw new BackupError(
            `This backup was made by a newer Pitstop (${manifest.app_version}, ${manifest.database.migrations} ` +
                `migrations; this one knows ${knownMigrations()}): restore it with that version`,
        );
    }
}

/** Nothing is written before every check has passed: a refused restore leaves the target as it was. */
async function assertTargetEmpty(manifest: Manifest, target: Target): Promise<void> {
    if (target.databaseUrl) await assertPostgresEmpty(target.databaseUrl);
    else assertPgliteTargetEmpty(target);
    if (manifest.assets.files > 0) assertAssetsTargetEmpty(target);
}

/** What start-up does: the migrations a newer version added, the app role's privileges, row-level security. */
async function prepareAsStartUpDoes(database: Database): Promise<void> {
    try {
        await migrate(database);
    } catch (error) {
        const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
        throw new BackupError(
            `The data loaded, but the start-up step after it failed (${reason}), as the server's start would: see ` +
                '"Database roles and row-level security" in docs/operations.md',
        );
    }
}

async function restoreDatabase(target: Target, dump: string): Promise<void> {
    if (!target.databaseUrl) return loadPglite(target, readFileSync(dump), prepareAsStartUpDoes);
    await restorePostgres(target.databaseUrl, dump);
    await withDatabase(await openDatabase({ url: target.databaseUrl, dataDir: null }), prepareAsStartUpDoes);
}

function notesFor(manifest: Manifest, target: Target): string[] {
    const notes = [
        'Tokens signed before the backup stay valid only with the same JWT_SECRET (or DATA_DIR/jwt-secret, which ' +
            'the backup leaves out); without it everyone signs in again.',
    ];
    if (manifest.assets.store === 's3') {
        notes.push(
            'The uploads were in the S3 bucket and are not in the backup: set ASSET_STORE=s3 and the same bucket.',
        );
    } else if (manifest.assets.files > 0 && target.assetsInBucket) {
        notes.push(
            'ASSET_STORE=s3: the uploads went into DATA_DIR/assets; copy them into the bucket with npm run assets:migrate.',
        );
    }
    return notes;
}

/** Restores a backup file into an empty database (DATABASE_URL, else DATA_DIR/pglite) and DATA_DIR/assets. */
export async function restoreBackup(target: Target, file: string): Promise<{ manifest: Manifest; notes: string[] }> {
    if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
    const manifest = parseManifest(await readManifestText(file));
    assertRestorable(manifest, target);
    await assertTargetEmpty(manifest, target);

    mkdirSync(target.dataDir, { recursive: true });
    const folder = mkdtempSync(join(target.dataDir, '.restore-'));
    try {
        await unpackBackup(file, folder);
        await restoreDatabase(target, join(folder, DUMP_FILES[manifest.database.kind]));
        if (manifest.assets.files > 0) moveAssetsInPlace(join(folder, 'assets'), target);
    } finally {
        rmSync(folder, { recursive: true, force: true });
    }
    return { manifest, notes: notesFor(manifest, target) };
}
