import { eq, isNull, lt, or, sql } from 'drizzle-orm';
import { REMINDER_KINDS, type MessageKind } from '../../../common/messages';
import { DEFAULT_REMINDER_CHANNEL, type ReminderChannel } from '../../../common/reminders';
import type { Tx } from '../../db/client';
import { reminderSettings } from '../../db/schema';

export interface ReminderSettings {
    /** Every reminder kind, on or off. */
    kinds: Record<MessageKind, boolean>;
    channel: ReminderChannel;
}

type Row = Pick<typeof reminderSettings.$inferSelect, 'disabledKinds' | 'channel'>;

const fromRow = (row: Row | undefined): ReminderSettings => ({
    kinds: Object.fromEntries(
        REMINDER_KINDS.map(kind => [kind, !row?.disabledKinds.includes(kind)]),
    ) as ReminderSettings['kinds'],
    channel: (row?.channel as ReminderChannel | undefined) ?? DEFAULT_REMINDER_CHANNEL,
});

/** The workspace's reminder settings: all kinds on, on WhatsApp, until it says otherwise. */
export async function readReminderSettings(tx: Tx, workspaceId: number): Promise<ReminderSettings> {
    const [row] = await tx.select().from(reminderSettings).where(eq(reminderSettings.workspaceId, workspaceId));
    return fromRow(row);
}

export async function saveReminderSettings(tx: Tx, workspaceId: number, settings: ReminderSettings) {
    const values = {
        disabledKinds: REMINDER_KINDS.filter(kind => settings.kinds[kind] === false),
        channel: settings.channel,
        updatedAt: new Date(),
    };
    await tx
        .insert(reminderSettings)
        .values({ workspaceId, ...values })
        .onConflictDoUpdate({ target: reminderSettings.workspaceId, set: values });
    return readReminderSettings(tx, workspaceId);
}

/**
 * Claims the workspace's run of local day `day`: its settings when this transaction is the first to claim that day,
 * else null. A second process waits on the row until the first commits, then finds the day taken.
 */
export async function claimRunDay(tx: Tx, workspaceId: number, day: string): Promise<ReminderSettings | null> {
    const [row] = await tx
        .insert(reminderSettings)
        .values({ workspaceId, lastRunDay: day })
        .onConflictDoUpdate({
            target: reminderSettings.workspaceId,
            set: { lastRunDay: day },
            setWhere: or(isNull(reminderSettings.lastRunDay), lt(reminderSettings.lastRunDay, sql`${day}::date`)),
        })
        .returning();
    return row ? fromRow(row) : null;
}

export const isKindOn = (settings: ReminderSettings, kind: MessageKind) => settings.kinds[kind] !== false;
