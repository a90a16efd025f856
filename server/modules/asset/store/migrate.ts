import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { Db } from '../../../db/client';
import { assets } from '../../../db/schema';
import { assetDir, diskStore } from './disk';
import type { AssetStore } from './store';

export interface MigrationCounts {
    /** Files written to the target store. */
    copied: number;
    /** Files the target already held with the same size. */
    skipped: number;
    /** Assets the database knows whose bytes are neither in DATA_DIR/assets nor in the target. */
    missing: number;
}

/**
 * Copies every file of DATA_DIR/assets into the target store, skipping those it already holds with the same size,
 * so that a second run copies nothing. The local files stay.
 */
export async function copyDiskAssets(db: Db, dataDir: string, target: AssetStore): Promise<MigrationCounts> {
    const source = diskStore(dataDir);
    const rows = await db.select({ name: assets.storageName, contentType: assets.contentType }).from(assets);
    const contentTypes = new Map(rows.map(row => [row.name, row.contentType]));
    const files = existsSync(assetDir(dataDir)) ? await readdir(assetDir(dataDir)) : [];
    const counts: MigrationCounts = { copied: 0, skipped: 0, missing: 0 };
    for (const name of files) {
        const bytes = await source.get(name);
        if (!bytes) continue;
        if ((await target.sizeOf(name)) === bytes.size) {
            bytes.body.destroy();
            counts.skipped++;
            continue;
        }
        await target.put(name, bytes.body, contentTypes.get(name) ?? 'application/octet-stream');
        counts.copied++;
    }
    const onDisk = new Set(files);
    for (const { name } of rows) {
        if (!onDisk.has(name) && (await target.sizeOf(name)) === null) counts.missing++;
    }
    return counts;
}
