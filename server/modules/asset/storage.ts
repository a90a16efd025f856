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

/** The disk store's folder (DATA_DIR/assets), where it was always found. */
export { assetDir } from './store/disk';
