import { and, between, eq, inArray } from 'drizzle-orm';
import type { MessageChannel, MessageStatus } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { messages, reminderItems } from '../../db/schema';
import { addDays, daysBetween } from './days';
import { groupBy } from './group';
import type { DueReminder } from './rules';

/** Within this many days of an earlier service reminder of the vehicle, another is not made (date vs mileage). */
const SERVICE_REPEAT_DAYS = 30;

/** The record a reminder is about: its booking, job or vehicle. */
export const recordOf = (one: { bookingId: number | null; jobId: number | null; vehicleId: number | null }) =>
    one.bookingId ?? one.jobId ?? one.vehicleId;

/** An item already reminded: the run's day, and its message (null once a draft was deleted). */
export interface MadeItem {
    madeOn: string;
    messageId: number | null;
    channel: MessageChannel | null;
    status: MessageStatus | null;
}

export type PlannedReminder = DueReminder & { made: MadeItem | null };

/**
 * The reminders with what was made of each (`reminder_items`: kind, booking / job / vehicle and due key), else null;
 * a vehicle's service reminder counts as made when another was made within SERVICE_REPEAT_DAYS of its day.
 */
export async function withMadeItems(tx: Tx, workspaceId: number, reminders: DueReminder[]): Promise<PlannedReminder[]> {
    if (reminders.length === 0) return [];
    const days = reminders.map(one => one.dueDate).sort();
    const made = await tx
        .select({
            kind: reminderItems.kind,
            dueKey: reminderItems.dueKey,
            dueDate: reminderItems.dueDate,
            bookingId: reminderItems.bookingId,
            jobId: reminderItems.jobId,
            vehicleId: reminderItems.vehicleId,
            madeOn: reminderItems.madeOn,
            messageId: reminderItems.messageId,
            channel: messages.channel,
            status: messages.status,
        })
        .from(reminderItems)
        .leftJoin(
            messages,
            and(eq(messages.workspaceId, reminderItems.workspaceId), eq(messages.id, reminderItems.messageId)),
        )
        .where(
            and(
                eq(reminderItems.workspaceId, workspaceId),
                inArray(reminderItems.kind, [...new Set(reminders.map(one => one.kind))]),
                between(
                    reminderItems.dueDate,
                    addDays(days[0], -SERVICE_REPEAT_DAYS),
                    addDays(days[days.length - 1], SERVICE_REPEAT_DAYS),
                ),
            ),
        );
    const byRecord = groupBy(made, item => `${item.kind}/${recordOf(item)}`);
    const sameOrNear = (one: DueReminder, item: (typeof made)[number]) =>
        item.dueKey === one.dueKey ||
        (one.kind === 'service_reminder' && Math.abs(daysBetween(item.dueDate, one.dueDate)) <= SERVICE_REPEAT_DAYS);
    return reminders.map(one => {
        const item = byRecord.get(`${one.kind}/${recordOf(one)}`)?.find(candidate => sameOrNear(one, candidate));
        return {
            ...one,
            made: item
                ? { madeOn: item.madeOn, messageId: item.messageId, channel: item.channel, status: item.status }
                : null,
        };
    });
}
