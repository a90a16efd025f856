import type { Clock } from '../../session/zone';

/** A calendar day (`YYYY-MM-DD`) in the interface's language: "Dec 8, 2026", "2026年12月8日". */
export const formatDay = (day: string, { locale }: Clock) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });
