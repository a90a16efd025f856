/**
 * Reads the declared resources out of the OpenAPI document (the list routes whose records carry `x-resource`)
 * into the compact models the web app generates its screens from.
 */
type Schema = Record<string, unknown> & {
    type?: string;
    properties?: Record<string, Schema>;
    required?: string[];
    anyOf?: Schema[];
    enum?: string[];
    items?: Schema;
};
interface Parameter {
    name: string;
    in: string;
    schema: Schema;
}
interface Operation {
    parameters?: Parameter[];
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
    /** what the caller needs: `vehicle:read`; absent for the back-office's resources */
    'x-permission'?: string;
    /** the list's order when the query names none */
    'x-default-sort'?: { field: string; order: 'ASC' | 'DESC' };
}
type PathItem = Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>;

const json = (operation: Operation | undefined, status: string) =>
    operation?.responses[status]?.content?.['application/json']?.schema;
const bodyOf = (operation: Operation | undefined) => operation?.requestBody?.content['application/json']?.schema;

/** A nullable schema is `anyOf [X, null]`: its X, and that it may be null. */
function unwrap(schema: Schema): [Schema, boolean] {
    const options = schema.anyOf;
    if (!options) return [schema, false];
    return [options.find(option => option.type !== 'null') ?? schema, options.some(option => option.type === 'null')];
}

function kindOf(name: string, schema: Schema): string {
    if (typeof schema['x-kind'] === 'string') return schema['x-kind'];
    if (schema.format === 'date-time') return 'timestamp';
    if (schema.type === 'integer') return name === 'id' ? 'id' : 'integer';
    if (schema.type === 'boolean') return 'boolean';
    if (schema.enum) return 'enum';
    return 'text';
}

/**
 * One field: `record` is its schema in records, absent for a write-only field (a password), which a form still
 * asks for — on create only when the update body does not take it.
 */
function fieldModel(name: string, record: Schema | undefined, create: Schema | undefined, update: Schema | undefined) {
    // An update's `version` is the version the client read (optimistic concurrency), not a value a form edits.
    const input =
        record?.['x-kind'] === 'version' ? undefined : (create?.properties?.[name] ?? update?.properties?.[name]);
    const [inputSchema] = input ? unwrap(input) : [undefined];
    const [schema, nullable] = record ? unwrap(record) : [inputSchema!, false];
    return {
        name,
        kind: kindOf(name, schema),
        ...(nullable ? { nullable: true } : {}),
        ...(input ? {} : { readOnly: true }),
        ...(record ? {} : { writeOnly: true }),
        ...(record || update?.properties?.[name] ? {} : { createOnly: true }),
        ...(create?.required?.includes(name) ? { required: true } : {}),
        ...((record?.default ?? schema.default) !== undefined ? { default: record?.default ?? schema.default } : {}),
        ...(schema.enum ? { choices: schema.enum } : {}),
        ...(schema['x-enum-namespace'] ? { namespace: schema['x-enum-namespace'] as string } : {}),
        ...(schema['x-reference'] ? { reference: schema['x-reference'] as string } : {}),
        ...(typeof inputSchema?.minLength === 'number' && inputSchema.minLength > 1
            ? { minLength: inputSchema.minLength }
            : {}),
        ...(typeof inputSchema?.maxLength === 'number' ? { maxLength: inputSchema.maxLength } : {}),
        ...(typeof inputSchema?.minimum === 'number' && inputSchema.minimum !== 0 ? { min: inputSchema.minimum } : {}),
        ...(typeof inputSchema?.maximum === 'number' && inputSchema.maximum < 2_147_483_647
            ? { max: inputSchema.maximum }
            : {}),
    };
}

function filterModel({ name, schema }: Parameter) {
    const [inner] = unwrap(schema);
    // A comma-separated list of statuses names its values in `x-enum`: the filter picks one of them.
    const choices = inner.enum ?? (inner['x-enum'] as unknown[] | undefined);
    return {
        name,
        kind: choices
            ? 'enum'
            : inner.type === 'boolean'
              ? 'boolean'
              : inner.format === 'date'
                ? 'date'
                : inner['x-reference']
                  ? 'reference'
                  : 'text',
        ...(choices ? { choices } : {}),
        ...(inner['x-reference'] ? { reference: inner['x-reference'] as string } : {}),
    };
}

export interface Spec {
    paths: Record<string, PathItem>;
}

/** The declared resources' list routes: each resource's name, path, list operation and record schema. */
export function declaredRoutes(spec: Spec) {
    return Object.entries(spec.paths).flatMap(([path, item]) => {
        const record = json(item.get, '200')?.properties?.data?.items;
        const resource = record?.['x-resource'];
        return typeof resource === 'string' ? [{ resource, path, item, record: record! }] : [];
    });
}

export function resourceModels(spec: Spec) {
    const models: Record<string, unknown> = {};
    for (const { resource, path, item, record } of declaredRoutes(spec)) {
        const member = spec.paths[`${path}/{id}`] ?? {};
        const create = bodyOf(item.post);
        const update = bodyOf(member.put);
        const parameters = item.get?.parameters ?? [];
        const param = (name: string) => parameters.find(parameter => parameter.name === name)?.schema;
        const recordFields = record.properties ?? {};
        const writeOnly = [
            ...new Set([...Object.keys(create?.properties ?? {}), ...Object.keys(update?.properties ?? {})]),
        ].filter(name => !(name in recordFields));
        models[resource] = {
            name: resource,
            path,
            // `vehicle:read` → `vehicle`: its read, write and delete permissions
            permission: item.get?.['x-permission']?.replace(/:read$/, '') ?? null,
            // its place in its app's menu and its icon, when it has an entry there
            ...(typeof record['x-order'] === 'number'
                ? { menu: { order: record['x-order'], icon: record['x-icon'] } }
                : {}),
            defaultSort: item.get?.['x-default-sort'] ?? { field: 'id', order: 'ASC' },
            fields: [
                ...Object.entries(recordFields).map(([name, schema]) => fieldModel(name, schema, create, update)),
                ...writeOnly.map(name => fieldModel(name, undefined, create, update)),
            ],
            sortable: (param('field')?.['x-sortable'] as string[] | undefined) ?? [],
            keyword: (param('keyword')?.['x-keyword-fields'] as string[] | undefined) ?? [],
            filters: parameters.filter(parameter => parameter.schema['x-filter']).map(filterModel),
            operations: {
                create: Boolean(item.post),
                update: Boolean(member.put),
                delete: Boolean(member.delete),
            },
        };
    }
    return models;
}

export function resourceModelsModule(spec: Spec) {
    return [
        '// Generated by `npm run openapi` from openapi/openapi.json: do not edit.',
        "import type { ResourceModel } from '../resources/declared/model';",
        '',
        `export const resourceModels = ${JSON.stringify(resourceModels(spec), null, 4)} as const satisfies Record<string, ResourceModel>;`,
        '',
        'export type DeclaredResourceName = keyof typeof resourceModels;',
        '',
    ].join('\n');
}
