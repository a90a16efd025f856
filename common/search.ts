/** The top bar's search: fewer characters than this (trimmed) find nothing, since every record would match. */
export const SEARCH_MIN_LENGTH = 2;
/** The longest search the server takes (400 beyond). */
export const SEARCH_MAX_LENGTH = 100;
