/**
 * Wall clocks of a named time zone (the workspace's, e.g. Asia/Hong_Kong) through the browser's Intl, whatever the
 * browser's own zone: what the calendar shows, the days its requests name, and the times staff type and read.
 */

/** A wall-clock time as FullCalendar's named-zone plugins take it: [year, month 0–11, day, hour, minute, second, ms]. */
export type WallClock = [number, number, number, number, number, number, number];

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (zone: string) => {
    let formatter = formatters.get(zone);
    if (!formatter) {
        formatter = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
        });
        formatters.set(zone, formatter);
    }
    return formatter;
};

/** The wall clock in `zone` at the instant `ms`. */
export const wallClockAt = (ms: number, zone: string): WallClock => {
    const part: Record<string, number> = {};
    for (const { type, value } of formatterOf(zone).formatToParts(new Date(ms))) part[type] = Number(value);
    const millis = ((ms % 1000) + 1000) % 1000;
    // some engines write midnight as 24 even with h23
    return [part.year, part.month - 1, part.day, part.hour % 24, part.minute, part.second, millis];
};

/** A wall clock read as UTC, in ms; unlike Date.UTC, years 0–99 stay themselves (typed 0050 is not 1950). */
const utcOf = (clock: readonly number[]): number => {
    const date = new Date(0);
    date.setUTCFullYear(clock[0], clock[1] ?? 0, clock[2] ?? 1);
    date.setUTCHours(clock[3] ?? 0, clock[4] ?? 0, clock[5] ?? 0, clock[6] ?? 0);
    return date.getTime();
};

/** The offset from UTC of `zone` at the instant `ms`, in minutes (+480 for Hong Kong). */
export const offsetAt = (ms: number, zone: string): number => (utcOf(wallClockAt(ms, zone)) - ms) / 60_000;

/**
 * The offset of `zone` at a wall-clock time there, in minutes. In a gap (spring forward) it is the offset before the
 * change, which moves the time on by the gap as the clocks did (02:30 → 03:30).
 */
export const offsetForWallClock = (clock: readonly number[], zone: string): number => {
    const asUtc = utcOf(clock);
    const first = offsetAt(asUtc, zone);
    const second = offsetAt(asUtc - first * 60_000, zone);
    if (first === second) return first;
    const third = offsetAt(asUtc - second * 60_000, zone);
    return second === third ? second : Math.min(first, second);
};

/** The instant of a wall-clock time in `zone`. */
export const instantOf = (clock: readonly number[], zone: string): Date => {
    const asUtc = utcOf(clock);
    return new Date(asUtc - offsetForWallClock(clock, zone) * 60_000);
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The day in `zone` at an instant: `YYYY-MM-DD`. */
export const dayIn = (at: Date, zone: string): string => {
    const [year, month, day] = wallClockAt(at.getTime(), zone);
    return `${year}-${pad(month + 1)}-${pad(day)}`;
};

/** The zone of a workspace that names none. */
export const DEFAULT_ZONE = 'Asia/Hong_Kong';

/** Today's date in a time zone, `YYYY-MM-DD` (the server's `todayIn`); Hong Kong's where the zone is unknown. */
export const todayIn = (zone: string, at = new Date()): string => {
    try {
        return dayIn(at, zone);
    } catch {
        return dayIn(at, DEFAULT_ZONE);
    }
};

/** The day `days` after `day` (`YYYY-MM-DD`, negative: before). */
export const addDays = (day: string, days: number): string => {
    const [year, month, date] = day.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/** The instant a given hour of a day begins in `zone`. */
export const hourOf = (day: string, hour: number, zone: string): Date => {
    const [year, month, date] = day.split('-').map(Number);
    return instantOf([year, month - 1, date, hour, 0, 0, 0], zone);
};

/** An instant as a `datetime-local` box shows it: the wall clock in `zone`. */
export const toLocalInput = (iso: string | null | undefined, zone: string): string => {
    if (!iso) return '';
    const [year, month, day, hour, minute] = wallClockAt(Date.parse(iso), zone);
    return `${String(year).padStart(4, '0')}-${pad(month + 1)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
};

/** What a `datetime-local` box holds, read as a wall clock in `zone`: the instant, or null when empty. */
export const fromLocalInput = (text: string, zone: string): string | null => {
    const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text ?? '');
    if (!match) return null;
    const [year, month, day, hour, minute] = match.slice(1).map(Number);
    return instantOf([year, month - 1, day, hour, minute, 0, 0], zone).toISOString();
};

/** How times read: in the workspace's zone, in the interface's language (an Intl tag). */
export interface Clock {
    zone: string;
    locale: string;
}

/** How the app writes an instant: the date and the time to the minute. */
export const DATE_TIME_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "Dec 8, 2026, 9:30 AM", "2026年12月8日 上午9:30": an instant as the clocks in the zone read it. */
export const formatDateTime = (iso: string, { zone, locale }: Clock): string =>
    new Date(iso).toLocaleString(locale, { ...DATE_TIME_STYLE, timeZone: zone });

/** "Dec 8, 2026", "2026年12月8日": the day of an instant as the calendars in the zone read it. */
export const formatDate = (iso: string, { zone, locale }: Clock): string =>
    new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: zone });
