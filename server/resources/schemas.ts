import { Type, type TSchema } from 'typebox';
import { MAX_INT, Text } from '../http/schemas';
import { storedFieldNames, type KeywordField, type Resource } from './declare';
import { labelsDocument } from './labels';

export const keywordName = (keyword: KeywordField) => (typeof keyword === 'string' ? keyword : keyword.name);

const LITERAL_TYPES = ['string', 'number', 'boolean'];

/**
 * What a new record gets for a writable field left out on create: its column's default where that is a literal
 * (not SQL such as `now()`, nor the empty text every text field starts as); the web's create form starts from it.
 */
export function fieldDefault(resource: Resource, name: string): unknown {
    const { input, hookDefault } = resource.fields[name];
    if (!input || hookDefault) return undefined;
    const value: unknown = resource.columns[name]?.default;
    return LITERAL_TYPES.includes(typeof value) && value !== '' ? value : undefined;
}

/** A record as every route answers it: the declared fields (with their defaults) and the computed ones. */
export function recordSchema(resource: Resource) {
    const properties: Record<string, TSchema> = {};
    for (const name of storedFieldNames(resource)) {
        const schema = resource.fields[name].schema;
        const value = fieldDefault(resource, name);
        properties[name] = value === undefined ? schema : { ...schema, default: value };
    }
    for (const [name, computed] of Object.entries(resource.computed ?? {})) properties[name] = computed.schema;
    const labelled = [...Object.keys(resource.fields), ...Object.keys(resource.computed ?? {})];
    return Type.Object(properties, {
        title: resource.title,
        'x-resource': resource.name,
        ...labelsDocument(resource, labelled),
    });
}

/** One record as get, create and update answer it: with the declaration's `detail` when it has one. */
export function detailSchema(resource: Resource) {
    const record = recordSchema(resource);
    if (!resource.detail) return record;
    return Type.Object({ ...record.properties, ...resource.detail.properties }, { title: `${resource.title}Detail` });
}

/**
 * The body of create (`required` fields must be there) and update (a full record; fields left out keep their
 * value). Read-only and unknown fields that a client sends back are dropped, never written; but an update's
 * `version` is the version the client read (409 `stale` when it is not the current one).
 */
export function bodySchema(resource: Resource, mode: 'create' | 'update') {
    const properties: Record<string, TSchema> = {};
    for (const [name, field] of Object.entries(resource.fields)) {
        if (!field.input || (mode === 'update' && field.createOnly)) continue;
        properties[name] = mode === 'create' && field.required ? field.input : Type.Optional(field.input);
    }
    if (mode === 'update') {
        properties.version = Type.Optional(
            Type.Integer({
                minimum: 1,
                maximum: MAX_INT,
                'x-kind': 'version',
                description: 'The version the client read: another one is 409 stale',
            }),
        );
    }
    return Type.Object(properties, {
        additionalProperties: false,
        title: `${resource.title}${mode === 'create' ? 'Create' : 'Update'}`,
    });
}

/** How a list is sorted when the query names no `field`: the declaration's `defaultSort`, else its first sortable field ascending. */
export const defaultSortOf = (resource: Resource) => resource.defaultSort ?? { field: resource.sortable[0], asc: true };

/** The list operation's `x-default-sort`, in react-admin's terms. */
export function defaultSortDocument(resource: Resource) {
    const { field, asc } = defaultSortOf(resource);
    return { field, order: asc ? 'ASC' : 'DESC' };
}

export const IDS_PATTERN = '^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,999}$';

/** The list query: paging, sorting, keyword, `ids` and the resource's filters (each marked `x-filter`). */
export function listQuerySchema(resource: Resource) {
    const sortable = [...resource.sortable];
    const filters: Record<string, TSchema> = {};
    for (const [name, filter] of Object.entries(resource.filters ?? {})) {
        filters[name] = Type.Optional({ ...filter.schema, 'x-filter': true } as TSchema);
    }
    return Type.Object({
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT, default: 1 })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999, default: 20 })),
        field: Type.Optional(Type.Enum(sortable, { 'x-sortable': sortable })),
        asc: Type.Optional(
            Type.Boolean({
                description: 'Ascending (the default), but for the default sort when `field` is absent too',
            }),
        ),
        keyword: Type.Optional(Text({ maxLength: 200, 'x-keyword-fields': resource.keyword.map(keywordName) })),
        ids: Type.Optional(
            Type.String({ pattern: IDS_PATTERN, description: 'Comma-separated ids: these records only' }),
        ),
        ...filters,
    });
}

export interface ResourceListQuery {
    page: number;
    size: number;
    field?: string;
    asc?: boolean;
    keyword?: string;
    ids?: string;
    [filter: string]: unknown;
}
