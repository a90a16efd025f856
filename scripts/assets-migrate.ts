/**
 * Copies the uploads kept on disk (DATA_DIR/assets) into the S3 bucket the S3_* settings name, before switching a
 * server to ASSET_STORE=s3 (or after, for what the disk still holds):
 *   ASSET_STORE=s3 S3_BUCKET=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… [S3_ENDPOINT=…] npm run assets:migrate
 * Idempotent: objects already in the bucket with the same size are skipped. Reads the database (DATABASE_URL, or the
 * embedded PGlite in DATA_DIR: stop the server first) for the images' types and to count assets whose bytes are lost.
 */
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirInUseError } from '../server/db/data-dir-lock';
import { openAssetStore } from '../server/modules/asset/store';
import { copyDiskAssets } from '../server/modules/asset/store/migrate';

async function main() {
    const config = loadConfig();
    if (config.assetStore.kind !== 's3') {
        throw new ConfigError(
            'assets:migrate copies DATA_DIR/assets into S3: set ASSET_STORE=s3 and the S3_* settings',
        );
    }
    const target = openAssetStore(config);
    const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
    try {
        await target.ping();
        const counts = await copyDiskAssets(database.db, config.dataDir, target);
        console.log(
            `Assets into s3://${config.assetStore.bucket}: ${counts.copied} copied, ${counts.skipped} skipped ` +
                `(already there), ${counts.missing} missing (in the database, on neither the disk nor the bucket)`,
        );
    } finally {
        await database.close();
        await target.close();
    }
}

main().catch(error => {
    console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
});
