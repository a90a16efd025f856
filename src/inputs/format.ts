/** Longest digit run kept, so the number stays an exact integer. */
const MAX_DIGITS = 15;

/** Keeps only the digits 0-9 of a text. */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

/** Number input text → integer: non-digits stripped, empty becomes 0. */
export const parseNumberText = (text: string | null | undefined): number => {
    const digits = digitsOnly(text ?? '').slice(0, MAX_DIGITS);
    return digits === '' ? 0 : Number(digits);
};

export const formatNumber = (value: number | null | undefined): string => String(value ?? 0);

/**
 * Dollar input text → cents. Every digit typed counts and the last two are the cents,
 * so typing after "12.34" gives "123.45": the same digit rule as the number input.
 */
export const parseDollarText = parseNumberText;

/** Cents → dollars with two decimals; empty shows 0.00. */
export const formatCents = (cents: number | null | undefined): string => {
    const value = Math.trunc(Number(cents ?? 0)) || 0;
    const abs = Math.abs(value);
    return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const dollars = new Intl.NumberFormat('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 128000 → $1,280.00 */
export const formatMoney = (cents: number) => `${cents < 0 ? '-' : ''}$${dollars.format(Math.abs(cents) / 100)}`;

/** A quantity in thousandths, as typed: 1500 → "1.5". */
export const formatMilli = (value: number) => String(Math.round(value) / 1000);

const percent = new Intl.NumberFormat('en-HK', { maximumFractionDigits: 2 });
/** 1250 → 12.5 % */
export const formatBasisPoints = (value: number) => `${percent.format(value / 100)} %`;
