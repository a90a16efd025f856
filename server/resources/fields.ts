import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type, type TSchema } from 'typebox';
import type { Tx } from '../db/client';
import { ONE_ADDRESS_PATTERN } from '../../common/email';
import { Day, Id, MAX_INT, Moment, Nullable, Text, Timestamp } from '../http/schemas';

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
}

const DEFAULT_MAX_LENGTH = 200;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : trimmed(value));
const nullToEmpty = (value: unknown) => (value === null ? '' : trimmed(value));

/**
 * Text, trimmed. An optional field takes null (react-admin's emptied input) as '' — or keeps it as null when
 * `nullable`; a required one refuses both.
 */
function textField(kind: string, options: Options & { normalize?: Field['normalize'] } = {}): Field {
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
    };
}

function integerField(
    kind: string,
    options: { required?: boolean; nullable?: boolean; minimum?: number; maximum?: number; description?: string },
) {
    const { required, nullable, minimum = 0, maximum = MAX_INT, description } = options;
    const annotations = { 'x-kind': kind, ...(description ? { description } : {}) };
    const integer = (extra: object = {}) => Type.Integer({ ...extra, ...annotations });
    return {
        schema: nullable ? Nullable(integer()) : integer(),
        input: nullable ? Nullable(integer({ minimum, maximum })) : integer({ minimum, maximum }),
        required,
    } satisfies Field;
}

export const field = {
    text: (options?: Options) => textField('text', options),
    multiline: (options?: Options) => textField('multiline', { maxLength: 4000, ...options }),
    /**
     * One e-mail address (ONE_ADDRESS_PATTERN: no CR/LF, list, display name or control character; 400 `invalid_format`
     * otherwise); `format: 'email'` checks its shape further.
     */
    email: (options?: Options) => textField('email', { pattern: ONE_ADDRESS_PATTERN, maxLength: 254, ...options }),
    phone: (options?: Options) => textField('phone', { maxLength: 40, ...options }),
    /** Whole cents, never negative: shown and typed as dollars. */
    money: (options: { required?: boolean; description?: string } = {}) => integerField('money', options),
    /** Basis points: 10000 = 100 %. */
    basisPoints: (options: { required?: boolean; description?: string } = {}) =>
        integerField('basis_points', { ...options, maximum: 10_000 }),
    /** Thousandths of a unit: 1500 = 1.5. May go below zero (stock). */
    quantityMilli: (options: { required?: boolean; description?: string } = {}) =>
        integerField('quantity_milli', { ...options, minimum: -MAX_INT }),
    integer: (
        options: {
            required?: boolean;
            nullable?: boolean;
            minimum?: number;
            maximum?: number;
            description?: string;
        } = {},
    ) => integerField('integer', options),
    boolean: (): Field => ({
        schema: Type.Boolean({ 'x-kind': 'boolean' }),
        input: Type.Boolean({ 'x-kind': 'boolean' }),
    }),
    /** A calendar date, `YYYY-MM-DD` (written: a `Day()`, years 1900–9999), or null. */
    date: (options: { description?: string } = {}): Field => ({
        schema: Nullable(Type.String({ 'x-kind': 'date', format: 'date', ...options })),
        input: Nullable(Day({ 'x-kind': 'date', ...options })),
        normalize: emptyToNull,
    }),
    /**
     * One of the values the column declares (`text('fuel', { enum: FUELS })`); clients translate them under
     * `x-enum-namespace`.
     */
    enum: (
        column: Pick<PgColumn, 'name' | 'enumValues'>,
        namespace: string,
        options: { required?: boolean } = {},
    ): Field => {
        const values = column.enumValues;
        if (!values?.length) throw new Error(`Column ${column.name} declares no enum values`);
        const annotations = { 'x-kind': 'enum', 'x-enum-namespace': namespace };
        return {
            schema: Type.Enum([...values], annotations),
            input: Type.Enum([...values], annotations),
            required: options.required,
        };
    },
    /** Short labels (customer tags): trimmed, without duplicates. */
    tags: (): Field => ({
        schema: Type.Array(Type.String(), { 'x-kind': 'tags' }),
        input: Type.Array(Text({ minLength: 1, maxLength: 40 }), { maxItems: 20, 'x-kind': 'tags' }),
        normalize: value => [...new Set((value as string[]).map(tag => tag.trim()).filter(Boolean))],
    }),
    /** The id of another declared resource's record in the same workspace, or null. */
    reference: (resource: string, options: { required?: boolean; exists?: Field['exists'] } = {}): Field => {
        const annotations = { 'x-kind': 'reference', 'x-reference': resource };
        return {
            schema: Nullable(Type.Integer(annotations)),
            input: options.required ? Id(annotations) : Nullable(Id(annotations)),
            required: options.required,
            reference: resource,
            exists: options.exists,
        };
    },
    /** Ids of another declared resource's records in the same workspace (a booking's services), without duplicates. */
    references: (resource: string, options: { maxItems?: number } = {}): Field => {
        const annotations = { 'x-kind': 'references', 'x-reference': resource };
        return {
            schema: Type.Array(Type.Integer(), annotations),
            input: Type.Array(Id(), { ...annotations, maxItems: options.maxItems ?? 20 }),
            normalize: value => [...new Set(value as number[])],
            reference: resource,
        };
    },
    /** A moment in ISO 8601 (`2026-11-24T09:30:00+08:00`), or null; answered in UTC. */
    dateTime: (options: { description?: string } = {}): Field => ({
        schema: Nullable(Type.String({ 'x-kind': 'datetime', format: 'date-time', ...options })),
        input: Nullable(Moment({ 'x-kind': 'datetime', ...options })),
        normalize: value => (value === null || value === '' ? null : new Date(value as string)),
    }),
    /** An uploaded image's asset uuid, or null. */
    image: (): Field => {
        const annotations = { 'x-kind': 'image', format: 'uuid' };
        return {
            schema: Nullable(Type.String(annotations)),
            input: Nullable(Type.String(annotations)),
            normalize: emptyToNull,
            image: true,
        };
    },
    /** Written, never answered: see `Field.writeOnly`. */
    writeOnly: (
        input: TSchema,
        options: Field['writeOnly'] & { required?: boolean; createOnly?: boolean; reference?: string },
    ): Field => {
        const { required, createOnly, reference, ...writeOnly } = options;
        return {
            schema: input,
            input: required && !createOnly ? Nullable(input) : input,
            required,
            createOnly,
            reference,
            writeOnly,
        };
    },
    /** Computed by the server: in records, never written. */
    readOnly: (schema: TSchema): Field => ({ schema }),
    timestamp: (): Field => ({ schema: Timestamp }),
};
