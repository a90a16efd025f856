import { getTableColumns, sql, type Assume, type BuildColumns, type SQL, type TableConfig } from 'drizzle-orm';
import type { PgColumn, PgColumnBuilderBase, PgTable, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { Type, type TProperties, type TSchema } from 'typebox';
import type { Db, Tx } from '../db/client';
import type { App } from '../http/app-type';
import type { Principal } from '../http/principal';
import { field, type Field } from './fields';
import { referenceFilter } from './filters';
import { digitsOnly, phoneDigits } from './phones';
import type { ResourceLabels, ResourceMenu } from './labels';
import { buildTable, registerTable, type TableColumns } from './table';
import type { UniqueIndexes } from './unique';
import { VERSION_DESCRIPTION } from './versions';

/** A table's columns by their SQL names (a field's name is its column's): what a declaration's SQL is written over. */
export type Columns = Record<string, PgColumn>;

type ExpressionKeyword = string | { name: string; sql: SQL; normalize: (keyword: string) => string };
/** As declared: an expression may be written over the table's columns (a table the declaration builds). */
type DeclaredKeyword =
    | KeywordField
    | { name: string; sql: (columns: Columns) => SQL; normalize: (keyword: string) => string }
    | {
          name: string;
          match: (pattern: SQL, workspaceId: SQL, columns: Columns) => SQL;
          normalize?: (keyword: string) => string;
      };
/**
 * A keyword field: a column name; or an expression (`sql`) with the way a typed keyword is put into its form; or,
 * for what lives in another table (a job's plate), `match`, the condition for an ILIKE pattern. Its `workspaceId` is
 * the caller's as a parameter: a subquery on it alone runs once, and `column = ANY(ARRAY(subquery))` then looks its
 * ids up in an index (a subquery tied to the outer row would run once per row of the workspace).
 */
export type KeywordField =
    | ExpressionKeyword
    | { name: string; match: (pattern: SQL, workspaceId: SQL) => SQL; normalize?: (keyword: string) => string };

const keywordName = (field: KeywordField) => (typeof field === 'string' ? field : field.name);

/** What a column or expression keyword field matches (its trigram index is on this expression). */
export const keywordExpression = (resource: Pick<Resource, 'columns'>, field: ExpressionKeyword) =>
    typeof field === 'string' ? sql`${resource.columns[field]}` : field.sql;

/** A keyword field's ILIKE condition for `pattern` (its expression matched, or its `match` in the caller's workspace). */
export function keywordCondition(
    resource: Pick<Resource, 'columns'>,
    field: KeywordField,
    pattern: SQL,
    workspaceId: SQL,
): SQL {
    if (typeof field !== 'string' && 'match' in field) return field.match(pattern, workspaceId);
    return sql`${keywordExpression(resource, field)} ILIKE ${pattern}`;
}

/** A typed keyword in a keyword field's form ('' when it cannot match that field at all). */
export const keywordTerm = (field: KeywordField, typed: string) =>
    typeof field === 'string' || !field.normalize ? typed.trim() : field.normalize(typed);

/**
 * A resource's column or expression keyword field by name: what it matches and a typed keyword in its form (a search
 * reusing the list's expressions, and so their indexes).
 */
export function keywordField(resource: Pick<Resource, 'keyword' | 'name' | 'columns'>, name: string) {
    const found = resource.keyword.find(field => keywordName(field) === name);
    if (!found || (typeof found !== 'string' && 'match' in found))
        throw new Error(`${resource.name} has no keyword field ${name} matching an expression`);
    return { expression: keywordExpression(resource, found), term: (typed: string) => keywordTerm(found, typed) };
}

export interface Filter {
    schema: TSchema;
    where: (value: never) => SQL;
}

/** A list filter as declared: its condition may be written over the table's columns. */
export interface DeclaredFilter {
    schema: TSchema;
    where: (value: never, columns: Columns) => SQL;
}

export interface DeleteGuard {
    /**
     * Counts the rows of `resource` that keep the record alive; any > 0 refuses the delete with 409 `in_use`, naming
     * `resource` in its `details`. `holder` is that resource (its table and columns), found without importing it.
     */
    count: (tx: Tx, workspaceId: number, id: number, holder: Resource) => Promise<number>;
    /** The declared resource whose records it counts. */
    resource: string;
    message: string;
}

type Computed = Record<string, { schema: TSchema; sql: SQL | PgColumn }>;
type DeclaredComputed = Record<
    string,
    { schema: TSchema; sql: SQL | PgColumn | ((columns: Columns) => SQL | PgColumn) }
>;

type Row = Record<string, unknown>;

/** What a write hook sees, inside the write's transaction. */
export interface WriteContext {
    tx: Tx;
    principal: Principal;
    /** the caller's workspace for a workspace resource; null for a platform one */
    tenant: number | null;
    /** undefined while creating, until `afterWrite` */
    id: number | undefined;
    /** the stored record before the write; null on create */
    current: Row | null;
    /** the record about to be written: the current one with the given values over it */
    record: Row;
    /** what the client wrote, normalised (write-only fields included) */
    values: Row;
    /** what `hooks.lock` answered */
    locked: unknown;
    /** where links made by the write point: PUBLIC_URL, else the request's origin ('' outside a request) */
    origin: string;
    /** finds the resource a reference field points to (for a hook that writes records of another resource) */
    resolve: (name: string) => Resource;
    /** the app's services (its queue, message channels) for a write made by a route; null outside one */
    app: App | null;
}

export interface ResourceHooks {
    /** First in every write and delete transaction, before the record itself is locked: wider locks, in a fixed order. */
    lock?: (tx: Tx) => Promise<unknown>;
    /** Rules that need the database or the caller; throw an AppError to refuse. */
    beforeWrite?: (context: WriteContext) => Promise<void> | void;
    /** Work that follows a write in the same transaction (sign the user out, add the first owner). */
    afterWrite?: (context: WriteContext & { id: number }) => Promise<void>;
    /**
     * Once the delete guards have let the delete go: rules on the record (403, 409), or work before it goes (a service
     * is taken off the past bookings that name it).
     */
    beforeDelete?: (
        context: Omit<WriteContext, 'record' | 'values' | 'origin' | 'app'> & { id: number; current: Row },
    ) => Promise<void> | void;
}

export interface ResourceDeclaration {
    /**
     * The resource's name in the OpenAPI document, the web app and i18n, e.g. `relationship/customer`; also its
     * path: /api/v3/<name>, or for a platform resource (`admin/user`) /admin/v3/ and the name after `admin/`.
     */
    name: string;
    /**
     * `workspace` (default): records of the caller's workspace, under /api/v3 with a workspace token and permissions.
     * `platform`: the back-office's tables, under /admin/v3 with an admin token.
     */
    scope?: 'workspace' | 'platform';
    /** The permission resource (`customer` → customer:read / write / delete); platform resources take none. */
    permission?: string;
    /**
     * Title of the record schema in the OpenAPI document; operation ids are `list<Title>s`, `get<Title>`, … A
     * `Backoffice<Noun>` title (the workspace API has a `<Noun>` of its own) gives `list<Noun>sAsAdmin`,
     * `get<Noun>AsAdmin`.
     */
    title: string;
    table: PgTable;
    fields: Record<string, Field>;
    /**
     * Read-only values computed per record (counts, balances), as SQL over the table, or a column the database keeps
     * up to date (by triggers) so that a list sorts by it from an index.
     */
    computed?: Computed;
    sortable: readonly [string, ...string[]];
    defaultSort?: { field: string; asc: boolean };
    keyword: readonly KeywordField[];
    filters?: Record<string, Filter>;
    /** Unique index name → the field it guards and the 409 error key (server/resources/unique.ts answers them). */
    unique?: UniqueIndexes;
    deleteGuards?: readonly DeleteGuard[];
    /** Cross-field rules on the record about to be written; throw an AppError to refuse. */
    check?: (record: Record<string, unknown>) => void;
    hooks?: ResourceHooks;
    /** More of the record for get, create and update (not lists): a user's memberships, a workspace's members. */
    detail?: { properties: TProperties; load: (db: Db, record: Row, workspaceId: number | null) => Promise<Row> };
    /** What the web app calls the resource and its fields, in each language (server/resources/labels.ts). */
    labels?: ResourceLabels;
    /** The resource's entry in its app's menu (the garage's, the back-office's): its place and icon. */
    menu?: ResourceMenu;
}

export interface Resource extends ResourceDeclaration {
    scope: 'workspace' | 'platform';
    /** The name prepared statements and permissions go by: the permission, or the path for platform resources. */
    key: string;
    fields: Record<string, Field>;
    columns: Record<string, PgColumn>;
    /** Field name → the drizzle table key of its column (for inserts and updates). */
    keys: Record<string, string>;
    /** Whether the declaration built its table (and so its keyword indexes are made at start). */
    buildsTable: boolean;
}

/**
 * A declaration that builds its own table (`server/resources/table.ts`): `table` is the table's SQL name, each field's
 * kind gives its column, and what is written in SQL may be written over the columns.
 */
export interface TableDeclaration<
    N extends string,
    F extends Record<string, Field>,
    X extends Record<string, PgColumnBuilderBase>,
    S extends 'workspace' | 'platform',
> extends Omit<ResourceDeclaration, 'table' | 'fields' | 'scope' | 'keyword' | 'computed' | 'filters'> {
    table: N;
    scope?: S;
    fields: F;
    keyword: readonly DeclaredKeyword[];
    computed?: DeclaredComputed;
    filters?: Record<string, DeclaredFilter>;
    /** Columns no field writes (kept by triggers, read by hand-written code), under their drizzle keys, named. */
    columns?: X;
    /** Indexes beyond those the declaration derives (a partial one for a filter), over the drizzle keys. */
    indexes?: (table: Record<string, PgColumn>) => unknown[];
}

/** The drizzle table a `TableDeclaration` builds, typed as one written by hand would be. */
export type BuiltTable<N extends string, F, X, S extends 'workspace' | 'platform'> = PgTableWithColumns<
    Assume<
        { name: N; schema: undefined; columns: BuildColumns<N, TableColumns<F, X, S>, 'pg'>; dialect: 'pg' },
        TableConfig
    >
>;

/**
 * The list filters: as declared, over the table's columns; a table the declaration builds also has one per reference
 * field (`customer_id=7`) unless it declares its own.
 */
function declaredFilters(
    given: Pick<ResourceDeclaration, 'fields'> & { table: unknown; filters?: Record<string, DeclaredFilter> },
    columns: Columns,
): Record<string, Filter> | undefined {
    const references =
        typeof given.table === 'string'
            ? Object.entries(given.fields).filter(([, definition]) => definition.reference && definition.column)
            : [];
    const filters: Record<string, DeclaredFilter> = {
        ...Object.fromEntries(
            references.map(([name, definition]) => [name, referenceFilter(name, definition.reference!)]),
        ),
        ...given.filters,
    };
    if (!Object.keys(filters).length) return undefined;
    return Object.fromEntries(
        Object.entries(filters).map(([name, filter]) => [
            name,
            { ...filter, where: (value: never) => filter.where(value, columns) },
        ]),
    );
}

const isPhone = (field: Field | undefined) =>
    (field?.schema as { 'x-kind'?: string } | undefined)?.['x-kind'] === 'phone';

/** What a platform resource's name starts with (`admin/user`); its path is the rest. */
const PLATFORM_PREFIX = 'admin/';

/**
 * Checks a declaration against its table once, at start, and adds the fields every record has; builds the table first
 * when the declaration names it (`table: 'suppliers'`).
 */
export function defineResource<
    N extends string,
    F extends Record<string, Field>,
    X extends Record<string, PgColumnBuilderBase> = Record<never, never>,
    S extends 'workspace' | 'platform' = 'workspace',
>(declaration: TableDeclaration<N, F, X, S>): Resource & { table: BuiltTable<N, F, X, S> };
export function defineResource(declaration: ResourceDeclaration): Resource;
export function defineResource(
    given:
        | ResourceDeclaration
        | TableDeclaration<
              string,
              Record<string, Field>,
              Record<string, PgColumnBuilderBase>,
              'workspace' | 'platform'
          >,
): Resource {
    const scope = given.scope ?? 'workspace';
    const table =
        typeof given.table === 'string'
            ? buildTable({
                  name: given.table,
                  resource: given.name,
                  scope,
                  fields: given.fields,
                  sortable: given.sortable,
                  unique: given.unique,
                  columns: (given as TableDeclaration<string, never, never, never>).columns,
                  indexes: (given as TableDeclaration<string, never, never, never>).indexes,
              })
            : given.table;
    if (typeof given.table !== 'string') registerTable(given.name, table);
    const byName: Record<string, PgColumn> = {};
    for (const column of Object.values(getTableColumns(table))) byName[column.name] = column;
    const declaration: ResourceDeclaration = {
        ...given,
        table,
        keyword: (given.keyword as DeclaredKeyword[]).map(keyword => {
            // A phone field of a table the declaration builds matches by its digits, however typed or searched.
            if (typeof keyword === 'string' && typeof given.table === 'string' && isPhone(given.fields[keyword]))
                return { name: keyword, sql: phoneDigits(byName[keyword]), normalize: digitsOnly };
            if (typeof keyword === 'string') return keyword;
            if ('sql' in keyword && typeof keyword.sql === 'function') return { ...keyword, sql: keyword.sql(byName) };
            if ('match' in keyword) {
                const { match } = keyword;
                return { ...keyword, match: (pattern: SQL, workspaceId: SQL) => match(pattern, workspaceId, byName) };
            }
            return keyword;
        }) as KeywordField[],
        computed:
            given.computed &&
            Object.fromEntries(
                Object.entries(given.computed).map(([name, value]) => [
                    name,
                    { ...value, sql: typeof value.sql === 'function' ? value.sql(byName) : value.sql },
                ]),
            ),
        filters: declaredFilters(given, byName),
    };
    const keys: Record<string, string> = {};
    for (const [key, column] of Object.entries(getTableColumns(declaration.table))) {
        keys[column.name] = key;
    }
    const fields: Record<string, Field> = {
        id: field.readOnly(Type.Integer()),
        ...declaration.fields,
        created_at: field.timestamp(),
        updated_at: field.timestamp(),
        version: field.readOnly(Type.Integer({ minimum: 1, 'x-kind': 'version', description: VERSION_DESCRIPTION })),
    };
    for (const [name, { writeOnly }] of Object.entries(fields)) {
        const column = writeOnly ? writeOnly.column : name;
        if (column === null) continue;
        if (!byName[column]) throw new Error(`${declaration.name}: field ${name} has no column`);
        if (writeOnly) keys[name] = keys[column];
    }
    if ((scope === 'workspace') !== Boolean(declaration.permission))
        throw new Error(`${declaration.name}: a workspace resource needs a permission, a platform one none`);
    if ((scope === 'platform') !== declaration.name.startsWith(PLATFORM_PREFIX)) {
        throw new Error(`${declaration.name}: platform resources, and they only, are named ${PLATFORM_PREFIX}…`);
    }
    for (const name of declaration.sortable) {
        if (!fields[name] && !declaration.computed?.[name])
            throw new Error(`${declaration.name}: cannot sort by ${name}`);
    }
    // Every list also sorts by id (react-admin's default, and the tie-breaker anyway).
    const sortable = [...declaration.sortable, 'id'] as [string, ...string[]];
    const key = (declaration.permission ?? declaration.name.slice(PLATFORM_PREFIX.length)).replace(/\W/g, '_');
    return {
        ...declaration,
        scope,
        key,
        sortable,
        fields,
        columns: byName,
        keys,
        buildsTable: typeof given.table === 'string',
    };
}

/** The list route: /api/v3/<name> for a workspace resource, /admin/v3/<name without `admin/`> for a platform one. */
export const resourcePath = ({ scope, name }: Pick<Resource, 'scope' | 'name'>) =>
    scope === 'platform' ? `/admin/v3/${name.slice(PLATFORM_PREFIX.length)}` : `/api/v3/${name}`;

/** Operation ids' nouns (see `title`): `{ one: 'Vehicle', many: 'Vehicles' }`, `{ one: 'WorkspaceAsAdmin', … }`. */
export function operationNouns({ title }: Pick<Resource, 'title'>) {
    const noun = title.replace(/^Backoffice/, '');
    const suffix = noun === title ? '' : 'AsAdmin';
    return { one: `${noun}${suffix}`, many: `${noun}s${suffix}` };
}

/** The fields a record holds (and answers): all but the write-only ones. */
export const storedFieldNames = (resource: Resource) =>
    Object.entries(resource.fields)
        .filter(([, definition]) => !definition.writeOnly)
        .map(([name]) => name);

/** The SQL a list sorts by: text case-insensitively. */
export function sortExpression(resource: Resource, name: string): SQL | PgColumn {
    const computed = resource.computed?.[name];
    if (computed) return computed.sql;
    const column = resource.columns[name];
    return resource.fields[name].text ? sql`lower(${column})` : column;
}
