import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { instantOf, instantOfDayOrMoment, isDay } from './calendar';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** `x-minimum` / `x-maximum` on a day or a moment: the earliest and latest it may name (`Day()`, `Moment()`). */
const bound = (keyword: string, within: (instant: number, limit: number) => boolean) => ({
    keyword,
    type: 'string' as const,
    schemaType: 'string' as const,
    validate: (limit: string, value: string) => {
        const instant = instantOfDayOrMoment(value);
        // what is not a day or a moment at all is the format's to refuse
        return instant === null || within(instant, instantOfDayOrMoment(limit)!);
    },
});

function makeAjv(options: Options) {
    const ajv = addFormats(
        new Ajv({ allErrors: true, removeAdditional: true, useDefaults: true, strict: false, ...options }),
    );
    // Stricter than ajv-formats: no leap second and no `+08` offset (JS Date reads neither), a day on the calendar.
    ajv.addFormat('date-time', (text: string) => instantOf(text) !== null);
    ajv.addFormat('date', isDay);
    ajv.addKeyword(bound('x-minimum', (instant, limit) => instant >= limit));
    ajv.addKeyword(bound('x-maximum', (instant, limit) => instant <= limit));
    return ajv;
}

// Query strings and path parameters arrive as text and are converted; a JSON body must already have the right types.
const forText = makeAjv({ coerceTypes: 'array' });
const forBody = makeAjv({ coerceTypes: false });

/** Where a value holds a NUL character, as a JSON pointer, or null: PostgreSQL refuses NUL in text. */
function nulAt(value: unknown, path = ''): string | null {
    if (typeof value === 'string') return value.includes('\u0000') ? path : null;
    if (!value || typeof value !== 'object') return null;
    for (const [key, item] of Object.entries(value)) {
        const found = key.includes('\u0000') ? `${path}/${key}` : nulAt(item, `${path}/${key}`);
        if (found !== null) return found;
    }
    return null;
}

/** The validator, plus a refusal of NUL anywhere: it never reaches the database, even in a field typed without `Text`. */
function refusingNul(validate: ValidateFunction): ValidateFunction {
    const guarded = ((data, context) => {
        if (!validate(data, context)) {
            guarded.errors = validate.errors;
            return false;
        }
        const path = nulAt(data);
        const refusal: ErrorObject = {
            instancePath: path ?? '',
            schemaPath: '#',
            keyword: 'pattern',
            params: {},
            message: 'must not contain NUL',
        };
        guarded.errors = path === null ? null : [refusal];
        return path === null;
    }) as ValidateFunction;
    // Fastify hands Ajv the parent of the validated part (to coerce a root value) only when it sees schemaEnv.
    return Object.assign(guarded, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
    refusingNul((httpPart === 'body' ? forBody : forText).compile(schema)) as ReturnType<FastifySchemaCompiler<object>>;
