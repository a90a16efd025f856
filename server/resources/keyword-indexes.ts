import { getTableName, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { KeywordIndex } from '../db/keyword-indexes';
import { keywordExpression, type Resource } from './declare';

const dialect = new PgDialect();

/**
 * The trigram index of every keyword expression of the resources whose declaration builds its table: made at start
 * (`server/db/keyword-indexes.ts`) from the very expression the list's query matches, so the two cannot drift.
 * Named `<table>_<keyword>_trgm`.
 */
export function keywordIndexes(resources: readonly Resource[]): KeywordIndex[] {
    return resources
        .filter(resource => resource.buildsTable)
        .flatMap(resource =>
            resource.keyword.flatMap(keyword => {
                if (typeof keyword !== 'string' && 'match' in keyword) return [];
                const name = typeof keyword === 'string' ? keyword : keyword.name;
                const { sql: expression, params } = dialect.sqlToQuery(sql`(${keywordExpression(resource, keyword)})`);
                if (params.length)
                    throw new Error(`${resource.name}: keyword ${name} has parameters, it cannot be indexed`);
                const table = getTableName(resource.table);
                return [
                    { name: `${table}_${name}_trgm`, table, expression, byWorkspace: resource.scope === 'workspace' },
                ];
            }),
        );
}
