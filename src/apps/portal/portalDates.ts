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

/** A service's name in the customer's language: the Chinese one for a Chinese reader, when the garage gave one. */
export const serviceName = (service: { name: string; name_zh: string }, locale: string) =>
    locale.startsWith('zh') && service.name_zh ? service.name_zh : service.name;
