import { sql } from 'drizzle-orm';
import { BOOKING_STATUSES } from '../../../common/bookings';
import type { Tx } from '../../db/client';
import { bookings, jobLines, jobPayments, jobs, products, services, vehicles, workspaces } from '../../db/schema';
import { JOB_STATUSES } from '../../../common/jobs';
import type { StatisticData } from './routes';

/** Jobs that count as invoices: void ones were never owed. */
const INVOICE_STATUSES = ['invoiced', 'paid'] as const;
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

/** The moments and days a statistic is bounded by, as PostgreSQL's text. */
interface Span {
    zone: string;
    since: string;
    until: string;
    today_start: string;
    tomorrow_start: string;
    upcoming_end: string;
    licence_limit: string;
}

/**
 * The range and today as moments in the workspace's zone, worked out by PostgreSQL first, so that the statement
 * takes them as constants: the planner then knows how many rows each range holds (hashing the top lists' lines
 * instead of sorting them), and every bound is an index condition even under row-level security.
 */
async function spanOf(tx: Tx, workspaceId: number, from: string, to: string): Promise<Span> {
    const result = await tx.execute(sql`
    SELECT zone, (${from}::date::timestamp AT TIME ZONE zone)::text AS since,
      ((${to}::date + 1)::timestamp AT TIME ZONE zone)::text AS until,
      (today::timestamp AT TIME ZONE zone)::text AS today_start,
      ((today + 1)::timestamp AT TIME ZONE zone)::text AS tomorrow_start,
      ((today + ${UPCOMING_DAYS + 1}::int)::timestamp AT TIME ZONE zone)::text AS upcoming_end,
      (today + ${LICENCE_DAYS}::int)::text AS licence_limit
    FROM (SELECT ${workspaces.timezone} AS zone, (now() AT TIME ZONE ${workspaces.timezone})::date AS today
      FROM ${workspaces} WHERE ${workspaces.id} = ${workspaceId}) AS clock`);
    return (result as unknown as { rows: Span[] }).rows[0];
}

const moment = (value: string) => sql`${value}::timestamptz`;

/**
 * The best `TOP` services or products of the invoiced lines, by revenue then id, as a JSON array (a line's service or
 * product cannot be deleted, so each has its record's name).
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
 * Every figure of the statistic in one statement, to run as the tenant. Days are the workspace's (`span`), and each
 * figure reads its own rows through an index on those moments.
 */
export const statisticStatement = (workspaceId: number, from: string, to: string, span: Span) => sql`
  WITH received AS (
    SELECT (${jobPayments.paidAt} AT TIME ZONE ${span.zone}::text)::date AS day, sum(${jobPayments.amountCents}) AS cents
    FROM ${jobPayments}
    WHERE ${jobPayments.workspaceId} = ${workspaceId}
      AND ${jobPayments.paidAt} >= ${moment(span.since)} AND ${jobPayments.paidAt} < ${moment(span.until)}
    GROUP BY 1
  ),
  days AS (
    SELECT series.day::date AS day, coalesce(received.cents, 0) AS cents
    FROM generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') AS series(day)
      LEFT JOIN received ON received.day = series.day::date
  ),
  invoiced AS (
    SELECT ${jobs.workspaceId} AS workspace_id, ${jobs.id} AS id, ${jobs.totalCents} AS total_cents
    FROM ${jobs}
    WHERE ${jobs.workspaceId} = ${workspaceId}
      AND ${jobs.invoicedAt} >= ${moment(span.since)} AND ${jobs.invoicedAt} < ${moment(span.until)}
      AND ${jobs.status} IN (${list(INVOICE_STATUSES)})
  ),
  invoice_totals AS (
    SELECT count(*) AS invoices, coalesce(sum(total_cents), 0) AS cents FROM invoiced
  ),
  items AS (
    SELECT invoiced.workspace_id, ${jobLines.kind} AS kind,
      CASE ${jobLines.kind} WHEN 'service' THEN ${jobLines.serviceId} ELSE ${jobLines.productId} END AS id,
      sum(${jobLines.quantityMilli}) AS quantity_milli, sum(${jobLines.lineTotalCents}) AS revenue_cents
    FROM invoiced JOIN ${jobLines} ON ${jobLines.workspaceId} = invoiced.workspace_id AND ${jobLines.jobId} = invoiced.id
    WHERE ${jobLines.kind} IN ('service', 'product')
      AND CASE ${jobLines.kind} WHEN 'service' THEN ${jobLines.serviceId} ELSE ${jobLines.productId} END IS NOT NULL
    GROUP BY 1, 2, 3
  ),
  created AS (
    SELECT ${jobs.status} AS status, count(*) AS n
    FROM ${jobs}
    WHERE ${jobs.workspaceId} = ${workspaceId}
      AND ${jobs.createdAt} >= ${moment(span.since)} AND ${jobs.createdAt} < ${moment(span.until)}
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
    const result = await tx.execute(statisticStatement(workspaceId, from, to, await spanOf(tx, workspaceId, from, to)));
    return (result as unknown as { rows: { statistic: StatisticData }[] }).rows[0].statistic;
}
