import { describe, expect, it } from 'vitest';
import { discountOn, jobTotals, lineTotal, roundHalfUp } from '../../../common/totals';

const line = (quantity_milli: number, unit_price_cents: number, discount_cents = 0) => ({
    quantity_milli,
    unit_price_cents,
    discount_cents,
});

describe('job totals', () => {
    it('rounds halves up and everything else to the nearest cent', () => {
        expect(roundHalfUp(5n, 10n)).toBe(1n);
        expect(roundHalfUp(4n, 10n)).toBe(0n);
        expect(roundHalfUp(15n, 10n)).toBe(2n);
        expect(roundHalfUp(0n, 7n)).toBe(0n);
        // 1.5 hours at $333.33 = $499.995 → $500.00; 0.333 units at $0.03 = 0.99 cents → 1 cent.
        expect(lineTotal(line(1500, 33_333))).toBe(50_000n);
        expect(lineTotal(line(333, 3))).toBe(1n);
        expect(lineTotal(line(1, 499))).toBe(0n);
        expect(lineTotal(line(1, 500))).toBe(1n);
    });

    it('takes the line discount off, never below zero', () => {
        expect(lineTotal(line(2000, 1_000, 300))).toBe(1_700n);
        expect(lineTotal(line(1000, 1_000, 5_000))).toBe(0n);
    });

    it('never overflows: the largest quantity times the largest price', () => {
        expect(lineTotal(line(2_147_483_647, 2_147_483_647))).toBe(4_611_686_014_132_421n);
    });

    it('caps the job discount at the subtotal, rounding a percentage half up', () => {
        expect(discountOn(10_005n, { kind: 'percent', percent_bp: 1_000, amount_cents: 0 })).toBe(1_001n);
        expect(discountOn(10_004n, { kind: 'percent', percent_bp: 1_000, amount_cents: 0 })).toBe(1_000n);
        expect(discountOn(5_000n, { kind: 'amount', percent_bp: 0, amount_cents: 8_000 })).toBe(5_000n);
        expect(discountOn(5_000n, null)).toBe(0n);
    });

    it('adds tax on the discounted subtotal, then the payments make the balance', () => {
        const totals = jobTotals(
            [line(1500, 38_000), line(2000, 12_345, 45), line(1000, 999)],
            { kind: 'percent', percent_bp: 500, amount_cents: 0 },
            750,
            [{ amount_cents: 20_000 }, { amount_cents: 5_000 }],
        );
        // 57,000 + 24,645 + 999 = 82,644; 5 % = 4,132.2 → 4,132; taxed 78,512 × 7.5 % = 5,888.4 → 5,888.
        expect(totals).toEqual({
            line_totals_cents: [57_000, 24_645, 999],
            subtotal_cents: 82_644,
            discount_cents: 4_132,
            tax_cents: 5_888,
            total_cents: 84_400,
            paid_cents: 25_000,
            balance_cents: 59_400,
        });
    });

    it('is all zero for a job without lines', () => {
        expect(jobTotals([], { kind: 'amount', percent_bp: 0, amount_cents: 1_000 }, 1_000)).toMatchObject({
            subtotal_cents: 0,
            discount_cents: 0,
            tax_cents: 0,
            total_cents: 0,
            balance_cents: 0,
        });
    });
});
