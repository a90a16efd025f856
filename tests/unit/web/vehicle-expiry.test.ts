import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../src/session/zone';
import { expiryState } from '../../../src/resources/vehicle/expiry';

describe('a licence or insurance date', () => {
    it('is expired before today, due within 30 days from today, else fine', () => {
        expect(expiryState('2026-11-23', '2026-11-24')).toBe('expired');
        expect(expiryState('2026-11-24', '2026-11-24')).toBe('soon');
        expect(expiryState('2026-12-24', '2026-11-24')).toBe('soon');
        expect(expiryState('2026-12-25', '2026-11-24')).toBe('ok');
        expect(expiryState(null, '2026-11-24')).toBe('ok');
    });

    it('counts from the garage’s today, not the browser’s: 00:30 in Hong Kong is still yesterday in London', () => {
        const at = new Date('2026-11-23T16:30:00Z');
        expect(expiryState('2026-11-23', todayIn('Asia/Hong_Kong', at))).toBe('expired');
        expect(expiryState('2026-11-23', todayIn('Europe/London', at))).toBe('soon');
    });
});
