import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The tables declarations built, and those written by hand that declarations name, by resource name. */
const TABLES = new Map<string, PgTable>();

export function registerTable(resource: string, table: PgTable) {
    TABLES.set(resource, table);
}

/**
 * A declared resource's table columns by drizzle key, for a foreign key to it: looked up when the keys are read (after
 * every declaration has loaded), so the table pointing at it need not import its declaration.
 */
export function tableOf(resource: string): Record<string, PgColumn> {
    return getTableColumns(declaredTable(resource));
}

/** A declared resource's table, for SQL written where its declaration may not be imported (a helper below it). */
export function declaredTable(resource: string): PgTable {
    const table = TABLES.get(resource);
    if (!table) throw new Error(`No declared resource ${resource} to refer to`);
    return table;
}
