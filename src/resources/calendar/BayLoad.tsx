import { Box, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { bayLoad, type BookingRow, type JobRow } from './model';

export interface BayLoadProps {
    jobs: readonly JobRow[];
    bookings: readonly BookingRow[];
    /** the day shown, `YYYY-MM-DD` in `zone` */
    day: string;
    zone: string;
    bays: number;
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The day view's strip: for each opening hour, how many of the garage's bays bookings and jobs take ("2 / 3"), full ones marked. */
export const BayLoad = ({ jobs, bookings, day, zone, bays }: BayLoadProps) => {
    const translate = useTranslate();
    const headingId = useId();
    const hours = useMemo(() => bayLoad(jobs, bookings, day, zone), [jobs, bookings, day, zone]);
    return (
        <Box component="section" aria-labelledby={headingId} sx={{ mb: 1 }}>
            <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {translate('motor-garage.calendar.bays.title')}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
                {hours.map(({ hour, taken }) => {
                    const full = taken >= bays;
                    return (
                        <Box
                            component="li"
                            key={hour}
                            data-hour={hour}
                            sx={{
                                minWidth: 64,
                                px: 1,
                                py: 0.5,
                                borderRadius: 1,
                                border: 1,
                                borderColor: full ? 'warning.main' : 'divider',
                                bgcolor: 'background.paper',
                                textAlign: 'center',
                            }}
                        >
                            <Typography variant="caption" component="div" color="text.secondary">
                                {hourText(hour)}
                            </Typography>
                            <Typography variant="body2" component="div" sx={{ fontWeight: full ? 700 : 400 }}>
                                {translate('motor-garage.calendar.bays.taken', { taken, bays })}
                            </Typography>
                            {full && (
                                <Typography
                                    variant="caption"
                                    component="div"
                                    color="warning.main"
                                    sx={{ fontWeight: 700 }}
                                >
                                    {translate('motor-garage.calendar.bays.full')}
                                </Typography>
                            )}
                        </Box>
                    );
                })}
            </Box>
        </Box>
    );
};
