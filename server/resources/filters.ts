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

/** `<name>_id=n`: the records whose `column` points at record n of `resource`. */
export const referenceFilter = (column: PgColumn, resource: string) => ({
    schema: Id({ 'x-reference': resource }),
    where: (value: number) => eq(column, value),
});
