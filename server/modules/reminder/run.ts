import { eq } from 'drizzle-orm';
import type { MessageChannel } from '../../../common/messages';
import { REMINDER_RUN_MINUTE } from '../../../common/reminders';
import type { Db, Tx } from '../../db/client';
import { messages, reminderItems, workspaces } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { reminderMessage } from './compose';
import { readDayRows, type DayRows } from './day-rows';
import { dayIn, minuteOfDay } from './days';
import { withMadeItems } from './made';
import { messagesOf } from './plan';
import { reachOf } from './reach';
import { remindersFor, type DueReminder } from './rules';
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
    /** Messages the daily limit held over to the next day's run. */
    held: number;
}

/** The customers' reach: how each one who agreed to reminders is reached (null: no consent or no contact). */
function reachByCustomer(
    customers: DayRows['known']['customers'],
    settings: ReminderSettings,
    automatic: readonly MessageChannel[],
) {
    return new Map(
        [...customers.values()].map(customer => [
            customer.id,
            customer.reminderConsent ? reachOf(customer, settings.channel, automatic) : null,
        ]),
    );
}

/** Rows inserted a statement (messages, items; each of its rows in order): far below PostgreSQL's 65,535 parameters. */
const ROWS_A_STATEMENT = 500;

/** The rows in slices of `size`, each with the index of its first row. */
const chunks = <T>(rows: T[], size: number) =>
    Array.from(
        { length: Math.ceil(rows.length / size) },
        (_, n) => [n * size, rows.slice(n * size, (n + 1) * size)] as const,
    );

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
) {
    return withTenant(deps.db, workspace.id, async tx => {
        const settings = await claimRunDay(tx, workspace.id, day);
        if (!settings) return null;
        const range = { from: day, to: day, now };
        const due = (await remindersFor(tx, workspace.id, workspace.timezone, range)).filter(one =>
            isKindOn(settings, one.kind),
        );
        const fresh = (await withMadeItems(tx, workspace.id, due)).filter(one => !one.made);
        const rows = await readDayRows(tx, workspace.id, fresh);
        const reach = reachByCustomer(rows.known.customers, settings, await deps.automaticChannels(tx, workspace.id));
        const planned = messagesOf(fresh.filter(one => reach.get(one.customerId)));
        const toMake = planned.slice(0, settings.reminders_per_day);
        const run: ReminderRun = {
            workspaceId: workspace.id,
            day,
            queued: [],
            drafts: [],
            held: planned.length - toMake.length,
        };
        const made: (typeof messages.$inferInsert)[] = [];
        for (const message of toMake)
            made.push(
                await reminderMessage(tx, workspace.id, message, reach.get(message.customerId)!, {
                    ...rows,
                    origin: deps.origin,
                }),
            );
        const items: (typeof reminderItems.$inferInsert)[] = [];
        for (const [start, chunk] of chunks(made, ROWS_A_STATEMENT)) {
            const ids = await tx.insert(messages).values(chunk).returning({ id: messages.id });
            for (const [index, { id }] of ids.entries()) {
                (chunk[index].status === 'queued' ? run.queued : run.drafts).push(id);
                items.push(...toMake[start + index].items.map(item => itemRow(workspace.id, item, id, day)));
            }
        }
        for (const [, chunk] of chunks(items, ROWS_A_STATEMENT)) await tx.insert(reminderItems).values(chunk);
        return run;
    });
}

const itemRow = (workspaceId: number, item: DueReminder, messageId: number, day: string) => ({
    workspaceId,
    kind: item.kind,
    customerId: item.customerId,
    vehicleId: item.vehicleId,
    bookingId: item.bookingId,
    jobId: item.jobId,
    dueKey: item.dueKey,
    dueDate: item.dueDate,
    messageId,
    madeOn: day,
});

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
