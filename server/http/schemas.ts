import { Type, type TSchema } from 'typebox';
import { FIRST_DAY, FIRST_MOMENT, LAST_DAY, LAST_MOMENT } from './calendar';

export const ErrorEnvelope = Type.Object({
    success: Type.Literal(false),
    error: Type.String({ description: 'Stable error key, translated by clients' }),
    message: Type.String({ description: 'English description' }),
    details: Type.Optional(
        Type.Array(
            Type.Object({
                field: Type.String(),
                error: Type.String(),
                resource: Type.Optional(
                    Type.String({
                        description:
                            'With 409 in_use: the declared resource whose records still hold the one being deleted',
                    }),
                ),
                placeholder: Type.Optional(
                    Type.String({
                        description:
                            'With unknown_placeholder: the placeholder, as the text wrote it between its braces',
                    }),
                ),
            }),
        ),
    ),
    suspension: Type.Optional(
        Type.Object(
            {
                workspace_id: Type.Integer(),
                reason: Type.Union([Type.String(), Type.Null()]),
                suspended_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
            },
            {
                description:
                    "With 403 workspace_suspended: the caller's workspace that is suspended, why and since when",
            },
        ),
    ),
    trace_id: Type.String(),
});

export const Ok = <T extends TSchema>(data: T) =>
    Type.Object({ success: Type.Literal(true), data, trace_id: Type.String() });

export const OkList = <T extends TSchema>(item: T) =>
    Type.Object({
        success: Type.Literal(true),
        data: Type.Array(item),
        total: Type.Integer(),
        page: Type.Integer(),
        size: Type.Integer(),
        trace_id: Type.String(),
    });

/** Response map for a route: its success answers plus the shared error envelope for every failure. */
export function responses<R extends Record<number, TSchema>>(success: R) {
    return { ...success, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

/** PostgreSQL's `integer`: every id column is one, so a larger id is refused here, not by the database. */
export const MAX_INT = 2_147_483_647;

/** An id: a positive integer within the id columns' range. */
/** Whether a value read outside the schemas (a raw path parameter, a token claim) is an id in that range. */
export const isId = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT;

export const Id = (options: Record<string, unknown> & { description?: string } = {}) =>
    Type.Integer({ minimum: 1, maximum: MAX_INT, ...options });

/** Text a person types: no NUL character (PostgreSQL refuses it in `text`). */
export const Text = (
    options: Record<string, unknown> & { minLength?: number; maxLength?: number; format?: string } = {},
) => Type.String({ pattern: '^[^\\u0000]*$', ...options });

export const IdParams = Type.Object({ id: Id() });

/** A moment in an answer: ISO 8601 in UTC (requests take `Moment()`). */
export const Timestamp = Type.String({ format: 'date-time' });

type Annotations = Record<string, unknown> & { description?: string };

/**
 * A moment a request gives: ISO 8601 with an offset (`2026-11-24T09:30:00+08:00`), whose UTC instant is within the
 * years 1900–9999; no leap second. Out of range: 400 `out_of_range` on the field (the validator reads `x-minimum` and
 * `x-maximum`); any other shape: `invalid_format`.
 */
export const Moment = ({ description, ...options }: Annotations = {}) =>
    Type.String({
        format: 'date-time',
        'x-minimum': FIRST_MOMENT,
        'x-maximum': LAST_MOMENT,
        ...options,
        description: `${description ? `${description}. ` : ''}ISO 8601 with an offset, from ${FIRST_MOMENT} to ${LAST_MOMENT} in UTC`,
    });

/** A calendar day a request gives: `YYYY-MM-DD`, a real date, from 1900-01-01 to 9999-12-31 (else as `Moment()`). */
export const Day = ({ description, ...options }: Annotations = {}) =>
    Type.String({
        format: 'date',
        'x-minimum': FIRST_DAY,
        'x-maximum': LAST_DAY,
        ...options,
        description: `${description ? `${description}. ` : ''}YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}`,
    });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The list query every list call takes; `sortable` names the fields `field` may sort by. Every parameter is optional
 * in the document; Ajv fills in the defaults, so handlers see all but `field` (hence the type of the filled query).
 */
export function ListQuery<F extends string>(sortable: readonly [F, ...F[]]) {
    const filled = Type.Object({
        page: Type.Integer({ minimum: 1, maximum: MAX_INT, default: 1 }),
        size: Type.Integer({ minimum: 1, maximum: 9999, default: 20 }),
        field: Type.Optional(Type.Enum([...sortable])),
        asc: Type.Boolean({ default: true }),
        keyword: Text({ maxLength: 200, default: '' }),
    });
    return Type.Partial(filled) as unknown as typeof filled;
}

export interface ListParams {
    page: number;
    size: number;
    field?: string;
    asc: boolean;
    keyword: string;
}
