import { and, eq, inArray } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { MESSAGE_KINDS, type MessageKind } from '../../../common/messages';
import { REMINDER_CHANNELS } from '../../../common/reminders';
import type { Tx } from '../../db/client';
import { bookings, customers, vehicles, workspaces } from '../../db/schema';
import { Nullable } from '../../http/schemas';
import { recipientOf } from '../message/resource';
import { withMadeMessages } from './made';
import { remindersFor, type DayRange } from './rules';
import { isKindOn, readReminderSettings } from './settings';

const OptionalId = (reference: string) => Nullable(Type.Integer({ 'x-reference': reference }));

export const DueReminderItem = Type.Object(
    {
        kind: Type.Enum([...MESSAGE_KINDS], { 'x-enum-namespace': 'motor-garage.message.kind' }),
        due_date: Type.String({ format: 'date', description: 'The expiry, service or booking day it is about' }),
        send_on: Type.String({ format: 'date', description: 'The day the daily run makes it' }),
        customer_id: Type.Integer({ 'x-reference': 'relationship/customer' }),
        customer_name: Type.String(),
        vehicle_id: OptionalId('motor-garage/vehicle'),
        plate: Type.String(),
        booking_id: OptionalId('motor-garage/booking'),
        job_id: OptionalId('motor-garage/invoice'),
        channel: Type.Enum([...REMINDER_CHANNELS], { 'x-enum-namespace': 'motor-garage.message.channel' }),
        consent: Type.Boolean({ description: 'The customer agreed to reminders (else none is made)' }),
        has_contact: Type.Boolean({ description: 'The customer has an address for the channel (else none is made)' }),
        message_id: OptionalId('motor-garage/message'),
    },
    { title: 'DueReminder' },
);
type DueReminderItem = Static<typeof DueReminderItem>;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map(row => [row.id, row]));

/** What the runs of the range's days make, by day: kinds switched off left out, the ones already made with their id. */
export async function dueList(tx: Tx, workspaceId: number, range: DayRange): Promise<DueReminderItem[]> {
    const [{ timezone }] = await tx
        .select({ timezone: workspaces.timezone })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
    const settings = await readReminderSettings(tx, workspaceId);
    const due = (await remindersFor(tx, workspaceId, timezone, range)).filter(one => isKindOn(settings, one.kind));
    const planned = await withMadeMessages(tx, workspaceId, due);
    const ids = (pick: (one: (typeof planned)[number]) => number | null) => [
        ...new Set(planned.map(pick).filter((id): id is number => id !== null)),
        0,
    ];
    const people = byId(
        await tx
            .select()
            .from(customers)
            .where(
                and(
                    eq(customers.workspaceId, workspaceId),
                    inArray(
                        customers.id,
                        ids(one => one.customerId),
                    ),
                ),
            ),
    );
    const cars = byId(
        await tx
            .select({ id: vehicles.id, plate: vehicles.plate })
            .from(vehicles)
            .where(
                and(
                    eq(vehicles.workspaceId, workspaceId),
                    inArray(
                        vehicles.id,
                        ids(one => one.vehicleId),
                    ),
                ),
            ),
    );
    const slots = byId(
        await tx
            .select({ id: bookings.id, plate: bookings.plate })
            .from(bookings)
            .where(
                and(
                    eq(bookings.workspaceId, workspaceId),
                    inArray(
                        bookings.id,
                        ids(one => one.bookingId),
                    ),
                ),
            ),
    );
    return planned
        .map(one => {
            const customer = people.get(one.customerId)!;
            return {
                kind: one.kind as MessageKind,
                due_date: one.dueDate,
                send_on: one.sendOn,
                customer_id: one.customerId,
                customer_name: customer.name,
                vehicle_id: one.vehicleId,
                plate: (one.vehicleId && cars.get(one.vehicleId)?.plate) || slots.get(one.bookingId ?? 0)?.plate || '',
                booking_id: one.bookingId,
                job_id: one.jobId,
                channel: settings.channel,
                consent: customer.reminderConsent,
                has_contact: recipientOf(settings.channel, customer) !== '',
                message_id: one.messageId,
            };
        })
        .sort((a, b) => a.send_on.localeCompare(b.send_on) || a.due_date.localeCompare(b.due_date));
}
