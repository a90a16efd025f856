import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Type, type TSchema } from 'typebox';
import type { Tx } from '../db/client';
import { field, type Field } from './fields';

/** A keyword field: a column name, or an expression with the way a typed keyword is put into its form. */
export type KeywordField = string | { name: string; sql: SQL; normalize: (keyword: string) => string };

export interface Filter {
  schema: TSchema;
  where: (value: never) => SQL;
}

export interface DeleteGuard {
  /** Counts the rows that keep the record alive; any > 0 refuses the delete with 409 `in_use`. */
  count: (tx: Tx, workspaceId: number, id: number) => Promise<number>;
  message: string;
}

export interface ResourceDeclaration {
  /** The API path under /api/v3 and the web app's resource name, e.g. `relationship/customer`. */
  name: string;
  /** The permission resource (`customer` → customer:read / write / delete). */
  permission: string;
  /** Title of the record schema in the OpenAPI document. */
  title: string;
  table: PgTable;
  fields: Record<string, Field>;
  /** Read-only values computed per record (counts, balances), as SQL over the table. */
  computed?: Record<string, { schema: TSchema; sql: SQL }>;
  sortable: readonly [string, ...string[]];
  defaultSort?: { field: string; asc: boolean };
  keyword: readonly KeywordField[];
  filters?: Record<string, Filter>;
  /** Unique index name → the field it guards and the 409 error key. */
  unique?: Record<string, { field: string; error: string; message: string }>;
  deleteGuards?: readonly DeleteGuard[];
  /** Cross-field rules on the record about to be written; throw an AppError to refuse. */
  check?: (record: Record<string, unknown>) => void;
}

export interface Resource extends ResourceDeclaration {
  fields: Record<string, Field>;
  columns: Record<string, PgColumn>;
  /** Field name → the drizzle table key of its column (for inserts and updates). */
  keys: Record<string, string>;
}

/** Checks a declaration against its table once, at start, and adds the fields every record has. */
export function defineResource(declaration: ResourceDeclaration): Resource {
  const byName: Record<string, PgColumn> = {};
  const keys: Record<string, string> = {};
  for (const [key, column] of Object.entries(getTableColumns(declaration.table))) {
    byName[column.name] = column;
    keys[column.name] = key;
  }
  const fields: Record<string, Field> = {
    id: field.readOnly(Type.Integer()),
    ...declaration.fields,
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  };
  for (const name of Object.keys(fields)) {
    if (!byName[name]) throw new Error(`${declaration.name}: field ${name} has no column`);
  }
  for (const name of declaration.sortable) {
    if (!fields[name] && !declaration.computed?.[name]) throw new Error(`${declaration.name}: cannot sort by ${name}`);
  }
  // Every list also sorts by id (react-admin's default, and the tie-breaker anyway).
  const sortable = [...declaration.sortable, 'id'] as [string, ...string[]];
  return { ...declaration, sortable, fields, columns: byName, keys };
}

/** The SQL a list sorts by: text case-insensitively. */
export function sortExpression(resource: Resource, name: string): SQL | PgColumn {
  const computed = resource.computed?.[name];
  if (computed) return computed.sql;
  const column = resource.columns[name];
  return resource.fields[name].text ? sql`lower(${column})` : column;
}
