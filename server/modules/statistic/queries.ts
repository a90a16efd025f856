import { sql } from 'drizzle-orm';
import { BOOKING_STATUSES } from '../../../common/bookings';
import type { Tx } from '../../db/client';
import {
    bookings,
    jobs,
    products,
    services,
    statisticDays,
    statisticItemDays,
    statisticJobDays,
    vehicles,
    workspaces,
} from '../../db/schema';
import { JOB_STATUSES } from '../../../common/jobs';
import type { StatisticData } from './schemas';

/** Bookings that still happen (or happened): not cancelled, not a no-show. */
const COUNTED_BOOKINGS = BOOKING_STATUSES.filter(status => status !== 'cancelled' && status !== 'no_show');
/** How many services and products the top lists hold. */
const TOP = 5;
const UPCOMING_DAYS = 7;
const LICENCE_DAYS = 30;

const list = (values: readonly string[]) =>
    sql.join(
        values.map(value => sql`${value}`),
        sql`, `,
    );

/** The moments and days of the figures of now, as PostgreSQL's text. */
interface Span {
    today_start: string;
    tomorrow_start: string;
    upcoming_end: string;
    licence_limit: string;
}

/**
 * Today and the days after it as moments in the workspace's zone, worked out by PostgreSQL first, so that the
 * statement takes them as constants: every bound is an index condition even under row-level security.
 */
async function spanOf(tx: Tx, workspaceId: number): Promise<Span> {
    const result = await tx.execute(sql`
    SELECT (today::timestamp AT TIME ZONE zone)::text AS today_start,
      ((today + 1)::timestamp AT TIME ZONE zone)::text AS tomorrow_start,
      ((today + ${UPCOMING_DAYS + 1}::int)::timestamp AT TIME ZONE zone)::text AS upcoming_end,
      (today + ${LICENCE_DAYS}::int)::text AS licence_limit
    FROM (SELECT ${workspaces.timezone} AS zone, (now() AT TIME ZONE ${workspaces.timezone})::date AS today
      FROM ${workspaces} WHERE ${workspaces.id} = ${workspaceId}) AS clock`);
    return (result as unknown as { rows: Span[] }).rows[0];
}

const moment = (value: string) => sql`${value}::timestamptz`;

/**
 * The best `TOP` services or products of the invoices issued in the range, by revenue then id, as a JSON array (a
 * line's service or product cannot be deleted, so each has its record's name).
 */
const top = (kind: 'service' | 'product', table: typeof services | typeof products) => sql`(
  SELECT coalesce(json_agg(json_build_object('id', ranked.id, 'name', ranked.name, 'quantity_milli', ranked.quantity_milli,
    'revenue_cents', ranked.revenue_cents) ORDER BY ranked.revenue_cents DESC, ranked.id), '[]'::json)
  FROM (
    SELECT items.id, ${table.name} AS name, items.quantity_milli, items.revenue_cents
    FROM items JOIN ${table} ON ${table.workspaceId} = items.workspace_id AND ${table.id} = items.id
    WHERE items.kind = ${kind}
    ORDER BY items.revenue_cents DESC, items.id
    LIMIT ${TOP}
  ) ranked)`;

/**
 * Every figure of the statistic in one statement, to run as the tenant. The range's money, invoices, top lists and
 * jobs are the sums of its days, kept per workspace day by the triggers of migration 0023_statistic_days; the
 * figures of now (what is owed, bookings, licences, stock) read their own rows through an index.
 */
export const statisticStatement = (workspaceId: number, from: string, to: string, span: Span) => sql`
  WITH kept AS (
    SELECT ${statisticDays.day} AS day, ${statisticDays.revenueCents} AS revenue_cents,
      ${statisticDays.invoices} AS invoices, ${statisticDays.invoicedCents} AS invoiced_cents
    FROM ${statisticDays}
    WHERE ${statisticDays.workspaceId} = ${workspaceId}
      AND ${statisticDays.day} >= ${from}::date AND ${statisticDays.day} <= ${to}::date
  ),
  days AS (
    SELECT series.day::date AS day, coalesce(kept.revenue_cents, 0) AS cents
    FROM generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') AS series(day)
      LEFT JOIN kept ON kept.day = series.day::date
  ),
  invoice_totals AS (
    SELECT coalesce(sum(invoices), 0) AS invoices, coalesce(sum(invoiced_cents), 0) AS cents FROM kept
  ),
  items AS (
    SELECT ${statisticItemDays.workspaceId} AS workspace_id, ${statisticItemDays.kind} AS kind,
      ${statisticItemDays.itemId} AS id, sum(${statisticItemDays.quantityMilli}) AS quantity_milli,
      sum(${statisticItemDays.revenueCents}) AS revenue_cents
    FROM ${statisticItemDays}
    WHERE ${statisticItemDays.workspaceId} = ${workspaceId}
      AND ${statisticItemDays.day} >= ${from}::date AND ${statisticItemDays.day} <= ${to}::date
    GROUP BY 1, 2, 3
    HAVING sum(${statisticItemDays.lines}) > 0
  ),
  created AS (
    SELECT ${statisticJobDays.status} AS status, sum(${statisticJobDays.jobs}) AS n
    FROM ${statisticJobDays}
    WHERE ${statisticJobDays.workspaceId} = ${workspaceId}
      AND ${statisticJobDays.day} >= ${from}::date AND ${statisticJobDays.day} <= ${to}::date
    GROUP BY 1
  ),
  booked AS (
    SELECT count(*) FILTER (WHERE ${bookings.startAt} < ${moment(span.tomorrow_start)}) AS today,
      count(*) FILTER (WHERE ${bookings.startAt} >= ${moment(span.tomorrow_start)}) AS upcoming
    FROM ${bookings}
    WHERE ${bookings.workspaceId} = ${workspaceId} AND ${bookings.status} IN (${list(COUNTED_BOOKINGS)})
      AND ${bookings.startAt} >= ${moment(span.today_start)} AND ${bookings.startAt} < ${moment(span.upcoming_end)}
  )
  SELECT json_build_object(
    'revenue_cents', (SELECT coalesce(sum(cents), 0) FROM days),
    'invoiced_cents', (SELECT cents FROM invoice_totals),
    'outstanding_cents', (
      SELECT coalesce(sum(${jobs.balanceCents}), 0) FROM ${jobs}
      WHERE ${jobs.workspaceId} = ${workspaceId} AND ${jobs.status} = 'invoiced'),
    'average_invoice_cents', (
      SELECT CASE WHEN invoices = 0 THEN 0 ELSE round(cents::numeric / invoices)::bigint END FROM invoice_totals),
    'jobs_by_status', (
      SELECT json_object_agg(statuses.status, coalesce(created.n, 0) ORDER BY statuses.position)
      FROM unnest(ARRAY[${list(JOB_STATUSES)}]::text[]) WITH ORDINALITY AS statuses(status, position)
        LEFT JOIN created ON created.status = statuses.status),
    'revenue_by_day', (
      SELECT json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'cents', cents) ORDER BY day) FROM days),
    'top_services', ${top('service', services)},
    'top_products', ${top('product', products)},
    'bookings_today', (SELECT today FROM booked),
    'bookings_upcoming', (SELECT upcoming FROM booked),
    'licences_expiring', (
      SELECT count(*) FROM ${vehicles}
      WHERE ${vehicles.workspaceId} = ${workspaceId} AND ${vehicles.licenceExpiry} <= ${span.licence_limit}::date),
    'low_stock', (
      SELECT count(*) FROM ${products}
      WHERE ${products.workspaceId} = ${workspaceId} AND ${products.active} AND ${products.stockMilli} <= ${products.reorderLevelMilli})
  ) AS statistic`;

export async function statistic(tx: Tx, workspaceId: number, from: string, to: string) {
    const result = await tx.execute(statisticStatement(workspaceId, from, to, await spanOf(tx, workspaceId)));
    return (result as unknown as { rows: { statistic: StatisticData }[] }).rows[0].statistic;
}
