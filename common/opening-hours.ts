/**
 * The garage's online booking rules on its own wall clock: opening hours per weekday, closed dates,
 * minimum notice and horizon. Pure functions of the rules, the zone and the moment, shared by the API (slots, and the
 * re-check of a booking) and the booking page.
 */
import { SLOT_STEP_MINUTES, wallClock, type DayHours, type WeekHours } from './online-booking';

/** What a workspace's profile says about online booking (its columns, as the API names them). */
export interface BookingRules {
    opening_hours: WeekHours;
    closed_dates: readonly string[];
    booking_notice_hours: number;
    booking_horizon_days: number;
}

/** Why a start breaks the rules: the detail key of a refused booking's `starts_at`. */
export type BrokenRule = 'too_soon' | 'beyond_horizon' | 'closed' | 'outside_opening_hours';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** `day` (`YYYY-MM-DD`) plus `days`. */
export const addDays = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The weekday of a calendar day, Monday 0 to Sunday 6 (the index of `WeekHours`). */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** `HH:mm` as minutes after midnight, and back. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The offset of `zone` from UTC at instant `ms`, in minutes. */
function offsetAt(ms: number, zone: string) {
    const at = Math.floor(ms / MINUTE) * MINUTE;
    const { day, time } = wallClock(new Date(at), zone);
    return (Date.parse(`${day}T${time}:00Z`) - at) / MINUTE;
}

/**
 * The instant the wall clocks of `zone` show `time` on `day`. In a gap (clocks going forward) it is the offset before
 * the change, which moves the time on by the gap as the clocks did (02:30 → 03:30); in an overlap, the earlier one.
 */
export function zonedInstant(day: string, time: string, zone: string): Date {
    const asUtc = Date.parse(`${day}T${time}:00Z`);
    const first = offsetAt(asUtc, zone);
    const second = offsetAt(asUtc - first * MINUTE, zone);
    let offset = first;
    if (first !== second) {
        const third = offsetAt(asUtc - second * MINUTE, zone);
        offset = second === third ? second : Math.min(first, second);
    }
    return new Date(asUtc - offset * MINUTE);
}

/** The garage's hours on `day`: null when that weekday is closed or the day is one of its closed dates. */
export const hoursOn = (rules: BookingRules, day: string): DayHours | null =>
    rules.closed_dates.includes(day) ? null : (rules.opening_hours[weekdayOf(day)] ?? null);

/** Today on the garage's clock, the last day customers may book (today + horizon), and the soonest start (now + notice). */
export function bookingWindow(rules: BookingRules, zone: string, now: Date) {
    const today = wallClock(now, zone).day;
    return {
        today,
        last: addDays(today, rules.booking_horizon_days),
        soonest: new Date(now.getTime() + rules.booking_notice_hours * 60 * MINUTE),
    };
}

/**
 * The starts a booking of `minutes` may take on `day` by the rules, bays aside: every SLOT_STEP_MINUTES on the wall
 * clock (the hour and the half hour) from the opening, ending by the close; none sooner than the notice or on a day
 * past the horizon, a closed weekday or a closed date.
 */
export function candidateStarts(rules: BookingRules, zone: string, day: string, minutes: number, now: Date): Date[] {
    const hours = hoursOn(rules, day);
    const { today, last, soonest } = bookingWindow(rules, zone, now);
    if (!hours || day < today || day > last) return [];
    const close = zonedInstant(day, hours.close, zone).getTime();
    const starts: Date[] = [];
    const first = Math.ceil(minutesOf(hours.open) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    for (let at = first; at + minutes <= minutesOf(hours.close); at += SLOT_STEP_MINUTES) {
        const start = zonedInstant(day, timeOf(at), zone);
        const fresh = !starts.length || starts[starts.length - 1].getTime() < start.getTime();
        if (fresh && start >= soonest && start.getTime() + minutes * MINUTE <= close) starts.push(start);
    }
    return starts;
}

/** Which rule a start of `minutes` breaks, or null when it keeps them all (it may still be off the grid). */
export function brokenRule(
    rules: BookingRules,
    zone: string,
    start: Date,
    minutes: number,
    now: Date,
): BrokenRule | null {
    const { last, soonest } = bookingWindow(rules, zone, now);
    const day = wallClock(start, zone).day;
    if (start < soonest) return 'too_soon';
    if (day > last) return 'beyond_horizon';
    const hours = hoursOn(rules, day);
    if (!hours) return 'closed';
    const [open, close] = [zonedInstant(day, hours.open, zone), zonedInstant(day, hours.close, zone)];
    if (start < open || start.getTime() + minutes * MINUTE > close.getTime()) return 'outside_opening_hours';
    return null;
}

/** Whether a day with these hours has room for one slot at all, on the wall clock. */
const roomForASlot = (hours: DayHours) =>
    Math.ceil(minutesOf(hours.open) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES + SLOT_STEP_MINUTES <=
    minutesOf(hours.close);

/**
 * The days, from today to the horizon, on which some time is still bookable (the booking page's choice of days).
 * Up to the notice's day the starts themselves are looked at; after it, an open day with room for a slot is
 * bookable (read on the wall clock, without the zone's conversions: a year of days in about a millisecond).
 */
export function bookableDays(rules: BookingRules, zone: string, now: Date): string[] {
    const { today, last, soonest } = bookingWindow(rules, zone, now);
    const noticeDay = wallClock(soonest, zone).day;
    const days: string[] = [];
    for (let day = today; day <= last; day = addDays(day, 1)) {
        const hours = hoursOn(rules, day);
        if (!hours) continue;
        const bookable =
            day <= noticeDay
                ? candidateStarts(rules, zone, day, SLOT_STEP_MINUTES, now).length > 0
                : roomForASlot(hours);
        if (bookable) days.push(day);
    }
    return days;
}
