import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** A declared record's version: 1 when made, one more on every write (optimistic concurrency, `If-Match`). */
export const version = () => integer('version').notNull().default(1);
/** When a declared record was made and last written, and its version. */
export const recordStamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt(), version: version() });
/** Sums and amounts that may pass 2^31 (answered as JSON numbers: they stay far below 2^53). */
export const bigNumber = (name: string) => bigint(name, { mode: 'number' });
