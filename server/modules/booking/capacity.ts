import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, workspaces } from '../../db/schema';
import { conflict } from '../../http/errors';
import { ACTIVE_BOOKING_STATUSES } from '../../../common/bookings';

/** A booking is at most this long, so the ones overlapping a range start at most this long before it. */
export const LONGEST_BOOKING_MS = 7 * 86_400_000;

/** An arbitrary constant: with the workspace id, the advisory lock that serialises a workspace's booking writes. */
const BOOKING_LOCK = 7_251;

/** Holds the workspace's booking lock until the transaction ends, so two requests cannot both take the last bay. */
export async function lockBookings(tx: Tx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK}, NULLIF(current_setting('app.workspace_id', true), '')::int)`);
}

interface Span { start: Date; end: Date }

/**
 * The most bookings of `others` that overlap at any one instant of `range`. A booking ending when another starts
 * does not overlap it.
 */
export function peakOverlap(range: Span, others: readonly Span[]): number {
  const events: [number, 1 | -1][] = [];
  for (const other of others) {
    const start = Math.max(other.start.getTime(), range.start.getTime());
    const end = Math.min(other.end.getTime(), range.end.getTime());
    if (start < end) events.push([start, 1], [end, -1]);
  }
  // At the same instant, endings come first: touching bookings do not overlap.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let peak = 0;
  for (const [, change] of events) peak = Math.max(peak, (current += change));
  return peak;
}

/**
 * 409 `no_capacity` when a booking over `range` would make more bookings holding a bay overlap at some instant than
 * the workspace has bays. Call it holding `lockBookings`.
 */
export async function assertCapacity(tx: Tx, workspaceId: number, range: Span, bookingId?: number) {
  const [{ bays }] = await tx.select({ bays: workspaces.bays }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const others = await tx.select({ start: bookings.startAt, end: bookings.endAt }).from(bookings).where(and(
    eq(bookings.workspaceId, workspaceId),
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
    gt(bookings.startAt, new Date(range.start.getTime() - LONGEST_BOOKING_MS)),
    lt(bookings.startAt, range.end),
    gt(bookings.endAt, range.start),
    bookingId ? ne(bookings.id, bookingId) : undefined,
  ));
  if (peakOverlap(range, others) + 1 > bays) {
    throw conflict('no_capacity', `Every bay is taken at some time in this slot (${bays} bay${bays === 1 ? '' : 's'})`, 'start_at');
  }
}
