import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { detectImageType } from './storage';
import type { AssetStore } from './store';

/** Bytes file-type reads to tell the accepted images apart. */
const SAMPLE_BYTES = 4100;

const tooLarge = () => new AppError(413, 'payload_too_large', 'An image may be at most 5 MiB');
const malformedForm = () =>
    new AppError(400, 'validation_failed', 'The multipart form is malformed', [
        { field: 'body', error: 'invalid_format' },
    ]);

/** An image written to the store, under its generated name (also the asset's uuid). */
export interface StoredImage {
    name: string;
    contentType: string;
    size: number;
}

/** The store failed (not the form): answered as the server's fault. */
class StoreFailure extends Error {}

interface Meter {
    bytes: number;
    /** The error the form's bytes ended with, when they did. */
    failure?: unknown;
}

/** The file's bytes as they arrive, counted; 413 at their end when the parser cut the file at the size limit. */
async function* chunksOf(file: MultipartFile['file'], meter: Meter): AsyncGenerator<Buffer> {
    try {
        for await (const chunk of file) {
            meter.bytes += (chunk as Buffer).length;
            yield chunk as Buffer;
        }
        if (file.truncated) throw tooLarge();
    } catch (error) {
        meter.failure = error;
        throw error;
    }
}

/** Reads the first bytes of the chunks, and answers them with a stream of all the bytes, those first ones too. */
async function withHead(chunks: AsyncGenerator<Buffer>, size: number) {
    const head: Buffer[] = [];
    let length = 0;
    while (length < size) {
        const next = await chunks.next();
        if (next.done) break;
        head.push(next.value);
        length += next.value.length;
    }
    async function* all() {
        yield* head;
        yield* chunks;
    }
    return { head: Buffer.concat(head), whole: Readable.from(all(), { objectMode: false }) };
}

/**
 * Streams the file into the store once its first bytes show an accepted image; any other file is read to its end
 * and kept nowhere. Nothing is left in the store when the bytes stop short or pass the size limit.
 */
async function receiveFile(store: AssetStore, file: MultipartFile['file']): Promise<StoredImage | 'not_an_image'> {
    const meter: Meter = { bytes: 0 };
    const { head, whole } = await withHead(chunksOf(file, meter), SAMPLE_BYTES);
    const contentType = await detectImageType(head);
    if (!contentType) {
        await discard(whole);
        return 'not_an_image';
    }
    const name = randomUUID();
    try {
        await store.put(name, whole, contentType);
    } catch (error) {
        if (meter.failure) throw meter.failure;
        throw new StoreFailure('The asset store refused the upload', { cause: error });
    }
    return { name, contentType, size: meter.bytes };
}

/** Reads the stream to its end, keeping nothing; fails as the stream does. */
const discard = (stream: Readable) => finished(stream.resume());

/**
 * Reads the form: the `file` part goes to the store as it arrives (413 past the limit), the text fields are
 * collected. When the form fails after the file was stored, the stored bytes are removed again.
 */
export async function readUploadForm(request: FastifyRequest, store: AssetStore) {
    let file: StoredImage | 'not_an_image' | null = null;
    const fields: Record<string, string> = {};
    try {
        for await (const part of request.parts()) {
            if (part.type === 'file') {
                if (part.fieldname === 'file' && !file) file = await receiveFile(store, part.file);
                else await discard(Readable.from(chunksOf(part.file, { bytes: 0 })));
            } else if (typeof part.value === 'string') {
                fields[part.fieldname] = part.value;
            }
        }
    } catch (error) {
        if (file && file !== 'not_an_image') await store.remove(file.name).catch(() => undefined);
        if (error instanceof StoreFailure) throw error.cause;
        const { code, statusCode } = error as { code?: string; statusCode?: number };
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
        // The multipart parser fails with plain errors on a missing or wrong boundary and on truncated parts.
        throw malformedForm();
    }
    return { file, fields };
}
