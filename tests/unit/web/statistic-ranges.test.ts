import { describe, expect, it } from 'vitest';
import { addDays, changeOf, daysIn, presetRange, previousRange } from '../../../src/resources/statistic/ranges';

describe('statistic ranges', () => {
    it('name the days each preset covers, on the workspace’s today', () => {
        const today = '2026-03-01';
        expect(presetRange('today', today)).toEqual({ from: today, to: today });
        expect(presetRange('last_7_days', today)).toEqual({ from: '2026-02-23', to: today });
        expect(presetRange('last_30_days', today)).toEqual({ from: '2026-01-31', to: today });
        expect(presetRange('this_month', today)).toEqual({ from: '2026-03-01', to: today });
        expect(presetRange('last_month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
        expect(presetRange('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
        expect(presetRange('this_year', today)).toEqual({ from: '2026-01-01', to: today });
    });

    it('compare a range with the days of the same length just before it', () => {
        expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
            from: '2026-01-29',
            to: '2026-02-28',
        });
        expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
            from: '2026-02-28',
            to: '2026-02-28',
        });
        expect(daysIn({ from: '2024-02-01', to: '2024-03-01' })).toBe(30);
        expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
        expect(changeOf(150, 100)).toBe(0.5);
        expect(changeOf(50, 100)).toBe(-0.5);
        expect(changeOf(10, 0)).toBeNull();
    });
});
