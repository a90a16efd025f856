/**
 * Hong Kong FPS (Faster Payment System) QR codes, as printed on invoices: the payee-presented payload of the HKICL
 * "Payee-presented QR Code Specification for FPS", itself the "Common QR Code Specification for Retail Payments in
 * Hong Kong" profile of EMVCo's merchant-presented mode (EMV QRCPS-MPM). Used by the web app (to draw the code) and
 * the server (to validate a workspace's `fps_id`), so both follow one rule.
 *
 * The payload is a run of data objects, each a 2-digit id, a 2-digit length and the value, in ascending id order:
 * 00 payload format "01"; 01 point of initiation, "12" (dynamic: one payment, with an amount) or "11" (static);
 * 26 the FPS merchant account template: 00 GUID `hk.com.hkicl`, then the payee's proxy in 02 (FPS ID), 03 (mobile,
 * written `+852-XXXXXXXX`) or 04 (e-mail); 52 merchant category "0000"; 53 currency (ISO 4217 numeric: 344 HKD, 156
 * CNY); 54 amount, only when dynamic; 58 country "HK"; 59 merchant name; 60 city "HK"; 62 additional data with 01
 * bill number, when given; 63 the CRC, last.
 *
 * Decisions where the sources leave a choice:
 * - Amounts are written with exactly two decimals ("0.01", "100.00", "1234.50"): EMVCo allows an integer or a "."
 *   with decimals, up to 13 characters; two places is the form the FPS specification's examples use, and a bank app
 *   reads them all the same. A zero or missing amount makes a static code, without 54.
 * - Values are ASCII only ("ans" in EMVCo): a merchant name loses its other characters, spaces are collapsed, it is
 *   cut to 25 characters, and "NA" stands in when nothing is left (a Chinese-only name). A bill number is cut to 25.
 * - FPS IDs are 7 or 9 digits (HKICL issues 7 to people, 9 to businesses); 8 digits are read as a Hong Kong mobile
 *   number, which starts with 4–9. An e-mail must fit the 99-character template: at most 79 characters.
 */

export type FpsIdentifierKind = 'fps_id' | 'mobile' | 'email';
export type FpsCurrency = 'HKD' | 'CNY';

export interface FpsPayloadInput {
    /** An FPS ID, a Hong Kong mobile number or an e-mail, in any form `fpsIdentifierKind` accepts. */
    fpsId: string;
    /** The amount to pay, in cents; a positive amount makes a dynamic (one-payment) code, none a static one. */
    amountCents?: number | null;
    currency?: FpsCurrency;
    merchantName?: string | null;
    /** The bill number the payer's bank passes on (the invoice number). */
    reference?: string | null;
}

export interface TlvField {
    id: string;
    length: number;
    value: string;
}

const FPS_GUID = 'hk.com.hkicl';
const CURRENCY_CODES: Record<FpsCurrency, string> = { HKD: '344', CNY: '156' };
const IDENTIFIER_SUBFIELD: Record<FpsIdentifierKind, string> = { fps_id: '02', mobile: '03', email: '04' };
const MAX_EMAIL_LENGTH = 99 - `0012${FPS_GUID}`.length - 4;
const EMAIL =
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** A phone or FPS ID as typed: spaces, dashes, dots and brackets dropped. */
const compact = (value: string) => value.replace(/[\s\-().]/g, '');

/** What kind of FPS proxy `value` is — an FPS ID, a Hong Kong mobile number, an e-mail — or null for none of them. */
export function fpsIdentifierKind(value: string): FpsIdentifierKind | null {
    const text = value.trim();
    if (text.includes('@')) return text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text) ? 'email' : null;
    const digits = compact(text);
    if (/^(?:\+?852)?[4-9]\d{7}$/.test(digits)) return 'mobile';
    if (/^(?:\d{7}|\d{9})$/.test(digits)) return 'fps_id';
    return null;
}

/**
 * The stored form of an FPS proxy, or null when `value` is none: an FPS ID as its digits, a mobile number as its 8
 * digits (without +852), an e-mail trimmed and lower-cased. '' stays '' (no QR code).
 */
export function normalizeFpsIdentifier(value: string): string | null {
    const text = value.trim();
    if (!text) return '';
    switch (fpsIdentifierKind(text)) {
        case 'email':
            return text.toLowerCase();
        case 'mobile':
            return compact(text).slice(-8);
        case 'fps_id':
            return compact(text);
        default:
            return null;
    }
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, not reflected, no final xor) of the UTF-8 bytes of `text`. */
export function crc16ccitt(text: string): number {
    let crc = 0xffff;
    for (const byte of new TextEncoder().encode(text)) {
        crc ^= byte << 8;
        for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
    return crc;
}

/** One data object: id, 2-digit length, value. */
function tlv(id: string, value: string): string {
    if (value.length > 99) throw new RangeError(`FPS QR field ${id} is longer than 99 characters`);
    return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The data objects of a payload (or of a template's value), in order; throws on a malformed one. */
export function parseTlv(payload: string): TlvField[] {
    const fields: TlvField[] = [];
    let at = 0;
    while (at < payload.length) {
        const head = payload.slice(at, at + 4);
        if (!/^\d{4}$/.test(head)) throw new SyntaxError(`Malformed data object at ${at}`);
        const length = Number(head.slice(2));
        const value = payload.slice(at + 4, at + 4 + length);
        if (value.length !== length) throw new SyntaxError(`Data object ${head.slice(0, 2)} is cut short`);
        fields.push({ id: head.slice(0, 2), length, value });
        at += 4 + length;
    }
    return fields;
}

/** Printable ASCII only, spaces collapsed, cut to `max` characters. */
function ascii(text: string | null | undefined, max: number): string {
    return (text ?? '')
        .replace(/[^\x20-\x7e]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, max)
        .trim();
}

/** "1234.50" for 123450 cents. */
export function fpsAmount(cents: number): string {
    if (!Number.isSafeInteger(cents) || cents <= 0)
        throw new RangeError('An FPS amount is a positive whole number of cents');
    const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    if (text.length > 13) throw new RangeError('An FPS amount has at most 13 characters');
    return text;
}

/** The QR payload that pays `fpsId` (see the top of this file); throws when `fpsId` is not an FPS proxy. */
export function fpsPayload(input: FpsPayloadInput): string {
    const kind = fpsIdentifierKind(input.fpsId);
    if (!kind) throw new RangeError('Not an FPS ID, Hong Kong mobile number or e-mail');
    const proxy = normalizeFpsIdentifier(input.fpsId)!;
    const dynamic = typeof input.amountCents === 'number' && input.amountCents > 0;
    const reference = ascii(input.reference, 25);
    const body = [
        tlv('00', '01'),
        tlv('01', dynamic ? '12' : '11'),
        tlv('26', tlv('00', FPS_GUID) + tlv(IDENTIFIER_SUBFIELD[kind], kind === 'mobile' ? `+852-${proxy}` : proxy)),
        tlv('52', '0000'),
        tlv('53', CURRENCY_CODES[input.currency ?? 'HKD']),
        dynamic ? tlv('54', fpsAmount(input.amountCents!)) : '',
        tlv('58', 'HK'),
        tlv('59', ascii(input.merchantName, 25) || 'NA'),
        tlv('60', 'HK'),
        reference ? tlv('62', tlv('01', reference)) : '',
        '6304',
    ].join('');
    return body + crc16ccitt(body).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Whom an invoice's FPS QR code pays, and in what, when it should carry one: invoiced, a balance owed, a valid FPS
 * proxy and a currency FPS takes; else null. The printed invoice and the customer's portal page both ask this.
 */
export function fpsPayee(invoice: {
    status: string;
    balanceCents: number;
    fpsId: string | null | undefined;
    currency: string | null | undefined;
}): { fpsId: string; currency: FpsCurrency } | null {
    const { status, balanceCents, fpsId, currency = 'HKD' } = invoice;
    if (status !== 'invoiced' || balanceCents <= 0 || !fpsId || !fpsIdentifierKind(fpsId)) return null;
    return currency === 'HKD' || currency === 'CNY' ? { fpsId, currency } : null;
}
