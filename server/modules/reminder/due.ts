import { and, between, countDistinct, eq, inArray } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { MESSAGE_KINDS, type MessageChannel, type MessageKind } from '../../../common/messages';
import { REMINDER_CHANNELS, type ReminderChannel } from '../../../common/reminders';
import type { Tx } from '../../db/client';
import { bookings, customers, reminderItems, vehicles, workspaces } from '../../db/schema';
import { Nullable } from '../../http/schemas';
import { addDays, daysBetween } from './days';
import { withMadeItems, type PlannedReminder } from './made';
import { scheduleDays, type ItemDay } from './plan';
import { reachByCustomer } from './reach';
import { remindersFor } from './rules';
import { isKindOn, readRunState } from './settings';

const OptionalId = (reference: string) => Nullable(Type.Integer({ 'x-reference': reference }));
const Day = (description: string) => Type.String({ format: 'date', description });

export const DueReminderItem = Type.Object(
    {
        kind: Type.Enum([...MESSAGE_KINDS], { 'x-enum-namespace': 'motor-garage.message.kind' }),
        due_date: Day('The expiry, service or booking day it is about'),
        send_on: Nullable(
            Day(
                'The day the daily run makes it (once made, the day it was); null: the daily limit holds it past ' +
                    'the range, or its window closes first',
            ),
        ),
        customer_id: Type.Integer({ 'x-reference': 'relationship/customer' }),
        customer_name: Type.String(),
        vehicle_id: OptionalId('motor-garage/vehicle'),
        plate: Type.String(),
        booking_id: OptionalId('motor-garage/booking'),
        job_id: OptionalId('motor-garage/invoice'),
        channel: Nullable(
            Type.Enum([...REMINDER_CHANNELS], {
                'x-enum-namespace': 'motor-garage.message.channel',
                description: 'The channel it goes (went) on: the first that reaches the customer; null: none does',
            }),
        ),
        by_hand: Type.Boolean({
            description:
                'It waits as a draft to send by hand (WhatsApp click-to-chat): no channel reaches them by itself',
        }),
        consent: Type.Boolean({ description: 'The customer agreed to reminders (else none is made)' }),
        has_contact: Type.Boolean({ description: 'The customer has a phone or an e-mail address (else none is made)' }),
        held: Nullable(
            Type.Object({
                on: Day('The first day it would have gone, had the daily limit left room'),
                limit: Type.Integer({ description: 'The daily limit (reminders_per_day)' }),
            }),
        ),
        made: Type.Boolean({ description: 'Already reminded' }),
        message_id: OptionalId('motor-garage/message'),
    },
    { title: 'DueReminder' },
);
type DueReminderItem = Static<typeof DueReminderItem>;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map(row => [row.id, row]));
const idsOf = (planned: PlannedReminder[], pick: (one: PlannedReminder) => number | null) => [
    ...new Set(planned.map(pick).filter((id): id is number => id !== null)),
    0,
];
const daysFrom = (from: string, to: string) =>
    Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) => addDays(from, index));

/** The rows the list names: customers, vehicles' and bookings' plates. */
async function namedRows(tx: Tx, workspaceId: number, planned: PlannedReminder[]) {
    const people = await tx
        .select()
        .from(customers)
        .where(
            and(
                eq(customers.workspaceId, workspaceId),
                inArray(
                    customers.id,
                    idsOf(planned, one => one.customerId),
                ),
            ),
        );
    const cars = await tx
        .select({ id: vehicles.id, plate: vehicles.plate })
        .from(vehicles)
        .where(
            and(
                eq(vehicles.workspaceId, workspaceId),
                inArray(
                    vehicles.id,
                    idsOf(planned, one => one.vehicleId),
                ),
            ),
        );
    const slots = await tx
        .select({ id: bookings.id, plate: bookings.plate })
        .from(bookings)
        .where(
            and(
                eq(bookings.workspaceId, workspaceId),
                inArray(
                    bookings.id,
                    idsOf(planned, one => one.bookingId),
                ),
            ),
        );
    return { people: byId(people), cars: byId(cars), slots: byId(slots) };
}

/** The days of the range whose run is over that made as many messages as the limit. */
async function fullDays(tx: Tx, workspaceId: number, from: string, lastRunDay: string, limit: number) {
    const made = await tx
        .select({ day: reminderItems.madeOn, messages: countDistinct(reminderItems.messageId) })
        .from(reminderItems)
        .where(and(eq(reminderItems.workspaceId, workspaceId), between(reminderItems.madeOn, from, lastRunDay)))
        .groupBy(reminderItems.madeOn);
    return new Set(made.filter(day => day.messages >= limit).map(day => day.day));
}

/**
 * What the runs of the range's days make, by day: kinds switched off left out, the ones already made with their
 * message, the rest planned as the runs will (the daily limit, oldest due first, a day already run left out), each
 * with the channel that reaches its customer.
 */
export async function dueList(
    tx: Tx,
    workspaceId: number,
    range: { from: string; to: string },
    automatic: readonly MessageChannel[],
): Promise<DueReminderItem[]> {
    const [{ timezone }] = await tx
        .select({ timezone: workspaces.timezone })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
    const { settings, lastRunDay } = await readRunState(tx, workspaceId);
    const limit = settings.reminders_per_day;
    const due = (await remindersFor(tx, workspaceId, timezone, { ...range, now: new Date() })).filter(one =>
        isKindOn(settings, one.kind),
    );
    const planned = await withMadeItems(tx, workspaceId, due);
    const { people, cars, slots } = await namedRows(tx, workspaceId, planned);
    const reach = reachByCustomer(people.values(), settings.channel, automatic);
    const goes = planned.filter(
        one => !one.made && people.get(one.customerId)!.reminderConsent && reach.get(one.customerId),
    );
    const runOver = lastRunDay !== null && lastRunDay >= range.from;
    const firstOpen = runOver ? addDays(lastRunDay, 1) : range.from;
    const when = scheduleDays(goes, daysFrom(firstOpen, range.to), limit);
    const full = runOver ? await fullDays(tx, workspaceId, range.from, lastRunDay, limit) : new Set<string>();
    const heldOn = (one: PlannedReminder, day: ItemDay) =>
        one.sendOn < firstOpen && full.has(one.sendOn) ? one.sendOn : day.heldOn;
    return planned
        .map(one => {
            const customer = people.get(one.customerId)!;
            const day = when.get(one);
            const held = day ? heldOn(one, day) : null;
            const channel = one.made ? one.made.channel : (reach.get(one.customerId)?.channel ?? null);
            return {
                kind: one.kind as MessageKind,
                due_date: one.dueDate,
                send_on: one.made?.madeOn ?? (day ? day.day : one.sendOn),
                customer_id: one.customerId,
                customer_name: customer.name,
                vehicle_id: one.vehicleId,
                plate: (one.vehicleId && cars.get(one.vehicleId)?.plate) || slots.get(one.bookingId ?? 0)?.plate || '',
                booking_id: one.bookingId,
                job_id: one.jobId,
                channel: channel as ReminderChannel | null,
                by_hand: one.made ? one.made.status === 'draft' : reach.get(one.customerId)?.status === 'draft',
                consent: customer.reminderConsent,
                has_contact: reach.get(one.customerId) !== null,
                held: held ? { on: held, limit } : null,
                made: one.made !== null,
                message_id: one.made?.messageId ?? null,
            };
        })
        .sort(
            (a, b) =>
                (a.send_on ?? '9999').localeCompare(b.send_on ?? '9999') ||
                a.due_date.localeCompare(b.due_date) ||
                a.customer_id - b.customer_id,
        );
}
