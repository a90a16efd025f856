import { sql } from 'drizzle-orm';
import { Type } from 'typebox';

/** A calendar day in a query string: `YYYY-MM-DD` (not year 0000: the format passes it, PostgreSQL does not). */
export const DAY = Type.String({ format: 'date', pattern: '^(?!0000)\\d{4}-\\d{2}-\\d{2}$' });

/**
 * The first moment of a day in the caller's workspace's time zone. The zone is read through the request's tenant
 * setting, not per row, so that a comparison with it is a range on an index.
 */
export const startOfDay = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE
  (SELECT timezone FROM workspaces WHERE id = NULLIF(current_setting('app.workspace_id', true), '')::bigint))`;
