import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The column each field kind is stored in, when a declaration builds its table (`server/resources/table.ts`): named
 * after the field there. A text is `NOT NULL DEFAULT ''` unless required (no default) or nullable; a number `NOT NULL
 * DEFAULT 0` unless nullable; a date, moment, image or optional reference is nullable.
 */
export const columnOf = {
    text: {
        nullable: () => text(),
        required: () => text().notNull(),
        optional: (fallback = '') => text().notNull().default(fallback),
    },
    integer: {
        nullable: () => integer(),
        required: () => integer().notNull(),
        optional: (fallback = 0) => integer().notNull().default(fallback),
    },
    /** Sums that may pass 2^31 (a part's stock): answered as JSON numbers, far below 2^53. */
    bigint: {
        nullable: () => bigint({ mode: 'number' }),
        required: () => bigint({ mode: 'number' }).notNull(),
        optional: (fallback = 0) => bigint({ mode: 'number' }).notNull().default(fallback),
    },
    boolean: (fallback: boolean) => boolean().notNull().default(fallback),
    enum: <const T extends readonly [string, ...string[]]>(values: T, fallback?: T[number]) =>
        fallback === undefined
            ? text({ enum: values as unknown as [T[number], ...T[number][]] }).notNull()
            : text({ enum: values as unknown as [T[number], ...T[number][]] })
                  .notNull()
                  .default(fallback),
    date: () => date({ mode: 'string' }),
    dateTime: () => timestamp({ withTimezone: true, mode: 'date' }),
    tags: () =>
        text()
            .array()
            .notNull()
            .default(sql`'{}'::text[]`),
    ids: () =>
        integer()
            .array()
            .notNull()
            .default(sql`'{}'::integer[]`),
    uuid: () => uuid(),
};

type Variants = { nullable: () => unknown; required: () => unknown; optional: (fallback?: never) => unknown };

/** Which of a kind's columns a field's options give. */
export type ColumnVariant<V extends Variants, O> = O extends { nullable: true }
    ? ReturnType<V['nullable']>
    : O extends { required: true }
      ? O extends { default: unknown }
          ? ReturnType<V['optional']>
          : ReturnType<V['required']>
      : ReturnType<V['optional']>;

/** The column of a field with these options (`nullable`, `required`, `default`). */
export function columnVariant<
    V extends Variants,
    O extends { nullable?: boolean; required?: boolean; default?: unknown },
>(variants: V, options: O): ColumnVariant<V, O> {
    if (options.nullable) return variants.nullable() as never;
    if (options.required && options.default === undefined) return variants.required() as never;
    return (variants.optional as (fallback?: unknown) => unknown)(options.default) as never;
}
