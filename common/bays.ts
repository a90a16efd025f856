import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from './bookings';

/**
 * What takes a bay (docs/api.md, Bookings), for the API's capacity check and the calendar's count alike: a booking that is
 * pending, confirmed or arrived, and a job that is scheduled or in progress with a start and an end. A booking made
 * into a job counts once: while its job is a quote the booking holds the bay; from then on the job does (or, once
 * finished or cancelled, nothing).
 */

/** The job statuses that hold a bay over the job's scheduled times. */
export const BAY_JOB_STATUSES = ['scheduled', 'in_progress'] as const;

/** A booking is at most this long, so the bookings overlapping a range start at most this long before it. */
export const LONGEST_BOOKING_MS = 7 * 86_400_000;
/** A job that holds a bay is scheduled for at most this long: the same bound for the jobs' range. */
export const LONGEST_JOB_DAYS = 28;
export const LONGEST_JOB_MS = LONGEST_JOB_DAYS * 86_400_000;

type Moment = Date | string | number;

export interface Span {
    start: Moment;
    end: Moment;
}

const time = (moment: Moment) =>
    moment instanceof Date ? moment.getTime() : typeof moment === 'string' ? Date.parse(moment) : moment;

/** A job as far as bays go (a job row of the API or the database). */
export interface BayJob {
    status: string;
    scheduled_start: Moment | null;
    scheduled_end: Moment | null;
}

/** A booking as far as bays go: `job_status` is the status of the job it was made into, if any. */
export interface BayBooking {
    status: string;
    start_at: Moment | null;
    end_at: Moment | null;
    job_status: string | null;
}

export const jobHoldsBay = (job: BayJob) =>
    (BAY_JOB_STATUSES as readonly string[]).includes(job.status) &&
    Boolean(job.scheduled_start) &&
    Boolean(job.scheduled_end);

export const bookingHoldsBay = (booking: BayBooking) =>
    ACTIVE_BOOKING_STATUSES.includes(booking.status as BookingStatus) &&
    Boolean(booking.start_at) &&
    Boolean(booking.end_at) &&
    (!booking.job_status || booking.job_status === 'quote');

/** The times during which `jobs` and `bookings` hold bays, each item once. */
export const baySpans = (jobs: readonly BayJob[], bookings: readonly BayBooking[]): Span[] => [
    ...jobs.filter(jobHoldsBay).map(job => ({ start: job.scheduled_start!, end: job.scheduled_end! })),
    ...bookings.filter(bookingHoldsBay).map(booking => ({ start: booking.start_at!, end: booking.end_at! })),
];

/** The most of `spans` that overlap at one instant of `range`; one ending as another starts does not overlap it. */
export function peakOverlap(range: Span, spans: readonly Span[]): number {
    const changes: [number, 1 | -1][] = [];
    for (const span of spans) {
        const start = Math.max(time(span.start), time(range.start));
        const end = Math.min(time(span.end), time(range.end));
        if (start < end) changes.push([start, 1], [end, -1]);
    }
    // At the same instant, endings come first: touching spans do not overlap.
    changes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let current = 0;
    let peak = 0;
    for (const [, change] of changes) peak = Math.max(peak, (current += change));
    return peak;
}
