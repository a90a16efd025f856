import { DataDirInUseError } from '../../server/db/data-dir-lock';
import type { Manifest } from './manifest';
import { BackupError } from './target';

export const describeSize = (bytes: number) =>
    bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The manifest as an operator reads it after a backup or a restore. */
export function describeManifest(manifest: Manifest): string[] {
    const { database, assets, counts } = manifest;
    const kind = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
    return [
        `  made:     ${manifest.created_at} by Pitstop ${manifest.app_version}`,
        `  database: ${kind}, ${database.migrations} migrations, dumped by ${database.dumped_by}`,
        assets.included
            ? `  uploads:  ${assets.files} file${assets.files === 1 ? '' : 's'}, ${describeSize(assets.bytes)}`
            : '  uploads:  in the S3 bucket (ASSET_STORE=s3), not in this file',
        `  records:  ${Object.entries(counts)
            .map(([table, count]) => `${table} ${count}`)
            .join(', ')}`,
    ];
}

/** Runs a command line's work: an operator's error is one line and exit 1, anything else its stack. */
export function runCommandLine(work: () => Promise<void>): void {
    work().then(
        () => process.exit(0),
        (error: unknown) => {
            const expected = error instanceof BackupError || error instanceof DataDirInUseError;
            console.error(expected ? (error as Error).message : error);
            process.exit(1);
        },
    );
}
