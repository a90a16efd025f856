import { eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { MessageKind } from '../../../common/messages';
import {
    DAILY_REMINDER_KINDS,
    DEFAULT_REMINDER_CHANNEL,
    REMINDERS_PER_DAY,
    type DailyReminderKind,
    type ReminderChannel,
} from '../../../common/reminders';
import type { Tx } from '../../db/client';
import { reminderSettings } from '../../db/schema';

export interface ReminderSettings {
    /** Every kind the daily run reminds of, on or off. */
    kinds: Record<DailyReminderKind, boolean>;
    /** The channel tried first for each customer. */
    channel: ReminderChannel;
    /** At most this many reminder messages a local day. */
    reminders_per_day: number;
}

type Row = Pick<typeof reminderSettings.$inferSelect, 'disabledKinds' | 'channel' | 'remindersPerDay'>;

const fromRow = (row: Row | undefined): ReminderSettings => ({
    kinds: Object.fromEntries(
        DAILY_REMINDER_KINDS.map(kind => [kind, !row?.disabledKinds.includes(kind)]),
    ) as ReminderSettings['kinds'],
    channel: (row?.channel as ReminderChannel | undefined) ?? DEFAULT_REMINDER_CHANNEL,
    reminders_per_day: row?.remindersPerDay ?? REMINDERS_PER_DAY.default,
});

/** The workspace's reminder settings: all kinds on, on WhatsApp, 50 a day, until it says otherwise. */
export async function readReminderSettings(tx: Tx, workspaceId: number): Promise<ReminderSettings> {
    return fromRow(await settingsRow(tx, workspaceId));
}

/** The settings and the last local day the run made (null: never). */
export async function readRunState(tx: Tx, workspaceId: number) {
    const row = await settingsRow(tx, workspaceId);
    return { settings: fromRow(row), lastRunDay: row?.lastRunDay ?? null };
}

const settingsRow = async (tx: Tx, workspaceId: number) =>
    (await tx.select().from(reminderSettings).where(eq(reminderSettings.workspaceId, workspaceId)))[0];

export async function saveReminderSettings(tx: Tx, workspaceId: number, settings: ReminderSettings) {
    const values = {
        disabledKinds: DAILY_REMINDER_KINDS.filter(kind => settings.kinds[kind] === false),
        channel: settings.channel,
        remindersPerDay: settings.reminders_per_day,
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
 * else null. Days only move forward: after the zone moved west, a day already run there under the old zone (or one
 * before it) is not run again. A second process waits on the row until the first commits, then finds the day taken.
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

export const isKindOn = (settings: ReminderSettings, kind: MessageKind) =>
    settings.kinds[kind as DailyReminderKind] !== false;
