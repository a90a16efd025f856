import type { DatesSetArg, EventClickArg, EventContentArg, LocaleInput } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import zhTwLocale from '@fullcalendar/core/locales/zh-tw';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box, Card, CardContent, LinearProgress, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Title, useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useCan } from '../../session';
import { BayLoad } from './BayLoad';
import { calendarStyles } from './calendarStyles';
import { CalendarToolbar, VIEWS, type CalendarView } from './CalendarToolbar';
import { eventColours } from './colours';
import {
    BOOKING,
    CLOSING_HOUR,
    JOB,
    OPENING_HOUR,
    calendarItems,
    rangeDays,
    slotHours,
    suggestedSlot,
    type ItemKind,
} from './model';
import { NewBookingDialog } from './NewBookingDialog';
import { useCalendarEvents } from './useCalendarEvents';
import { useReschedule } from './useReschedule';
import { intlTimeZonePlugin } from './zonePlugin';
import { useWorkspaceSettings } from '../../session/useWorkspaceSettings';
import { dayIn } from '../../session/zone';
import { useStaleReload } from '../../api/staleReload';

/**
 * FullCalendar's texts (the range's title, day names) in the app's language: English as Hong Kong writes it, the day
 * before the month (4/1 is the 4th of January); Hong Kong's Chinese reads Taiwan's.
 */
const LOCALES: Record<string, LocaleInput | string> = {
    en: enGbLocale,
    'zh-hk': { ...zhTwLocale, code: 'zh-hk' },
    'zh-cn': zhCnLocale,
};
const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin, intlTimeZonePlugin];
const hours = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
/** A month's day reads as its events, not as the day number FullCalendar labels it by (which hides them). */
const unlabelDay = ({ el }: { el: HTMLElement }) => el.removeAttribute('aria-labelledby');
/** "+2 more" opens a popover: a button, so that its aria-expanded is allowed. */
const moreLinkAsButton = ({ el }: { el: HTMLElement }) => el.setAttribute('role', 'button');

interface Shown {
    view: CalendarView;
    title: string;
    start: Date;
    end: Date;
    /** the first day of the view's own range (a month view's 1st, not the week before it) */
    date: Date;
}

const Calendar = ({ zone, bays }: { zone: string; bays: number }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const theme = useTheme();
    const { palette } = theme;
    // read before the first render (noSsr): a phone opens on one day, which its width can show
    const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
    const can = useCan();
    const navigate = useNavigate();
    const createPath = useCreatePath();
    const calendar = useRef<FullCalendar>(null);
    const [shown, setShown] = useState<Shown | null>(null);
    const [showMissed, setShowMissed] = useState(false);
    const [slot, setSlot] = useState<{ start: Date; end: Date } | null>(null);
    // `?view=timeGridDay&date=2026-11-24`: where the calendar opens (a week, a day on a phone), kept as it moves so a
    // reload stays there
    const [params, setParams] = useSearchParams();
    const [initial] = useState(() => ({
        view: VIEWS.find(view => view === params.get('view')) ?? (phone ? 'timeGridDay' : 'timeGridWeek'),
        date: /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : undefined,
    }));

    const from = shown && rangeDays(shown.start, shown.end, zone).from;
    const to = shown && rangeDays(shown.start, shown.end, zone).to;
    const days = useMemo(() => (from && to ? { from, to } : null), [from, to]);
    const data = useCalendarEvents(days);
    const canBook = can('booking:write');
    const items = useMemo(
        () =>
            calendarItems(data.jobs, data.bookings, {
                names: data.names,
                canWriteJobs: can('invoice:write'),
                canWriteBookings: canBook,
                showMissed,
                fallback: translate('motor-garage.calendar.kind.booking'),
            }).map(item => ({
                ...item,
                ...eventColours(palette, item.extendedProps.look),
                classNames: item.extendedProps.look.fill === 'muted' ? ['pitstop-muted'] : [],
            })),
        [data.jobs, data.bookings, data.names, can, canBook, showMissed, translate, palette],
    );
    const slots = useMemo(() => slotHours(items, zone), [items, zone]);
    const reschedule = useReschedule(data.replaceJob, data.replaceBooking);
    // a move refused as stale (changed by someone else since it was read) offers to read the calendar again
    useStaleReload(data.reload);

    const onDates = useCallback((arg: DatesSetArg) => {
        setShown({
            view: arg.view.type as CalendarView,
            title: arg.view.title,
            start: arg.start,
            end: arg.end,
            date: arg.view.currentStart,
        });
    }, []);
    useEffect(() => {
        if (!shown) return;
        const place = { view: shown.view, date: dayIn(shown.date, zone) };
        setParams(
            current => (current.get('view') === place.view && current.get('date') === place.date ? current : place),
            { replace: true },
        );
    }, [shown, zone, setParams]);
    const onClick = ({ event, jsEvent }: EventClickArg) => {
        jsEvent.preventDefault();
        const { kind, recordId } = event.extendedProps as { kind: ItemKind; recordId: number };
        navigate(createPath({ resource: kind === 'job' ? JOB : BOOKING, id: recordId, type: 'show' }));
    };
    const api = () => calendar.current?.getApi();
    const closeDialog = () => {
        setSlot(null);
        api()?.unselect();
    };
    const statusText = (kind: ItemKind, status: string) =>
        translate(`motor-garage.${kind === 'job' ? 'invoice' : 'booking'}.status.${status}`);
    const content = ({ event, timeText }: EventContentArg) => (
        <div className="pitstop-event">
            <b>{timeText}</b> {event.title}
            <span className="pitstop-event-status">
                {' '}
                · {statusText(event.extendedProps.kind, event.extendedProps.status)}
            </span>
        </div>
    );

    return (
        <>
            {shown && (
                <CalendarToolbar
                    title={shown.title}
                    view={shown.view}
                    onPrevious={() => api()?.prev()}
                    onToday={() => api()?.today()}
                    onNext={() => api()?.next()}
                    onView={view => api()?.changeView(view)}
                    showMissed={showMissed}
                    onShowMissed={setShowMissed}
                    onNewBooking={canBook ? () => setSlot(suggestedSlot(shown, new Date(), zone)) : undefined}
                />
            )}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {translate('common.time_zone', { zone })}
            </Typography>
            <Box sx={{ height: 4, mb: 1 }}>
                {data.loading && <LinearProgress aria-label={translate('motor-garage.calendar.loading')} />}
            </Box>
            {shown?.view === 'timeGridDay' && from && (
                <BayLoad jobs={data.jobs} bookings={data.bookings} day={from} zone={zone} bays={bays} />
            )}
            <Box sx={calendarStyles(palette)} aria-busy={data.loading} className="pitstop-calendar">
                <FullCalendar
                    ref={calendar}
                    plugins={PLUGINS}
                    initialView={initial.view}
                    initialDate={initial.date}
                    headerToolbar={false}
                    timeZone={zone}
                    locale={LOCALES[locale] ?? 'en'}
                    firstDay={1}
                    height="auto"
                    allDaySlot={false}
                    slotMinTime={hours(slots.min)}
                    slotMaxTime={hours(slots.max)}
                    businessHours={{
                        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
                        startTime: hours(OPENING_HOUR),
                        endTime: hours(CLOSING_HOUR),
                    }}
                    nowIndicator
                    eventTimeFormat={TIME_FORMAT}
                    slotLabelFormat={TIME_FORMAT}
                    eventDisplay="block"
                    dayMaxEvents={4}
                    slotEventOverlap={false}
                    views={{ timeGridWeek: { displayEventEnd: false } }}
                    dayCellDidMount={unlabelDay}
                    moreLinkDidMount={moreLinkAsButton}
                    events={items}
                    eventContent={content}
                    eventClick={onClick}
                    eventDrop={reschedule}
                    eventResize={reschedule}
                    selectable={canBook && shown?.view !== 'dayGridMonth'}
                    selectMirror
                    select={({ start, end }) => setSlot({ start, end })}
                    datesSet={onDates}
                />
            </Box>
            <NewBookingDialog
                slot={slot}
                zone={zone}
                onClose={closeDialog}
                onCreated={() => {
                    closeDialog();
                    data.reload();
                }}
            />
        </>
    );
};

/** The job calendar: scheduled jobs and bookings by month, week or day, in the workspace's time zone. */
const CalendarPage = () => {
    const translate = useTranslate();
    const title = usePageTitle('motor-garage.menu.invoice_calendar');
    const settings = useWorkspaceSettings();
    return (
        <>
            <Title title={title} />
            <Card sx={{ mt: 2 }}>
                <CardContent>
                    <Typography variant="h5" component="h1">
                        {title}
                    </Typography>
                    {settings ? (
                        <Calendar zone={settings.zone} bays={settings.bays} />
                    ) : (
                        <LinearProgress sx={{ mt: 2 }} aria-label={translate('motor-garage.calendar.loading')} />
                    )}
                </CardContent>
            </Card>
        </>
    );
};

export default CalendarPage;
