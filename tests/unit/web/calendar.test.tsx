// @vitest-environment jsdom
import type { EventChangeArg } from '@fullcalendar/core';
import { cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Admin, AdminContext, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { garageNamespaces } from '../../../src/apps/user/mounts';
import { dataProvider } from '../../../src/dataProvider';
import { makeI18nProvider } from '../../../src/i18n';
import CalendarPage from '../../../src/resources/calendar/CalendarPage';
import { eventColours } from '../../../src/resources/calendar/colours';
import {
    bayLoad,
    calendarItems,
    jobQuery,
    rangeDays,
    referencedIds,
    slotHours,
    suggestedSlot,
    type BookingRow,
    type JobRow,
    type Names,
} from '../../../src/resources/calendar/model';
import { fetchAll } from '../../../src/resources/calendar/useCalendarEvents';
import { UNDO_MS, useReschedule } from '../../../src/resources/calendar/useReschedule';
import {
    addDays,
    dayIn,
    fromLocalInput,
    instantOf,
    offsetAt,
    toLocalInput,
    wallClockAt,
} from '../../../src/session/zone';
import { storage } from '../../../src/store/storage';
import { toastApiFailure } from '../../../src/api/errorToast';
import { currentToasts } from '../../../src/store/toasts';
import { failure, fakeFetch, ok, phoneWidth, resetBrowserState, toastTexts, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const HK = 'Asia/Hong_Kong';

const jobOf = (id: number, extra: Partial<JobRow> = {}) =>
    ({
        id,
        version: 1,
        number: `J-2027-0000${id}`,
        status: 'scheduled',
        customer_id: 1,
        vehicle_id: 2,
        assignee_id: null,
        booking_id: null,
        scheduled_start: '2027-03-02T01:00:00.000Z',
        scheduled_end: '2027-03-02T03:00:00.000Z',
        ...extra,
    }) as JobRow;

const bookingOf = (id: number, extra: Partial<BookingRow> = {}) =>
    ({
        id,
        version: 1,
        customer_id: null,
        walk_in_name: 'Mr Lee',
        walk_in_phone: '',
        vehicle_id: null,
        plate: 'AB 123',
        service_ids: [],
        start_at: '2027-03-02T02:00:00.000Z',
        end_at: '2027-03-02T04:00:00.000Z',
        status: 'confirmed',
        notes: '',
        job_id: null,
        created_at: '2027-01-01T00:00:00.000Z',
        updated_at: '2027-01-01T00:00:00.000Z',
        ...extra,
    }) as BookingRow;

const names: Names = { customers: new Map([[1, 'Chan Tai Man']]), vehicles: new Map([[2, 'KT 1234']]) };
const options = { names, canWriteJobs: true, canWriteBookings: true, showMissed: false, fallback: 'Booking' };

afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe('time zones', () => {
    it('reads wall clocks and offsets of a zone, whatever the browser’s', () => {
        expect(wallClockAt(Date.parse('2027-03-01T16:30:00Z'), HK)).toEqual([2027, 2, 2, 0, 30, 0, 0]);
        expect(offsetAt(Date.now(), HK)).toBe(480);
        expect(instantOf([2027, 2, 2, 9, 0, 0, 0], HK).toISOString()).toBe('2027-03-02T01:00:00.000Z');
        expect(dayIn(new Date('2027-03-01T16:00:00Z'), HK)).toBe('2027-03-02');
        expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    });

    it('follows summer time, and takes a wall clock in the spring gap as before the change', () => {
        // New York: EST (−5) until 2 a.m. on 14 March 2027, then EDT (−4)
        expect(instantOf([2027, 2, 13, 12, 0, 0, 0], 'America/New_York').toISOString()).toBe(
            '2027-03-13T17:00:00.000Z',
        );
        expect(instantOf([2027, 2, 15, 12, 0, 0, 0], 'America/New_York').toISOString()).toBe(
            '2027-03-15T16:00:00.000Z',
        );
        expect(instantOf([2027, 2, 14, 2, 30, 0, 0], 'America/New_York').toISOString()).toBe(
            '2027-03-14T07:30:00.000Z',
        );
    });

    it('turns a visible range into the days to ask for (the end is exclusive)', () => {
        // FullCalendar's week of 1–7 March 2027 in Hong Kong: from Monday's midnight to the next Monday's
        const days = rangeDays(new Date('2027-02-28T16:00:00Z'), new Date('2027-03-07T16:00:00Z'), HK);
        expect(days).toEqual({ from: '2027-03-01', to: '2027-03-07' });
        expect(jobQuery(days.from, days.to)).toEqual({ scheduled_end_from: '2027-03-01', scheduled_to: '2027-03-07' });
    });

    it('suggests a new booking’s hour: the next whole one today within opening hours, else the first day’s opening', () => {
        // the week of 1–7 March 2027 in Hong Kong
        const week = { start: new Date('2027-02-28T16:00:00Z'), end: new Date('2027-03-07T16:00:00Z') };
        const slot = (now: string) => {
            const { start, end } = suggestedSlot(week, new Date(now), HK);
            return [toLocalInput(start.toISOString(), HK), toLocalInput(end.toISOString(), HK)];
        };
        expect(slot('2027-03-03T02:20:00Z')).toEqual(['2027-03-03T11:00', '2027-03-03T12:00']); // Wednesday 10:20
        expect(slot('2027-03-03T03:00:00Z')).toEqual(['2027-03-03T11:00', '2027-03-03T12:00']); // 11:00 sharp
        expect(slot('2027-03-02T22:00:00Z')).toEqual(['2027-03-03T08:00', '2027-03-03T09:00']); // 06:00, before opening
        expect(slot('2027-03-03T11:30:00Z')).toEqual(['2027-03-04T08:00', '2027-03-04T09:00']); // 19:30, after closing
        expect(slot('2027-05-10T03:00:00Z')).toEqual(['2027-03-01T08:00', '2027-03-01T09:00']); // another week
    });

    it('shows a date-time box in the workspace’s zone and reads it back', () => {
        expect(toLocalInput('2027-03-02T07:00:00.000Z', HK)).toBe('2027-03-02T15:00');
        expect(fromLocalInput('2027-03-02T15:00', HK)).toBe('2027-03-02T07:00:00.000Z');
        expect(fromLocalInput('', HK)).toBeNull();
    });
});

describe('calendar items', () => {
    it('titles a job by number, plate and customer, and a booking by name and plate', () => {
        const items = calendarItems([jobOf(1), jobOf(2, { scheduled_start: null })], [bookingOf(3)], options);
        expect(items.map(item => [item.id, item.title])).toEqual([
            ['job-1', 'J-2027-00001 · KT 1234 · Chan Tai Man'],
            ['booking-3', 'Mr Lee · AB 123'],
        ]);
        expect(items[0]).toMatchObject({
            start: '2027-03-02T01:00:00.000Z',
            end: '2027-03-02T03:00:00.000Z',
            editable: true,
        });
        expect(items[0].extendedProps).toEqual({
            kind: 'job',
            recordId: 1,
            version: 1,
            status: 'scheduled',
            look: { tone: 'primary', fill: 'outlined' },
            openEnded: false,
        });
    });

    it('gives a job without an end an hour, and a booking with no name nor plate the fallback title', () => {
        const [job, booking] = calendarItems(
            [jobOf(1, { scheduled_end: null })],
            [bookingOf(2, { walk_in_name: '', plate: '' })],
            options,
        );
        expect(job.end).toBe('2027-03-02T02:00:00.000Z');
        expect(job.extendedProps.openEnded).toBe(true);
        expect(booking.title).toBe('Booking');
    });

    it('hides cancelled and no-show bookings unless asked, and draws them muted and fixed', () => {
        const bookings = [
            bookingOf(1, { status: 'cancelled' }),
            bookingOf(2, { status: 'no_show' }),
            bookingOf(3, { status: 'pending' }),
        ];
        expect(calendarItems([], bookings, options).map(item => item.id)).toEqual(['booking-3']);
        const shown = calendarItems([], bookings, { ...options, showMissed: true });
        expect(shown.map(item => [item.id, item.editable, item.extendedProps.look])).toEqual([
            ['booking-1', false, { tone: 'default', fill: 'muted' }],
            ['booking-2', false, { tone: 'default', fill: 'muted' }],
            ['booking-3', true, { tone: 'default', fill: 'filled' }],
        ]);
    });

    it('leaves a booking made into a drawn job to its job, and moves nothing the session may not write', () => {
        const items = calendarItems(
            [jobOf(1), jobOf(2, { status: 'void' })],
            [bookingOf(3, { job_id: 1 }), bookingOf(4, { job_id: 9 })],
            {
                ...options,
                canWriteBookings: false,
            },
        );
        expect(items.map(item => [item.id, item.editable])).toEqual([
            ['job-1', true],
            ['job-2', false],
            ['booking-4', false],
        ]);
        expect(
            referencedIds(
                [jobOf(1), jobOf(2, { customer_id: 5, vehicle_id: null })],
                [bookingOf(3, { customer_id: 1 })],
            ),
        ).toEqual({
            customers: [1, 5],
            vehicles: [2],
        });
    });

    it('widens the shown hours to take in every item', () => {
        const at = (start: string, end: string) => ({ start, end });
        expect(slotHours([at('2027-03-02T01:00:00Z', '2027-03-02T03:00:00Z')], HK)).toEqual({ min: 6, max: 22 });
        expect(slotHours([at('2027-03-01T21:30:00Z', '2027-03-02T15:00:00Z')], HK)).toEqual({ min: 5, max: 23 });
        expect(slotHours([at('2027-03-02T15:00:00Z', '2027-03-02T17:00:00Z')], HK)).toEqual({ min: 0, max: 24 });
    });

    it('colours each status from the theme with readable text', () => {
        const palette = {
            mode: 'light',
            background: { paper: '#fff' },
            divider: '#ddd',
            text: { primary: '#000', secondary: '#666' },
            grey: { 200: '#eee', 700: '#616161' },
            primary: { main: '#2563eb', contrastText: '#fff' },
            getContrastText: () => '#000',
        };
        const colours = (tone: string, fill: string) => eventColours(palette as never, { tone, fill } as never);
        expect(colours('primary', 'filled')).toEqual({
            backgroundColor: '#2563eb',
            borderColor: '#2563eb',
            textColor: '#fff',
        });
        expect(colours('primary', 'outlined')).toEqual({
            backgroundColor: '#fff',
            borderColor: '#2563eb',
            textColor: '#2563eb',
        });
        expect(colours('default', 'filled')).toEqual({
            backgroundColor: '#eee',
            borderColor: '#eee',
            textColor: '#000',
        });
        expect(colours('default', 'muted')).toEqual({
            backgroundColor: '#fff',
            borderColor: '#ddd',
            textColor: '#666',
        });
    });
});

describe('bays taken per hour', () => {
    it('counts the most bookings holding a bay at once in each opening hour of the day', () => {
        const at = (hour: number) => new Date(Date.UTC(2027, 2, 2, hour - 8)).toISOString();
        const load = bayLoad(
            [],
            [
                // 10:00–10:30 and 10:30–12:00 follow one another: with the first, two bays at most
                bookingOf(1, { start_at: at(9), end_at: at(11) }),
                bookingOf(2, { start_at: at(10), end_at: at(10.5), status: 'arrived' }),
                bookingOf(3, { start_at: at(10.5), end_at: at(12), status: 'pending' }),
                bookingOf(4, { start_at: at(10), end_at: at(12), status: 'cancelled' }),
                bookingOf(5, { start_at: at(18.5), end_at: at(20) }),
            ],
            '2027-03-02',
            HK,
        );
        expect(load.map(({ hour, taken }) => `${hour}:${taken}`)).toEqual([
            '8:0',
            '9:1',
            '10:2',
            '11:1',
            '12:0',
            '13:0',
            '14:0',
            '15:0',
            '16:0',
            '17:0',
            '18:1',
        ]);
    });

    it('counts jobs as the server does: scheduled or in progress with an end; a booking made into a job once', () => {
        const at = (hour: number) => new Date(Date.UTC(2027, 2, 2, hour - 8)).toISOString();
        const load = bayLoad(
            [
                jobOf(1, { scheduled_start: at(9), scheduled_end: at(11) }),
                jobOf(2, { scheduled_start: at(10), scheduled_end: at(12), status: 'in_progress', booking_id: 5 }),
                jobOf(3, { scheduled_start: at(10), scheduled_end: null }),
                jobOf(4, { scheduled_start: at(10), scheduled_end: at(12), status: 'completed' }),
                jobOf(6, { scheduled_start: at(13), scheduled_end: at(14), status: 'quote', booking_id: 7 }),
            ],
            [
                // made into job 2, which now holds its bay; made into quote 6, which does not, so the booking does
                bookingOf(5, {
                    start_at: at(10),
                    end_at: at(12),
                    status: 'arrived',
                    job_id: 2,
                    job_status: 'in_progress',
                }),
                bookingOf(7, { start_at: at(13), end_at: at(14), status: 'arrived', job_id: 6, job_status: 'quote' }),
                bookingOf(8, { start_at: at(11), end_at: at(12), job_status: null }),
            ],
            '2027-03-02',
            HK,
        );
        expect(load.map(({ hour, taken }) => `${hour}:${taken}`).slice(1, 7)).toEqual([
            '9:1',
            '10:2',
            '11:2',
            '12:0',
            '13:1',
            '14:0',
        ]);
    });
});

describe('fetching', () => {
    it('pages through a list until its total is loaded', async () => {
        const pages: number[] = [];
        const rows = await fetchAll<number>(async page => {
            pages.push(page);
            const data = Array.from({ length: page < 3 ? 200 : 50 }, (_, index) => (page - 1) * 200 + index);
            return {
                data: { success: true, data, total: 450, page, size: 200 },
                response: new Response(null, { status: 200 }),
            };
        });
        expect(pages).toEqual([1, 2, 3]);
        expect(rows).toHaveLength(450);
    });
});

const i18nProvider = () => makeI18nProvider(garageNamespaces);

describe('saving a move', () => {
    /** Dragged from Tuesday 09:00–10:00 to Wednesday 09:00–10:30 (Hong Kong). */
    const moved = (kind: string, version?: number) => ({
        event: {
            extendedProps: { kind, recordId: 5, version },
            start: new Date('2027-03-03T01:00:00Z'),
            end: new Date('2027-03-03T02:30:00Z'),
        },
        oldEvent: { start: new Date('2027-03-02T01:00:00Z'), end: new Date('2027-03-02T02:00:00Z') },
        revert: vi.fn(),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
        <AdminContext i18nProvider={i18nProvider()} store={memoryStore()}>
            {children}
        </AdminContext>
    );

    it('puts a job’s new schedule and a booking’s new times, keeping them where they were dropped', async () => {
        const sent = fakeFetch(({ body }) => ok({ id: 5, number: 'J-2027-00005', ...(body as object) }));
        const onJob = vi.fn();
        const onBooking = vi.fn();
        const { result } = renderHook(() => useReschedule(onJob, onBooking), { wrapper });
        const job = moved('job');
        await result.current(job as unknown as EventChangeArg);
        const booking = moved('booking');
        await result.current(booking as unknown as EventChangeArg);
        expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
            [
                'PUT',
                '/api/v3/motor-garage/invoice/5',
                { scheduled_start: '2027-03-03T01:00:00.000Z', scheduled_end: '2027-03-03T02:30:00.000Z' },
            ],
            [
                'PUT',
                '/api/v3/motor-garage/booking/5',
                { start_at: '2027-03-03T01:00:00.000Z', end_at: '2027-03-03T02:30:00.000Z' },
            ],
        ]);
        expect(onJob).toHaveBeenCalledWith(expect.objectContaining({ scheduled_start: '2027-03-03T01:00:00.000Z' }));
        expect(onBooking).toHaveBeenCalledOnce();
        expect(job.revert).not.toHaveBeenCalled();
        expect(booking.revert).not.toHaveBeenCalled();
    });

    it('sends the version it drew (If-Match); a move of a record changed since is put back, with the stale toast', async () => {
        const sent = fakeFetch(() => failure(409, 'stale'));
        const { result } = renderHook(() => useReschedule(vi.fn(), vi.fn()), { wrapper });
        for (const kind of ['job', 'booking']) {
            const move = moved(kind, 4);
            await result.current(move as unknown as EventChangeArg);
            expect(move.revert, kind).toHaveBeenCalledOnce();
        }
        expect(sent.map(({ headers }) => headers.get('If-Match'))).toEqual(['"4"', '"4"']);
        expect(toastTexts().map(toast => toast.message)).toEqual([
            'Changed by someone else since you opened it',
            'Changed by someone else since you opened it',
        ]);
    });

    it('puts a refused move back, with the server’s reason and nothing to undo', async () => {
        fakeFetch(({ path }) =>
            path.includes('invoice') ? failure(409, 'invoice_locked') : failure(409, 'no_capacity'),
        );
        const { result } = renderHook(() => useReschedule(vi.fn(), vi.fn()), { wrapper });
        for (const kind of ['job', 'booking']) {
            const move = moved(kind);
            await result.current(move as unknown as EventChangeArg);
            expect(move.revert, kind).toHaveBeenCalledOnce();
        }
        expect(toastTexts().map(toast => toast.message)).toEqual([
            'This job is invoiced and can no longer be changed',
            'No bay is free at this time',
        ]);
        expect(currentToasts().some(toast => toast.action)).toBe(false);
    });

    /** A server that saves every move, one version on. */
    const saving = () =>
        fakeFetch(({ body }) => ok({ id: 5, number: 'J-2027-00005', version: 8 + puts(sent), ...(body as object) }));
    let sent: SentRequest[] = [];
    const puts = (requests: SentRequest[]) => requests.filter(request => request.method === 'PUT').length;
    const undoToast = () => currentToasts().find(toast => toast.action?.label === 'Undo');

    it('offers Undo after a move, which puts the old times back from the version just saved', async () => {
        sent = saving();
        const onJob = vi.fn();
        const { result } = renderHook(() => useReschedule(onJob, vi.fn()), { wrapper });
        await result.current(moved('job', 7) as unknown as EventChangeArg);
        const toast = undoToast()!;
        expect(toast.message).toBe('Job J-2027-00005 moved');
        expect(toast.durationMs).toBe(UNDO_MS);

        toast.action!.run();
        await waitFor(() => expect(sent).toHaveLength(2));
        expect(sent[1].body).toEqual({
            scheduled_start: '2027-03-02T01:00:00.000Z',
            scheduled_end: '2027-03-02T02:00:00.000Z',
        });
        expect(sent.map(({ headers }) => headers.get('If-Match'))).toEqual(['"7"', '"9"']);
        await waitFor(() => expect(onJob).toHaveBeenCalledTimes(2));
        expect(onJob).toHaveBeenLastCalledWith(
            expect.objectContaining({ scheduled_start: '2027-03-02T01:00:00.000Z', version: 10 }),
        );
        expect(toastTexts().map(text => text.message)).toContain('Job J-2027-00005 moved back');
    });

    it('keeps a job scheduled without an end without one when moved, and undoes a resize back to none', async () => {
        sent = saving();
        const { result } = renderHook(() => useReschedule(vi.fn(), vi.fn()), { wrapper });
        const openEnded = (end: Date) => ({
            event: {
                extendedProps: { kind: 'job', recordId: 5, version: 3, openEnded: true },
                start: new Date('2027-03-03T01:00:00Z'),
                end,
            },
            oldEvent: { start: new Date('2027-03-02T01:00:00Z'), end: new Date('2027-03-02T02:00:00Z') },
            revert: vi.fn(),
        });
        await result.current(openEnded(new Date('2027-03-03T02:00:00Z')) as unknown as EventChangeArg);
        expect(sent[0].body).toEqual({ scheduled_start: '2027-03-03T01:00:00.000Z', scheduled_end: null });

        await result.current(openEnded(new Date('2027-03-03T03:30:00Z')) as unknown as EventChangeArg);
        expect(sent[1].body).toEqual({
            scheduled_start: '2027-03-03T01:00:00.000Z',
            scheduled_end: '2027-03-03T03:30:00.000Z',
        });
        undoToast()!.action!.run();
        await waitFor(() => expect(sent).toHaveLength(3));
        expect(sent[2].body).toEqual({ scheduled_start: '2027-03-02T01:00:00.000Z', scheduled_end: null });
    });

    it('undoes a booking’s move too, and offers only the last move of a record to undo', async () => {
        sent = saving();
        const onBooking = vi.fn();
        const { result } = renderHook(() => useReschedule(vi.fn(), onBooking), { wrapper });
        await result.current(moved('booking', 1) as unknown as EventChangeArg);
        await result.current(moved('booking', 9) as unknown as EventChangeArg);
        expect(currentToasts().filter(toast => toast.action)).toHaveLength(1);
        undoToast()!.action!.run();
        await waitFor(() => expect(sent).toHaveLength(3));
        expect(sent[2].body).toEqual({ start_at: '2027-03-02T01:00:00.000Z', end_at: '2027-03-02T02:00:00.000Z' });
        expect(sent[2].headers.get('If-Match')).toBe('"10"');
        await waitFor(() => expect(toastTexts().map(text => text.message)).toContain('Booking moved back'));
    });

    it('says so when the record changed after the move, instead of undoing someone else’s change', async () => {
        sent = fakeFetch(({ body }) =>
            puts(sent) === 1
                ? ok({ id: 5, number: 'J-2027-00005', version: 8, ...(body as object) })
                : failure(409, 'stale'),
        );
        const onJob = vi.fn();
        const { result } = renderHook(() => useReschedule(onJob, vi.fn()), { wrapper });
        await result.current(moved('job', 7) as unknown as EventChangeArg);
        undoToast()!.action!.run();
        await waitFor(() =>
            expect(toastTexts().map(text => text.message)).toContain(
                'Not moved back: someone else changed it after your move',
            ),
        );
        expect(sent[1].headers.get('If-Match')).toBe('"8"');
        expect(onJob).toHaveBeenCalledOnce();
        // one notice, not the client's own stale toast as well; it stays until closed
        expect(toastTexts().map(text => text.message)).not.toContain('Changed by someone else since you opened it');
        const notice = currentToasts().at(-1)!;
        expect(notice.durationMs).toBe(Infinity);
    });

    it('gives any other refusal of an undo the server’s reason', async () => {
        sent = fakeFetch(({ body }) =>
            puts(sent) === 1 ? ok({ id: 5, version: 2, ...(body as object) }) : failure(409, 'no_capacity'),
        );
        const { result } = renderHook(() => useReschedule(vi.fn(), vi.fn()), { wrapper });
        await result.current(moved('booking', 1) as unknown as EventChangeArg);
        undoToast()!.action!.run();
        await waitFor(() => expect(toastTexts().map(text => text.message)).toContain('No bay is free at this time'));
    });
});

const Bare = ({ children }: { children: ReactNode }) => <main>{children}</main>;

const renderCalendar = (search: string) =>
    render(
        <MemoryRouter initialEntries={[`/app/motor-garage/invoice-calendar${search}`]}>
            <Routes>
                <Route
                    path="/app/*"
                    element={
                        <Admin
                            basename="/app"
                            dataProvider={dataProvider}
                            i18nProvider={i18nProvider()}
                            store={memoryStore()}
                            layout={Bare}
                            disableTelemetry
                        >
                            <Resource name="workspace" />
                            <CustomRoutes>
                                <Route path="motor-garage/invoice-calendar" element={<CalendarPage />} />
                            </CustomRoutes>
                        </Admin>
                    }
                />
            </Routes>
        </MemoryRouter>,
    );

describe('the calendar page', () => {
    const serve = () =>
        fakeFetch(({ path, url }): Response => {
            const list = (rows: unknown[]) => ok(rows, { total: rows.length, page: 1, size: 200 });
            if (path === '/api/v3/workspace/1') return ok({ id: 1, timezone: HK, bays: 2 });
            if (path === '/api/v3/motor-garage/invoice') return list([jobOf(1)]);
            if (path === '/api/v3/motor-garage/booking')
                return list([bookingOf(3), bookingOf(4, { walk_in_name: 'Ms Ho', plate: 'XY 9' })]);
            if (path === '/api/v3/relationship/customer')
                return list(url.searchParams.get('ids') === '1' ? [{ id: 1, name: 'Chan Tai Man' }] : []);
            if (path === '/api/v3/motor-garage/vehicle') return list([{ id: 2, plate: 'KT 1234' }]);
            return list([]);
        });
    const signIn = (permissions: string[]) => {
        storage.set('workspace', { id: 1, workspace_id: 1, name: 'Garage', avatar: null });
        storage.set('workspace-user', { id: 1, workspace_id: 1, user_id: 1, role: 'owner', permissions });
    };
    const queries = (sent: SentRequest[], path: string) =>
        sent.filter(request => request.path === path).map(request => Object.fromEntries(request.url.searchParams));

    it('asks for the visible days of the workspace’s zone and draws jobs and bookings with their status', async () => {
        signIn(['invoice:read', 'invoice:write', 'booking:read', 'booking:write', 'customer:read', 'vehicle:read']);
        const sent = serve();
        const { container } = renderCalendar('?view=timeGridWeek&date=2027-03-02');
        await waitFor(() => expect(container.querySelectorAll('.fc-event')).toHaveLength(3), { timeout: 10_000 });
        expect(queries(sent, '/api/v3/motor-garage/invoice')).toEqual([
            {
                scheduled_end_from: '2027-03-01',
                scheduled_to: '2027-03-07',
                page: '1',
                size: '200',
                field: 'scheduled_start',
                asc: 'true',
            },
        ]);
        expect(queries(sent, '/api/v3/motor-garage/booking')).toEqual([
            { from: '2027-03-01', to: '2027-03-07', page: '1', size: '200', field: 'start_at', asc: 'true' },
        ]);
        const texts = [...container.querySelectorAll('.fc-event')].map(event => event.textContent);
        expect(texts).toEqual([
            '09:00 J-2027-00001 · KT 1234 · Chan Tai Man · Scheduled',
            '10:00 Mr Lee · AB 123 · Confirmed',
            '10:00 Ms Ho · XY 9 · Confirmed',
        ]);
        expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1 – 7 Mar 2027');
        for (const name of ['Previous', 'Next', 'Today', 'Month', 'Week', 'Day'])
            expect(screen.getByRole('button', { name })).toBeTruthy();
        expect(screen.getByText('Times in Asia/Hong_Kong')).toBeTruthy();

        // Without a mouse: the button books the first hour of the shown week (not this one).
        fireEvent.click(screen.getByRole('button', { name: 'New booking' }));
        const dialog = await screen.findByRole('dialog');
        expect((within(dialog).getByLabelText('Start', { exact: false }) as HTMLInputElement).value).toBe(
            '01/03/2027 08:00',
        );
        expect((within(dialog).getByLabelText('End', { exact: false }) as HTMLInputElement).value).toBe(
            '01/03/2027 09:00',
        );
    });

    it('reads the calendar again from the Reload of a stale toast', async () => {
        signIn(['invoice:read', 'invoice:write', 'booking:read', 'booking:write']);
        const sent = serve();
        const { container } = renderCalendar('?view=timeGridWeek&date=2027-03-02');
        await waitFor(() => expect(container.querySelectorAll('.fc-event')).toHaveLength(3), { timeout: 10_000 });
        const jobLists = () => sent.filter(request => request.path === '/api/v3/motor-garage/invoice').length;
        expect(jobLists()).toBe(1);
        toastApiFailure(409, { error: 'stale', trace_id: 'trace-2' }); // as the client toasts a move refused as stale
        const [toast] = currentToasts();
        expect(toast.action?.label).toBe('Reload');
        toast.action!.run();
        await waitFor(() => expect(jobLists()).toBe(2));
    });

    it('opens on one day at phone width, and on a week wider', async () => {
        signIn(['invoice:read', 'booking:read']);
        const sent = serve();
        phoneWidth();
        renderCalendar('?date=2027-03-02');
        await waitFor(() => expect(queries(sent, '/api/v3/motor-garage/invoice')).toHaveLength(1), { timeout: 10_000 });
        expect(queries(sent, '/api/v3/motor-garage/invoice')[0]).toMatchObject({
            scheduled_end_from: '2027-03-02',
            scheduled_to: '2027-03-02',
        });
        expect(screen.getByRole('button', { name: 'Day' }).getAttribute('aria-pressed')).toBe('true');
        expect(await screen.findByRole('region', { name: 'Bays taken per hour' })).toBeTruthy();

        cleanup();
        vi.unstubAllGlobals();
        const wide = serve();
        renderCalendar('?date=2027-03-02');
        await waitFor(() => expect(queries(wide, '/api/v3/motor-garage/invoice')).toHaveLength(1), { timeout: 10_000 });
        expect(queries(wide, '/api/v3/motor-garage/invoice')[0]).toMatchObject({ scheduled_end_from: '2027-03-01' });
        expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    });

    it('counts the bays taken in the day view, of the workspace’s bays', async () => {
        signIn(['invoice:read', 'booking:read']);
        serve();
        renderCalendar('?view=timeGridDay&date=2027-03-02');
        const strip = await screen.findByRole('region', { name: 'Bays taken per hour' }, { timeout: 10_000 });
        // the scheduled job (09:00–11:00) takes a bay as the two bookings (10:00–12:00) do: more than the bays
        await waitFor(() => expect(strip.querySelector('li[data-hour="10"]')?.textContent).toBe('10:003 / 2Full'));
        expect(strip.querySelector('li[data-hour="9"]')?.textContent).toBe('09:001 / 2');
        expect(strip.querySelector('li[data-hour="11"]')?.textContent).toBe('11:002 / 2Full');
        expect(strip.querySelector('li[data-hour="12"]')?.textContent).toBe('12:000 / 2');
        // may not book: nothing offers to
        expect(screen.queryByRole('button', { name: 'New booking' })).toBeNull();
    });
});
