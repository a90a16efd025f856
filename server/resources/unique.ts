import { isUniqueErrorKey, UNIQUE_ERROR_SUFFIX } from '../../common/errors';
import { databaseErrorOf } from '../db/errors';
import { conflict, type AppError } from '../http/errors';
import { RESOURCES } from './registry';

/**
 * Unique index name → the field it guards, and the error key (`<what>_taken`, common/errors.ts) and message of the 409
 * that answers its refusal.
 */
export type UniqueIndexes = Record<string, { field: string; error: string; message: string }>;

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

/** Every declaration's unique indexes, whichever route wrote the row (a declared one, a job action, a sign-up). */
const DECLARED: UniqueIndexes = Object.assign({}, ...RESOURCES.map(resource => resource.unique));
for (const [index, { error }] of Object.entries(DECLARED)) {
    if (!isUniqueErrorKey(error))
        throw new Error(`Unique index ${index}: its error key must end in ${UNIQUE_ERROR_SUFFIX}`);
}

export const declaredUniqueConflict = (error: unknown) => uniqueConflict(error, DECLARED);
