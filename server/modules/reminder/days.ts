import { todayIn } from '../job/totals';

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `day` (`YYYY-MM-DD`) plus `days` (may be negative). */
export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);

/** `day` plus `months`, the end of a shorter month kept (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(day: string, months: number) {
    const [year, month, date] = day.split('-').map(Number);
    const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
    return toDay(Date.UTC(year, month - 1 + months, Math.min(date, last)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

export const laterDay = (a: string, b: string) => (a > b ? a : b);

/** The local day of `moment` in `timeZone`. */
export const dayIn = (timeZone: string, moment: Date) => todayIn(timeZone, moment);

/** Minutes after local midnight of `moment` in `timeZone`. */
export function minuteOfDay(timeZone: string, moment: Date) {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(moment)
        .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
    return Number(parts.hour) * 60 + Number(parts.minute);
}
