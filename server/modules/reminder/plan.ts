import { VEHICLE_ITEM_KINDS } from '../../../common/reminders';
import { groupBy } from './group';
import type { DueReminder } from './rules';

/** The message an item goes in: a customer's vehicle items of a day share one; a booking or declined work has its own. */
const messageKeyOf = (item: DueReminder) =>
    VEHICLE_ITEM_KINDS.includes(item.kind)
        ? `vehicles/${item.customerId}`
        : `${item.kind}/${item.bookingId ?? item.jobId}/${item.dueKey}`;

/** One message of a day's run: its customer and items, and the earliest day they are about. */
export interface PlannedMessage<T extends DueReminder> {
    customerId: number;
    /** A `vehicle_reminders` message (one line per item), else one reminder of its own kind. */
    vehicles: boolean;
    items: T[];
    dueDate: string;
}

/** The items as messages, oldest due first (then by customer and what they are about, so every run agrees). */
export function messagesOf<T extends DueReminder>(items: readonly T[]): PlannedMessage<T>[] {
    return [...groupBy(items, messageKeyOf)]
        .map(([key, group]) => ({
            key,
            customerId: group[0].customerId,
            vehicles: key.startsWith('vehicles/'),
            items: group,
            dueDate: group.map(item => item.dueDate).reduce((a, b) => (a < b ? a : b)),
        }))
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.customerId - b.customerId || a.key.localeCompare(b.key))
        .map(({ key: _, ...message }) => message);
}

/** When an item goes: the day its message is made (null: not within the days given), and the first day it waited. */
export interface ItemDay {
    day: string | null;
    heldOn: string | null;
}

/**
 * The runs of `days` (in order), each making at most `limit` messages of the items open on its day (`sendOn` reached,
 * `lastDay` not passed), oldest due first: what a day has no room for waits for the next, while its window allows.
 */
export function scheduleDays<T extends DueReminder>(items: readonly T[], days: readonly string[], limit: number) {
    const when = new Map<T, ItemDay>(items.map(item => [item, { day: null, heldOn: null }]));
    let waiting = [...items];
    for (const day of days) {
        const open = waiting.filter(item => item.sendOn <= day && (item.lastDay === null || day <= item.lastDay));
        const messages = messagesOf(open);
        for (const [index, message] of messages.entries())
            for (const item of message.items) {
                const planned = when.get(item)!;
                if (index < limit) planned.day = day;
                else planned.heldOn ??= day;
            }
        waiting = waiting.filter(item => when.get(item)!.day === null);
    }
    return when;
}
