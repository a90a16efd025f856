import { sql, type SQL } from 'drizzle-orm';
import {
    foreignKey,
    index,
    integer,
    pgTable,
    primaryKey,
    uniqueIndex,
    type PgColumn,
    type PgColumnBuilderBase,
    type PgTable,
} from 'drizzle-orm/pg-core';
import { recordStamps } from '../db/columns';
import { registerTable, tableOf } from '../db/declared-tables';
import { tenantKey } from '../db/tenant-key';
import type { Field } from './fields';
import type { UniqueIndexes } from './unique';

export { declaredTable, registerTable, tableOf } from '../db/declared-tables';

/** `price_cents` → `priceCents`: a column's key in the drizzle table (the rest of the code reads it by that). */
export const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
    ? `${Head}${Capitalize<CamelCase<Tail>>}`
    : S;

/** A field's column name: its own, or a write-only field's `column` (a password's `password_hash`). */
type ColumnName<K extends string, D> = D extends { writeOnly: { column: infer N extends string } } ? N : K;

/** The columns a declaration's fields give its table, under their drizzle keys. */
export type FieldColumns<F> = {
    [
        K in keyof F & string as F[K] extends { column: PgColumnBuilderBase } ? CamelCase<ColumnName<K, F[K]>> : never
    ]: F[K] extends {
        column: infer C extends PgColumnBuilderBase;
    }
        ? C
        : never;
};

type TenantColumns = ReturnType<typeof tenantKey>;
type PlatformColumns = { id: ReturnType<typeof platformId> };
type StampColumns = ReturnType<typeof recordStamps>;
export type TableColumns<F, X, S extends 'workspace' | 'platform'> = (S extends 'platform'
    ? PlatformColumns
    : TenantColumns) &
    FieldColumns<F> &
    X &
    StampColumns;

const platformId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** `customer_id` → `customer`, `price_cents` → `price`: what an index on the column is named after. */
const indexStem = (name: string) => name.replace(/_(id|cents|milli)$/, '');

export interface TableShape {
    name: string;
    resource: string;
    scope: 'workspace' | 'platform';
    fields: Record<string, Field>;
    sortable: readonly string[];
    unique?: UniqueIndexes;
    /** Columns no field writes (kept by triggers, read by hand-written code), under their drizzle keys. */
    columns?: Record<string, PgColumnBuilderBase>;
    /** Indexes beyond those the declaration derives (a partial index for a filter). */
    indexes?: (table: Record<string, PgColumn>) => unknown[];
}

/**
 * The table of a declaration that builds its own: the tenant key (workspace and id, the primary key row-level security
 * reads) or a platform id, a column per field (named after it; its key the camel-case name), `version` and the
 * timestamps. Indexes: per reference its foreign key (with the workspace) and `(workspace_id, column, id)`; per
 * sortable field `(workspace_id, column, id)` (text by `lower(column)`, as lists sort it) unless a unique index leads
 * with it; per `unique` entry its index (text case-insensitively, or `on`).
 */
export function buildTable(shape: TableShape): PgTable {
    const { name, scope, fields } = shape;
    const fieldColumns: Record<string, PgColumnBuilderBase> = {};
    for (const [fieldName, definition] of Object.entries(fields)) {
        const columnName = definition.writeOnly ? definition.writeOnly.column : fieldName;
        if (!definition.column || !columnName) continue;
        (definition.column as unknown as { setName: (name: string) => void }).setName(columnName);
        fieldColumns[camelCase(columnName)] = definition.column;
    }
    const key = scope === 'workspace' ? tenantKey() : { id: platformId() };
    const columns = { ...key, ...fieldColumns, ...shape.columns, ...recordStamps() };
    const tenant = scope === 'workspace';
    // Index and key column lists: the workspace first on a tenant table.
    const on = (t: Record<string, PgColumn>, ...rest: (SQL | PgColumn)[]) =>
        (tenant ? [t.workspaceId, ...rest] : rest) as [PgColumn, ...PgColumn[]];
    const sortKey = (t: Record<string, PgColumn>, fieldName: string): SQL | PgColumn => {
        const column = t[camelCase(fieldName)];
        return fields[fieldName]?.text ? sql`lower(${column})` : column;
    };
    // A unique index on the sort's own expression serves the sort too.
    const uniqueFields = new Set(
        Object.values(shape.unique ?? {})
            .filter(unique => !unique.on)
            .map(unique => unique.field),
    );
    const table = pgTable(name, columns, t => {
        const byKey = t as unknown as Record<string, PgColumn>;
        const references = Object.entries(fields).filter(([, definition]) => definition.reference && definition.column);
        const sorted = shape.sortable.filter(
            fieldName => fieldName !== 'id' && byKey[camelCase(fieldName)] && !uniqueFields.has(fieldName),
        );
        return [
            ...(tenant ? [primaryKey({ columns: [byKey.workspaceId, byKey.id] })] : []),
            ...references.flatMap(([fieldName, definition]) => {
                const column = byKey[camelCase(fieldName)];
                const stem = indexStem(fieldName);
                return [
                    foreignKey({
                        columns: on(byKey, column),
                        foreignColumns: on(tableOf(definition.reference!), tableOf(definition.reference!).id),
                    }),
                    ...(sorted.includes(fieldName)
                        ? []
                        : [index(`${name}_${stem}_idx`).on(...on(byKey, column, byKey.id))]),
                ];
            }),
            ...Object.entries(shape.unique ?? {}).map(([indexName, unique]) =>
                uniqueIndex(indexName).on(
                    ...on(byKey, unique.on ? unique.on(byKey[camelCase(unique.field)]) : sortKey(byKey, unique.field)),
                ),
            ),
            ...sorted.map(fieldName =>
                index(`${name}_${indexStem(fieldName)}_idx`).on(...on(byKey, sortKey(byKey, fieldName), byKey.id)),
            ),
            ...((shape.indexes?.(byKey) ?? []) as never[]),
        ];
    });
    registerTable(shape.resource, table);
    return table;
}
