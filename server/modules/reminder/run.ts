import { eq } from 'drizzle-orm';
import type { MessageChannel } from '../../../common/messages';
import { REMINDER_RUN_MINUTE } from '../../../common/reminders';
import type { Db, Tx } from '../../db/client';
import { workspaces } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { reminderMessage } from './compose';
import { readDayRows } from './day-rows';
import { dayIn, minuteOfDay } from './days';
import { withMadeItems } from './made';
import { messagesOf } from './plan';
import { reachByCustomer } from './reach';
import { remindersFor } from './rules';
import { claimRunDay, isKindOn } from './settings';
import { writeDay } from './write';

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
    /** Messages the daily limit held over to the next day's run. */
    held: number;
}

/**
 * Runs one workspace's day if nobody has yet: its due items not yet reminded, one message per customer for their
 * cars and one per booking or declined job, at most the day's limit of them, oldest due first; each item kept with
 * its message. The messages made, or null when the day was already taken.
 */
async function runWorkspaceDay(
    deps: ReminderRunDeps,
    workspace: { id: number; timezone: string },
    day: string,
    now: Date,
): Promise<ReminderRun | null> {
    return withTenant(deps.db, workspace.id, async tx => {
        const settings = await claimRunDay(tx, workspace.id, day);
        if (!settings) return null;
        const range = { from: day, to: day, now };
        const due = (await remindersFor(tx, workspace.id, workspace.timezone, range)).filter(one =>
            isKindOn(settings, one.kind),
        );
        const fresh = (await withMadeItems(tx, workspace.id, due)).filter(one => !one.made);
        const rows = await readDayRows(tx, workspace.id, fresh);
        const customers = rows.known.customers;
        const automatic = await deps.automaticChannels(tx, workspace.id);
        const reach = reachByCustomer(customers.values(), settings.channel, automatic);
        const reached = fresh.filter(
            one => customers.get(one.customerId)!.reminderConsent && reach.get(one.customerId),
        );
        const planned = messagesOf(reached);
        const toMake = planned.slice(0, settings.reminders_per_day);
        const made = [];
        for (const message of toMake)
            made.push(
                await reminderMessage(tx, workspace.id, message, reach.get(message.customerId)!, {
                    ...rows,
                    origin: deps.origin,
                }),
            );
        const written = await writeDay(tx, { workspaceId: workspace.id, day, messages: toMake, rows: made });
        return { workspaceId: workspace.id, day, ...written, held: planned.length - toMake.length };
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
            const run = await runWorkspaceDay(deps, workspace, dayIn(workspace.timezone, now), now);
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
