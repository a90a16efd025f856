/** Choices of the organization profile's selects (react-admin `{id, name}`; names shown as they are). */
export interface Choice {
    id: string;
    name: string;
}

export const DEFAULT_TIMEZONE = 'Asia/Hong_Kong';

/** A few zones for browsers without `Intl.supportedValuesOf`. */
const FALLBACK_ZONES = [
    'Asia/Macau',
    'Asia/Shanghai',
    'Asia/Taipei',
    'Asia/Singapore',
    'Asia/Tokyo',
    'Europe/London',
    'UTC',
];

/** Every IANA time zone the browser knows, Asia/Hong_Kong first, plus `current` when the browser lacks it. */
export const timezoneChoices = (current?: string | null): Choice[] => {
    const known: string[] =
        typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : FALLBACK_ZONES;
    const zones = [DEFAULT_TIMEZONE, ...known.filter(zone => zone !== DEFAULT_TIMEZONE)];
    if (current && !zones.includes(current)) zones.push(current);
    return zones.map(zone => ({ id: zone, name: zone.replace(/_/g, ' ') }));
};

/** Currencies garages around Hong Kong use, HKD first, plus `current` when it is another. */
const CURRENCIES = ['HKD', 'MOP', 'CNY', 'TWD', 'SGD', 'MYR', 'USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD'];

export const currencyChoices = (current?: string | null): Choice[] =>
    [...CURRENCIES, ...(current && !CURRENCIES.includes(current) ? [current] : [])].map(code => ({
        id: code,
        name: code,
    }));

/** The tax rate in basis points as the percentage a person reads and types (1250 bp = 12.5). */
export const basisPointsToPercent = (bp: unknown): number | '' =>
    typeof bp === 'number' && Number.isFinite(bp) ? bp / 100 : '';

export const percentToBasisPoints = (percent: unknown): number => {
    const value = typeof percent === 'number' ? percent : Number.parseFloat(String(percent ?? ''));
    return Number.isFinite(value) ? Math.round(value * 100) : 0;
};
