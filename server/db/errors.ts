/** What PostgreSQL (through pg, PGlite or drizzle's wrapper) says about a failed statement. */
export interface DatabaseError {
    code?: string;
    constraint?: string;
    /** the table of the row that broke the constraint (a foreign key's: the referencing row's, also on delete) */
    table?: string;
    cause?: DatabaseError;
}

/** The database's own error inside whatever wraps it, or null when `error` did not come from the database. */
export function databaseErrorOf(error: unknown): DatabaseError | null {
    let current = error as DatabaseError | undefined;
    while (current && !current.code) current = current.cause;
    return current ?? null;
}
