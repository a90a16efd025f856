import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { bookings, jobs } from '../../db/schema';
import { conflict, invalid } from '../../http/errors';
import { Day, Nullable } from '../../http/schemas';
import { startOfDay } from '../../resources/dates';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';
import { referenceFilter, statusesFilter } from '../../resources/filters';
import { customerNameKeyword } from '../../garage/customers';
import { normalizePlate, plateKeyword, vehiclePlateMatches } from '../../garage/plates';
import {
    ACTIVE_BOOKING_STATUSES,
    BOOKING_NEXT,
    BOOKING_SOURCES,
    BOOKING_STATUSES,
    type BookingSource,
    type BookingStatus,
} from '../../../common/bookings';
import { bookingHoldsBay } from '../../../common/bays';
import type { Tx } from '../../db/client';
import { assertCapacity, lockBays, LONGEST_BOOKING_MS } from './capacity';
import { sendConfirmation } from './confirmation';

/** What a new booking may start as. */
const FIRST_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

const isActive = (status: unknown) => (ACTIVE_BOOKING_STATUSES as readonly unknown[]).includes(status);
const jobStatusOf = async (tx: Tx, workspaceId: number, bookingId: number) => {
    const [job] = await tx
        .select({ status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.bookingId, bookingId)));
    return job?.status ?? null;
};
const sameTime = (a: unknown, b: unknown) => a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
const readable = (status: string) => status.replace('_', ' ');

type Values = Record<string, unknown>;

/** A booking's who and what: a customer or a walk-in name, a vehicle or a plate; an end after its start, within a week. */
function checkBooking(booking: Values) {
    if (!booking.customer_id && !booking.walk_in_name)
        throw invalid('customer_id', 'required', 'Choose a customer or give a walk-in name');
    if (!booking.vehicle_id && !booking.plate)
        throw invalid('vehicle_id', 'required', 'Choose a vehicle or type its plate');
    const [start, end] = [booking.start_at, booking.end_at] as Date[];
    if (end <= start) throw invalid('end_at', 'before_start', 'The end is not after the start');
    if (end.getTime() - start.getTime() > LONGEST_BOOKING_MS)
        throw invalid('end_at', 'too_long', 'A booking lasts a week at most');
}

/** 409 `invalid_transition` for a status an update may not move to; 400 for a new booking that is not pending or confirmed. */
function checkStatus(current: Values | null, status: BookingStatus) {
    if (!current) {
        if (!FIRST_STATUSES.includes(status))
            throw invalid('status', 'invalid_value', 'A new booking is pending or confirmed');
        return;
    }
    const from = current.status as BookingStatus;
    if (from !== status && !BOOKING_NEXT[from].includes(status)) {
        throw conflict(
            'invalid_transition',
            `A booking that is ${readable(from)} cannot become ${readable(status)}`,
            'status',
        );
    }
}

/**
 * Bookings (`motor-garage/booking`): a customer's slot in the workshop. Writes are serialised per workspace and a
 * booking that holds a bay (pending, confirmed, arrived; once made into a job, while the job is a quote) is refused
 * with 409 `no_capacity` when the workspace's bays, which jobs take too, are all taken at some instant of it.
 * Confirming one sends its customer the confirmation (confirmation.ts). `POST …/booking/{id}/convert` makes it a job
 * (convert.ts).
 */
export const bookingResource = defineResource({
    name: 'motor-garage/booking',
    permission: 'booking',
    title: 'Booking',
    table: bookings,
    fields: {
        customer_id: field.reference('relationship/customer'),
        walk_in_name: field.text({ maxLength: 120, description: 'Who booked, when they are not a customer on file' }),
        walk_in_phone: field.phone(),
        vehicle_id: field.reference('motor-garage/vehicle'),
        plate: {
            ...field.text({ maxLength: 20, description: 'The plate, when the vehicle is not on file' }),
            normalize: value => (value === null ? '' : normalizePlate(value)),
        },
        service_ids: field.references('motor-garage/service'),
        start_at: { ...field.dateTime(), required: true },
        end_at: { ...field.dateTime(), required: true },
        status: field.enum(bookings.status, 'motor-garage.booking.status'),
        notes: field.multiline(),
        source: field.readOnly(
            Type.Enum([...BOOKING_SOURCES], {
                'x-kind': 'enum',
                'x-enum-namespace': 'motor-garage.booking.source',
                description: 'Who made it: staff, or the customer on the online booking page',
            }),
        ),
    },
    computed: {
        job_id: {
            schema: Nullable(
                Type.Integer({
                    'x-kind': 'reference',
                    'x-reference': 'motor-garage/invoice',
                    description: 'The job it was converted into',
                }),
            ),
            sql: sql`(SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.workspaceId} = ${bookings.workspaceId} AND ${jobs.bookingId} = ${bookings.id})`,
        },
        job_status: {
            schema: Nullable(
                Type.String({
                    description:
                        'The status of the job it was converted into: while it is a quote the booking holds its bay',
                }),
            ),
            sql: sql`(SELECT ${jobs.status} FROM ${jobs} WHERE ${jobs.workspaceId} = ${bookings.workspaceId} AND ${jobs.bookingId} = ${bookings.id})`,
        },
    },
    sortable: ['start_at', 'status', 'created_at'],
    defaultSort: { field: 'start_at', asc: false },
    keyword: [
        'walk_in_name',
        'walk_in_phone',
        {
            name: 'plate',
            match: (pattern: SQL, workspaceId: SQL) =>
                sql`(replace(${bookings.plate}, ' ', '') ILIKE ${pattern} OR ${vehiclePlateMatches(bookings)(pattern, workspaceId)})`,
            normalize: plateKeyword,
        },
        customerNameKeyword(bookings),
    ],
    filters: {
        status: statusesFilter(bookings.status, BOOKING_STATUSES),
        customer_id: referenceFilter(bookings.customerId, 'relationship/customer'),
        source: {
            schema: Type.Enum([...BOOKING_SOURCES], { description: 'Bookings made by staff, or online' }),
            where: (value: string) => eq(bookings.source, value as BookingSource),
        },
        // Overlapping the range; a booking lasts a week at most, so `from` also bounds start_at (a range on the index).
        from: {
            schema: Day({ description: 'Bookings that end after the start of this day' }),
            where: (value: string) =>
                sql`${bookings.endAt} > ${startOfDay(value)} AND ${bookings.startAt} > ${startOfDay(value, -7)}`,
        },
        to: {
            schema: Day({ description: 'Bookings that start on or before this day' }),
            where: (value: string) => sql`${bookings.startAt} < ${startOfDay(value, 1)}`,
        },
    },
    check: checkBooking,
    hooks: {
        lock: lockBays,
        beforeWrite: async ({ tx, tenant, current, record }) => {
            checkStatus(current, (record.status as BookingStatus) ?? 'pending');
            const workspaceId = tenant!;
            const changed =
                !current ||
                !isActive(current.status) ||
                !sameTime(current.start_at, record.start_at) ||
                !sameTime(current.end_at, record.end_at);
            if (!changed || !isActive(record.status ?? 'pending')) return;
            // A booking made into a job that is past its quote holds no bay: its job does.
            const jobStatus = current ? await jobStatusOf(tx, workspaceId, current.id as number) : null;
            const range = { start: record.start_at as Date, end: record.end_at as Date };
            if (
                bookingHoldsBay({
                    status: String(record.status ?? 'pending'),
                    start_at: range.start,
                    end_at: range.end,
                    job_status: jobStatus,
                })
            ) {
                await assertCapacity(tx, workspaceId, {
                    range,
                    bookingId: current?.id as number | undefined,
                    field: 'start_at',
                });
            }
        },
        afterWrite: sendConfirmation,
    },
    menu: { order: 20, icon: 'EventAvailable' },
});
