import { lazy, Suspense } from 'react';

// Its own chunk: the page brings FullCalendar, which no other screen needs.
const CalendarPage = lazy(() => import('./CalendarPage'));

/** The job calendar, fetched the first time it is opened. */
export const LazyCalendarPage = () => (
    <Suspense fallback={null}>
        <CalendarPage />
    </Suspense>
);
