import { and, between, eq, gt, gte, inArray, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { MessageKind } from '../../../common/messages';
import { EXAMINATION_AGE_YEARS, REMINDER_LEAD } from '../../../common/reminders';
import type { Tx } from '../../db/client';
import { bookings, jobApprovals, jobLines, jobs, vehicles } from '../../db/schema';
import { startOfDay } from '../../resources/dates';
import { addDays, addMonths, dayIn, laterDay } from './days';
import { estimatedDayAt, type Reading } from './mileage';

/** A reminder the rules make: what it is about, its day, and the runs (local days) of the range that make it. */
export interface DueReminder {
    kind: MessageKind;
    /** The day it is about: an expiry or service date, a booking's local day, the day declined work is followed up. */
    dueDate: string;
    /** What it is about whatever the zone: that calendar date, or the instant of the booking's start or signature. */
    dueKey: string;
    /** The first day of the range whose run makes it. */
    sendOn: string;
    /** The last day a run still makes it (null: no end), should the daily limit hold it over. */
    lastDay: string | null;
    customerId: number;
    vehicleId: number | null;
    bookingId: number | null;
    jobId: number | null;
}

/** A reminder of `due` is made by the run of every local day from `first` to `last` (null: no end). */
interface Candidate {
    kind: MessageKind;
    due: string;
    first: string;
    last: string | null;
}

export interface DayRange {
    from: string;
    to: string;
    /** When the runs happen at the earliest: a booking that has started by then is not reminded. */
    now: Date;
}

/** The first day D from which D + months reaches `due`. */
function firstDayMonthsBefore(due: string, months: number) {
    let day = addDays(addMonths(due, -months), -3);
    while (addMonths(day, months) < due) day = addDays(day, 1);
    return day;
}

const daysBefore = (kind: MessageKind, due: string, days: number): Candidate => ({
    kind,
    due,
    first: addDays(due, -days),
    last: due,
});

type Vehicle = typeof vehicles.$inferSelect;

/** Licence, examination and insurance: a window before each expiry. */
function expiryCandidates(vehicle: Vehicle): Candidate[] {
    const found: Candidate[] = [];
    const { licenceExpiry, insuranceExpiry, year } = vehicle;
    if (licenceExpiry) {
        found.push(daysBefore('licence_reminder', licenceExpiry, REMINDER_LEAD.licenceDays));
        if (year !== null) {
            const oldEnoughFrom = `${year + EXAMINATION_AGE_YEARS}-01-01`;
            const first = firstDayMonthsBefore(licenceExpiry, REMINDER_LEAD.examinationMonths);
            found.push({
                kind: 'examination_reminder',
                due: licenceExpiry,
                first: laterDay(first, oldEnoughFrom),
                last: licenceExpiry,
            });
        }
    }
    if (insuranceExpiry) found.push(daysBefore('insurance_reminder', insuranceExpiry, REMINDER_LEAD.insuranceDays));
    return found;
}

/** Service: its date, or the day its mileage is estimated to reach the next service's; the earlier. */
function serviceCandidates(vehicle: Vehicle, readings: readonly Reading[]): Candidate[] {
    const found: Candidate[] = [];
    if (vehicle.nextServiceDate)
        found.push(daysBefore('service_reminder', vehicle.nextServiceDate, REMINDER_LEAD.serviceDays));
    const byMileage = vehicle.nextServiceMileage === null ? null : estimatedDayAt(readings, vehicle.nextServiceMileage);
    if (byMileage)
        found.push({
            kind: 'service_reminder',
            due: byMileage,
            first: addDays(byMileage, -REMINDER_LEAD.serviceDays),
            last: null,
        });
    return found;
}

/** The first day of `range` whose run makes the candidate, or null. */
function sendOn({ first, last }: Candidate, { from, to }: DayRange) {
    const day = laterDay(first, from);
    return day <= to && (last === null || day <= last) ? day : null;
}

/** Odometer readings of the vehicles: their jobs' mileage in (cancelled and void aside) and their own mileage. */
async function readingsOf(tx: Tx, workspaceId: number, timezone: string, list: Vehicle[]) {
    const readings = new Map<number, Reading[]>(list.map(vehicle => [vehicle.id, []]));
    for (const vehicle of list)
        if (vehicle.mileage !== null)
            readings.get(vehicle.id)!.push({ day: dayIn(timezone, vehicle.updatedAt), km: vehicle.mileage });
    if (list.length === 0) return readings;
    const visits = await tx
        .select({ vehicleId: jobs.vehicleId, km: jobs.mileageIn, at: jobs.happensAt })
        .from(jobs)
        .where(
            and(
                eq(jobs.workspaceId, workspaceId),
                inArray(
                    jobs.vehicleId,
                    list.map(vehicle => vehicle.id),
                ),
                isNotNull(jobs.mileageIn),
                notInArray(jobs.status, ['cancelled', 'void']),
            ),
        );
    for (const visit of visits)
        readings.get(visit.vehicleId!)!.push({ day: dayIn(timezone, visit.at!), km: visit.km! });
    return readings;
}

/** Vehicle reminders: every vehicle with an owner whose expiry or service may fall in the range's windows. */
async function vehicleReminders(tx: Tx, workspaceId: number, timezone: string, range: DayRange) {
    const latest = addMonths(range.to, REMINDER_LEAD.examinationMonths);
    const list = await tx
        .select()
        .from(vehicles)
        .where(
            and(
                eq(vehicles.workspaceId, workspaceId),
                isNotNull(vehicles.customerId),
                or(
                    between(vehicles.licenceExpiry, range.from, latest),
                    between(vehicles.insuranceExpiry, range.from, latest),
                    between(vehicles.nextServiceDate, range.from, latest),
                    isNotNull(vehicles.nextServiceMileage),
                ),
            ),
        );
    const readings = await readingsOf(
        tx,
        workspaceId,
        timezone,
        list.filter(vehicle => vehicle.nextServiceMileage !== null),
    );
    return list.flatMap(vehicle => {
        const made = (candidate: Candidate) => ({ candidate, day: sendOn(candidate, range) });
        const expiries = expiryCandidates(vehicle).map(made);
        const [service] = serviceCandidates(vehicle, readings.get(vehicle.id) ?? [])
            .map(made)
            .filter(one => one.day)
            .sort((a, b) => a.candidate.due.localeCompare(b.candidate.due));
        return [...expiries, ...(service ? [service] : [])]
            .filter(one => one.day)
            .map(({ candidate, day }) => ({
                kind: candidate.kind,
                dueDate: candidate.due,
                dueKey: candidate.due,
                sendOn: day!,
                lastDay: candidate.last,
                customerId: vehicle.customerId!,
                vehicleId: vehicle.id,
                bookingId: null,
                jobId: null,
            }));
    });
}

/**
 * Booking reminders: bookings (not cancelled) of a customer, made by the run of the day before; one that run did not
 * make (held over by the daily limit, a run missed, the zone moved) by a later run, while the booking is still ahead.
 */
async function bookingReminders(tx: Tx, workspaceId: number, timezone: string, range: DayRange) {
    const lead = REMINDER_LEAD.bookingDays;
    const list = await tx
        .select()
        .from(bookings)
        .where(
            and(
                eq(bookings.workspaceId, workspaceId),
                isNotNull(bookings.customerId),
                ne(bookings.status, 'cancelled'),
                gte(bookings.startAt, sql`${startOfDay(range.from, 0)}`),
                gt(bookings.startAt, range.now),
                lt(bookings.startAt, sql`${startOfDay(range.to, lead + 1)}`),
            ),
        );
    return list.map(booking => {
        const dueDate = dayIn(timezone, booking.startAt);
        return {
            kind: 'booking_reminder' as const,
            dueDate,
            dueKey: booking.startAt.toISOString(),
            sendOn: laterDay(addDays(dueDate, -lead), range.from),
            lastDay: dueDate,
            customerId: booking.customerId!,
            vehicleId: booking.vehicleId,
            bookingId: booking.id,
            jobId: null,
        };
    });
}

/**
 * Declined work: a job whose customer declined lines of its estimate, followed up `declinedWorkDays` after the day they
 * signed (the run of any day in the month after still makes a missed one). The lines' approval is the latest signed.
 */
async function declinedWorkReminders(tx: Tx, workspaceId: number, timezone: string, range: DayRange) {
    const lead = REMINDER_LEAD.declinedWorkDays;
    const list = await tx
        .selectDistinct({
            jobId: jobs.id,
            customerId: jobs.customerId,
            vehicleId: jobs.vehicleId,
            signedAt: jobApprovals.signedAt,
        })
        .from(jobLines)
        .innerJoin(
            jobApprovals,
            and(eq(jobApprovals.workspaceId, jobLines.workspaceId), eq(jobApprovals.id, jobLines.approvalId)),
        )
        .innerJoin(jobs, and(eq(jobs.workspaceId, jobLines.workspaceId), eq(jobs.id, jobLines.jobId)))
        .where(
            and(
                eq(jobLines.workspaceId, workspaceId),
                eq(jobLines.approval, 'declined'),
                isNotNull(jobs.customerId),
                ne(jobs.status, 'void'),
                gte(jobApprovals.signedAt, sql`${startOfDay(addDays(range.from, -2 * lead), 0)}`),
                lt(jobApprovals.signedAt, sql`${startOfDay(addDays(range.to, -lead), 1)}`),
            ),
        );
    return list.flatMap(job => {
        const dueDate = addDays(dayIn(timezone, job.signedAt), lead);
        const lastDay = addDays(dueDate, lead);
        const day = sendOn({ kind: 'declined_work_followup', due: dueDate, first: dueDate, last: lastDay }, range);
        return day
            ? [
                  {
                      kind: 'declined_work_followup' as const,
                      dueDate,
                      dueKey: job.signedAt.toISOString(),
                      sendOn: day,
                      lastDay,
                      customerId: job.customerId!,
                      vehicleId: job.vehicleId,
                      bookingId: null,
                      jobId: job.jobId,
                  },
              ]
            : [];
    });
}

/**
 * The reminders the runs of the local days `range.from`..`range.to` make, each with the first of those days and the
 * last day of its window, made already or not, whatever the customers' consent and the workspace's settings say. Runs
 * in the workspace's tenant transaction.
 */
export async function remindersFor(
    tx: Tx,
    workspaceId: number,
    timezone: string,
    range: DayRange,
): Promise<DueReminder[]> {
    return [
        ...(await vehicleReminders(tx, workspaceId, timezone, range)),
        ...(await bookingReminders(tx, workspaceId, timezone, range)),
        ...(await declinedWorkReminders(tx, workspaceId, timezone, range)),
    ];
}
