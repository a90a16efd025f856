import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadAssetStore, type S3StoreConfig } from '../../server/config-assets';
import { s3Client } from '../../server/modules/asset/store/s3';

export interface LocalS3 {
    /** ASSET_STORE and S3_* for an app that keeps its assets here. */
    env: Record<string, string>;
    config: S3StoreConfig;
    /** The bucket's object keys, sorted. */
    keys(): Promise<string[]>;
    /** An object's bytes. */
    bytes(key: string): Promise<Buffer>;
    /** Stops the server (the bucket's files go too). */
    close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on loopback, a random port unless given, with one empty bucket. */
export async function startLocalS3(listenPort = 0): Promise<LocalS3> {
    const directory = mkdtempSync(join(tmpdir(), 'pitstop-s3-'));
    const server = new S3rver({ address: '127.0.0.1', port: listenPort, silent: true, directory });
    const { port } = await server.run();
    const env = {
        ASSET_STORE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'pitstop-assets',
        S3_REGION: 'us-east-1',
        // s3rver checks signatures made with these.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
    };
    const config = loadAssetStore(env, message => {
        throw new Error(message);
    }) as S3StoreConfig;
    const client: S3Client = s3Client(config);
    await client.send(new CreateBucketCommand({ Bucket: config.bucket }));

    return {
        env,
        config,
        async keys() {
            const listed = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
            return (listed.Contents ?? []).map(object => object.Key!).sort();
        },
        async bytes(key: string) {
            const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
            return Buffer.from(await object.Body!.transformToByteArray());
        },
        async close() {
            client.destroy();
            await server.close();
            rmSync(directory, { recursive: true, force: true });
        },
    };
}
