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
    /** Where the reads that tolerate lag go: a replica's pool with DATABASE_READ_URL, else `db` itself. */
    readDb: Db;
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
 * The read pool's name in the server's pg_stat_activity, unless its URL sets `application_name`; it gives up on a
 * connection sooner than the primary's pool, so that reads fall back to the primary quickly when the replica is gone.
 */
const READ_POOL = { application_name: 'pitstop-read', connectionTimeoutMillis: 2_000 };

function postgresPool(url: string, options: pg.PoolConfig = {}): pg.Pool {
    const pool = new pg.Pool({ connectionString: url, max: 10, ...options });
    // An idle connection the server drops (restart, failover, terminated backend) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', error => console.error(`database connection lost: ${error.message}`));
    return pool;
}

/**
 * PostgreSQL when a URL is given (and a second pool for `readUrl`, a replica), else PGlite in `dataDir` (or in
 * memory when dataDir is null), into which `loadDataDir` (a dump of PGlite's dumpDataDir(), for a restore) is
 * unpacked first.
 */
export async function openDatabase(options: {
    url: string | null;
    readUrl?: string | null;
    dataDir: string | null;
    loadDataDir?: Blob;
}): Promise<Database> {
    if (options.readUrl && !options.url) throw new Error('A read replica needs a PostgreSQL primary');
    if (options.url) {
        const pool = postgresPool(options.url);
        const readPool = options.readUrl ? postgresPool(options.readUrl, READ_POOL) : null;
        const db = drizzlePg(pool) as unknown as Db;
        const readDb = readPool ? (drizzlePg(readPool) as unknown as Db) : db;
        const close = async () => {
            await Promise.all([pool.end(), readPool?.end()]);
        };
        return { db, readDb, kind: 'postgres', execute: rawSql(db), close };
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
        return { db, readDb: db, kind: 'pglite', execute: rawSql(db), close };
    } catch (error) {
        release();
        throw error;
    }
}
