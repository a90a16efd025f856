import { eq } from 'drizzle-orm';
import { baySpans, peakOverlap, type Span } from '../../common/bays';
import type { BookingStatus } from '../../common/bookings';
import type { Tx } from '../db/client';
import { bookings, jobs, services, vehicles, workspaces } from '../db/schema';
import { notify } from '../modules/notification/notify';
import { bookingNotice } from '../modules/portal/booking-view';
import { PERMISSIONS } from '../registry';
import type { DemoGarage } from './demo-step';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The demo garage is in Asia/Hong_Kong, which keeps UTC+8 all year. */
const HK_OFFSET = 8 * HOUR;
const HISTORY_DAYS = 90;
const AHEAD_DAYS = 14;

/** A booked slot: hours after local midnight. */
type Slot = [start: number, end: number];
/** An ordinary day: at most two cars in at once. */
const ORDINARY: Slot[] = [
    [9, 10.5],
    [9.5, 11],
    [13, 15],
    [15.5, 16.5],
];
/** A busy day: every one of the three bays taken from 10:00 to 12:00. */
const FULL: Slot[] = [
    [10, 12],
    [10, 12],
    [10, 12],
    [14, 15],
    [16, 17.5],
];
const PAST: Slot[] = [
    [9, 10.5],
    [11, 12.5],
    [14, 16],
];
/** Which open days ahead (1 is the next one) are booked to capacity. */
const FULL_DAYS = new Set([2, 5, 8]);
const WALK_INS: [name: string, phone: string, plate: string][] = [
    ['Mr Ho', '6123 4501', 'PX 2231'],
    ['Ms Yip', '9345 1277', 'LM 808'],
    ['Mr Siu', '5522 9130', 'TV 4415'],
];

/** Local midnight of the day `days` from today, as a UTC instant. */
const midnight = (now: number, days: number) => {
    const local = new Date(now + HK_OFFSET);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days) - HK_OFFSET;
};
const isSunday = (at: number) => new Date(at + HK_OFFSET).getUTCDay() === 0;

/** Which of the coming bookings of customers on file they made themselves on the online booking page. */
const isOnline = (index: number, days: number, walkIn: boolean) => days > 0 && !walkIn && index % 4 === 1;

/** Past bookings: mostly completed, some cancelled or missed; today's: by the clock; later: pending or confirmed. */
function statusOf(start: number, end: number, now: number, index: number): BookingStatus {
    if (end <= now) return index % 11 === 5 ? 'no_show' : index % 13 === 7 ? 'cancelled' : 'completed';
    if (start <= now) return 'arrived';
    return index % 3 === 0 ? 'pending' : 'confirmed';
}

/**
 * The demo garage's bookings: three months of history and the coming two weeks (Sundays closed), three days of them
 * full to capacity from 10:00 to noon; every fifth a walk-in, some of the coming ones made online. No more than the
 * garage's three bays are ever held, the jobs' included: a slot that the jobs already seeded leave no bay for is not
 * booked.
 */
export async function seedBookings(tx: Tx, { workspaceId }: DemoGarage): Promise<void> {
    const now = Date.now();
    const cars = await tx
        .select({ id: vehicles.id, customerId: vehicles.customerId })
        .from(vehicles)
        .where(eq(vehicles.workspaceId, workspaceId))
        .orderBy(vehicles.id);
    const owned = cars.filter(car => car.customerId);
    const menu = (
        await tx
            .select({ id: services.id })
            .from(services)
            .where(eq(services.workspaceId, workspaceId))
            .orderBy(services.id)
    ).map(service => service.id);
    const [{ bays }] = await tx
        .select({ bays: workspaces.bays })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
    const jobTimes = await tx
        .select({ status: jobs.status, scheduled_start: jobs.scheduledStart, scheduled_end: jobs.scheduledEnd })
        .from(jobs)
        .where(eq(jobs.workspaceId, workspaceId));
    const held: Span[] = baySpans(jobTimes, []);
    const rows: (typeof bookings.$inferInsert)[] = [];
    let openDaysAhead = 0;
    for (let days = -HISTORY_DAYS; days <= AHEAD_DAYS; days += 1) {
        const dayStart = midnight(now, days);
        if (isSunday(dayStart)) continue;
        if (days > 0) openDaysAhead += 1;
        const slots = days < 0 ? PAST : days > 0 && FULL_DAYS.has(openDaysAhead) ? FULL : ORDINARY;
        for (const [from, to] of slots) {
            const index = rows.length;
            const [start, end] = [dayStart + from * HOUR, dayStart + to * HOUR];
            const status = statusOf(start, end, now, index);
            if (baySpans([], [{ status, start_at: start, end_at: end, job_status: null }]).length) {
                if (peakOverlap({ start, end }, held) >= bays) continue;
                held.push({ start, end });
            }
            const car = owned[(index * 7) % owned.length];
            const walkIn = index % 5 === 4 ? WALK_INS[index % WALK_INS.length] : null;
            rows.push({
                workspaceId,
                customerId: walkIn ? null : car.customerId,
                vehicleId: walkIn ? null : car.id,
                walkInName: walkIn?.[0] ?? '',
                walkInPhone: walkIn?.[1] ?? '',
                plate: walkIn?.[2] ?? '',
                serviceIds: [
                    menu[index % menu.length],
                    ...(index % 2 ? [menu[(index * 3 + 1) % menu.length]] : []),
                ].filter((id, position, ids) => ids.indexOf(id) === position),
                startAt: new Date(start),
                endAt: new Date(end),
                status,
                notes: index % 4 === 1 ? 'Customer will wait in the lounge' : '',
                ...(isOnline(index, days, walkIn !== null)
                    ? { source: 'online' as const, clientAddress: `203.0.113.${(index % 200) + 1}` }
                    : {}),
                createdAt: new Date(Math.min(now, start) - ((index % 6) + 1) * DAY),
                updatedAt: new Date(Math.min(now, start)),
            });
        }
    }
    const made = await tx
        .insert(bookings)
        .values(rows)
        .returning({ id: bookings.id, source: bookings.source, status: bookings.status });
    // Staff were told of each online booking still waiting for them to confirm it.
    for (const booking of made.filter(one => one.source === 'online' && one.status === 'pending')) {
        await notify(tx, PERMISSIONS, workspaceId, {
            kind: 'online_booking',
            recordId: booking.id,
            args: await bookingNotice(tx, workspaceId, booking.id),
        });
    }
}
