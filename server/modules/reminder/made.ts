import { and, between, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { messages } from '../../db/schema';
import { addDays, daysBetween } from './days';
import type { DueReminder } from './rules';

/** Within this many days of an earlier service reminder of the vehicle, another is not made (date vs mileage). */
const SERVICE_REPEAT_DAYS = 30;

const subjectOf = (one: { bookingId: number | null; jobId: number | null; vehicleId: number | null }) =>
    one.bookingId ?? one.jobId ?? one.vehicleId;

export type PlannedReminder = DueReminder & { messageId: number | null };

/**
 * The reminders with the message already made of each (the unique key: kind, booking / job / vehicle and due day),
 * else null; a vehicle's service reminder counts as made when another was made within SERVICE_REPEAT_DAYS of its day.
 */
export async function withMadeMessages(
    tx: Tx,
    workspaceId: number,
    reminders: DueReminder[],
): Promise<PlannedReminder[]> {
    if (reminders.length === 0) return [];
    const days = reminders.map(one => one.dueDate).sort();
    const made = await tx
        .select({
            id: messages.id,
            kind: messages.kind,
            dueDate: messages.dueDate,
            bookingId: messages.bookingId,
            jobId: messages.jobId,
            vehicleId: messages.vehicleId,
        })
        .from(messages)
        .where(
            and(
                eq(messages.workspaceId, workspaceId),
                isNotNull(messages.dueDate),
                inArray(messages.kind, [...new Set(reminders.map(one => one.kind))]),
                between(
                    messages.dueDate,
                    addDays(days[0], -SERVICE_REPEAT_DAYS),
                    addDays(days[days.length - 1], SERVICE_REPEAT_DAYS),
                ),
            ),
        );
    const sameOrNear = (one: DueReminder, message: (typeof made)[number]) =>
        message.kind === one.kind &&
        subjectOf(message) === subjectOf(one) &&
        (message.dueDate === one.dueDate ||
            (one.kind === 'service_reminder' &&
                Math.abs(daysBetween(message.dueDate!, one.dueDate)) <= SERVICE_REPEAT_DAYS));
    return reminders.map(one => ({ ...one, messageId: made.find(message => sameOrNear(one, message))?.id ?? null }));
}
