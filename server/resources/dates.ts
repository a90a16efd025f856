import { sql } from 'drizzle-orm';

/**
 * The first moment of a day in the caller's workspace's time zone, as a scalar subquery: the comparison with it is
 * then an index range even under row-level security (the zone arithmetic runs inside the subquery, so the condition
 * itself holds no function that could leak a row).
 */
export const startOfDay = (
    day: string,
    plusDays = 0,
) => sql`(SELECT (${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE timezone
  FROM workspaces WHERE id = NULLIF(current_setting('app.workspace_id', true), '')::bigint)`;
