/** A workspace's online booking page address, /portal/book/<slug>: the API's rule and the web's. */
export const SLUG_PATTERN = '^[a-z0-9-]{3,50}$';

/** A day's opening hours on the garage's wall clock, `HH:mm` (24-hour); `close` after `open`. */
export interface DayHours {
    open: string;
    close: string;
}

/** A week's opening hours, Monday first (seven entries); null: closed that weekday. */
export type WeekHours = (DayHours | null)[];

/** A new garage's week: Monday to Saturday 09:00–18:00, closed on Sunday. */
export const DEFAULT_OPENING_HOURS: WeekHours = [
    ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '18:00' })),
    null,
];

/** At most this many online bookings an hour from one client address (429 `rate_limited`, nothing created). */
export const ONLINE_BOOKINGS_PER_ADDRESS_HOUR = 3;

/** At most this many pending online bookings per phone number (429 `rate_limited`, nothing created). */
export const PENDING_ONLINE_BOOKINGS_PER_PHONE = 2;

/** Online bookings start on the hour or the half hour. */
export const SLOT_STEP_MINUTES = 30;

/** A wall-clock time, `HH:mm` on the 24-hour clock (opening hours). */
export const WALL_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** The bounds of the garage's online booking rules in its profile (400 `validation_failed` beyond them). */
export const BOOKING_RULE_LIMITS = {
    /** minimum notice, in hours: up to two weeks */
    noticeHours: { min: 0, max: 336 },
    /** how far ahead customers may book, in days (today is day 0) */
    horizonDays: { min: 1, max: 365 },
    /** closed dates: at most a year of them, each from a year ago to five years ahead */
    closedDates: { max: 366, pastDays: 366, aheadDays: 5 * 366 },
} as const;

/** What a customer may do with a booking from its link, by the booking's status. */
export const CUSTOMER_BOOKING_ACTIONS = {
    confirm: { from: ['pending'], to: 'confirmed' },
    cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
} as const;
export type CustomerBookingAction = keyof typeof CUSTOMER_BOOKING_ACTIONS;

/** The actions a booking in `status` allows its customer. */
export const customerActions = (status: string) =>
    (Object.keys(CUSTOMER_BOOKING_ACTIONS) as CustomerBookingAction[]).filter(action =>
        (CUSTOMER_BOOKING_ACTIONS[action].from as readonly string[]).includes(status),
    );

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The day (`YYYY-MM-DD`) and the time (`HH:mm`) on the wall clocks of `zone` at instant `at`. */
export function wallClock(at: Date, zone: string): { day: string; time: string } {
    let format = clocks.get(zone);
    if (!format) {
        format = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
        });
        clocks.set(zone, format);
    }
    const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
    return {
        day: `${part.year}-${part.month}-${part.day}`,
        time: `${part.hour === '24' ? '00' : part.hour}:${part.minute}`,
    };
}
