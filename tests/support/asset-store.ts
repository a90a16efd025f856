import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalS3 } from './s3';

export type StoreKind = 'disk' | 's3';

/** An asset store for an app under test, and what it holds, read past the app. */
export interface StoreUnderTest {
    kind: StoreKind;
    /** ASSET_STORE and S3_* for the app (nothing for the disk, the default). */
    env: Record<string, string>;
    /** The storage names of the assets the store holds, sorted. */
    names(dataDir: string): Promise<string[]>;
    bytes(dataDir: string, name: string): Promise<Buffer>;
    close(): Promise<void>;
}

const OBJECT_PREFIX = 'assets/';

/** The disk store (DATA_DIR/assets), or the S3 store in a local S3 server started for the test. */
export async function startStoreUnderTest(kind: StoreKind): Promise<StoreUnderTest> {
    if (kind === 'disk') {
        const dir = (dataDir: string) => join(dataDir, 'assets');
        return {
            kind,
            env: {},
            names: async dataDir => (existsSync(dir(dataDir)) ? readdirSync(dir(dataDir)).sort() : []),
            bytes: async (dataDir, name) => readFileSync(join(dir(dataDir), name)),
            close: async () => {},
        };
    }
    const s3 = await startLocalS3();
    return {
        kind,
        env: s3.env,
        names: async () => (await s3.keys()).map(key => key.slice(OBJECT_PREFIX.length)),
        bytes: (_dataDir, name) => s3.bytes(`${OBJECT_PREFIX}${name}`),
        close: () => s3.close(),
    };
}
