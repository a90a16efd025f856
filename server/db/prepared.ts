import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

const dialect = new PgDialect();

/** A statement whose SQL is built once, with `sql.placeholder(…)` for its values. */
export interface Prepared {
    name: string;
    query: Query;
}

export const prepare = (name: string, statement: SQL): Prepared => ({ name, query: dialect.sqlToQuery(statement) });

type Row = Record<string, unknown>;

/**
 * Runs a prepared statement in the caller's transaction: PostgreSQL keeps it by name on each connection, so neither
 * drizzle nor the server builds or plans it again. Rows come back keyed by the statement's column aliases, with
 * timestamps and dates as PostgreSQL's text.
 */
export async function runPrepared(tx: Tx, statement: Prepared, values: Record<string, unknown>): Promise<Row[]> {
    const query = tx._.session.prepareQuery(statement.query, undefined, statement.name, false);
    const result = (await query.execute(values)) as { rows: Row[] };
    return result.rows;
}

/**
 * A drizzle statement built once per database and kept prepared by name (`build` ends in `.prepare(name)`), for the
 * queries every request runs.
 */
export function perDatabase<P>(build: (db: Db) => P): (db: Db) => P {
    const prepared = new WeakMap<Db, P>();
    return db => {
        if (!prepared.has(db)) prepared.set(db, build(db));
        return prepared.get(db)!;
    };
}
