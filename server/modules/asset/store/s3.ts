import {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    S3Client,
    S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3StoreConfig } from '../../../config-assets';
import type { AssetStore } from './store';

const PING_TIMEOUT_MS = 3000;

export function s3Client(config: S3StoreConfig): S3Client {
    return new S3Client({
        endpoint: config.endpoint ?? undefined,
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Checksums only where S3 demands them: S3-compatible stores do not all know the newer checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
    });
}

/** Objects are keyed as the files are laid out on disk: `assets/<uuid>`. */
export const objectKey = (name: string) => `assets/${basename(name)}`;

/** The request's answer, or null when the store answered 404 (no such key). */
async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
    try {
        return await request;
    } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
    }
}

export function s3Store(config: S3StoreConfig): AssetStore {
    const client = s3Client(config);
    const Bucket = config.bucket;

    return {
        kind: 's3',
        async put(name: string, body: Readable, contentType: string) {
            // One part at a time: the SDK holds at most one part (5 MiB) in memory, and aborts the upload when the
            // stream fails, so no object appears.
            const upload = new Upload({
                client,
                params: { Bucket, Key: objectKey(name), Body: body, ContentType: contentType },
                queueSize: 1,
                leavePartsOnError: false,
            });
            await upload.done();
        },
        async get(name: string) {
            const object = await unlessMissing(client.send(new GetObjectCommand({ Bucket, Key: objectKey(name) })));
            if (!object) return null;
            return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
        },
        async sizeOf(name: string) {
            const head = await unlessMissing(client.send(new HeadObjectCommand({ Bucket, Key: objectKey(name) })));
            return head ? (head.ContentLength ?? 0) : null;
        },
        async remove(name: string) {
            await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(name) }));
        },
        async ping() {
            await client.send(new HeadBucketCommand({ Bucket }), {
                abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
            });
        },
        async close() {
            client.destroy();
        },
    };
}
