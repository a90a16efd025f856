import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { MAX_INT } from '../../server/http/schemas';

/** The part of JSON Schema the API document uses for requests. */
export interface JsonSchema {
    type?: string;
    enum?: unknown[];
    const?: unknown;
    anyOf?: JsonSchema[];
    format?: string;
    pattern?: string;
    minLength?: number;
    maxLength?: number;
    minimum?: number;
    maximum?: number;
    minItems?: number;
    default?: unknown;
    items?: JsonSchema;
    properties?: Record<string, JsonSchema>;
    required?: string[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Scope = 'public' | 'user' | 'workspace' | 'admin' | 'any';

export interface Parameter {
    in: 'path' | 'query' | 'body';
    name: string;
    schema: JsonSchema;
}

export interface Operation {
    method: Method;
    path: string;
    scope: Scope;
    parameters: Parameter[];
    /** The JSON body's schema; absent when the route takes no JSON body. */
    body?: JsonSchema;
    /** The route takes a body of another media type (multipart uploads). */
    otherBody: boolean;
}

interface DocumentOperation {
    security?: object[];
    parameters?: { in: string; name: string; schema: JsonSchema }[];
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Who may call a path, read from its prefix as the auth plugin's scopes go. */
export const scopeOf = (path: string): Exclude<Scope, 'public'> =>
    path.startsWith('/api/v2/asset')
        ? 'any'
        : path.startsWith('/admin/')
          ? 'admin'
          : /^\/api\/v3\/(motor-garage|relationship|auth-group|workspace-user|notification)/.test(path)
            ? 'workspace'
            : 'user';

/** Every operation of an OpenAPI document, with its path, query and JSON body parameters. */
export function documentOperations(document: {
    paths: Record<string, Record<string, DocumentOperation>>;
}): Operation[] {
    return Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => {
            const body = operation.requestBody?.content['application/json']?.schema;
            const parameters: Parameter[] = [
                ...(operation.parameters ?? []).map(p => ({
                    in: p.in as Parameter['in'],
                    name: p.name,
                    schema: p.schema,
                })),
                ...Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
                    in: 'body' as const,
                    name,
                    schema,
                })),
            ];
            return {
                method: method.toUpperCase() as Method,
                path,
                scope: operation.security?.length ? scopeOf(path) : 'public',
                parameters,
                body,
                otherBody: Boolean(operation.requestBody && !body),
            };
        }),
    );
}

const SAMPLE_TEXT = 'sample';
const FORMAT_SAMPLES: Record<string, () => string> = {
    email: () => `sample.${randomUUID().slice(0, 8)}@example.test`,
    uuid: randomUUID,
    date: () => '2024-01-31',
    'date-time': () => new Date().toISOString(),
};

function sampleText(schema: JsonSchema): string {
    if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format]();
    const fits = (text: string) =>
        text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
    const plain = SAMPLE_TEXT.padEnd(schema.minLength ?? 0, 'x');
    const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
    if (fits(plain) && (!pattern || pattern.test(plain))) return plain;
    const candidates = fc.sample(fc.stringMatching(pattern ?? /^x+$/), { numRuns: 200, seed: 1 });
    const found = candidates.find(fits);
    if (found === undefined) throw new Error(`no sample for ${JSON.stringify(schema)}`);
    return found;
}

/** A value the schema accepts, with as few side effects as possible: objects carry their required fields only. */
export function validSample(schema: JsonSchema): unknown {
    if ('default' in schema) return schema.default;
    if ('const' in schema) return schema.const;
    if (schema.enum) return schema.enum[0];
    if (schema.anyOf) return validSample(schema.anyOf.find(s => s.type !== 'null') ?? schema.anyOf[0]);
    switch (schema.type) {
        case 'integer':
        case 'number':
            return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Infinity);
        case 'boolean':
            return true;
        case 'array':
            return Array.from({ length: schema.minItems ?? 0 }, () => validSample(schema.items ?? {}));
        case 'object':
            return Object.fromEntries(
                (schema.required ?? []).map(name => [name, validSample(schema.properties![name])]),
            );
        default:
            return sampleText(schema);
    }
}

type ValueKind = 'integer' | 'text' | 'day' | 'moment' | 'other';
const kindOf = (schema: JsonSchema): ValueKind => {
    const variants = [schema, ...(schema.anyOf ?? [])];
    const formats = variants.map(s => s.format);
    if (formats.includes('date-time')) return 'moment';
    if (formats.includes('date')) return 'day';
    const types = variants.map(s => s.type);
    return types.includes('integer') ? 'integer' : types.includes('string') && !schema.enum ? 'text' : 'other';
};

/** Moments the format passes that JS Date or the database cannot hold: year 0, a leap second, offsets past year 1 or 9999. */
const ISSUE_MOMENTS = [
    '0000-03-01T00:00:00Z',
    '2040-06-30T23:59:60Z',
    '0001-01-01T00:00:00+14:00',
    '0001-01-01T00:00:00-12:00',
    '0001-01-01T00:00:00+01:00',
    '9999-12-31T23:00:00-02:00',
    '9999-12-31T23:59:59-12:00',
    '9999-12-31T23:59:59+14:00',
    '2026-11-24T09:30:00+08',
    '2026-02-30T00:00:00Z',
];
const ISSUE_DAYS = ['0000-01-01', '10000-01-01', '2026-02-30', '1899-12-31', '9999-12-31'];
/** Text that looks like other text: full-width letters and digits, zero-width characters, a decomposed accent. */
const LOOKALIKE_TEXT = ['ＡＢ１２３４', 'AB\u200B1234\uFEFF', 'Cafe\u0301'];

/**
 * The values the hardening issues name, for a parameter of this kind: integers about 2^31 and 2^53, NUL, days and
 * moments outside what the database holds, text that looks like other text.
 */
export function issueValues(schema: JsonSchema): unknown[] {
    const kind = kindOf(schema);
    if (kind === 'integer') {
        return [
            MAX_INT,
            MAX_INT + 1,
            -(2 ** 31),
            2 ** 32,
            2 ** 53,
            2 ** 63,
            1e21,
            'Infinity',
            '2147483648',
            '9223372036854775808',
            '1e21',
            -1,
            0,
            1.5,
            'abc',
        ];
    }
    if (kind === 'moment') return [...ISSUE_MOMENTS, '\u0000', MAX_INT + 1];
    if (kind === 'day') return [...ISSUE_DAYS, '\u0000', MAX_INT + 1];
    return kind === 'text'
        ? ['\u0000', 'a\u0000b', 'x'.repeat(100_000), MAX_INT + 1, ...LOOKALIKE_TEXT]
        : ['a\u0000b', MAX_INT + 1, 'abc'];
}

const outOfRangeNumber = fc.oneof(
    fc.integer({ min: MAX_INT + 1, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
    fc.double({ noInteger: true, noNaN: true }),
    fc.constantFrom(2 ** 63, 1e21, 1e308, 'Infinity', '-Infinity', 'NaN', '1e21', '9223372036854775808'),
);
const textWithNul = fc
    .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
    .map(([a, b]) => `${a}\u0000${b}`);
const hugeText = fc.constantFrom('x', 'é', '\u0000', '🚗').map(unit => unit.repeat(100_000 / unit.length));
const oddText = fc.string({ unit: 'binary', maxLength: 40 });
const wrongShape = fc.oneof(
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);
/** Values no well-typed client sends: out-of-range and non-integer numbers, NUL, huge or odd text, wrong JSON types. */
const anyHostile: fc.Arbitrary<unknown> = fc.oneof(outOfRangeNumber, textWithNul, hugeText, oddText, wrongShape);
const pad = (value: number, length = 2) => String(value).padStart(length, '0');
/** Days of years 0 to 10000, some not on the calendar (day 31 of any month). */
const edgeDay = fc
    .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
    .map(([year, month, day]) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`);
/** Moments on those days, leap seconds and the widest offsets included. */
const edgeMoment = fc
    .tuple(
        edgeDay,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom('Z', '+14:00', '-12:00', '+01:00', '-02:00', '+08:00', '+08'),
    )
    .map(([day, hour, second, offset]) => `${day}T${pad(hour)}:59:${pad(second)}${offset}`);
const hostileOfKind: Record<ValueKind, fc.Arbitrary<unknown>> = {
    integer: outOfRangeNumber,
    text: fc.oneof(textWithNul, hugeText, oddText),
    day: fc.oneof(edgeDay, oddText),
    moment: fc.oneof(edgeMoment, oddText),
    other: wrongShape,
};

/** Hostile values for a parameter: mostly those that probe its own type, the rest of any kind. */
export const hostileValue = (schema: JsonSchema): fc.Arbitrary<unknown> =>
    fc.oneof({ arbitrary: hostileOfKind[kindOf(schema)], weight: 3 }, { arbitrary: anyHostile, weight: 2 });

/** Extra fields a body should not have, some named like the dangerous keys of JavaScript objects. */
export const extraFields = fc.dictionary(
    fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'id', 'workspace_id', 'role'),
    ),
    anyHostile,
    { maxKeys: 3 },
);
