import { describe, expect, it } from 'vitest';
import { crc16ccitt, fpsIdentifierKind, fpsPayload, normalizeFpsIdentifier, parseTlv } from '../../../common/fps';

/** A table-driven CRC-16/CCITT-FALSE, written apart from the bitwise one under test. */
const TABLE = Array.from({ length: 256 }, (_, n) => {
    let c = n << 8;
    for (let k = 0; k < 8; k++) c = (c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1) & 0xffff;
    return c;
});
const tableCrc = (ascii: string) =>
    [...ascii].reduce((crc, ch) => ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ ch.charCodeAt(0)) & 0xff], 0xffff);

const fields = (payload: string) => Object.fromEntries(parseTlv(payload).map(f => [f.id, f]));
const value = (payload: string, id: string) => fields(payload)[id]?.value;

describe('crc16ccitt', () => {
    it('gives the standard check value of CRC-16/CCITT-FALSE', () => {
        expect(crc16ccitt('123456789')).toBe(0x29b1);
        expect(crc16ccitt('')).toBe(0xffff);
    });

    it('agrees with a published EMV QR payload', () => {
        // A merchant-presented payload from a public EMV QR example, whose CRC field reads ED03.
        const published =
            '00020101021227770012com.p2pqrpay0111PAEYPHM2XXX02089996440304129858893861530514+63-9913729861' +
            '5204601653036085406123.455802PH5913ENG-19818-ged6006Manila62980012com.p2pqrpay0103***0214+63-9913729862' +
            '0303***0408LOYALTY10506test120605cust10708123456780803***6304';
        expect(crc16ccitt(published)).toBe(0xed03);
        expect(tableCrc(published)).toBe(0xed03);
    });
});

describe('fpsIdentifierKind and normalizeFpsIdentifier', () => {
    it('tells FPS IDs, Hong Kong mobile numbers and e-mails apart, and refuses the rest', () => {
        expect(fpsIdentifierKind('1234567')).toBe('fps_id');
        expect(fpsIdentifierKind('123456789')).toBe('fps_id');
        expect(fpsIdentifierKind('91234567')).toBe('mobile');
        expect(fpsIdentifierKind('+852 9123-4567')).toBe('mobile');
        expect(fpsIdentifierKind('852 6123 4567')).toBe('mobile');
        expect(fpsIdentifierKind(' Pay@Garage.HK ')).toBe('email');
        for (const bad of [
            '',
            '123456',
            '1234567890',
            '21234567',
            '+852 1234 5678',
            '+44 7700 900123',
            'pay@',
            'a b@x.hk',
            '12345ab',
            `${'a'.repeat(80)}@x.hk`,
        ]) {
            expect(fpsIdentifierKind(bad), bad).toBeNull();
        }
    });

    it('normalizes to digits, 8 mobile digits or a lower-case e-mail', () => {
        expect(normalizeFpsIdentifier(' 123 4567 ')).toBe('1234567');
        expect(normalizeFpsIdentifier('+852 9123-4567')).toBe('91234567');
        expect(normalizeFpsIdentifier(' Pay@Garage.HK ')).toBe('pay@garage.hk');
        expect(normalizeFpsIdentifier('  ')).toBe('');
        expect(normalizeFpsIdentifier('nope')).toBeNull();
    });
});

describe('fpsPayload', () => {
    const base = {
        fpsId: '1234567',
        currency: 'HKD' as const,
        merchantName: 'Kwun Tong Auto',
        reference: 'INV-2026-00017',
    };

    it('lays out the EMVCo fields in order, with lengths that match their values', () => {
        const payload = fpsPayload({ ...base, amountCents: 12_340 });
        const parsed = parseTlv(payload);
        expect(parsed.map(f => f.id)).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
        for (const f of parsed) expect(f.value).toHaveLength(f.length);
        expect(value(payload, '00')).toBe('01');
        expect(value(payload, '01')).toBe('12');
        expect(parseTlv(value(payload, '26'))).toEqual([
            { id: '00', length: 12, value: 'hk.com.hkicl' },
            { id: '02', length: 7, value: '1234567' },
        ]);
        expect(value(payload, '52')).toBe('0000');
        expect(value(payload, '53')).toBe('344');
        expect(value(payload, '54')).toBe('123.40');
        expect(value(payload, '58')).toBe('HK');
        expect(value(payload, '59')).toBe('Kwun Tong Auto');
        expect(value(payload, '60')).toBe('HK');
        expect(parseTlv(value(payload, '62'))).toEqual([{ id: '01', length: 14, value: 'INV-2026-00017' }]);
        expect(payload.startsWith('000201010212')).toBe(true);
    });

    it('ends with a CRC over everything before it, "6304" included', () => {
        for (const amountCents of [undefined, 1, 10_000, 123_450]) {
            const payload = fpsPayload({ ...base, amountCents });
            expect(payload.slice(-8, -4)).toBe('6304');
            expect(payload.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
            expect(parseInt(payload.slice(-4), 16)).toBe(tableCrc(payload.slice(0, -4)));
        }
    });

    it('puts the proxy in sub-field 02, 03 (+852-) or 04 by kind', () => {
        const account = (fpsId: string) => parseTlv(value(fpsPayload({ ...base, fpsId }), '26'));
        expect(account('123456789')[1]).toEqual({ id: '02', length: 9, value: '123456789' });
        expect(account('+852 9123 4567')[1]).toEqual({ id: '03', length: 13, value: '+852-91234567' });
        expect(account('Pay@Garage.HK')[1]).toEqual({ id: '04', length: 13, value: 'pay@garage.hk' });
        expect(() => fpsPayload({ ...base, fpsId: 'nope' })).toThrow();
    });

    it('writes amounts with two decimals', () => {
        expect(value(fpsPayload({ ...base, amountCents: 1 }), '54')).toBe('0.01');
        expect(value(fpsPayload({ ...base, amountCents: 10_000 }), '54')).toBe('100.00');
        expect(value(fpsPayload({ ...base, amountCents: 123_450 }), '54')).toBe('1234.50');
    });

    it('is static without an amount (or with none to pay), dynamic with one', () => {
        for (const amountCents of [undefined, null, 0]) {
            const payload = fpsPayload({ ...base, amountCents });
            expect(value(payload, '01')).toBe('11');
            expect(fields(payload)['54']).toBeUndefined();
        }
        expect(value(fpsPayload({ ...base, amountCents: 500 }), '01')).toBe('12');
    });

    it('keeps the merchant name ASCII and at most 25 characters, "NA" when nothing is left', () => {
        const name = (merchantName: string | undefined) => value(fpsPayload({ ...base, merchantName }), '59');
        expect(name('Kwun Tong Auto Service Company Limited')).toBe('Kwun Tong Auto Service Co');
        expect(name('觀塘 Auto  Service')).toBe('Auto Service');
        expect(name('觀塘汽車服務')).toBe('NA');
        expect(name(undefined)).toBe('NA');
        const payload = fpsPayload({
            ...base,
            merchantName: '觀塘汽車 Café',
            reference: 'INV-2026-00017-AND-MORE-TEXT',
        });
        expect(payload).toMatch(/^[\x20-\x7e]+$/);
        expect(parseTlv(value(payload, '62'))[0].value).toHaveLength(25);
    });

    it('leaves the additional data out without a reference', () => {
        expect(fields(fpsPayload({ ...base, reference: undefined }))['62']).toBeUndefined();
    });
});
