/**
 * The 409 error key of a unique index's refusal: `<what>_taken` (`plate_taken`, `code_taken`). A client without a
 * message of the key's own says the value is already in use.
 */
export const UNIQUE_ERROR_SUFFIX = '_taken';

export const isUniqueErrorKey = (key: string) => key.endsWith(UNIQUE_ERROR_SUFFIX);
