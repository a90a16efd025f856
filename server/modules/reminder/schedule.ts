import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { automaticChannels } from '../message/delivery/providers';
import type { Queue } from '../../queue';
import { runDueReminders, type ReminderRunDeps } from './run';

export const REMINDER_QUEUE = 'due-reminders';

/** Every 10 minutes: a workspace's day runs at its first tick from 09:00 local (server/modules/reminder/run.ts). */
export const REMINDER_CRON = '*/10 * * * *';

/**
 * Schedules the reminder run on the job queue (one job per tick across all app processes: pg-boss's cron is shared
 * through its own tables) and works it here. Each workspace's day is claimed once (run.ts), whichever process ticks.
 */
export async function startReminderSchedule(queue: Queue, deps: ReminderRunDeps): Promise<void> {
    await queue.work(REMINDER_QUEUE, async () => {
        await runDueReminders(deps);
    });
    await queue.schedule(REMINDER_QUEUE, REMINDER_CRON);
}

/**
 * The daily reminders of every workspace, queued for delivery. Their links need the app's address: PUBLIC_URL, else
 * this server's own (said once at start, as a customer could not open it).
 */
async function reminderSchedulePlugin(app: FastifyInstance, { config }: { config: Config }) {
    const origin = config.publicUrl ?? `http://localhost:${config.port}`;
    if (!config.publicUrl && app.queue.options.runWorkers)
        app.log.warn(`PUBLIC_URL is not set: reminders link to ${origin}, which customers cannot open`);
    await startReminderSchedule(app.queue, {
        db: app.db,
        origin,
        automaticChannels: async (tx, workspaceId) => automaticChannels(await app.channelsOf(tx, workspaceId)),
        enqueueMessages: (workspaceId, messageIds) => app.enqueueMessages(workspaceId, messageIds),
    });
}

export default fp(reminderSchedulePlugin, { name: 'reminder-schedule', dependencies: ['queue', 'message-delivery'] });
