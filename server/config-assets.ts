/** Where uploaded images are kept: `ASSET_STORE` = disk (DATA_DIR/assets) or s3 (any S3-compatible store). */
import { allOrNone, httpUrl, type Env, type Fail } from './config-channels';

export interface S3StoreConfig {
    kind: 's3';
    /** null: AWS's own endpoint for the region. */
    endpoint: string | null;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** `bucket` in the path (local stores) instead of the host name. */
    forcePathStyle: boolean;
}

export type AssetStoreConfig = { kind: 'disk' } | S3StoreConfig;

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
const S3_NAMES = ['S3_ENDPOINT', ...S3_REQUIRED, 'S3_REGION', 'S3_FORCE_PATH_STYLE'];

function trueOrFalse(env: Env, name: string, fail: Fail): boolean {
    const value = env[name];
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    return fail(`${name} must be true or false (got "${value}")`);
}

export function loadAssetStore(env: Env, fail: Fail): AssetStoreConfig {
    const kind = env.ASSET_STORE || 'disk';
    if (kind === 'disk') {
        const stray = S3_NAMES.filter(name => env[name]);
        if (stray.length) fail(`${stray.join(', ')} need ASSET_STORE=s3 (ASSET_STORE is disk)`);
        return { kind: 'disk' };
    }
    if (kind !== 's3') return fail(`ASSET_STORE must be one of disk, s3 (got "${kind}")`);
    if (!allOrNone(env, S3_REQUIRED, fail)) fail(`ASSET_STORE=s3 needs ${S3_REQUIRED.join(', ')}`);
    return {
        kind: 's3',
        endpoint: httpUrl(env, 'S3_ENDPOINT', fail),
        bucket: env.S3_BUCKET!,
        region: env.S3_REGION || 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: trueOrFalse(env, 'S3_FORCE_PATH_STYLE', fail),
    };
}
