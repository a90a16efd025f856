import type { Readable } from 'node:stream';

/** An asset's bytes as the store answers them. */
export interface StoredBytes {
    body: Readable;
    size: number;
}

/** Where the bytes of uploaded images live, by their storage name (the asset's uuid). */
export interface AssetStore {
    readonly kind: 'disk' | 's3';
    /** Writes the stream under the name as it arrives; when the stream fails, nothing is left under the name. */
    put(name: string, body: Readable, contentType: string): Promise<void>;
    /** The bytes, or null when nothing is stored under the name. */
    get(name: string): Promise<StoredBytes | null>;
    /** The size of what is stored under the name, or null when nothing is. */
    sizeOf(name: string): Promise<number | null>;
    /** Removes the bytes; removing what is not there is no error. */
    remove(name: string): Promise<void>;
    /** Resolves when the store answers and may be written to; rejects, saying why, when not (readiness checks). */
    ping(): Promise<void>;
    close(): Promise<void>;
}
