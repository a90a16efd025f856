import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { likePattern } from '../http/reply';
import { MAX_INT } from '../http/schemas';
import { sortExpression, type Resource } from './declare';
import type { ResourceListQuery } from './schemas';

type Row = Record<string, unknown>;

function selection(resource: Resource, withComputed = true): Record<string, PgColumn | SQL> {
  const columns: Record<string, PgColumn | SQL> = {};
  for (const name of Object.keys(resource.fields)) columns[name] = resource.columns[name];
  if (!withComputed) return columns;
  for (const [name, computed] of Object.entries(resource.computed ?? {})) columns[name] = computed.sql;
  return columns;
}

const toRecord = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));

const inWorkspace = (resource: Resource, workspaceId: number) => eq(resource.columns.workspace_id, workspaceId);

function keywordCondition(resource: Resource, keyword: string): SQL | undefined {
  const conditions = resource.keyword.flatMap((field) => {
    const [expression, typed] = typeof field === 'string'
      ? [resource.columns[field], keyword.trim()]
      : [field.sql, field.normalize(keyword)];
    return typed ? [ilike(expression, likePattern(typed))] : [];
  });
  return conditions.length ? or(...conditions) : sql`false`;
}

function listConditions(resource: Resource, workspaceId: number, query: ResourceListQuery): SQL {
  const conditions: (SQL | undefined)[] = [inWorkspace(resource, workspaceId)];
  if (query.keyword?.trim()) conditions.push(keywordCondition(resource, query.keyword));
  // An id beyond the column's range names no record (and must not reach the database as one).
  if (query.ids) conditions.push(inArray(resource.columns.id, query.ids.split(',').map(Number).filter((id) => id <= MAX_INT)));
  for (const [name, filter] of Object.entries(resource.filters ?? {})) {
    if (query[name] !== undefined) conditions.push(filter.where(query[name] as never));
  }
  return and(...conditions)!;
}

/** One page of records, sorted stably (ties by id), and the count of all that match. */
export async function listRecords(tx: Tx, resource: Resource, workspaceId: number, query: ResourceListQuery) {
  const where = listConditions(resource, workspaceId, query);
  const sortField = query.field ?? resource.defaultSort?.field ?? resource.sortable[0];
  const direction = query.asc ? asc : desc;
  const rows = await tx.select(selection(resource)).from(resource.table).where(where)
    .orderBy(direction(sortExpression(resource, sortField)), direction(resource.columns.id))
    .limit(query.size).offset((query.page - 1) * query.size);
  const [{ total }] = await tx.select({ total: count() }).from(resource.table).where(where);
  return { rows: rows.map(toRecord), total };
}

export async function findRecord(tx: Tx, resource: Resource, workspaceId: number, id: number) {
  const [row] = await tx.select(selection(resource)).from(resource.table)
    .where(and(inWorkspace(resource, workspaceId), eq(resource.columns.id, id)));
  return row ? toRecord(row) : null;
}

/** Field values → the drizzle keys of their columns. */
const toColumns = (resource: Resource, values: Row) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [resource.keys[name], value]));

export async function insertRecord(tx: Tx, resource: Resource, workspaceId: number, values: Row): Promise<number> {
  const [row] = await tx.insert(resource.table).values({ ...toColumns(resource, values), workspaceId } as never)
    .returning({ id: resource.columns.id });
  return row.id as number;
}

export async function updateRecord(tx: Tx, resource: Resource, workspaceId: number, id: number, values: Row) {
  const updated = await tx.update(resource.table).set({ ...toColumns(resource, values), updatedAt: new Date() } as never)
    .where(and(inWorkspace(resource, workspaceId), eq(resource.columns.id, id)))
    .returning({ id: resource.columns.id });
  return updated.length > 0;
}

export async function deleteRecord(tx: Tx, resource: Resource, workspaceId: number, id: number) {
  const deleted = await tx.delete(resource.table)
    .where(and(inWorkspace(resource, workspaceId), eq(resource.columns.id, id)))
    .returning({ id: resource.columns.id });
  return deleted.length > 0;
}

/** Whether `id` names a record of `resource` in this workspace (row-level security hides the others too). */
export async function recordExists(tx: Tx, resource: Resource, workspaceId: number, id: number) {
  const [row] = await tx.select({ id: resource.columns.id }).from(resource.table)
    .where(and(inWorkspace(resource, workspaceId), eq(resource.columns.id, id)));
  return Boolean(row);
}

/** The current record, locked for the rest of the transaction (update and delete read it first). */
export async function lockRecord(tx: Tx, resource: Resource, workspaceId: number, id: number) {
  const [row] = await tx.select(selection(resource, false)).from(resource.table)
    .where(and(inWorkspace(resource, workspaceId), eq(resource.columns.id, id))).for('update');
  return row ? toRecord(row) : null;
}
