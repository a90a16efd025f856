import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** A trigram index of a keyword expression: `expression` is SQL over the table's columns. */
export interface KeywordIndex {
    name: string;
    table: string;
    expression: string;
    /** Whether the table has a workspace to lead the index with (not a platform table) */
    byWorkspace: boolean;
}

const hasExtension = async ({ db }: Database, name: string) => {
    const result = await db.execute(sql`SELECT 1 FROM pg_extension WHERE extname = ${name}`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
};

/**
 * Makes the keyword indexes that are missing, at every start after the migrations (as row-level security): with the
 * workspace first where btree_gin exists, and none where pg_trgm does not (searches stay right, only slower). An index
 * that exists is left as it is; so is one another server starting at the same moment made first.
 */
export async function ensureKeywordIndexes(database: Database, indexes: readonly KeywordIndex[]): Promise<void> {
    if (!indexes.length || !(await hasExtension(database, 'pg_trgm'))) return;
    const btreeGin = await hasExtension(database, 'btree_gin');
    for (const { name, table, expression, byWorkspace } of indexes) {
        const lead = btreeGin && byWorkspace ? '"workspace_id", ' : '';
        try {
            await database.db.execute(
                sql.raw(
                    `CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" USING gin (${lead}${expression} gin_trgm_ops)`,
                ),
            );
        } catch (error) {
            if ((error as { code?: string }).code !== '23505' && (error as { code?: string }).code !== '42P07')
                throw error;
        }
    }
}
