import { and, eq, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { likePattern } from '../http/reply';
import { MAX_INT } from '../http/schemas';
import { prepare, prepareSelect, runPrepared, type Prepared } from '../db/prepared';
import { keywordCondition, keywordTerm, sortExpression, storedFieldNames, type Filter, type Resource } from './declare';
import { defaultSortOf, type ResourceListQuery } from './schemas';

type Row = Record<string, unknown>;

/** The caller's workspace id for a workspace resource; null for a platform one (the back-office sees every row). */
export type Tenant = number | null;

/** The stored fields under their names (what update and delete lock and read back). */
const storedFields = (resource: Resource): Record<string, PgColumn> =>
    Object.fromEntries(storedFieldNames(resource).map(name => [name, resource.columns[name]]));

const inWorkspace = (resource: Resource, tenant: Tenant) =>
    resource.scope === 'workspace' ? eq(resource.columns.workspace_id, tenant!) : undefined;

/** A stored field's value as answers give it: a timestamp as ISO 8601 text. */
const answered = (column: PgColumn): SQL =>
    column.columnType === 'PgTimestamp'
        ? sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : sql`${column}`;

/**
 * The record's fields, valued as `findRecord` answers them, as a select list (or a `RETURNING` one: a hand-written
 * write, a job's action, answers the record it wrote without reading it back).
 */
export function selectList(resource: Resource): SQL {
    const columns = storedFieldNames(resource).map(
        name => sql`${answered(resource.columns[name])} AS ${sql.identifier(name)}`,
    );
    const computed = Object.entries(resource.computed ?? {}).map(
        ([name, { sql: value }]) => sql`${is(value, PgColumn) ? answered(value) : value} AS ${sql.identifier(name)}`,
    );
    return sql.join([...columns, ...computed], sql`, `);
}

const placeholder = (name: string) => sql.placeholder(name);
const isBooleanFilter = (filter: Filter) => (filter.schema as { type?: string }).type === 'boolean';

/**
 * How a keyword is searched: not at all; `short` (under three characters: no trigram to look up, and usually many
 * matches, so walking the sort order finds a page soon); `trigram` (the matches are found through the trigram
 * indexes first and only then sorted — walking the sort order would read the whole workspace when the matches
 * are few or sort late, which the planner cannot know).
 */
type KeywordShape = false | 'short' | 'trigram';

const TRIGRAM = 3;

interface ListShape {
    sortField: string;
    asc: boolean;
    keyword: KeywordShape;
    ids: boolean;
    /** the filters given; a boolean filter's value is part of the statement (it may pick a partial index) */
    filters: [name: string, value: unknown][];
}

function keywordShape(keyword: string | undefined): KeywordShape {
    const length = [...(keyword?.trim() ?? '')].length;
    return length === 0 ? false : length < TRIGRAM ? 'short' : 'trigram';
}

function shapeOf(resource: Resource, query: ResourceListQuery): ListShape {
    const filters = Object.entries(resource.filters ?? {})
        .filter(([name]) => query[name] !== undefined)
        .map(([name, filter]): [string, unknown] => [name, isBooleanFilter(filter) ? query[name] : null]);
    return {
        sortField: query.field ?? defaultSortOf(resource).field,
        asc: query.asc ?? (query.field ? true : defaultSortOf(resource).asc),
        keyword: keywordShape(query.keyword),
        ids: Boolean(query.ids),
        filters,
    };
}

function shapeConditions(resource: Resource, shape: ListShape): SQL {
    const conditions: SQL[] =
        resource.scope === 'workspace'
            ? [sql`${resource.columns.workspace_id} = ${placeholder('workspace_id')}`]
            : [sql`TRUE`];
    if (shape.keyword) {
        conditions.push(
            sql`(${sql.join(
                resource.keyword.map((field, index) =>
                    keywordCondition(
                        resource,
                        field,
                        sql`${placeholder(`keyword_${index}`)}`,
                        sql`${placeholder('workspace_id')}`,
                    ),
                ),
                sql` OR `,
            )})`,
        );
    }
    if (shape.ids)
        conditions.push(sql`${resource.columns.id} = ANY(string_to_array(${placeholder('ids')}, ',')::int[])`);
    for (const [name, value] of shape.filters) {
        const filter = resource.filters![name];
        conditions.push(filter.where((isBooleanFilter(filter) ? value : placeholder(`filter_${name}`)) as never));
    }
    return sql.join(conditions, sql` AND `);
}

const paging = () => sql`LIMIT ${placeholder('limit')} OFFSET ${placeholder('offset')}`;
const directionOf = (shape: ListShape) => (shape.asc ? sql`ASC` : sql`DESC`);

/** One page, read in the sort order. */
function inSortOrder(resource: Resource, shape: ListShape, where: SQL) {
    const direction = directionOf(shape);
    return sql`SELECT ${selectList(resource)} FROM ${resource.table} WHERE ${where}
    ORDER BY ${sortExpression(resource, shape.sortField)} ${direction}, ${resource.columns.id} ${direction} ${paging()}`;
}

const MATCH_COUNT = 'match_count';

/**
 * One page of the matches: every match's id and sort key first (a fence the planner keeps), then the page's rows,
 * each with the number of matches (so the matches are found once).
 */
function matchesFirst(resource: Resource, shape: ListShape, where: SQL) {
    const direction = directionOf(shape);
    const { id, workspace_id: workspaceId } = resource.columns;
    const sameTenant =
        resource.scope === 'workspace' ? sql` AND ${workspaceId} = ${placeholder('workspace_id')}` : sql``;
    return sql`WITH matches AS MATERIALIZED (
      SELECT ${id} AS match_id, ${sortExpression(resource, shape.sortField)} AS sort_key FROM ${resource.table} WHERE ${where}
    ), page AS (
      SELECT match_id, sort_key FROM matches ORDER BY sort_key ${direction}, match_id ${direction} ${paging()}
    )
    SELECT ${selectList(resource)}, (SELECT count(*)::int FROM matches) AS ${sql.identifier(MATCH_COUNT)}
    FROM ${resource.table} JOIN page ON ${id} = page.match_id${sameTenant}
    ORDER BY page.sort_key ${direction}, page.match_id ${direction}`;
}

/** The list's two statements for one shape of query, made once per process and reused by name. */
const listStatements = new WeakMap<Resource, Map<string, { page: Prepared; count: Prepared }>>();

function statementsFor(resource: Resource, shape: ListShape) {
    if (!listStatements.has(resource)) listStatements.set(resource, new Map());
    const cache = listStatements.get(resource)!;
    const key = JSON.stringify(shape);
    let statements = cache.get(key);
    if (!statements) {
        const where = shapeConditions(resource, shape);
        const name = `${resource.key}_list_${cache.size}`;
        statements = {
            page: prepare(
                name,
                shape.keyword === 'trigram'
                    ? matchesFirst(resource, shape, where)
                    : inSortOrder(resource, shape, where),
            ),
            count: prepare(`${name}_count`, sql`SELECT count(*)::int AS total FROM ${resource.table} WHERE ${where}`),
        };
        cache.set(key, statements);
    }
    return statements;
}

function listValues(resource: Resource, tenant: Tenant, query: ResourceListQuery, shape: ListShape) {
    const values: Record<string, unknown> = { workspace_id: tenant };
    if (shape.keyword) {
        resource.keyword.forEach((field, index) => {
            const typed = keywordTerm(field, query.keyword!);
            // An expression the keyword cannot match in its normalised form (no digits for a phone) matches nothing.
            values[`keyword_${index}`] = typed ? likePattern(typed) : null;
        });
    }
    // An id beyond the column's range names no record (and must not reach the database as one).
    if (shape.ids)
        values.ids = query
            .ids!.split(',')
            .filter(id => Number(id) <= MAX_INT)
            .join(',');
    for (const [name] of shape.filters) values[`filter_${name}`] = query[name];
    return values;
}

/** One page of records, sorted stably (ties by id), and the count of all that match. */
export async function listRecords(tx: Tx, resource: Resource, tenant: Tenant, query: ResourceListQuery) {
    const shape = shapeOf(resource, query);
    const { page, count } = statementsFor(resource, shape);
    const values = listValues(resource, tenant, query, shape);
    const rows = await runPrepared(tx, page, { ...values, limit: query.size, offset: (query.page - 1) * query.size });
    // A matches-first page counts its matches itself; only a page past the end needs the count statement.
    if (shape.keyword === 'trigram' && rows.length) {
        const total = Number(rows[0][MATCH_COUNT]);
        for (const row of rows) delete row[MATCH_COUNT];
        return { rows, total };
    }
    const [{ total }] = await runPrepared(tx, count, values);
    return { rows, total: Number(total) };
}

const findStatements = new WeakMap<Resource, Map<boolean, Prepared>>();

/**
 * The record as get answers it, or null; `lock` also locks it for the rest of the transaction (a hand-written
 * action that answers what it read). A prepared statement per resource and mode.
 */
export async function findRecord(tx: Tx, resource: Resource, tenant: Tenant, id: number, { lock = false } = {}) {
    const statements = findStatements.get(resource) ?? new Map<boolean, Prepared>();
    findStatements.set(resource, statements);
    if (!statements.has(lock)) {
        const inTenant =
            resource.scope === 'workspace'
                ? sql`${resource.columns.workspace_id} = ${placeholder('workspace_id')} AND `
                : sql``;
        statements.set(
            lock,
            prepare(
                `${resource.key}_get${lock ? '_locked' : ''}`,
                sql`SELECT ${selectList(resource)} FROM ${resource.table}
      WHERE ${inTenant}${resource.columns.id} = ${placeholder('id')}${lock ? sql` FOR UPDATE` : sql``}`,
            ),
        );
    }
    const [row] = await runPrepared(tx, statements.get(lock)!, { workspace_id: tenant, id });
    return row ?? null;
}

/** Placeholders of a write's own values, named apart from the columns' drizzle keys (camel case). */
const TENANT = 'tenant_id';
const ID = 'record_id';
const UPDATED_AT = 'updated_at_now';

/** Field values → the drizzle keys of their columns (a write-only field without a column is the hooks' to use). */
const toColumns = (resource: Resource, values: Row) =>
    Object.fromEntries(
        Object.entries(values)
            .filter(([name]) => resource.keys[name])
            .map(([name, value]) => [resource.keys[name], value]),
    );

/** Column values (by drizzle key) as the driver takes them: what drizzle's builder does for a value it is given. */
function toDriver(resource: Resource, columns: Row): Row {
    const table = resource.table as unknown as Record<string, PgColumn>;
    return Object.fromEntries(
        Object.entries(columns).map(([key, value]) => [
            key,
            value === null ? null : table[key].mapToDriverValue(value),
        ]),
    );
}

/** Statements per resource for each set of columns a write gives; past WRITE_SHAPES, a write's is sent unnamed. */
const writeStatements = new WeakMap<Resource, Map<string, Prepared>>();
const WRITE_SHAPES = 64;

/** The prepared statement of a write of `columns` (drizzle keys); `build` gets a placeholder per column. */
function writeStatement(
    resource: Resource,
    kind: 'insert' | 'update',
    columns: string[],
    build: (placeholders: Row) => SQL,
): Prepared {
    const cache = writeStatements.get(resource) ?? new Map<string, Prepared>();
    writeStatements.set(resource, cache);
    const shape = `${kind} ${columns.join(',')}`;
    const cached = cache.get(shape);
    if (cached) return cached;
    // Plain placeholders (not drizzle's Param): the values come encoded by toDriver, null included.
    const placeholders = Object.fromEntries(columns.map(key => [key, sql`${placeholder(key)}`]));
    const named = cache.size < WRITE_SHAPES;
    const statement = prepare(named ? `${resource.key}_${kind}_${cache.size}` : '', build(placeholders));
    if (named) cache.set(shape, statement);
    return statement;
}

/**
 * Inserts a record and answers it as `findRecord` would, from the same statement (`RETURNING`): a trigger on the
 * table itself that changed the row afterwards would not be seen (the declared tables have none).
 */
export async function insertRecord(tx: Tx, resource: Resource, tenant: Tenant, values: Row): Promise<Row> {
    const columns = toColumns(resource, values);
    const keys = Object.keys(columns).sort();
    const statement = writeStatement(resource, 'insert', keys, placeholders => {
        const inTenant = resource.scope === 'workspace' ? { workspaceId: sql`${placeholder(TENANT)}` } : {};
        const insert = tx.insert(resource.table).values({ ...placeholders, ...inTenant } as never);
        return sql`${insert.getSQL()} RETURNING ${selectList(resource)}`;
    });
    const [row] = await runPrepared(tx, statement, { ...toDriver(resource, columns), [TENANT]: tenant });
    return row;
}

/** Updates a record (a version more) and answers it as `findRecord` would, or null when there is none. */
export async function updateRecord(
    tx: Tx,
    resource: Resource,
    tenant: Tenant,
    id: number,
    values: Row,
): Promise<Row | null> {
    const columns = toColumns(resource, values);
    const keys = Object.keys(columns).sort();
    const statement = writeStatement(resource, 'update', keys, placeholders => {
        const version = resource.columns.version;
        const update = tx
            .update(resource.table)
            .set({ ...placeholders, updatedAt: sql`${placeholder(UPDATED_AT)}`, version: sql`${version} + 1` } as never)
            .where(byId(resource));
        return sql`${update.getSQL()} RETURNING ${selectList(resource)}`;
    });
    const [row] = await runPrepared(tx, statement, {
        ...toDriver(resource, columns),
        [UPDATED_AT]: new Date().toISOString(),
        [TENANT]: tenant,
        [ID]: id,
    });
    return row ?? null;
}

export async function deleteRecord(tx: Tx, resource: Resource, tenant: Tenant, id: number) {
    const deleted = await tx
        .delete(resource.table)
        .where(and(inWorkspace(resource, tenant), eq(resource.columns.id, id)))
        .returning({ id: resource.columns.id });
    return deleted.length > 0;
}

/** A statement per resource that `build` makes once, on first use. */
function perResource(build: (tx: Tx, resource: Resource) => Prepared) {
    const statements = new WeakMap<Resource, Prepared>();
    return (tx: Tx, resource: Resource) => {
        if (!statements.has(resource)) statements.set(resource, build(tx, resource));
        return statements.get(resource)!;
    };
}

const byId = (resource: Resource) =>
    and(
        resource.scope === 'workspace' ? eq(resource.columns.workspace_id, placeholder(TENANT)) : undefined,
        eq(resource.columns.id, placeholder(ID)),
    );

const existsStatement = perResource((tx, resource) =>
    prepare(
        `${resource.key}_exists`,
        tx.select({ id: resource.columns.id }).from(resource.table).where(byId(resource)).for('key share').getSQL(),
    ),
);

/**
 * Whether `id` names a record of `resource` in this workspace (row-level security hides the others too), or at all.
 * The record is kept from deletion until the transaction ends, as a foreign key would (a booking's services have none).
 */
export async function recordExists(tx: Tx, resource: Resource, tenant: Tenant, id: number) {
    const rows = await runPrepared(tx, existsStatement(tx, resource), { [TENANT]: tenant, [ID]: id });
    return rows.length > 0;
}

const lockStatement = perResource((tx, resource) =>
    prepareSelect(
        `${resource.key}_lock`,
        tx.select(storedFields(resource)).from(resource.table).where(byId(resource)).for('update').getSQL(),
        storedFields(resource),
    ),
);

/** The current record, locked for the rest of the transaction (update and delete read it first). */
export async function lockRecord(tx: Tx, resource: Resource, tenant: Tenant, id: number) {
    const [row] = await runPrepared(tx, lockStatement(tx, resource), { [TENANT]: tenant, [ID]: id });
    return row ?? null;
}
