import { getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { databaseErrorOf } from '../db/errors';
import { AppError } from '../http/errors';
import type { Resource } from './declare';

/** 409 `in_use`, naming in its `details` the declared resource whose records still hold the one being deleted. */
export const inUse = (message: string, holder: string | undefined) =>
    new AppError(409, 'in_use', message, [{ field: 'id', error: 'in_use', ...(holder ? { resource: holder } : {}) }]);

/**
 * Table name → the declared resource whose records its rows are: a resource's own table; a table of parts (a job's
 * lines) belongs to the workspace resource its rows are deleted with (their cascading foreign key).
 */
export function holdersByTable(resources: readonly Resource[], tables: readonly PgTable[]): Map<string, string> {
    const owners = new Map(resources.map(resource => [resource.table, resource]));
    const holders = new Map(resources.map(resource => [getTableName(resource.table), resource.name]));
    for (const table of tables) {
        if (owners.has(table)) continue;
        const parent = getTableConfig(table)
            .foreignKeys.filter(key => key.onDelete === 'cascade')
            .map(key => owners.get(key.reference().foreignTable))
            .find(owner => owner?.scope === 'workspace');
        if (parent) holders.set(getTableName(table), parent.name);
    }
    return holders;
}

/**
 * A foreign key that refused a delete: 409 `in_use`, naming the resource that holds the record (`holders`:
 * `holdersByTable`). Null otherwise.
 */
export function heldByForeignKey(error: unknown, holders: ReadonlyMap<string, string>): AppError | null {
    const cause = databaseErrorOf(error);
    if (cause?.code !== '23503') return null;
    return inUse('Other records still use this one', holders.get(cause.table ?? ''));
}
