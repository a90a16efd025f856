import { and, desc, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { EXAMINATION_AGE_YEARS } from '../../../common/reminders';
import type { Tx } from '../../db/client';
import { jobs, vehicles, workspaces } from '../../db/schema';
import { billedLines, LineRecord, loadLinesOfJobs } from '../job/lines';
import { daysBetween, dayIn } from '../reminder/days';
import { estimatedDayAt, type Reading } from '../reminder/mileage';
import type { VehicleSummary } from './schemas';

/** The most jobs (the latest) a summary reads. */
export const SUMMARY_JOBS_CAP = 200;
/** The most recurring items a summary lists. */
const RECURRING_CAP = 10;

export type VehicleFacts = Omit<VehicleSummary, 'text' | 'locale' | 'source' | 'fallback' | 'fallback_reason'>;
type Recurring = VehicleFacts['recurring'][number] & { description_zh: string };
type Vehicle = typeof vehicles.$inferSelect;

/** Km a year by least squares over the readings (x: days, y: km); null with fewer than two days, or going down. */
export function kmPerYear(readings: readonly Reading[]): number | null {
    if (new Set(readings.map(reading => reading.day)).size < 2) return null;
    const xs = readings.map(reading => daysBetween(readings[0].day, reading.day));
    const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
    const meanY = readings.reduce((sum, reading) => sum + reading.km, 0) / readings.length;
    let covariance = 0;
    let variance = 0;
    readings.forEach((reading, at) => {
        covariance += (xs[at] - meanX) * (reading.km - meanY);
        variance += (xs[at] - meanX) ** 2;
    });
    const perYear = Math.round((covariance / variance) * 365.25);
    return perYear >= 0 ? perYear : null;
}

/** The work done on two visits or more (a service or a product, by id), the most frequent first, then the latest. */
function recurringWork(visits: { day: string; lines: Static<typeof LineRecord>[] }[]) {
    const found = new Map<string, Recurring & { visits: Set<number> }>();
    visits.forEach(({ day, lines }, visit) => {
        for (const line of lines) {
            if (line.kind === 'custom') continue;
            const key = `${line.kind}:${line.service_id ?? line.product_id}`;
            const seen = found.get(key);
            if (seen) {
                seen.visits.add(visit);
                continue;
            }
            found.set(key, {
                description: line.description,
                description_zh: line.description_zh,
                service_id: line.service_id,
                product_id: line.product_id,
                times: 0,
                last_day: day,
                visits: new Set([visit]),
            });
        }
    });
    return [...found.values()]
        .map(({ visits: seenOn, ...item }) => ({ ...item, times: seenOn.size }))
        .filter(item => item.times >= 2)
        .sort((a, b) => b.times - a.times || b.last_day.localeCompare(a.last_day))
        .slice(0, RECURRING_CAP);
}

/** Licence, examination (a vehicle six years old or more), insurance and service days, soonest first. */
function dueDays(vehicle: Vehicle, readings: readonly Reading[], today: string): VehicleFacts['due'] {
    const due: { kind: VehicleFacts['due'][number]['kind']; day: string | null }[] = [
        { kind: 'licence', day: vehicle.licenceExpiry },
        {
            kind: 'examination',
            day:
                vehicle.licenceExpiry &&
                vehicle.year !== null &&
                vehicle.licenceExpiry >= `${vehicle.year + EXAMINATION_AGE_YEARS}-01-01`
                    ? vehicle.licenceExpiry
                    : null,
        },
        { kind: 'insurance', day: vehicle.insuranceExpiry },
    ];
    const byMileage = vehicle.nextServiceMileage === null ? null : estimatedDayAt(readings, vehicle.nextServiceMileage);
    const service = [vehicle.nextServiceDate, byMileage].filter((day): day is string => day !== null).sort()[0];
    due.push({ kind: 'service', day: service ?? null });
    return due
        .filter((item): item is { kind: typeof item.kind; day: string } => item.day !== null)
        .map(item => ({ ...item, overdue: item.day < today }))
        .sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * What a vehicle's summary says, from its latest SUMMARY_JOBS_CAP jobs that took place (neither cancelled nor void;
 * read from jobs_vehicle_history_idx) and its own dates; null when the workspace has no such vehicle.
 */
export async function vehicleFacts(tx: Tx, workspaceId: number, vehicleId: number) {
    const [vehicle] = await tx
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.workspaceId, workspaceId), eq(vehicles.id, vehicleId)));
    if (!vehicle) return null;
    const [{ timezone }] = await tx
        .select({ timezone: workspaces.timezone })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
    const rows = await tx
        .select({ id: jobs.id, at: jobs.happensAt, km: jobs.mileageIn })
        .from(jobs)
        .where(
            and(
                eq(jobs.workspaceId, workspaceId),
                eq(jobs.vehicleId, vehicleId),
                lte(jobs.happensAt, sql`now()`),
                notInArray(jobs.status, ['cancelled', 'void']),
            ),
        )
        .orderBy(desc(jobs.happensAt), desc(jobs.id))
        .limit(SUMMARY_JOBS_CAP);
    const lines = await loadLinesOfJobs(
        tx,
        workspaceId,
        rows.map(row => row.id),
    );
    const visits = rows
        .reverse()
        .map(row => ({ day: dayIn(timezone, row.at!), km: row.km, lines: billedLines(lines.get(row.id)!) }));
    const mileage = visits.filter(visit => visit.km !== null).map(visit => ({ day: visit.day, km: visit.km! }));
    const own = vehicle.mileage === null ? [] : [{ day: dayIn(timezone, vehicle.updatedAt), km: vehicle.mileage }];
    const recurring = recurringWork(visits);
    const facts: VehicleFacts = {
        visits: visits.length,
        first_visit: visits[0]?.day ?? null,
        last_visit: visits.at(-1)?.day ?? null,
        mileage,
        km_per_year: kmPerYear(mileage),
        recurring: recurring.map(({ description_zh: _zh, ...item }) => item),
        due: dueDays(vehicle, [...mileage, ...own], dayIn(timezone, new Date())),
    };
    return { facts, vehicle, chineseNames: recurring.map(item => item.description_zh || item.description) };
}
