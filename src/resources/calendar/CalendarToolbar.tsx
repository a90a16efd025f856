import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import {
    Box,
    Button,
    FormControlLabel,
    IconButton,
    Switch,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export const VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'] as const;
export type CalendarView = (typeof VIEWS)[number];

export interface CalendarToolbarProps {
    /** the visible range as FullCalendar names it, in the app's language ("Nov 23 – 29, 2026") */
    title: string;
    view: CalendarView;
    onPrevious: () => void;
    onToday: () => void;
    onNext: () => void;
    onView: (view: CalendarView) => void;
    showMissed: boolean;
    onShowMissed: (show: boolean) => void;
    /** opens a new booking at a suggested time; absent where the session may not book */
    onNewBooking?: () => void;
}

const t = (key: string) => `motor-garage.calendar.${key}`;

/**
 * The calendar's header, in the app's own buttons: previous, today and next, the visible range, a new booking, the
 * month / week / day switch, and whether cancelled and no-show bookings are drawn.
 */
export const CalendarToolbar = (props: CalendarToolbarProps) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <IconButton
                    onClick={props.onPrevious}
                    aria-label={translate(t('previous'))}
                    title={translate(t('previous'))}
                >
                    <ChevronLeftIcon />
                </IconButton>
                <Button variant="outlined" size="small" onClick={props.onToday}>
                    {translate(t('today'))}
                </Button>
                <IconButton onClick={props.onNext} aria-label={translate(t('next'))} title={translate(t('next'))}>
                    <ChevronRightIcon />
                </IconButton>
            </Box>
            <Typography component="h2" variant="h6" sx={{ flexGrow: 1, minWidth: 180 }} aria-live="polite">
                {props.title}
            </Typography>
            {props.onNewBooking && (
                <Button
                    variant="contained"
                    size="small"
                    startIcon={<EventAvailableIcon />}
                    onClick={props.onNewBooking}
                >
                    {translate(t('new_booking.title'))}
                </Button>
            )}
            <FormControlLabel
                control={
                    <Switch checked={props.showMissed} onChange={event => props.onShowMissed(event.target.checked)} />
                }
                label={translate(t('show_missed'))}
            />
            <ToggleButtonGroup
                size="small"
                exclusive
                value={props.view}
                onChange={(_event, view: CalendarView | null) => view && props.onView(view)}
                aria-label={translate(t('view'))}
            >
                {VIEWS.map(view => (
                    <ToggleButton key={view} value={view}>
                        {translate(t(`views.${view}`))}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
        </Box>
    );
};
