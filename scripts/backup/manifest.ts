import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BackupError } from './target';

/** The layout of the backup file (manifest.json, database/, assets/): a restore refuses another. */
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where each kind's dump lies in the backup file. */
export const DUMP_FILES: Record<DatabaseKind, string> = {
    pglite: 'database/pglite.tar.gz',
    postgres: 'database/postgres.dump',
};

export interface DatabaseFacts {
    /** Migrations applied (rows of drizzle.__drizzle_migrations). */
    migrations: number;
    /** Rows per table, as the dump holds them. */
    counts: Record<string, number>;
}

export interface Manifest {
    format_version: number;
    app_version: string;
    created_at: string;
    database: { kind: DatabaseKind; file: string; migrations: number; dumped_by: string };
    assets: { store: 'local' | 's3'; included: boolean; files: number; bytes: number };
    counts: Record<string, number>;
}

const projectFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const appVersion = (): string =>
    (JSON.parse(readFileSync(projectFile('package.json'), 'utf8')) as { version: string }).version;

/** The migrations this version of the app knows. */
export const knownMigrations = (): number =>
    (JSON.parse(readFileSync(projectFile('server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] })
        .entries.length;

/** `pitstop-backup-2026-11-25T093012Z.tar.gz`: UTC, sortable, no characters a file system refuses. */
export const backupFileName = (at: Date) => `pitstop-backup-${at.toISOString().slice(0, 19).replace(/:/g, '')}Z.tar.gz`;

export function parseManifest(text: string): Manifest {
    let manifest: Manifest;
    try {
        manifest = JSON.parse(text) as Manifest;
    } catch {
        throw new BackupError('The backup file has an unreadable manifest.json');
    }
    if (manifest.format_version !== FORMAT_VERSION) {
        throw new BackupError(
            `The backup file is of format ${manifest.format_version}; this version of Pitstop reads format ${FORMAT_VERSION}`,
        );
    }
    return manifest;
}
