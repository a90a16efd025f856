import type { MessageChannel } from './messages';

/** The channels a workspace's reminders may go on. */
export const REMINDER_CHANNELS = ['email', 'whatsapp', 'sms'] as const satisfies readonly MessageChannel[];
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const DEFAULT_REMINDER_CHANNEL: ReminderChannel = 'whatsapp';

/** The local time (minutes after midnight, in the workspace's zone) from which a day's reminders are made. */
export const REMINDER_RUN_MINUTE = 9 * 60;

/** How far ahead of its day each reminder goes out (the run of every day in between still makes a missed one). */
export const REMINDER_LEAD = {
    licenceDays: 30,
    examinationMonths: 4,
    insuranceDays: 30,
    serviceDays: 14,
    bookingDays: 1,
    declinedWorkDays: 30,
} as const;

/** Vehicles this many years old or more need their annual examination before the licence is renewed. */
export const EXAMINATION_AGE_YEARS = 6;

/** The longest range the due list answers. */
export const DUE_RANGE_MAX_DAYS = 62;
