import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options) {
  return addFormats(new Ajv({ allErrors: true, removeAdditional: true, useDefaults: true, strict: false, ...options }));
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
    const refusal: ErrorObject = { instancePath: path ?? '', schemaPath: '#', keyword: 'pattern', params: {}, message: 'must not contain NUL' };
    guarded.errors = path === null ? null : [refusal];
    return path === null;
  }) as ValidateFunction;
  // Fastify hands Ajv the parent of the validated part (to coerce a root value) only when it sees schemaEnv.
  return Object.assign(guarded, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  refusingNul((httpPart === 'body' ? forBody : forText).compile(schema)) as ReturnType<FastifySchemaCompiler<object>>;
