import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, stat, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AssetStore } from './store';

/** Uploads live in DATA_DIR/assets under generated names, outside anything served as static files. */
export const assetDir = (dataDir: string) => join(dataDir, 'assets');

/** The promise's value, or null when it failed because the file is not there. */
async function unlessMissing<T>(promise: Promise<T>): Promise<T | null> {
    try {
        return await promise;
    } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
    }
}

export function diskStore(dataDir: string): AssetStore {
    const dir = assetDir(dataDir);
    const pathOf = (name: string) => join(dir, basename(name));

    return {
        kind: 'disk',
        async put(name: string, body: Readable) {
            await mkdir(dir, { recursive: true, mode: 0o750 });
            try {
                await pipeline(body, createWriteStream(pathOf(name), { flags: 'wx', mode: 0o640 }));
            } catch (error) {
                // A name that was taken is not ours to remove.
                if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await unlink(pathOf(name)).catch(() => {});
                throw error;
            }
        },
        async get(name: string) {
            const file = await unlessMissing(open(pathOf(name)));
            if (!file) return null;
            const { size } = await file.stat().catch(async error => {
                await file.close();
                throw error;
            });
            return { body: file.createReadStream(), size };
        },
        sizeOf: async (name: string) => (await unlessMissing(stat(pathOf(name))))?.size ?? null,
        async remove(name: string) {
            await unlessMissing(unlink(pathOf(name)));
        },
        async ping() {
            await mkdir(dir, { recursive: true, mode: 0o750 });
            await access(dir, constants.R_OK | constants.W_OK);
        },
        async close() {},
    };
}
