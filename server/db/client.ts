import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

/** No relational query builder: queries name their tables (so the client needs no list of them). */
export type Schema = Record<string, never>;

/**
 * bigint columns and sums (money totals, stock) are JS numbers, as PGlite gives them: they stay far below 2^53.
 * node-postgres would give them as text. Set on the module, because drizzle's queries read its parsers from there.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** One SQL text with `$1…` parameters (or several statements without any), as pg-boss hands them over. */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
    db: Db;
    kind: 'pglite' | 'postgres';
    /** Raw SQL on the app's own connections, outside any transaction (the job queue runs on it). */
    execute: RawSql;
    close(): Promise<void>;
}

/**
 * Raw SQL over the client a drizzle database was made with: PGlite runs statements without parameters as a script,
 * whose rows are those of all its statements in turn (as pg-boss expects of a multi-statement query).
 */
export function rawSql(db: Db): RawSql {
    const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
    if (client instanceof PGlite) {
        return async (text, values) => {
            if (values?.length) return client.query<Record<string, unknown>>(text, values);
            const results = await client.exec(text);
            return { rows: results.flatMap(result => result.rows) as Record<string, unknown>[] };
        };
    }
    return (text, values) => client.query(text, values);
}

/**
 * PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null), into which
 * `loadDataDir` (a dump of PGlite's dumpDataDir(), for a restore) is unpacked first.
 */
export async function openDatabase(options: {
    url: string | null;
    dataDir: string | null;
    loadDataDir?: Blob;
}): Promise<Database> {
    if (options.url) {
        const pool = new pg.Pool({ connectionString: options.url, max: 10 });
        // An idle connection the server drops (restart, failover, terminated backend) must not crash the process:
        // the pool replaces it on the next query.
        pool.on('error', error => console.error(`database connection lost: ${error.message}`));
        const db = drizzlePg(pool) as unknown as Db;
        return { db, kind: 'postgres', execute: rawSql(db), close: () => pool.end() };
    }
    const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
    try {
        const client = await PGlite.create(options.dataDir ?? undefined, {
            extensions: { btree_gin, pg_trgm },
            loadDataDir: options.loadDataDir,
        });
        const close = async () => {
            await client.close();
            release();
        };
        const db = drizzlePglite(client) as unknown as Db;
        return { db, kind: 'pglite', execute: rawSql(db), close };
    } catch (error) {
        release();
        throw error;
    }
}
