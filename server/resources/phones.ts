import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A typed phone keyword as phones are matched: without spaces, dashes and brackets. */
export const digitsOnly = (keyword: string) => keyword.replace(/[\s\-()]/g, '');

/** A phone as keyword searches match it (its trigram index is on this expression): its digits and plus sign. */
export const phoneDigits = (phone: PgColumn) => sql`regexp_replace(${phone}, '[^0-9+]', '', 'g')`;
