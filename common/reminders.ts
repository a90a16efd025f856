import type { MessageChannel, MessageKind } from './messages';

/** The channels a workspace's reminders may go on. */
export const REMINDER_CHANNELS = ['email', 'whatsapp', 'sms'] as const satisfies readonly MessageChannel[];
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const DEFAULT_REMINDER_CHANNEL: ReminderChannel = 'whatsapp';

/** After the preferred channel, the order in which the run tries the others for a customer it cannot reach on it. */
export const FALLBACK_CHANNELS: readonly ReminderChannel[] = ['whatsapp', 'sms', 'email'];

/** What the daily run reminds of: each kind switched on or off in the workspace's settings. */
export const DAILY_REMINDER_KINDS = [
    'booking_reminder',
    'licence_reminder',
    'examination_reminder',
    'insurance_reminder',
    'service_reminder',
    'declined_work_followup',
] as const satisfies readonly MessageKind[];
export type DailyReminderKind = (typeof DAILY_REMINDER_KINDS)[number];

/** The items about a customer's cars: a day's go in one `vehicle_reminders` message, one line each. */
export const VEHICLE_ITEM_KINDS: readonly MessageKind[] = [
    'licence_reminder',
    'examination_reminder',
    'insurance_reminder',
    'service_reminder',
];

/** How many reminder messages a workspace's run makes a day at most (`reminders_per_day`); the rest wait. */
export const REMINDERS_PER_DAY = { default: 50, min: 0, max: 1000 } as const;

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
