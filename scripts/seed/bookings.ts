// Bookings at scale: a busy garage's two years of bookings and the month ahead, in working hours, over its customers'
// vehicles and its labour menu, written by the database in one statement (the services come with the jobs' seed).
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/** Bays of a garage this busy: about 130 bookings a working day, an hour and a quarter each on average. */
export const BUSY_GARAGE_BAYS = 30;
const PAST_DAYS = 730;
const AHEAD_DAYS = 30;

/**
 * `count` bookings in the workspace, spread evenly from two years ago to a month ahead, 08:00–18:30 in the workspace's
 * zone: past ones completed (some no-shows and cancellations), coming ones pending or confirmed; a vehicle without an
 * owner is a walk-in's. The workspace gets `BUSY_GARAGE_BAYS` bays. Answers the number written.
 */
export async function seedWorkspaceBookings(db: Db, workspaceId: number, count: number): Promise<number> {
    if (!count) return 0;
    return db.transaction(async tx => {
        await tx.execute(sql`select set_config('app.workspace_id', ${String(workspaceId)}, true)`);
        await tx.execute(sql`UPDATE workspaces SET bays = ${BUSY_GARAGE_BAYS} WHERE id = ${workspaceId}`);
        const result = await tx.execute(sql`
      WITH cars AS (
        SELECT array_agg(id ORDER BY id) AS ids, array_agg(customer_id ORDER BY id) AS owners FROM vehicles WHERE workspace_id = ${workspaceId}
      ), menu AS (
        SELECT array_agg(id ORDER BY id) AS ids FROM services WHERE workspace_id = ${workspaceId}
      ), zone AS (
        SELECT timezone AS name, (now() AT TIME ZONE timezone)::date AS today FROM workspaces WHERE id = ${workspaceId}
      ), slots AS (
        SELECT n, 1 + (n * 7919) % cardinality(cars.ids) AS car,
          ((zone.today - ${PAST_DAYS}::int + (n::bigint * ${PAST_DAYS + AHEAD_DAYS}::int / ${count}::int)::int)::timestamp
            + (8 * 60 + ((n * 37) % 22) * 30) * interval '1 minute') AT TIME ZONE zone.name AS start_at
        FROM generate_series(0, ${count - 1}::int) AS n, cars, zone
      )
      INSERT INTO bookings (workspace_id, customer_id, walk_in_name, walk_in_phone, vehicle_id, service_ids, start_at, end_at,
        status, notes, created_at, updated_at)
      SELECT ${workspaceId}, cars.owners[car], CASE WHEN cars.owners[car] IS NULL THEN 'Walk-in ' || n ELSE '' END,
        CASE WHEN cars.owners[car] IS NULL THEN '6' || lpad((n % 10000000)::text, 7, '0') ELSE '' END,
        cars.ids[car], ARRAY[menu.ids[1 + n % cardinality(menu.ids)]], start_at, start_at + (1 + n % 4) * interval '30 minutes',
        CASE WHEN start_at > now() THEN CASE WHEN n % 3 = 0 THEN 'pending' ELSE 'confirmed' END
          WHEN n % 17 = 0 THEN 'no_show' WHEN n % 13 = 0 THEN 'cancelled' ELSE 'completed' END,
        '', least(now(), start_at) - interval '3 days', least(now(), start_at)
      FROM slots, cars, menu`);
        await tx.execute(sql`ANALYZE bookings`);
        return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? count;
    });
}
