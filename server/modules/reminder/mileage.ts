import { addDays, daysBetween } from './days';

/** An odometer reading (km) on a local day. */
export interface Reading {
    day: string;
    km: number;
}

/**
 * The day a vehicle is estimated to reach `targetKm`: from the average km per day between its first and last readings
 * (the highest of a day counts), carried on from the last one. Null with fewer than two readings on different days
 * or no distance driven between them.
 */
export function estimatedDayAt(readings: readonly Reading[], targetKm: number): string | null {
    const byDay = new Map<string, number>();
    for (const { day, km } of readings) byDay.set(day, Math.max(km, byDay.get(day) ?? 0));
    const days = [...byDay.keys()].sort();
    if (days.length < 2) return null;
    const [first, last] = [days[0], days[days.length - 1]];
    const perDay = (byDay.get(last)! - byDay.get(first)!) / daysBetween(first, last);
    if (perDay <= 0) return null;
    return addDays(last, Math.ceil((targetKm - byDay.get(last)!) / perDay));
}
