import { describe, expect, it } from 'vitest';
import { smsLength } from '../../../common/sms-length';

describe('the length of an SMS', () => {
    it('counts GSM-7 text in septets: 160 alone, 153 a part; an extension character twice', () => {
        expect(smsLength('')).toEqual({ encoding: 'gsm7', characters: 0, segments: 0 });
        expect(smsLength('Hi Mr Chan,\nAB 1234 is ready.')).toMatchObject({ encoding: 'gsm7', segments: 1 });
        expect(smsLength('x'.repeat(160)).segments).toBe(1);
        expect(smsLength('x'.repeat(161)).segments).toBe(2);
        expect(smsLength('x'.repeat(306)).segments).toBe(2);
        expect(smsLength('x'.repeat(307)).segments).toBe(3);
        expect(smsLength('HK$1,234.50 {x} €')).toEqual({ encoding: 'gsm7', characters: 20, segments: 1 });
    });

    it('counts Chinese (or any character outside GSM-7) as UCS-2: 70 alone, 67 a part', () => {
        expect(smsLength('陳生 你好，')).toEqual({ encoding: 'ucs2', characters: 6, segments: 1 });
        expect(smsLength('車'.repeat(70)).segments).toBe(1);
        expect(smsLength('車'.repeat(71)).segments).toBe(2);
        expect(smsLength(`${'x'.repeat(133)}車`)).toEqual({ encoding: 'ucs2', characters: 134, segments: 2 });
        expect(smsLength('x'.repeat(134) + '’').segments).toBe(3);
    });
});
