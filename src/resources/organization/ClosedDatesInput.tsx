import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import { intlTag } from '../../i18n/locale';
import { DayTextField } from '../../inputs/DayInput';

const key = (name: string) => `profile.organization.online_booking.${name}`;

/** "25 Dec 2026" in the interface's language. */
const dayLabel = (day: string, locale: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The days the garage takes no online bookings whatever the weekday (public holidays, its own days off): each shown
 * as a chip to remove, and a day to add. Kept once each, in order.
 */
export const ClosedDatesInput = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { field } = useInput({ source: 'closed_dates' });
    const days: string[] = Array.isArray(field.value) ? field.value : [];
    const [adding, setAdding] = useState('');
    const add = () => {
        if (adding) field.onChange([...new Set([...days, adding])].sort());
        setAdding('');
    };
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2">
                {translate(key('closed_dates'))}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate(key('closed_dates_hint'))}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
                {days.map(day => (
                    <Box
                        component="li"
                        key={day}
                        sx={{
                            display: 'flex',
                            alignItems: 'center',
                            border: 1,
                            borderColor: 'divider',
                            borderRadius: 4,
                            pl: 1.5,
                            pr: readOnly ? 1.5 : 0,
                            minHeight: 32,
                        }}
                    >
                        <Typography variant="body2">{dayLabel(day, intlTag(locale))}</Typography>
                        {!readOnly && (
                            <IconButton
                                size="small"
                                aria-label={translate(key('remove_date'), { day: dayLabel(day, intlTag(locale)) })}
                                onClick={() => field.onChange(days.filter(other => other !== day))}
                            >
                                <CloseIcon fontSize="small" />
                            </IconButton>
                        )}
                    </Box>
                ))}
                {!days.length && (
                    <Typography component="li" variant="body2">
                        {translate(key('no_closed_dates'))}
                    </Typography>
                )}
            </Box>
            {!readOnly && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 2 }}>
                    <DayTextField
                        label={translate(key('add_date'))}
                        value={adding}
                        onChange={setAdding}
                        size="small"
                        sx={{ flex: '1 1 12rem', maxWidth: '16rem' }}
                    />
                    <Button startIcon={<AddIcon />} onClick={add} disabled={!adding} sx={{ mt: 0.5 }}>
                        {translate(key('add'))}
                    </Button>
                </Box>
            )}
        </Box>
    );
};
