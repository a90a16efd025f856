import { chmodSync, existsSync, readdirSync, renameSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BackupError, type Target } from './target';

/** The uploads in DATA_DIR/assets (one flat folder of generated names), with their total size. */
export function localAssets(target: Target): { names: string[]; bytes: number } {
    if (!existsSync(target.assetsDir)) return { names: [], bytes: 0 };
    const names = readdirSync(target.assetsDir).filter(name => statSync(join(target.assetsDir, name)).isFile());
    const bytes = names.reduce((sum, name) => sum + statSync(join(target.assetsDir, name)).size, 0);
    return { names: names.sort(), bytes };
}

export function assertAssetsTargetEmpty(target: Target): void {
    if (existsSync(target.assetsDir) && readdirSync(target.assetsDir).length > 0) {
        throw new BackupError(
            `${target.assetsDir} already holds uploads: a restore goes into an empty DATA_DIR only (nothing was changed)`,
        );
    }
}

/** Moves the unpacked uploads into DATA_DIR/assets (the unpacked folder is on the same file system). */
export function moveAssetsInPlace(unpacked: string, target: Target): void {
    if (existsSync(target.assetsDir)) rmdirSync(target.assetsDir);
    renameSync(unpacked, target.assetsDir);
    chmodSync(target.assetsDir, 0o750);
}
