import { Box, Typography } from '@mui/material';
import { BooleanInput, regex, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BOOKING_RULE_LIMITS, SLUG_PATTERN } from '../../../common/online-booking';
import { NumberInput } from '../../inputs';
import { todayIn } from '../../session/zone';
import { BookingAddress, bookingAddress } from './BookingAddress';
import { ClosedDatesInput } from './ClosedDatesInput';
import { OpeningHoursInput } from './OpeningHoursInput';

const key = (name: string) => `profile.organization.online_booking.${name}`;
const { noticeHours, horizonDays } = BOOKING_RULE_LIMITS;

/**
 * The body's online booking fields: an empty address is none; the rules as the record holds them, closed dates
 * already past (on the garage's clock) left out.
 */
export const editableOnlineBooking = (record: Record<string, unknown>) => ({
    slug: String(record.slug ?? '').trim() || null,
    online_booking: Boolean(record.online_booking),
    ...(Array.isArray(record.opening_hours) ? { opening_hours: record.opening_hours } : {}),
    ...(Array.isArray(record.closed_dates)
        ? {
              closed_dates: (record.closed_dates as string[]).filter(
                  day => day >= todayIn(String(record.timezone ?? '')),
              ),
          }
        : {}),
    ...Object.fromEntries(
        (['booking_notice_hours', 'booking_horizon_days'] as const)
            .filter(field => typeof record[field] === 'number')
            .map(field => [field, record[field]]),
    ),
});

/** A whole number within the server's bounds. */
const within =
    (limits: { min: number; max: number }): Validator =>
    value =>
        Number.isInteger(value) && value >= limits.min && value <= limits.max
            ? undefined
            : { message: key('range'), args: limits };

/**
 * Whether customers may book online and the address of the page where they do (shown in full once typed; the saved
 * one to copy, open or print as a QR poster), then the garage's rules for it: opening hours per weekday, closed
 * dates, the minimum notice and how far ahead.
 */
export const OnlineBookingFields = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const slug = useWatch({ name: 'slug' }) as string | null | undefined;
    const valid = !!slug && new RegExp(SLUG_PATTERN).test(slug);
    const range = (limits: { min: number; max: number }) => translate(key('range'), limits);
    return (
        <>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
                {translate(key('section'))}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate(key('off_hint'))}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
                <TextInput
                    source="slug"
                    label={key('slug')}
                    readOnly={readOnly}
                    fullWidth
                    parse={value => (value ? value.toLowerCase() : null)}
                    validate={regex(new RegExp(SLUG_PATTERN), key('slug_invalid'))}
                    helperText={
                        valid
                            ? translate(key('slug_hint'), { address: bookingAddress(slug) })
                            : translate(key('slug_invalid'))
                    }
                />
                <BooleanInput source="online_booking" label={key('enabled')} readOnly={readOnly} disabled={readOnly} />
                <Box sx={{ gridColumn: '1 / -1' }}>
                    <BookingAddress />
                </Box>
                <NumberInput
                    source="booking_notice_hours"
                    label={key('notice')}
                    helperText={`${translate(key('notice_hint'))} ${range(noticeHours)}`}
                    validate={within(noticeHours)}
                    readOnly={readOnly}
                    fullWidth
                />
                <NumberInput
                    source="booking_horizon_days"
                    label={key('horizon')}
                    helperText={`${translate(key('horizon_hint'))} ${range(horizonDays)}`}
                    validate={within(horizonDays)}
                    readOnly={readOnly}
                    fullWidth
                />
            </Box>
            <OpeningHoursInput readOnly={readOnly} />
            <ClosedDatesInput readOnly={readOnly} />
        </>
    );
};
