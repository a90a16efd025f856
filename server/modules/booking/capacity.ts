import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { bookings, jobs, workspaces } from '../../db/schema';
import { conflict, invalid } from '../../http/errors';
import { ACTIVE_BOOKING_STATUSES } from '../../../common/bookings';
import {
    BAY_JOB_STATUSES,
    baySpans,
    jobHoldsBay,
    LONGEST_BOOKING_MS,
    LONGEST_JOB_DAYS,
    LONGEST_JOB_MS,
    peakOverlap,
    type BayJob,
} from '../../../common/bays';

export { LONGEST_BOOKING_MS, peakOverlap };

/** An arbitrary constant: with the workspace id, the advisory lock that serialises the writes that take a workspace's bays. */
const BAY_LOCK = 7_251;

/**
 * Holds the workspace's bay lock until the transaction ends, so that two requests (bookings or jobs) cannot both take
 * the last bay. Taken before any booking row is locked, after the job row a job write locks.
 */
export async function lockBays(tx: Tx) {
    await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${BAY_LOCK}, NULLIF(current_setting('app.workspace_id', true), '')::int)`,
    );
}

interface Range {
    start: Date;
    end: Date;
}

/** Spans from `start` to `end` that overlap `range`, read as a range on the start: none lasts longer than `longestMs`. */
const overlapping = (start: PgColumn, end: PgColumn, longestMs: number, range: Range) => [
    gt(start, new Date(range.start.getTime() - longestMs)),
    lt(start, range.end),
    gt(end, range.start),
];

/** What asks for a bay: its times, the booking and job it replaces in the count, and the field a refusal names. */
interface Claim {
    range: Range;
    bookingId?: number | null;
    jobId?: number;
    field: 'start_at' | 'scheduled_start';
}

/**
 * The workspace's bays, and the times over which its bookings and jobs hold them during `range` (all but the booking
 * and the job named). Both reads are index ranges on the start, bounded by the longest a booking and a job holding a
 * bay may last.
 */
export async function bayLoad(
    tx: Tx,
    workspaceId: number,
    { range, bookingId, jobId }: Pick<Claim, 'range' | 'bookingId' | 'jobId'>,
) {
    const [{ bays }] = await tx
        .select({ bays: workspaces.bays })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
    // A booking's job, if it was made into one (jobs_booking_key: one at most).
    const booked = await tx
        .select({
            status: bookings.status,
            start_at: bookings.startAt,
            end_at: bookings.endAt,
            job_status: jobs.status,
        })
        .from(bookings)
        .leftJoin(jobs, and(eq(jobs.workspaceId, bookings.workspaceId), eq(jobs.bookingId, bookings.id)))
        .where(
            and(
                eq(bookings.workspaceId, workspaceId),
                inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
                ...overlapping(bookings.startAt, bookings.endAt, LONGEST_BOOKING_MS, range),
                bookingId ? ne(bookings.id, bookingId) : undefined,
            ),
        );
    const scheduled = await tx
        .select({ status: jobs.status, scheduled_start: jobs.scheduledStart, scheduled_end: jobs.scheduledEnd })
        .from(jobs)
        .where(
            and(
                eq(jobs.workspaceId, workspaceId),
                inArray(jobs.status, [...BAY_JOB_STATUSES]),
                ...overlapping(jobs.scheduledStart, jobs.scheduledEnd, LONGEST_JOB_MS, range),
                jobId ? ne(jobs.id, jobId) : undefined,
            ),
        );
    return { bays, spans: baySpans(scheduled, booked) };
}

/**
 * 409 `no_capacity` when `claim` would make more bookings and jobs holding a bay overlap at some instant than the
 * workspace has bays. Call it holding `lockBays`.
 */
export async function assertCapacity(tx: Tx, workspaceId: number, claim: Claim) {
    const { bays, spans } = await bayLoad(tx, workspaceId, claim);
    const { range, field } = claim;
    if (peakOverlap(range, spans) + 1 > bays) {
        throw conflict(
            'no_capacity',
            `Every bay is taken at some time in this slot (${bays} bay${bays === 1 ? '' : 's'})`,
            field,
        );
    }
}

const moment = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string | Date).getTime();
const sameTimes = (a: BayJob, b: BayJob) =>
    moment(a.scheduled_start) === moment(b.scheduled_start) && moment(a.scheduled_end) === moment(b.scheduled_end);

/** 400 `too_long` on `scheduled_end` for a job scheduled for more than four weeks (the capacity read's bound). */
export function checkJobLength(job: BayJob) {
    const [start, end] = [moment(job.scheduled_start), moment(job.scheduled_end)];
    if (start !== null && end !== null && end - start > LONGEST_JOB_MS) {
        throw invalid('scheduled_end', 'too_long', `A job is scheduled for ${LONGEST_JOB_DAYS / 7} weeks at most`);
    }
}

/** For a job's create or update: its length when its times change, and its bay when it comes to hold one. */
export async function checkJobWrite(
    tx: Tx,
    workspaceId: number,
    before: BayJob | null,
    after: BayJob & { id?: number; booking_id?: unknown },
) {
    if (!before || !sameTimes(before, after)) checkJobLength(after);
    await claimJobBay(tx, workspaceId, before, after);
}

/**
 * For a job write that leaves the job as `after` (from `before`, none when new): when it comes to hold a bay, or
 * holds one over other times, takes the bay lock and refuses the write with 409 `no_capacity` when no bay is free.
 * The job's booking, if any, no longer counts once its job holds the bay.
 */
export async function claimJobBay(
    tx: Tx,
    workspaceId: number,
    before: BayJob | null,
    after: BayJob & { id?: number; booking_id?: unknown },
) {
    if (!jobHoldsBay(after) || (before && jobHoldsBay(before) && sameTimes(before, after))) return;
    checkJobLength(after);
    await lockBays(tx);
    await assertCapacity(tx, workspaceId, {
        range: { start: new Date(moment(after.scheduled_start)!), end: new Date(moment(after.scheduled_end)!) },
        jobId: after.id,
        bookingId: (after.booking_id as number | null | undefined) ?? null,
        field: 'scheduled_start',
    });
}
