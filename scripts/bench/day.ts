// The garage's day: the statistics home for 90 days and the calendar's week (its jobs and its bookings, the first
// page of 200 as the calendar asks), against the big workspace's jobs and bookings (scripts/seed/).
import { hongKongDay, type BenchCall } from './calls';

/** Monday to Sunday of the week `weeks` from this one, as the calendar asks: jobs from the Sunday before. */
export function week(weeks: number, kind: 'jobs' | 'bookings') {
    const today = hongKongDay(0);
    const monday = -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + weeks * 7;
    return kind === 'jobs'
        ? `scheduled_from=${hongKongDay(monday - 1)}&scheduled_to=${hongKongDay(monday + 6)}&field=scheduled_start&asc=true`
        : `from=${hongKongDay(monday)}&to=${hongKongDay(monday + 6)}&field=start_at&asc=true`;
}

export const dayCalls = (): BenchCall[] => [
    {
        name: 'day statistic, 90 days',
        bare: false,
        next: () => ({
            method: 'GET',
            path: `/api/v3/motor-garage/statistic?from=${hongKongDay(-89)}&to=${hongKongDay(0)}`,
        }),
    },
    {
        name: 'day calendar week: jobs',
        bare: false,
        next: i => ({ method: 'GET', path: `/api/v3/motor-garage/invoice?${week(-(i % 8), 'jobs')}&size=200` }),
    },
    {
        name: 'day calendar week: bookings',
        bare: false,
        next: i => ({ method: 'GET', path: `/api/v3/motor-garage/booking?${week(-(i % 8), 'bookings')}&size=200` }),
    },
];
