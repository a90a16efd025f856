import { describe, expect, it } from 'vitest';
import { formatCents, formatNumber, parseDollarText, parseNumberText } from '../../../src/inputs/format';

describe('dollar input', () => {
    it('keeps only digits and reads them as cents', () => {
        expect(parseDollarText('12.34')).toBe(1234);
        expect(parseDollarText('$1,234.5')).toBe(12345);
        expect(parseDollarText('abc')).toBe(0);
        expect(parseDollarText('')).toBe(0);
    });

    it('shows dollars with two decimals, 0.00 when empty', () => {
        expect(formatCents(1234)).toBe('12.34');
        expect(formatCents(5)).toBe('0.05');
        expect(formatCents(100000)).toBe('1000.00');
        expect(formatCents(undefined)).toBe('0.00');
        expect(formatCents(null)).toBe('0.00');
        expect(formatCents(0)).toBe('0.00');
    });

    it('shifts a typed digit into the amount', () => {
        expect(formatCents(parseDollarText(`${formatCents(1234)}5`))).toBe('123.45');
    });
});

describe('number input', () => {
    it('strips non-digits and turns empty into 0', () => {
        expect(parseNumberText('1a2b3')).toBe(123);
        expect(parseNumberText('-42')).toBe(42);
        expect(parseNumberText('')).toBe(0);
        expect(parseNumberText(null)).toBe(0);
        expect(formatNumber(undefined)).toBe('0');
        expect(formatNumber(7)).toBe('7');
    });
});
