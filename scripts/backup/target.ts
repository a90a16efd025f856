import { join, resolve } from 'node:path';
import { assetDir } from '../../server/modules/asset/storage';

/** What a backup is taken of and a restore writes into, read from the environment as the server reads it. */
export interface Target {
    dataDir: string;
    pgliteDir: string;
    assetsDir: string;
    databaseUrl: string | null;
    /** ASSET_STORE=s3: the uploads live in the bucket, not in DATA_DIR/assets. */
    assetsInBucket: boolean;
}

/** Errors an operator can act on: printed without a stack. */
export class BackupError extends Error {}

/** Not loadConfig(): on an empty DATA_DIR it would write a new JWT secret there, and a refused restore writes nothing. */
export function targetFromEnv(env: Record<string, string | undefined> = process.env): Target {
    const dataDir = resolve(env.DATA_DIR || './data');
    const databaseUrl = env.DATABASE_URL || null;
    if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
        throw new BackupError('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return {
        dataDir,
        pgliteDir: join(dataDir, 'pglite'),
        assetsDir: assetDir(dataDir),
        databaseUrl,
        assetsInBucket: env.ASSET_STORE === 's3',
    };
}
