import { baySpans, peakOverlap } from '../../../common/bays';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '../../../common/bookings';
import type { paths } from '../../api/schema';
import { MUTED, type StatusStyle } from '../../components/StatusChip';
import { BOOKING_STATUS_STYLE } from '../booking/BookingStatus';
import { JOB_STATUS_STYLE } from '../invoice/StatusChip';
import { addDays, dayIn, hourOf, wallClockAt } from '../../session/zone';

type ListOf<P extends keyof paths> = paths[P] extends {
    get: { responses: { 200: { content: { 'application/json': { data: (infer T)[] } } } } };
}
    ? T
    : never;

/** A job as the list answers it. */
export type JobRow = ListOf<'/api/v3/motor-garage/invoice'>;
/** A booking as the list answers it. */
export type BookingRow = ListOf<'/api/v3/motor-garage/booking'>;

export type ItemKind = 'job' | 'booking';
export const JOB = 'motor-garage/invoice';
export const BOOKING = 'motor-garage/booking';

/** The garage's hours: the calendar's business hours and the hours whose bays the day view counts. */
export const OPENING_HOUR = 8;
export const CLOSING_HOUR = 19;
/** A job scheduled without an end takes an hour. */
const DEFAULT_LENGTH_MS = 3_600_000;

/** The days (in the workspace's zone) a visible range covers; FullCalendar's end is exclusive. */
export const rangeDays = (start: Date, end: Date, zone: string) => ({
    from: dayIn(start, zone),
    to: dayIn(new Date(Math.max(start.getTime(), end.getTime() - 1)), zone),
});

/**
 * The slot the "New booking" button offers (the keyboard's way to book, and the month view's): the next whole hour
 * within opening hours when the shown days hold today, else the first shown day's opening; an hour long.
 */
export const suggestedSlot = (shown: { start: Date; end: Date }, now: Date, zone: string) => {
    const { from, to } = rangeDays(shown.start, shown.end, zone);
    const today = dayIn(now, zone);
    let day = today >= from && today <= to ? today : from;
    let hour = OPENING_HOUR;
    if (day === today) {
        const [, , , nowHour, minute] = wallClockAt(now.getTime(), zone);
        hour = Math.max(OPENING_HOUR, minute > 0 ? nowHour + 1 : nowHour);
        if (hour >= CLOSING_HOUR) [day, hour] = [addDays(day, 1), OPENING_HOUR];
    }
    return { start: hourOf(day, hour, zone), end: hourOf(day, hour + 1, zone) };
};

/**
 * What the job list is asked: jobs scheduled to start by the range's last day and still going on at its first (a job
 * begun days before included), both bounds on the scheduled start (an index range).
 */
export const jobQuery = (from: string, to: string) => ({ scheduled_end_from: from, scheduled_to: to });

/** How an item reads, as its status chip does: a theme colour, filled or outlined, or muted. */
export interface Look {
    tone: 'default' | 'primary' | 'warning' | 'success';
    fill: 'filled' | 'outlined' | 'muted';
}

const lookOf = (style: StatusStyle, status: string): Look => {
    const look = style.looks[status];
    if (!look || look === MUTED) return { tone: 'default', fill: look ? 'muted' : 'filled' };
    return {
        tone: (look.color ?? 'default') as Look['tone'],
        fill: look.variant === 'outlined' ? 'outlined' : 'filled',
    };
};

export const jobLook = (status: string) => lookOf(JOB_STATUS_STYLE, status);
export const bookingLook = (status: string) => lookOf(BOOKING_STATUS_STYLE, status);

/** Whom and which car an item is about, by id: names of customers, plates of vehicles. */
export interface Names {
    customers: ReadonlyMap<number, string>;
    vehicles: ReadonlyMap<number, string>;
}

/** What the calendar draws (FullCalendar's EventInput, with what a click, drag and the colours need). */
export interface CalendarItem {
    id: string;
    title: string;
    start: string;
    end: string;
    editable: boolean;
    /**
     * `version`: the record as the calendar read it, sent back with a move (a record changed since is refused);
     * `openEnded`: a job scheduled without an end, drawn an hour long (a move keeps it without one)
     */
    extendedProps: {
        kind: ItemKind;
        recordId: number;
        version: number;
        status: string;
        look: Look;
        openEnded?: boolean;
    };
}

const joined = (...parts: (string | null | undefined)[]) =>
    parts
        .map(part => part?.trim())
        .filter(Boolean)
        .join(' · ');
const nameOf = (map: ReadonlyMap<number, string>, id: number | null) => (id === null ? undefined : map.get(id));

const endOf = (start: string, end: string | null) => {
    const from = Date.parse(start);
    return end && Date.parse(end) > from ? end : new Date(from + DEFAULT_LENGTH_MS).toISOString();
};

export const isFinalJob = (status: string) => status === 'cancelled' || status === 'void';
export const holdsBay = (status: string) => ACTIVE_BOOKING_STATUSES.includes(status as BookingStatus);
export const isMissedBooking = (status: string) => status === 'cancelled' || status === 'no_show';

/** A scheduled job: its number, the car's plate and the customer's name. Unscheduled jobs are not drawn. */
export const jobItem = (job: JobRow, names: Names, canWrite: boolean): CalendarItem | null =>
    job.scheduled_start
        ? {
              id: `job-${job.id}`,
              title: joined(
                  job.number,
                  nameOf(names.vehicles, job.vehicle_id),
                  nameOf(names.customers, job.customer_id),
              ),
              start: job.scheduled_start,
              end: endOf(job.scheduled_start, job.scheduled_end),
              editable: canWrite && !isFinalJob(job.status),
              extendedProps: {
                  kind: 'job',
                  recordId: job.id,
                  version: job.version,
                  status: job.status,
                  look: jobLook(job.status),
                  openEnded: job.scheduled_end === null,
              },
          }
        : null;

/** A booking: the customer's (or walk-in's) name and the car's plate; `fallback` names one that has neither. */
export const bookingItem = (
    booking: BookingRow,
    names: Names,
    canWrite: boolean,
    fallback: string,
): CalendarItem | null =>
    booking.start_at
        ? {
              id: `booking-${booking.id}`,
              title:
                  joined(
                      nameOf(names.customers, booking.customer_id) ?? booking.walk_in_name,
                      nameOf(names.vehicles, booking.vehicle_id) ?? booking.plate,
                  ) || fallback,
              start: booking.start_at,
              end: endOf(booking.start_at, booking.end_at),
              editable: canWrite && holdsBay(booking.status),
              extendedProps: {
                  kind: 'booking',
                  recordId: booking.id,
                  version: booking.version,
                  status: booking.status,
                  look: bookingLook(booking.status),
              },
          }
        : null;

export interface ItemOptions {
    names: Names;
    canWriteJobs: boolean;
    canWriteBookings: boolean;
    /** draw cancelled and no-show bookings (muted) */
    showMissed: boolean;
    /** the title of a booking with neither a name nor a plate */
    fallback: string;
}

/**
 * What the calendar draws: the scheduled jobs, and the bookings (cancelled and no-show ones only when asked). A
 * booking already made into one of the drawn jobs is left to its job.
 */
export const calendarItems = (
    jobs: readonly JobRow[],
    bookings: readonly BookingRow[],
    options: ItemOptions,
): CalendarItem[] => {
    const jobItems = jobs.flatMap(job => jobItem(job, options.names, options.canWriteJobs) ?? []);
    const drawnJobs = new Set(jobItems.map(item => item.extendedProps.recordId));
    const bookingItems = bookings
        .filter(booking => options.showMissed || !isMissedBooking(booking.status))
        .filter(booking => booking.job_id === null || !drawnJobs.has(booking.job_id))
        .flatMap(booking => bookingItem(booking, options.names, options.canWriteBookings, options.fallback) ?? []);
    return [...jobItems, ...bookingItems];
};

/** The customers and vehicles the items name, to fetch in one call each. */
export const referencedIds = (jobs: readonly JobRow[], bookings: readonly BookingRow[]) => {
    const ids = (values: (number | null)[]) =>
        [...new Set(values.filter((id): id is number => id !== null))].sort((a, b) => a - b);
    return {
        customers: ids([...jobs.map(job => job.customer_id), ...bookings.map(booking => booking.customer_id)]),
        vehicles: ids([...jobs.map(job => job.vehicle_id), ...bookings.map(booking => booking.vehicle_id)]),
    };
};

export interface HourLoad {
    hour: number;
    taken: number;
}

/**
 * The bays taken in each opening hour of `day` (in `zone`): the most bookings and jobs holding a bay at one time
 * within the hour, counted as the server counts them against the workspace's bays (common/bays.ts).
 */
export const bayLoad = (
    jobs: readonly JobRow[],
    bookings: readonly BookingRow[],
    day: string,
    zone: string,
): HourLoad[] => {
    const spans = baySpans(jobs, bookings);
    return Array.from({ length: CLOSING_HOUR - OPENING_HOUR }, (_, index) => {
        const hour = OPENING_HOUR + index;
        const range = { start: hourOf(day, hour, zone).getTime(), end: hourOf(day, hour + 1, zone).getTime() };
        return { hour, taken: peakOverlap(range, spans) };
    });
};

/** The hours the week and day views always show: around the opening hours. */
export const DEFAULT_SLOT_HOURS = { min: 6, max: 22 } as const;

/**
 * The hours of the day the week and day views show (in the workspace's zone): 06:00–22:00, widened by whole hours to
 * take in an item outside them, and the whole day for one that runs past midnight.
 */
export const slotHours = (items: readonly Pick<CalendarItem, 'start' | 'end'>[], zone: string) => {
    let { min, max }: { min: number; max: number } = DEFAULT_SLOT_HOURS;
    for (const item of items) {
        const [start, last] = [Date.parse(item.start), Date.parse(item.end) - 1];
        if (dayIn(new Date(start), zone) !== dayIn(new Date(last), zone)) return { min: 0, max: 24 };
        min = Math.min(min, wallClockAt(start, zone)[3]);
        max = Math.max(max, wallClockAt(last, zone)[3] + 1);
    }
    return { min, max };
};
