import type { PgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { Type, type TSchema } from 'typebox';
import type { Tx } from '../db/client';
import { ONE_ADDRESS_PATTERN } from '../../common/email';
import { Day, Id, MAX_INT, Moment, Nullable, Text, Timestamp } from '../http/schemas';
import { columnOf, columnVariant } from './field-columns';

/**
 * One field of a declared resource: how it reads in a record, how it is written (absent for read-only fields) and
 * what the OpenAPI document says about it beyond its type (`x-kind`, `x-reference`, `x-enum-namespace`).
 * The field's name is its column's SQL name.
 */
export interface Field {
    schema: TSchema;
    input?: TSchema;
    /** Must be given on create (update keeps the current value of a field that is left out). */
    required?: boolean;
    /** Turns the written value into the stored one (trims text, normalises a plate). */
    normalize?: (value: unknown) => unknown;
    /** The declared resource this field's id points to, checked to be in the caller's workspace. */
    reference?: string;
    /** How a reference to what is not a declared resource (a member) is checked; by default the resource's record. */
    exists?: (tx: Tx, tenant: number | null, id: number) => Promise<boolean>;
    /** Sorts and searches case-insensitively. */
    text?: boolean;
    /** An asset uuid that the caller must be able to read. */
    image?: boolean;
    /**
     * Written, never answered (a password): stored in `column` after `prepare` (slow work, done before the
     * transaction), or not stored at all (`column: null`) when a hook consumes it. null means "not given".
     */
    writeOnly?: { column: string | null; prepare?: (value: unknown) => Promise<unknown> };
    /** Taken by create only (the owner a workspace starts with). */
    createOnly?: boolean;
    /** The column that stores it when the declaration builds its table: named after the field, or `writeOnly.column`. */
    column?: PgColumnBuilderBase;
    /** Left out on create, the field is filled in by a hook, not by its column's default (which is then not shown). */
    hookDefault?: boolean;
}

interface Options {
    required?: boolean;
    /** null when left empty (an optional code that must still be unique when given) */
    nullable?: boolean;
    minLength?: number;
    maxLength?: number;
    pattern?: string;
    format?: string;
    description?: string;
    /** What a new record gets when the field is left out ('' unless given) */
    default?: string;
}

const DEFAULT_MAX_LENGTH = 200;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : trimmed(value));
const nullToEmpty = (value: unknown) => (value === null ? '' : trimmed(value));

/**
 * Text, trimmed. An optional field takes null (react-admin's emptied input) as '' — or keeps it as null when
 * `nullable`; a required one refuses both.
 */
function textField<O extends Options>(kind: string, options: O & { normalize?: Field['normalize'] }) {
    const { required, nullable, minLength, maxLength = DEFAULT_MAX_LENGTH, pattern, format, description } = options;
    const annotations = { 'x-kind': kind, ...(description ? { description } : {}) };
    const input = Text({
        maxLength,
        ...(required ? { minLength: minLength ?? 1 } : {}),
        ...(pattern ? { pattern } : {}),
        ...(format ? { format } : {}),
        ...annotations,
    });
    return {
        schema: nullable ? Nullable(Type.String(annotations)) : Type.String(annotations),
        input: required ? input : Nullable(input),
        required,
        normalize: options.normalize ?? (nullable ? emptyToNull : nullToEmpty),
        text: true,
        column: columnVariant(columnOf.text, options),
    } satisfies Field;
}

interface IntegerOptions {
    required?: boolean;
    nullable?: boolean;
    minimum?: number;
    maximum?: number;
    description?: string;
    /** What a new record gets when the field is left out (0 unless given; none for a nullable field) */
    default?: number;
    /** Stored as a bigint (a sum that may pass 2^31) */
    big?: boolean;
}

type NumberOptions = Pick<IntegerOptions, 'required' | 'description' | 'default' | 'big'>;

function integerField<O extends IntegerOptions>(kind: string, options: O) {
    const { required, nullable, minimum = 0, maximum = MAX_INT, description } = options;
    const annotations = { 'x-kind': kind, ...(description ? { description } : {}) };
    const integer = (extra: object = {}) => Type.Integer({ ...extra, ...annotations });
    return {
        schema: nullable ? Nullable(integer()) : integer(),
        input: nullable ? Nullable(integer({ minimum, maximum })) : integer({ minimum, maximum }),
        required,
        column: (options.big
            ? columnVariant(columnOf.bigint, options)
            : columnVariant(columnOf.integer, options)) as O extends { big: true }
            ? ReturnType<typeof columnVariant<typeof columnOf.bigint, O>>
            : ReturnType<typeof columnVariant<typeof columnOf.integer, O>>,
    } satisfies Field;
}

/** A field factory's options when none are given. */
type NoOptions = Record<never, never>;

type EnumValues = readonly [string, ...string[]];

/**
 * One of `values` (a `common/` constant when the web needs them too), stored as text (`default` the column's); clients
 * translate them under `namespace` (`x-enum-namespace`). For a table written by hand, the column's own values and
 * default are read from it: `field.enum(vehicles.fuel, 'motor-garage.vehicle.fuel')`.
 */
function enumField<const T extends EnumValues, O extends { required?: boolean; default?: T[number] } = NoOptions>(
    values: T,
    namespace: string,
    options?: O,
): Field & { column: ReturnType<typeof columnOf.enum<T>> };
function enumField(
    column: Pick<PgColumn, 'name' | 'enumValues' | 'default'>,
    namespace: string,
    options?: { required?: boolean },
): Field;
function enumField(
    source: EnumValues | Pick<PgColumn, 'name' | 'enumValues' | 'default'>,
    namespace: string,
    options: { required?: boolean; default?: string } = {},
): Field {
    const values = Array.isArray(source) ? (source as EnumValues) : (source as PgColumn).enumValues;
    if (!values?.length) throw new Error(`Column ${(source as PgColumn).name} declares no enum values`);
    const annotations = { 'x-kind': 'enum', 'x-enum-namespace': namespace };
    return {
        schema: Type.Enum([...values], annotations),
        input: Type.Enum([...values], annotations),
        required: options.required,
        ...(Array.isArray(source) ? { column: columnOf.enum(values as EnumValues, options.default) } : {}),
    };
}

export const field = {
    text: <O extends Options = NoOptions>(options: O = {} as O) => textField('text', options),
    multiline: <O extends Options = NoOptions>(options: O = {} as O) =>
        textField('multiline', { maxLength: 4000, ...options }),
    /**
     * One e-mail address (ONE_ADDRESS_PATTERN: no CR/LF, list, display name or control character; 400 `invalid_format`
     * otherwise); `format: 'email'` checks its shape further.
     */
    email: <O extends Options = NoOptions>(options: O = {} as O) =>
        textField('email', { pattern: ONE_ADDRESS_PATTERN, maxLength: 254, ...options }),
    phone: <O extends Options = NoOptions>(options: O = {} as O) => textField('phone', { maxLength: 40, ...options }),
    /** Whole cents, never negative: shown and typed as dollars. */
    money: <O extends NumberOptions = NoOptions>(options: O = {} as O) => integerField('money', options),
    /** Basis points: 10000 = 100 %. */
    basisPoints: <O extends NumberOptions = NoOptions>(options: O = {} as O) =>
        integerField('basis_points', { ...options, maximum: 10_000 }),
    /** Thousandths of a unit: 1500 = 1.5. May go below zero (stock). */
    quantityMilli: <O extends NumberOptions = NoOptions>(options: O = {} as O) =>
        integerField('quantity_milli', { ...options, minimum: -MAX_INT }),
    integer: <O extends IntegerOptions = NoOptions>(options: O = {} as O) => integerField('integer', options),
    /** `default` is what a new record gets when the field is left out (its column's default). */
    boolean: (options: { default?: boolean } = {}) =>
        ({
            schema: Type.Boolean({ 'x-kind': 'boolean' }),
            input: Type.Boolean({ 'x-kind': 'boolean' }),
            column: columnOf.boolean(options.default ?? false),
        }) satisfies Field,
    /** A calendar date, `YYYY-MM-DD` (written: a `Day()`, years 1900–9999), or null. */
    date: (options: { description?: string } = {}) =>
        ({
            schema: Nullable(Type.String({ 'x-kind': 'date', format: 'date', ...options })),
            input: Nullable(Day({ 'x-kind': 'date', ...options })),
            normalize: emptyToNull,
            column: columnOf.date(),
        }) satisfies Field,
    /**
     * One of the values the column declares (`text('fuel', { enum: FUELS })`); clients translate them under
     * `x-enum-namespace`.
     */
    enum: enumField,
    /** Short labels (customer tags): trimmed, without duplicates. */
    tags: () =>
        ({
            schema: Type.Array(Type.String(), { 'x-kind': 'tags' }),
            input: Type.Array(Text({ minLength: 1, maxLength: 40 }), { maxItems: 20, 'x-kind': 'tags' }),
            normalize: value => [...new Set((value as string[]).map(tag => tag.trim()).filter(Boolean))],
            column: columnOf.tags(),
        }) satisfies Field,
    /**
     * The id of another declared resource's record in the same workspace, or null. A table the declaration builds has
     * its foreign key (with the workspace) and an index, and its list a filter by it.
     */
    reference: <O extends { required?: boolean; exists?: Field['exists'] } = NoOptions>(
        resource: string,
        options: O = {} as O,
    ) => {
        const annotations = { 'x-kind': 'reference', 'x-reference': resource };
        return {
            schema: Nullable(Type.Integer(annotations)),
            input: options.required ? Id(annotations) : Nullable(Id(annotations)),
            required: options.required,
            reference: resource,
            exists: options.exists,
            column: (options.required ? columnOf.integer.required() : columnOf.integer.nullable()) as O extends {
                required: true;
            }
                ? ReturnType<typeof columnOf.integer.required>
                : ReturnType<typeof columnOf.integer.nullable>,
        } satisfies Field;
    },
    /** Ids of another declared resource's records in the same workspace (a booking's services), without duplicates. */
    references: (resource: string, options: { maxItems?: number } = {}) => {
        const annotations = { 'x-kind': 'references', 'x-reference': resource };
        return {
            schema: Type.Array(Type.Integer(), annotations),
            input: Type.Array(Id(), { ...annotations, maxItems: options.maxItems ?? 20 }),
            normalize: value => [...new Set(value as number[])],
            reference: resource,
            column: columnOf.ids(),
        } satisfies Field;
    },
    /** A moment in ISO 8601 (`2026-11-24T09:30:00+08:00`), or null; answered in UTC. */
    dateTime: (options: { description?: string } = {}) =>
        ({
            schema: Nullable(Type.String({ 'x-kind': 'datetime', format: 'date-time', ...options })),
            input: Nullable(Moment({ 'x-kind': 'datetime', ...options })),
            normalize: value => (value === null || value === '' ? null : new Date(value as string)),
            column: columnOf.dateTime(),
        }) satisfies Field,
    /** An uploaded image's asset uuid, or null. */
    image: () => {
        const annotations = { 'x-kind': 'image', format: 'uuid' };
        return {
            schema: Nullable(Type.String(annotations)),
            input: Nullable(Type.String(annotations)),
            normalize: emptyToNull,
            image: true,
            column: columnOf.uuid(),
        } satisfies Field;
    },
    /**
     * Written, never answered: see `Field.writeOnly`. `stores` is the column a table the declaration builds keeps it in
     * (named `column` there).
     */
    writeOnly: <const N extends string | null, C extends PgColumnBuilderBase | undefined = undefined>(
        input: TSchema,
        options: {
            column: N;
            prepare?: (value: unknown) => Promise<unknown>;
            stores?: C;
            required?: boolean;
            createOnly?: boolean;
            reference?: string;
        },
    ) => {
        const { required, createOnly, reference, stores, ...writeOnly } = options;
        return {
            schema: input,
            input: required && !createOnly ? Nullable(input) : input,
            required,
            createOnly,
            reference,
            writeOnly,
            ...(stores ? { column: stores } : {}),
        } as Field & { writeOnly: { column: N } } & (C extends PgColumnBuilderBase ? { column: C } : unknown);
    },
    /** Computed by the server: in records, never written. */
    readOnly: (schema: TSchema): Field => ({ schema }),
    timestamp: (): Field => ({ schema: Timestamp }),
};
