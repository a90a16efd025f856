/**
 * Days and moments as requests give them. The database and JS Date hold years well beyond 1900–9999, but not all
 * of them the same way (year 0000, a leap second, year 10000 once an offset is applied): the API takes this range only.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '9999-12-31';
export const FIRST_MOMENT = '1900-01-01T00:00:00Z';
export const LAST_MOMENT = '9999-12-31T23:59:59.999Z';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339: `T` (or `t`, or a space) between date and time; `Z` or an offset with minutes. No bare `+08`: Date cannot read it.
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):?(\d{2}))$/;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) =>
    month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
const isCalendarDay = (year: number, month: number, day: number) =>
    month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);

/** Milliseconds since 1970 of a UTC wall clock, for any year (Date.UTC reads years 0–99 as 1900–1999). */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, millisecond = 0) {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hour, minute, second, millisecond);
    return date.getTime();
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (no 2026-02-30), whatever its year. */
export function isDay(text: string): boolean {
    const match = DAY.exec(text);
    return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * The instant (ms since 1970, UTC) a moment names: ISO 8601 with an offset, a real calendar day, no leap second
 * (Date cannot hold one). null when it is not one, or when `new Date(text)` would read it otherwise.
 */
export function instantOf(text: string): number | null {
    const match = MOMENT.exec(text);
    if (!match) return null;
    const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
    const [fraction = '', sign, offsetHours = '0', offsetMinutes = '0'] = match.slice(7);
    if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
    if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
    const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
    const instant = utc(year, month, day, hour, minute - offset, second, Number(fraction.slice(0, 3).padEnd(3, '0')));
    return Date.parse(text) === instant ? instant : null;
}

/** The instant a day or a moment names (a day: its start in UTC), to compare with the bounds; null when neither. */
export function instantOfDayOrMoment(text: string): number | null {
    const day = DAY.exec(text);
    if (day) return isDay(text) ? utc(Number(day[1]), Number(day[2]), Number(day[3])) : null;
    return instantOf(text);
}
