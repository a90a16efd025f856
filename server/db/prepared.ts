import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

const dialect = new PgDialect();

/** A statement whose SQL is built once, with `sql.placeholder(…)` for its values. */
export interface Prepared {
    name: string;
    query: Query;
    /** The columns a select's rows are read as, in order, as drizzle's own select reads them (a timestamp as a Date). */
    fields?: SelectedFieldsOrdered;
}

export const prepare = (name: string, statement: SQL): Prepared => ({ name, query: dialect.sqlToQuery(statement) });

/** A select of `columns` (under their keys, in this order), whose rows are read as drizzle's select would. */
export const prepareSelect = (name: string, statement: SQL, columns: Record<string, PgColumn>): Prepared => ({
    ...prepare(name, statement),
    fields: Object.entries(columns).map(([key, column]) => ({ path: [key], field: column })),
});

type Row = Record<string, unknown>;

/**
 * Runs a prepared statement in the caller's transaction: PostgreSQL keeps it by name on each connection, so neither
 * drizzle nor the server builds or plans it again. Rows come back keyed by the statement's column aliases, with
 * timestamps and dates as PostgreSQL's text (a `prepareSelect` one: as its columns read them).
 */
export async function runPrepared(tx: Tx, statement: Prepared, values: Record<string, unknown>): Promise<Row[]> {
    const { query, fields, name } = statement;
    const result = await tx._.session.prepareQuery(query, fields, name, fields !== undefined).execute(values);
    return fields ? (result as Row[]) : (result as { rows: Row[] }).rows;
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
