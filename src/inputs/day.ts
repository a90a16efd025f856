/*
 * A day typed day first, dd/mm/yyyy, whatever the browser's language (its own date box reads mm/dd/yyyy in en-US):
 * the value stays the API's one date form, YYYY-MM-DD. Any four-digit year is a day here: the server's range (1900–9999)
 * answers on the field. A day and a time, "dd/mm/yyyy hh:mm" (24-hour), is a wall clock as datetime-local writes it,
 * YYYY-MM-DDTHH:mm, which src/session/zone.ts reads in the workspace's zone.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The day, or null when the numbers make none (31/02, month 13, a year of fewer than four digits). */
function day(year: number, month: number, date: number): string | null {
    if (year < 1000 || year > 9999 || month < 1 || month > 12 || date < 1) return null;
    if (date > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
    return `${year}-${pad(month)}-${pad(date)}`;
}

/** Typed text → YYYY-MM-DD: "31/12/2026", "31.12.2026", "1-3-2026", "31122026" (and a pasted 2026-12-31); else null. */
export function parseDayText(text: string): string | null {
    const typed = text.trim();
    const iso = ISO_DAY.exec(typed);
    if (iso) return day(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const found = DAY_FIRST.exec(typed) ?? DIGITS_ONLY.exec(typed);
    return found ? day(Number(found[3]), Number(found[2]), Number(found[1])) : null;
}

/** YYYY-MM-DD → "31/12/2026"; anything else (text still being typed) as it is. */
export function dayText(value: unknown): string {
    if (value === null || value === undefined) return '';
    const iso = ISO_DAY.exec(String(value).slice(0, 10));
    return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : String(value);
}

/** Whether a form value is a day (or empty): text that makes no day is what staff are still typing. */
export const isDayOrEmpty = (value: unknown) =>
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'string' && parseDayText(value) === value);

/** "<day> <hh:mm>" (or "<day>, <hh:mm>", "<day>T<hh:mm>"; seconds ignored): the day as parseDayText reads it. */
const DAY_AND_TIME = /^(.+?)(?:,?\s+|T)(\d{1,2})[:.](\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * Typed text → the wall clock YYYY-MM-DDTHH:mm: "17/12/2026 14:00", "17/12/2026 2:00", "17.12.2026 14.30" (and a
 * pasted 2026-12-17T14:00); else null (no time, 24:00, 14:60, a day that is none).
 */
export function parseDayTimeText(text: string): string | null {
    const found = DAY_AND_TIME.exec(text.trim());
    if (!found) return null;
    const day = parseDayText(found[1]);
    const [hour, minute] = [Number(found[2]), Number(found[3])];
    return day && hour < 24 && minute < 60 ? `${day}T${pad(hour)}:${pad(minute)}` : null;
}

/** YYYY-MM-DDTHH:mm → "17/12/2026 14:00"; anything else as it is. */
export function dayTimeText(value: unknown): string {
    const found = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(String(value ?? ''));
    return found ? `${dayText(found[1])} ${found[2]}` : String(value ?? '');
}
