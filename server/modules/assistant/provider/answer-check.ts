import { Ajv, type ValidateFunction } from 'ajv';
import type { TSchema } from 'typebox';

const ajv = new Ajv({ strict: false, allErrors: false });
const compiled = new WeakMap<TSchema, ValidateFunction>();

/**
 * The model's answer as the schema it was asked for, or why not: structured output is checked again here, never
 * trusted because the provider promised it.
 */
export function checkAnswer(schema: TSchema, content: string): { value: unknown } | { problem: string } {
    let value: unknown;
    try {
        value = JSON.parse(content);
    } catch {
        return { problem: 'the answer is not JSON' };
    }
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    if (validate(value)) return { value };
    const [first] = validate.errors ?? [];
    return { problem: `the answer does not match the schema: ${first?.instancePath || '/'} ${first?.message ?? ''}` };
}
