import type { Locale } from '../../../common/locales';
import { MESSAGE_PLACEHOLDERS, type MessagePlaceholder } from '../../../common/messages';
import { invalid } from '../../http/errors';

export type PlaceholderValues = Partial<Record<MessagePlaceholder, string>>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN = new Set<string>(MESSAGE_PLACEHOLDERS);

/** The names of the placeholders a text holds, in order. */
export const placeholderNames = (text: string) => [...text.matchAll(PLACEHOLDER)].map(([, name]) => name);

/** Refuses (400 on `field`, the placeholder named in the detail) a template naming one the server cannot fill. */
export function assertKnownPlaceholders(text: string, field: string): void {
    for (const name of placeholderNames(text)) {
        if (!KNOWN.has(name)) {
            throw invalid(field, 'unknown_placeholder', `The placeholder {{${name}}} is unknown`, {
                placeholder: name,
            });
        }
    }
}

/** The template with its placeholders filled; one the records do not give is left empty. */
export const fillPlaceholders = (text: string, values: PlaceholderValues) =>
    text.replace(PLACEHOLDER, (_, name: string) => values[name as MessagePlaceholder] ?? '');

/** An amount of cents as every message writes it, in every language: `HK$1,234.50`. */
export function formatMoney(cents: number): string {
    const sign = cents < 0 ? '-' : '';
    const whole = BigInt(Math.abs(cents));
    const dollars = (whole / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${sign}HK$${dollars}.${(whole % 100n).toString().padStart(2, '0')}`;
}

const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ZH_WEEKDAYS = '日一二三四五六';

/** A calendar day (`YYYY-MM-DD`) in the customer's language: `Tue 24 Nov 2026`, `2026年11月24日（星期二）`. */
export function formatDay(day: string, locale: Locale): string {
    const [year, month, date] = day.split('-').map(Number);
    const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
    if (locale === 'en') return `${EN_WEEKDAYS[weekday]} ${date} ${EN_MONTHS[month - 1]} ${year}`;
    return `${year}年${month}月${date}日（星期${ZH_WEEKDAYS[weekday]}）`;
}

/** A moment in the workspace's zone, in the customer's language: `Tue 24 Nov 2026, 09:30`, `2026年11月24日（星期二）09:30`. */
export function formatMoment(moment: Date, timeZone: string, locale: Locale): string {
    const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
        })
            .formatToParts(moment)
            .map(part => [part.type, part.value]),
    );
    const day = formatDay(`${parts.year}-${parts.month}-${parts.day}`, locale);
    return `${day}${locale === 'en' ? ', ' : ''}${parts.hour}:${parts.minute}`;
}
