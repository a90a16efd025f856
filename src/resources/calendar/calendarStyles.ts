import { alpha, type Palette } from '@mui/material';
import type { SystemStyleObject, Theme } from '@mui/system';

/**
 * FullCalendar in the app's theme, light or dark: its colours from the palette, and every text at 4.5:1 contrast
 * (its own styles fade the days of other months and grey some labels below that).
 */
export const calendarStyles = (palette: Palette): SystemStyleObject<Theme> => ({
    '--fc-page-bg-color': palette.background.paper,
    '--fc-border-color': palette.divider,
    '--fc-neutral-bg-color': alpha(palette.text.primary, 0.06),
    '--fc-neutral-text-color': palette.text.secondary,
    '--fc-non-business-color': alpha(palette.text.primary, 0.05),
    '--fc-today-bg-color': alpha(palette.primary.main, 0.08),
    '--fc-highlight-color': alpha(palette.primary.main, 0.2),
    '--fc-now-indicator-color': palette.error.main,
    '--fc-more-link-bg-color': 'transparent',
    '--fc-more-link-text-color': palette.primary.main,
    color: palette.text.primary,
    '& .fc': { fontFamily: 'inherit', fontSize: '0.875rem' },
    '& .fc a': { color: 'inherit', textDecoration: 'none' },
    '& .fc .fc-daygrid-day.fc-day-other .fc-daygrid-day-top': { opacity: 1, color: palette.text.secondary },
    '& .fc .fc-daygrid-more-link': { color: palette.primary.main, fontWeight: 500 },
    '& .fc .fc-timegrid-slot-label, & .fc .fc-col-header-cell': { color: palette.text.secondary },
    '& .fc .fc-event': { cursor: 'pointer', borderWidth: 1 },
    '& .fc .fc-event:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '& .fc .fc-event-main': { overflow: 'hidden' },
    '& .pitstop-event': { overflow: 'hidden', height: '100%', px: 0.5, lineHeight: 1.3 },
    '& .fc-timegrid-event .pitstop-event': { fontSize: '0.75rem' },
    '& .fc-daygrid-event .pitstop-event': { whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
    '& .pitstop-event-status': { fontStyle: 'italic' },
    // the muted (cancelled, no-show, void) ones: a dashed border beside their grey text
    '& .fc .fc-event.pitstop-muted': { borderStyle: 'dashed' },
    '& .fc-popover': { backgroundColor: palette.background.paper },
});
