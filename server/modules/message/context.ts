import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { bookings, customers, jobs, vehicles, workspaces } from '../../db/schema';
import { formatDay, formatMoment, formatMoney, type PlaceholderValues } from './placeholders';
import { itemLines, vehicleItemsOf } from './vehicle-items';

/** What a message is about: ids of the caller's workspace (already checked to be there). */
export interface MessageSubject {
    kind: MessageKind;
    customer_id: number;
    vehicle_id?: number | null;
    job_id?: number | null;
    booking_id?: number | null;
}

const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

/** The day a vehicle reminder is about: the expiry or service date its kind looks at. */
function vehicleDay(
    kind: MessageKind,
    vehicle:
        { licenceExpiry: string | null; insuranceExpiry: string | null; nextServiceDate: string | null } | undefined,
) {
    if (!vehicle) return null;
    if (kind === 'insurance_reminder') return vehicle.insuranceExpiry;
    if (kind === 'service_reminder') return vehicle.nextServiceDate;
    return vehicle.licenceExpiry;
}

/** Rows a caller has read already (the reminder run, for all of a day's messages at once). */
export interface KnownRows {
    workspace?: typeof workspaces.$inferSelect;
    customers?: ReadonlyMap<number, typeof customers.$inferSelect>;
    vehicles?: ReadonlyMap<number, typeof vehicles.$inferSelect>;
}

/** The records a message's placeholders come from, and the customer it goes to: from `known`, else read. */
export async function loadMessageContext(tx: Tx, workspaceId: number, subject: MessageSubject, known: KnownRows = {}) {
    const workspace =
        known.workspace ?? (await one(tx.select().from(workspaces).where(eq(workspaces.id, workspaceId))));
    const customer =
        known.customers?.get(subject.customer_id) ??
        (await one(
            tx
                .select()
                .from(customers)
                .where(and(eq(customers.workspaceId, workspaceId), eq(customers.id, subject.customer_id))),
        ));
    const job = subject.job_id
        ? await one(
              tx
                  .select()
                  .from(jobs)
                  .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, subject.job_id))),
          )
        : undefined;
    const booking = subject.booking_id
        ? await one(
              tx
                  .select()
                  .from(bookings)
                  .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, subject.booking_id))),
          )
        : undefined;
    const vehicleId = subject.vehicle_id ?? job?.vehicleId ?? booking?.vehicleId;
    const vehicle = vehicleId
        ? (known.vehicles?.get(vehicleId) ??
          (await one(
              tx
                  .select()
                  .from(vehicles)
                  .where(and(eq(vehicles.workspaceId, workspaceId), eq(vehicles.id, vehicleId))),
          )))
        : undefined;
    // A `vehicle_reminders` message written by hand lists the vehicle's own dates (the daily run gives its items).
    const items = subject.kind === 'vehicle_reminders' && vehicle ? vehicleItemsOf(vehicle) : [];
    return { workspace, customer, job, booking, vehicle, day: vehicleDay(subject.kind, vehicle), items };
}

export type MessageContext = Awaited<ReturnType<typeof loadMessageContext>>;

/** The customer portal's pages a message links to (server/modules/message/links.ts). */
export interface MessageLinks {
    link: string;
    opt_out_link: string;
}

/** Every placeholder's value for `locale`: amounts, dates and times exact, in the workspace's zone. */
export function placeholderValues(context: MessageContext, locale: Locale, links: MessageLinks): PlaceholderValues {
    const { workspace, customer, job, booking, vehicle, day, items } = context;
    const timeZone = workspace.timezone;
    return {
        customer_name: customer.name,
        plate: vehicle?.plate ?? booking?.plate ?? '',
        job_number: job?.number ?? '',
        invoice_number: job?.invoiceNumber ?? job?.number ?? '',
        total: job ? formatMoney(job.totalCents) : '',
        balance: job ? formatMoney(job.totalCents - job.paidCents) : '',
        due_date: job?.dueDate ? formatDay(job.dueDate, locale) : '',
        booking_time: booking ? formatMoment(booking.startAt, timeZone, locale) : '',
        expiry_date: day ? formatDay(day, locale) : '',
        items: itemLines(items, locale),
        garage_name: workspace.name,
        garage_phone: workspace.phone,
        ...links,
    };
}
