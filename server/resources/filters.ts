import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { Id } from '../http/schemas';

/** `status=a,b`: the records in any of the listed statuses. */
export const statusesFilter = (column: PgColumn, statuses: readonly string[]) => {
    const one = `(${statuses.join('|')})`;
    return {
        schema: Type.String({
            pattern: `^${one}(,${one})*$`,
            description: 'One status or several, comma-separated',
            'x-enum': [...statuses],
        }),
        where: (value: string) => sql`${column} = ANY(string_to_array(${value}, ','))`,
    };
};

/**
 * `<name>_id=n`: the records whose `column` points at record n of `resource`; or, given the reference field's name
 * instead of a column, whose field of that name does (a table the declaration builds).
 */
export function referenceFilter(column: PgColumn | string, resource: string) {
    return {
        schema: Id({ 'x-reference': resource }),
        where: (value: number, columns?: Record<string, PgColumn>) =>
            eq(typeof column === 'string' ? columns![column] : column, value),
    };
}
