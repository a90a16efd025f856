import { intlTag } from '../../i18n/locale';

/** A day (`YYYY-MM-DD`) as the customer reads it in their language: "Tue 24 Nov" or with the year, "long". */
export const dayLabel = (day: string, locale: string, long = false) =>
    new Intl.DateTimeFormat(intlTag(locale), {
        timeZone: 'UTC',
        weekday: long ? 'long' : 'short',
        day: 'numeric',
        month: long ? 'long' : 'short',
        ...(long ? { year: 'numeric' } : {}),
    }).format(new Date(`${day}T12:00:00Z`));
