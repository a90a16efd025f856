/** Phone numbers as WhatsApp, SMS and click-to-chat take them. */

/** The calling code of a number typed without one: a Hong Kong number is 8 digits. */
export const HOME_COUNTRY_CODE = '852';

/** What may sit between a number's digits as people type them: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()\u00a0]/g;

/**
 * A phone as an E.164 number's digits (without the `+`), or null when it is not one. Typed with `+` (or `00`) it
 * keeps its own country code; 8 digits without one are a Hong Kong number (+852); other numbers without `+` are read
 * as already starting with their country code. Full-width digits count as digits; letters or any other sign make it
 * no number. E.164 allows at most 15 digits and no country code starts with 0; fewer than 8 is no real number.
 */
export function e164Digits(phone: string): string | null {
    const typed = phone.normalize('NFKC').replace(SEPARATORS, '');
    const match = /^(\+|00)?(\d+)$/.exec(typed);
    if (!match) return null;
    const [, international, digits] = match;
    const full = !international && digits.length === 8 ? `${HOME_COUNTRY_CODE}${digits}` : digits;
    return /^[1-9]\d{7,14}$/.test(full) ? full : null;
}

/** WhatsApp's click-to-chat link to `phone` with `text` typed in, or null when the phone is not a valid number. */
export function clickToChatUrl(phone: string, text?: string): string | null {
    const digits = e164Digits(phone);
    if (!digits) return null;
    return `https://wa.me/${digits}${text === undefined ? '' : `?text=${encodeURIComponent(text)}`}`;
}

/** A `tel:` link to `phone` as typed: its digits and a leading `+`. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
