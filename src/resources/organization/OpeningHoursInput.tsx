import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { DEFAULT_OPENING_HOURS, type DayHours, type WeekHours } from '../../../common/online-booking';
import { minutesOf } from '../../../common/opening-hours';
import { intlTag } from '../../i18n/locale';

const key = (name: string) => `profile.organization.online_booking.${name}`;

/** 2026-11-30 was a Monday: the weekdays' names in the interface's language, Monday first as the hours are kept. */
const weekdayNames = (locale: string) =>
    Array.from({ length: 7 }, (_, day) =>
        new Date(Date.UTC(2026, 10, 30 + day)).toLocaleDateString(locale, { weekday: 'long', timeZone: 'UTC' }),
    );

/** A day's hours that close no later than they open (the server's `before_open`). */
const closesTooEarly = (hours: DayHours | null) =>
    !!hours && (!hours.open || !hours.close || minutesOf(hours.close) <= minutesOf(hours.open));

const validateWeek: Validator = (week: WeekHours | undefined) =>
    week?.some(closesTooEarly) ? key('close_after_open') : undefined;

/** A day newly opened: the hours it had by default, else 09:00–18:00. */
const OPENED: DayHours = { open: '09:00', close: '18:00' };

/**
 * The week's opening hours for online booking, Monday first: each day open or closed, and when open, the times it
 * opens and closes on the garage's clock (24-hour). A day that closes before it opens says so and keeps the form from
 * saving. One row a day; on a phone its times go under its name.
 */
export const OpeningHoursInput = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { field } = useInput({ source: 'opening_hours', validate: validateWeek });
    const week: WeekHours =
        Array.isArray(field.value) && field.value.length === 7 ? field.value : DEFAULT_OPENING_HOURS;
    const names = weekdayNames(intlTag(locale));
    const change = (day: number, hours: DayHours | null) =>
        field.onChange(week.map((current, index) => (index === day ? hours : current)));
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mt: 1 }}>
                {translate(key('hours'))}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate(key('hours_hint'))}
            </Typography>
            {week.map((hours, day) => (
                <Box
                    key={day}
                    role="group"
                    aria-label={names[day]}
                    sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr 1fr', sm: '9rem 7rem 1fr 1fr' },
                        alignItems: 'center',
                        gap: 1,
                        py: 0.5,
                    }}
                >
                    <Typography sx={{ fontWeight: 500 }}>{names[day]}</Typography>
                    <FormControlLabel
                        label={translate(key(hours ? 'open' : 'closed'))}
                        control={
                            <Switch
                                checked={!!hours}
                                disabled={readOnly}
                                onChange={event => change(day, event.target.checked ? OPENED : null)}
                                slotProps={{ input: { 'aria-label': `${names[day]}: ${translate(key('open'))}` } }}
                            />
                        }
                    />
                    {hours &&
                        (['open', 'close'] as const).map(end => (
                            <TextField
                                key={end}
                                type="time"
                                size="small"
                                label={`${names[day]}: ${translate(key(end === 'open' ? 'opens' : 'closes'))}`}
                                value={hours[end]}
                                onChange={event => change(day, { ...hours, [end]: event.target.value })}
                                error={end === 'close' && closesTooEarly(hours)}
                                helperText={
                                    end === 'close' && closesTooEarly(hours)
                                        ? translate(key('close_after_open'))
                                        : undefined
                                }
                                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300, readOnly } }}
                            />
                        ))}
                </Box>
            ))}
        </Box>
    );
};
