import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options) {
  return addFormats(new Ajv({ allErrors: true, removeAdditional: true, useDefaults: true, strict: false, ...options }));
}

// Query strings and path parameters arrive as text and are converted; a JSON body must already have the right types.
const forText = makeAjv({ coerceTypes: 'array' });
const forBody = makeAjv({ coerceTypes: false });

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? forBody : forText).compile(schema) as ReturnType<FastifySchemaCompiler<object>>;
