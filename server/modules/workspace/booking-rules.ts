import { Type, type Static } from 'typebox';
import { BOOKING_RULE_LIMITS, WALL_TIME_PATTERN } from '../../../common/online-booking';
import { addDays, minutesOf } from '../../../common/opening-hours';
import { AppError, type ErrorDetail } from '../../http/errors';
import { Day, Nullable } from '../../http/schemas';

const { noticeHours, horizonDays, closedDates } = BOOKING_RULE_LIMITS;

const WallTime = Type.String({ pattern: WALL_TIME_PATTERN, description: "HH:mm on the 24-hour clock, the garage's" });

const OpeningHours = Type.Array(
    Nullable(Type.Object({ open: WallTime, close: WallTime }, { additionalProperties: false })),
    {
        minItems: 7,
        maxItems: 7,
        description:
            'When customers may book online, Monday first; null: closed that weekday. Each closes after it opens',
    },
);

/** The online booking rules as the organization profile answers them. */
export const BookingRulesRecord = {
    opening_hours: OpeningHours,
    closed_dates: Type.Array(Type.String({ format: 'date' }), {
        description: 'Days the garage takes no bookings whatever the weekday, in order',
    }),
    booking_notice_hours: Type.Integer({ description: 'How many hours ahead an online booking must start at least' }),
    booking_horizon_days: Type.Integer({ description: 'How many days ahead customers may book online (today is 0)' }),
};

/** The same as PUT takes them; each left out keeps its value. */
export const BookingRulesBody = {
    opening_hours: Type.Optional(OpeningHours),
    closed_dates: Type.Optional(
        Type.Array(Day(), {
            maxItems: closedDates.max,
            description:
                `At most ${closedDates.max}, each from a year before today to five years after (else out_of_range ` +
                'on closed_dates.<n>); stored once each, in order',
        }),
    ),
    booking_notice_hours: Type.Optional(Type.Integer({ minimum: noticeHours.min, maximum: noticeHours.max })),
    booking_horizon_days: Type.Optional(Type.Integer({ minimum: horizonDays.min, maximum: horizonDays.max })),
};

type RulesBody = Partial<{ [K in keyof typeof BookingRulesBody]: Static<(typeof BookingRulesBody)[K]> }>;

/**
 * What the schema cannot say of the rules a profile update gives: every open day closes after it opens
 * (`before_open` on `opening_hours.<n>.close`), and closed dates are days from a year before `today` (the garage's) to
 * five years after (`out_of_range` on `closed_dates.<n>`). 400 `validation_failed` naming each; else the closed dates
 * as they are kept: once each, in order.
 */
export function checkedBookingRules(body: RulesBody, today: string) {
    const details: ErrorDetail[] = [];
    body.opening_hours?.forEach((hours, weekday) => {
        if (hours && minutesOf(hours.close) <= minutesOf(hours.open))
            details.push({ field: `opening_hours.${weekday}.close`, error: 'before_open' });
    });
    const [first, last] = [addDays(today, -closedDates.pastDays), addDays(today, closedDates.aheadDays)];
    body.closed_dates?.forEach((day, index) => {
        if (day < first || day > last) details.push({ field: `closed_dates.${index}`, error: 'out_of_range' });
    });
    if (details.length) throw new AppError(400, 'validation_failed', 'The online booking rules are not valid', details);
    return { closed_dates: body.closed_dates && [...new Set(body.closed_dates)].sort() };
}
