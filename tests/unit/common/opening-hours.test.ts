import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, wallClock } from '../../../common/online-booking';
import {
    bookableDays,
    brokenRule,
    candidateStarts,
    weekdayOf,
    zonedInstant,
    type BookingRules,
} from '../../../common/opening-hours';

const everyDay = (open: string, close: string) => Array.from({ length: 7 }, () => ({ open, close }));
const rules = (change: Partial<BookingRules> = {}): BookingRules => ({
    opening_hours: DEFAULT_OPENING_HOURS,
    closed_dates: [],
    booking_notice_hours: 0,
    booking_horizon_days: 60,
    ...change,
});
const times = (starts: Date[], zone: string) => starts.map(start => wallClock(start, zone).time);

describe("the garage's clock", () => {
    it('reads weekdays Monday first, as the opening hours are kept', () => {
        expect(weekdayOf('2026-11-30')).toBe(0); // a Monday
        expect(weekdayOf('2026-12-06')).toBe(6); // a Sunday
    });

    it("turns a wall-clock time of a day into its instant in the zone, across daylight saving's changes", () => {
        expect(zonedInstant('2026-12-01', '09:00', 'Asia/Hong_Kong').toISOString()).toBe('2026-12-01T01:00:00.000Z');
        expect(zonedInstant('2027-03-27', '09:00', 'Europe/London').toISOString()).toBe('2027-03-27T09:00:00.000Z');
        expect(zonedInstant('2027-03-28', '09:00', 'Europe/London').toISOString()).toBe('2027-03-28T08:00:00.000Z');
        // 01:30 does not exist that night in London: the clocks went from 01:00 to 02:00
        expect(zonedInstant('2027-03-28', '01:30', 'Europe/London').toISOString()).toBe('2027-03-28T01:30:00.000Z');
        expect(zonedInstant('2027-10-31', '09:00', 'Europe/London').toISOString()).toBe('2027-10-31T09:00:00.000Z');
        expect(zonedInstant('2027-03-14', '09:00', 'America/New_York').toISOString()).toBe('2027-03-14T13:00:00.000Z');
    });
});

describe('the starts a booking may take', () => {
    const now = new Date('2026-11-20T00:00:00Z');

    it('are every half hour on the wall clock from the opening, ending by the close', () => {
        const starts = candidateStarts(rules(), 'Asia/Hong_Kong', '2026-12-01', 90, now);
        expect(times(starts, 'Asia/Hong_Kong')).toEqual([
            ...['09', '10', '11', '12', '13', '14', '15'].flatMap(hour => [`${hour}:00`, `${hour}:30`]),
            '16:00',
            '16:30',
        ]);
        // an opening off the half hour starts on the next one
        const late = rules({ opening_hours: everyDay('08:45', '10:15') });
        expect(times(candidateStarts(late, 'Asia/Hong_Kong', '2026-12-01', 30, now), 'Asia/Hong_Kong')).toEqual([
            '09:00',
            '09:30',
        ]);
    });

    it('keep the wall clock on the days the clocks change', () => {
        const london = rules({ opening_hours: everyDay('09:00', '12:00'), booking_horizon_days: 365 });
        for (const day of ['2027-03-28', '2027-10-31']) {
            const starts = candidateStarts(london, 'Europe/London', day, 60, new Date('2027-03-01T00:00:00Z'));
            expect(times(starts, 'Europe/London')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
        }
        // open across the night of the change, 00:00–03:00 on the wall clock: two hours of time, 01:00 never shows
        const night = rules({ opening_hours: everyDay('00:00', '03:00') });
        const starts = candidateStarts(night, 'Europe/London', '2027-03-28', 60, new Date('2027-03-01T00:00:00Z'));
        expect(times(starts, 'Europe/London')).toEqual(['00:00', '00:30', '02:00']);
    });

    it('leave out closed weekdays and closed dates, the notice and what lies past the horizon', () => {
        const zone = 'Asia/Hong_Kong';
        expect(candidateStarts(rules(), zone, '2026-12-06', 30, now)).toEqual([]); // a Sunday
        expect(candidateStarts(rules({ closed_dates: ['2026-12-01'] }), zone, '2026-12-01', 30, now)).toEqual([]);
        expect(candidateStarts(rules({ booking_horizon_days: 10 }), zone, '2026-11-30', 30, now)).toHaveLength(18);
        expect(candidateStarts(rules({ booking_horizon_days: 10 }), zone, '2026-12-01', 30, now)).toEqual([]);
        expect(candidateStarts(rules(), zone, '2026-11-19', 30, now)).toEqual([]);
        // 10:20 in Hong Kong with 3 hours' notice: from 13:30
        const morning = new Date('2026-11-20T02:20:00Z');
        const noticed = candidateStarts(rules({ booking_notice_hours: 3 }), zone, '2026-11-20', 30, morning);
        expect(times(noticed, zone)[0]).toBe('13:30');
    });

    it('say which rule a start breaks', () => {
        const zone = 'Asia/Hong_Kong';
        const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);
        const check = (start: Date, change: Partial<BookingRules> = {}, minutes = 60) =>
            brokenRule(rules(change), zone, start, minutes, now);
        expect(check(at('2026-12-01', '10:00'))).toBeNull();
        expect(check(at('2026-11-19', '10:00'))).toBe('too_soon');
        expect(check(at('2026-11-20', '10:00'), { booking_notice_hours: 12 })).toBe('too_soon');
        expect(check(at('2027-01-20', '10:00'))).toBe('beyond_horizon');
        expect(check(at('2026-12-06', '10:00'))).toBe('closed');
        expect(check(at('2026-12-01', '10:00'), { closed_dates: ['2026-12-01'] })).toBe('closed');
        expect(check(at('2026-12-01', '08:30'))).toBe('outside_opening_hours');
        expect(check(at('2026-12-01', '17:30'))).toBe('outside_opening_hours');
    });

    it('give the booking page the days with a time still free of the rules', () => {
        const zone = 'Asia/Hong_Kong';
        // Friday 20 November, 17:40 in Hong Kong: today's last start has gone; Sunday is closed
        const evening = new Date('2026-11-20T09:40:00Z');
        const days = bookableDays(rules({ booking_horizon_days: 9, closed_dates: ['2026-11-24'] }), zone, evening);
        expect(days).toEqual(['2026-11-21', '2026-11-23', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    });
});
