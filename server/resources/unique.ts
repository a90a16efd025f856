import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUniqueErrorKey, UNIQUE_ERROR_SUFFIX } from '../../common/errors';
import { databaseErrorOf } from '../db/errors';
import { conflict, type AppError } from '../http/errors';

/**
 * Unique index name → the field it guards, and the error key (`<what>_taken`, common/errors.ts) and message of the 409
 * that answers its refusal.
 */
export type UniqueIndexes = Record<
    string,
    {
        field: string;
        error: string;
        message: string;
        /** What a table the declaration builds indexes (default: the column, a text one by `lower(column)`). */
        on?: (column: PgColumn) => SQL;
    }
>;

/**
 * The 409 for a unique index's refusal (a check let the write through, or two requests raced): the error key and field
 * `indexes` name it with, else a generic `conflict`. Null for any other error.
 */
export function uniqueConflict(error: unknown, indexes: UniqueIndexes): AppError | null {
    const cause = databaseErrorOf(error);
    if (cause?.code !== '23505') return null;
    const unique = indexes[cause.constraint ?? ''];
    if (!unique) return conflict('conflict', 'This value is already taken', 'id');
    return conflict(unique.error, unique.message, unique.field);
}

/** The unique indexes the declarations name, all in one map; refused at start when an error key is not `<what>_taken`. */
export function declaredUniqueIndexes(resources: readonly { unique?: UniqueIndexes }[]): UniqueIndexes {
    const indexes: UniqueIndexes = Object.assign({}, ...resources.map(resource => resource.unique));
    for (const [index, { error }] of Object.entries(indexes)) {
        if (!isUniqueErrorKey(error))
            throw new Error(`Unique index ${index}: its error key must end in ${UNIQUE_ERROR_SUFFIX}`);
    }
    return indexes;
}
