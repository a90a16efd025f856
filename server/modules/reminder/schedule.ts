import type PgBoss from 'pg-boss';
import { runDueReminders, type ReminderRunDeps } from './run';

export const REMINDER_QUEUE = 'due-reminders';

/** Every 10 minutes: a workspace's day runs at its first tick from 09:00 local (server/modules/reminder/run.ts). */
export const REMINDER_CRON = '*/10 * * * *';

/**
 * Schedules the reminder run on pg-boss (one job per tick across all app processes: pg-boss's cron is shared through
 * its own tables) and works it here. The queue is `singleton`: a tick waits while the previous one is still running.
 */
export async function startReminderSchedule(boss: PgBoss, deps: ReminderRunDeps): Promise<void> {
    await boss.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, policy: 'singleton', retryLimit: 0 });
    await boss.schedule(REMINDER_QUEUE, REMINDER_CRON);
    await boss.work(REMINDER_QUEUE, async () => {
        await runDueReminders(deps);
    });
}
