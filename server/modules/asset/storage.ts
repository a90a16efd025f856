import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

export const MAX_ASSET_BYTES = 5 * 1024 * 1024;

/** The image types we keep, by what their bytes say (an animated PNG is served as a PNG). */
const IMAGE_TYPES: Record<string, string> = {
    'image/png': 'image/png',
    'image/apng': 'image/png',
    'image/jpeg': 'image/jpeg',
    'image/gif': 'image/gif',
    'image/webp': 'image/webp',
    'image/avif': 'image/avif',
};
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;

/** The content type the bytes really have, or null when they are not one of the accepted images. */
export async function detectImageType(bytes: Buffer): Promise<string | null> {
    const detected = await fileTypeFromBuffer(bytes);
    return (detected && IMAGE_TYPES[detected.mime]) ?? null;
}

/** Uploads live in DATA_DIR/assets under generated names, outside anything served as static files. */
export const assetDir = (dataDir: string) => join(dataDir, 'assets');

const pathOf = (dataDir: string, storageName: string) => join(assetDir(dataDir), basename(storageName));

/** Writes the bytes under a new generated name and answers that name (also the asset's uuid). */
export async function storeAssetBytes(dataDir: string, bytes: Buffer): Promise<string> {
    const name = randomUUID();
    await mkdir(assetDir(dataDir), { recursive: true, mode: 0o750 });
    await writeFile(pathOf(dataDir, name), bytes, { flag: 'wx', mode: 0o640 });
    return name;
}

export const readAssetBytes = (dataDir: string, storageName: string) => readFile(pathOf(dataDir, storageName));

export const removeAssetBytes = (dataDir: string, storageName: string) => unlink(pathOf(dataDir, storageName));
