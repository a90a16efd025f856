import { create, extract, list } from 'tar';
import { MANIFEST_FILE } from './manifest';
import { BackupError } from './target';

/** A gzipped tar of `entries`, paths relative to `folder` (symbolic links followed: the assets are linked in). */
export function packBackup(folder: string, entries: string[], file: string): Promise<void> {
    return create({ gzip: true, portable: true, follow: true, file, cwd: folder }, entries);
}

/** Unpacks into `folder`; tar itself refuses absolute paths and `..`, so nothing lands outside it. */
export function unpackBackup(file: string, folder: string): Promise<void> {
    return extract({ file, cwd: folder, strict: true });
}

/** manifest.json's text, read from the archive without unpacking anything. */
export async function readManifestText(file: string): Promise<string> {
    const chunks: Buffer[] = [];
    try {
        await list({
            file,
            strict: true,
            onReadEntry: entry => {
                if (entry.path === MANIFEST_FILE) entry.on('data', (chunk: Buffer) => chunks.push(chunk));
            },
        });
    } catch (error) {
        throw new BackupError(`${file} is not a readable backup file (${(error as Error).message})`);
    }
    if (chunks.length === 0) throw new BackupError(`${file} is not a Pitstop backup (it has no ${MANIFEST_FILE})`);
    return Buffer.concat(chunks).toString('utf8');
}
