import { eq } from 'drizzle-orm';
import type { Locale } from '../../../common/locales';
import type { MessageChannel } from '../../../common/messages';
import { REMINDER_RUN_MINUTE } from '../../../common/reminders';
import type { Db, Tx } from '../../db/client';
import { messages, workspaces } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { composeMessage } from '../message/compose';
import { loadMessageContext } from '../message/context';
import { formatDay } from '../message/placeholders';
import { recipientOf } from '../message/resource';
import { readDayRows, type DayRows } from './day-rows';
import { dayIn, minuteOfDay } from './days';
import { withMadeMessages, type PlannedReminder } from './made';
import { remindersFor } from './rules';
import { claimRunDay, isKindOn, type ReminderSettings } from './settings';

/** What the delivery on pg-boss gives the run: its queue, and the channels it sends without a person. */
export interface ReminderDelivery {
    enqueueMessages(workspaceId: number, messageIds: readonly number[]): Promise<unknown>;
    /** The channels a workspace's messages go out on by themselves: e-mail; WhatsApp with the Cloud API, SMS. */
    automaticChannels(tx: Tx, workspaceId: number): Promise<readonly MessageChannel[]>;
}

export interface ReminderRunDeps extends ReminderDelivery {
    db: Db;
    /** Where the opt-out links point: PUBLIC_URL (config.publicUrl). */
    origin: string;
}

/** One workspace's run of one local day: the reminders it made, queued (handed to the delivery) or drafts. */
export interface ReminderRun {
    workspaceId: number;
    day: string;
    queued: number[];
    drafts: number[];
}

/** What every reminder of one workspace's day shares. */
interface RunOfDay extends DayRows {
    origin: string;
    /** whether the day's channel goes out by itself (else the reminders wait as drafts) */
    goesByItself: boolean;
}

/** Makes one reminder's message, once (the unique key); its id and status, or null when it goes nowhere. */
async function makeReminder(
    tx: Tx,
    workspaceId: number,
    reminder: PlannedReminder,
    settings: ReminderSettings,
    { origin, goesByItself, known, templateOf }: RunOfDay,
) {
    const subject = {
        kind: reminder.kind,
        customer_id: reminder.customerId,
        vehicle_id: reminder.vehicleId,
        job_id: reminder.jobId,
        booking_id: reminder.bookingId,
    };
    const context = await loadMessageContext(tx, workspaceId, subject, known);
    const { customer } = context;
    const to = recipientOf(settings.channel, customer);
    if (!customer?.reminderConsent || !to) return null;
    const locale = customer.preferredLocale as Locale;
    const isVehicleDay = reminder.vehicleId !== null && reminder.bookingId === null && reminder.jobId === null;
    const values = isVehicleDay ? { expiry_date: formatDay(reminder.dueDate, locale) } : {};
    const template = await templateOf(reminder.kind, locale);
    const composed = await composeMessage(tx, reminder.kind, context, { locale, by: null, origin, values, template });
    const status = goesByItself ? 'queued' : 'draft';
    const [made] = await tx
        .insert(messages)
        .values({
            workspaceId,
            customerId: reminder.customerId,
            vehicleId: reminder.vehicleId,
            jobId: reminder.jobId,
            bookingId: reminder.bookingId,
            kind: reminder.kind,
            channel: settings.channel,
            to,
            locale,
            subject: composed.subject,
            body: composed.body,
            status,
            portalLinkId: composed.portalLinkId,
            templateValues: composed.values,
            dueDate: reminder.dueDate,
        })
        .onConflictDoNothing()
        .returning({ id: messages.id, status: messages.status });
    return made ?? null;
}

/** Runs one workspace's day if nobody has yet: the messages made, or null when the day was already taken. */
async function runWorkspaceDay(deps: ReminderRunDeps, workspace: { id: number; timezone: string }, day: string) {
    return withTenant(deps.db, workspace.id, async tx => {
        const settings = await claimRunDay(tx, workspace.id, day);
        if (!settings) return null;
        const due = await remindersFor(tx, workspace.id, workspace.timezone, { from: day, to: day });
        const planned = await withMadeMessages(tx, workspace.id, due);
        const run: ReminderRun = { workspaceId: workspace.id, day, queued: [], drafts: [] };
        const automatic = await deps.automaticChannels(tx, workspace.id);
        const toMake = planned.filter(one => one.messageId === null && isKindOn(settings, one.kind));
        const sending: RunOfDay = {
            origin: deps.origin,
            goesByItself: automatic.includes(settings.channel),
            ...(await readDayRows(tx, workspace.id, toMake)),
        };
        for (const reminder of toMake) {
            const made = await makeReminder(tx, workspace.id, reminder, settings, sending);
            if (made) (made.status === 'queued' ? run.queued : run.drafts).push(made.id);
        }
        return run;
    });
}

/**
 * Makes the due reminders of every active workspace whose local time at `now` is 09:00 or later and whose local day
 * has not run yet (claimed in the workspace's transaction, so two processes never both run it); then hands the
 * queued ones to the delivery, after their transaction committed. Answers the runs it made.
 */
export async function runDueReminders(deps: ReminderRunDeps & { now?: Date }): Promise<ReminderRun[]> {
    const now = deps.now ?? new Date();
    const active = await deps.db
        .select({ id: workspaces.id, timezone: workspaces.timezone })
        .from(workspaces)
        .where(eq(workspaces.status, 'active'))
        .orderBy(workspaces.id);
    const runs: ReminderRun[] = [];
    const failures: unknown[] = [];
    for (const workspace of active) {
        try {
            if (minuteOfDay(workspace.timezone, now) < REMINDER_RUN_MINUTE) continue;
            const run = await runWorkspaceDay(deps, workspace, dayIn(workspace.timezone, now));
            if (!run) continue;
            runs.push(run);
            await deps.enqueueMessages(workspace.id, run.queued);
        } catch (error) {
            // One workspace's failure does not keep the others' reminders back.
            failures.push(error);
        }
    }
    if (failures.length) throw new AggregateError(failures, `reminders failed in ${failures.length} workspace(s)`);
    return runs;
}
