import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const dataDirs = mkdtempSync(join(tmpdir(), 'pitstop-config-'));
afterAll(() => rmSync(dataDirs, { recursive: true, force: true }));
const assetStore = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: mkdtempSync(join(dataDirs, 'data-')), ...env }).assetStore;

const S3 = { ASSET_STORE: 's3', S3_BUCKET: 'pitstop', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

describe('ASSET_STORE and S3_*', () => {
    it('keeps assets on disk by default', () => {
        expect(assetStore({})).toEqual({ kind: 'disk' });
        expect(assetStore({ ASSET_STORE: 'disk' })).toEqual({ kind: 'disk' });
    });

    it('reads an S3 store: AWS by default (us-east-1, virtual-host style), or a local one at S3_ENDPOINT', () => {
        expect(assetStore(S3)).toEqual({
            kind: 's3',
            endpoint: null,
            bucket: 'pitstop',
            region: 'us-east-1',
            accessKeyId: 'key',
            secretAccessKey: 'secret',
            forcePathStyle: false,
        });
        expect(
            assetStore({
                ...S3,
                S3_ENDPOINT: 'http://127.0.0.1:9000/',
                S3_REGION: 'eu-central-1',
                S3_FORCE_PATH_STYLE: 'true',
            }),
        ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-central-1', forcePathStyle: true });
    });

    it.each([
        [{ ASSET_STORE: 'ftp' }, /ASSET_STORE must be one of disk, s3/],
        [{ ASSET_STORE: 's3' }, /ASSET_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/],
        [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, /S3_SECRET_ACCESS_KEY missing/],
        [{ ...S3, S3_BUCKET: '' }, /S3_BUCKET missing/],
        [{ ...S3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http/],
        [{ ...S3, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
        [{ S3_BUCKET: 'pitstop', S3_ENDPOINT: 'http://minio:9000' }, /S3_ENDPOINT, S3_BUCKET need ASSET_STORE=s3/],
    ])('refuses %o at start', (env, message) => {
        expect(() => assetStore(env)).toThrow(ConfigError);
        expect(() => assetStore(env)).toThrow(message);
    });
});
