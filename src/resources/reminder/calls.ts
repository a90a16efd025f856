import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';

const SETTINGS = '/api/v3/motor-garage/reminder-settings';

export type ReminderSettings = paths[typeof SETTINGS]['get']['responses'][200]['content']['application/json']['data'];
export type DueReminder =
    paths['/api/v3/motor-garage/reminder/due']['get']['responses'][200]['content']['application/json']['data'][number];

/** The reminder calls of the Reminders page; a refused one rejects with ApiError (already toasted). */
export const reminderCalls = {
    due: (from: string, to: string) =>
        unwrap<DueReminder[]>(api.GET('/api/v3/motor-garage/reminder/due', { params: { query: { from, to } } })),
    settings: () => unwrap<ReminderSettings>(api.GET(SETTINGS)),
    saveSettings: (body: ReminderSettings) => unwrap<ReminderSettings>(api.PUT(SETTINGS, { body })),
};
