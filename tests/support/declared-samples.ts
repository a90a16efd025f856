import { resourcePath, type Resource } from '../../server/resources/declare';
import { bodySchema } from '../../server/resources/schemas';
import { validSample, type JsonSchema } from '../api/openapi-operations';
import type { TestContext } from './app';
import { call } from './factories';

/** The schema a nullable one (`anyOf [X, null]`) stands for. */
const unwrap = (schema: JsonSchema) => schema.anyOf?.find(option => option.type !== 'null') ?? schema;

/**
 * Three values of a field that sort differently from the order they are written in, with a tie (a case-insensitive
 * one for text, unless the field is unique); none for a field whose order is not its values' (an enum's is its type's).
 */
function sortSamples(schema: JsonSchema, unique: boolean): unknown[] | undefined {
    if (schema.enum) return undefined;
    if (schema.format === 'date') return ['2026-12-02', '2026-12-01', '2026-12-02'];
    if (schema.format === 'date-time') return ['2026-12-02T09:00:00Z', '2026-12-01T09:00:00Z', '2026-12-02T09:00:00Z'];
    if (schema.format) return undefined;
    if (schema.type === 'integer') {
        const fit = (value: number) => Math.min(Math.max(value, schema.minimum ?? value), schema.maximum ?? value);
        return [2000, 1000, unique ? 3000 : 2000].map(fit);
    }
    if (schema.type !== 'string') return undefined;
    const texts = ['bravo', 'Alpha', unique ? 'carol' : 'alpha'];
    const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
    const fits = (text: string) =>
        text.length >= (schema.minLength ?? 0) &&
        text.length <= (schema.maxLength ?? Infinity) &&
        (!pattern || pattern.test(text));
    return texts.every(fits) ? texts : undefined;
}

/**
 * Three create bodies of a declared resource from its create schema: what is required, and each sortable field
 * given values that differ in order, case and ties; a required reference to a record made first (of the same kind).
 */
export async function sampleBodies(
    t: TestContext,
    token: string,
    resource: Resource,
    resolve: (name: string) => Resource,
): Promise<Record<string, unknown>[]> {
    const schema = bodySchema(resource, 'create') as unknown as JsonSchema;
    const uniqueFields = Object.values(resource.unique ?? {}).map(index => index.field);
    const bodies: Record<string, unknown>[] = [{}, {}, {}];
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(name) ?? false;
        const { reference } = resource.fields[name];
        if (reference) {
            if (!required) continue;
            const target = resolve(reference);
            const [body] = await sampleBodies(t, token, target, resolve);
            const made = await call(t.app, 'POST', resourcePath(target), { token, body });
            if (made.status !== 201) throw new Error(`${reference}: ${made.status} ${JSON.stringify(made.body)}`);
            for (const body of bodies) body[name] = made.body.data.id;
            continue;
        }
        const unique = uniqueFields.includes(name);
        const values = resource.sortable.includes(name) ? sortSamples(unwrap(property), unique) : undefined;
        bodies.forEach((body, index) => {
            if (values) body[name] = values[index];
            else if (required) {
                const sample = validSample(property);
                // the same value thrice would break the unique index
                body[name] = unique && typeof sample === 'string' ? `${sample}${index}` : sample;
            }
        });
    }
    return bodies;
}
