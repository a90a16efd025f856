import { useCallback, useEffect, useRef, useState } from 'react';
import { api, expectList, quietFetch, type FetchResult } from '../../api/client';
import { useCan } from '../../session';
import { jobQuery, referencedIds, type BookingRow, type JobRow, type Names } from './model';

/** Rows asked for per page; the calendar pages through until it has them all. */
export const PAGE_SIZE = 200;

/** Every row of a list, page after page until the answer's `total` is reached. */
export const fetchAll = async <T>(load: (page: number) => Promise<FetchResult>): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 1; ; page += 1) {
        const { data, total } = await expectList<T>(load(page));
        rows.push(...data);
        if (data.length === 0 || rows.length >= total) return rows;
    }
};

/** A name by id from a list answered for `ids=`; a call refused (no permission) leaves the names out, quietly. */
const namesOf = async (
    call: (ids: string, size: number) => Promise<FetchResult>,
    ids: number[],
    text: (row: never) => string,
) => {
    const names = new Map<number, string>();
    if (ids.length === 0) return names;
    try {
        const { data } = await expectList<{ id: number }>(call(ids.join(','), ids.length));
        for (const row of data) names.set(row.id, text(row as never));
    } catch {
        // the titles go without names
    }
    return names;
};

export interface VisibleDays {
    from: string;
    to: string;
}

export interface CalendarData {
    jobs: JobRow[];
    bookings: BookingRow[];
    names: Names;
}

const EMPTY: CalendarData = { jobs: [], bookings: [], names: { customers: new Map(), vehicles: new Map() } };

/**
 * The jobs and bookings of the visible days (and the names of their customers and plates of their cars), fetched
 * again when the days change; `reload` fetches them again, `replaceJob` / `replaceBooking` put in one the server has
 * just answered. Failures have been toasted by the client; the calendar keeps what it had.
 */
export const useCalendarEvents = (days: VisibleDays | null) => {
    const can = useCan();
    const readBookings = can('booking:read');
    const readCustomers = can('customer:read');
    const readVehicles = can('vehicle:read');
    const [data, setData] = useState<CalendarData>(EMPTY);
    const [version, setVersion] = useState(0);
    /** the request whose answer was last taken in (or given up on): the calendar is loading until it is the latest */
    const [settled, setSettled] = useState<string | null>(null);
    const key = days && `${days.from}/${days.to}/${version}`;
    const latest = useRef<string | null>(null);

    useEffect(() => {
        if (!days) return;
        const request = `${days.from}/${days.to}/${version}`;
        latest.current = request;
        const { from, to } = days;
        (async () => {
            const [jobs, bookings] = await Promise.all([
                fetchAll<JobRow>(page =>
                    api.GET('/api/v3/motor-garage/invoice', {
                        params: {
                            query: {
                                ...jobQuery(from, to),
                                page,
                                size: PAGE_SIZE,
                                field: 'scheduled_start',
                                asc: true,
                            },
                        },
                    }),
                ),
                readBookings
                    ? fetchAll<BookingRow>(page =>
                          api.GET('/api/v3/motor-garage/booking', {
                              params: { query: { from, to, page, size: PAGE_SIZE, field: 'start_at', asc: true } },
                          }),
                      )
                    : Promise.resolve([]),
            ]);
            const scheduled = jobs.filter(job => job.scheduled_start);
            const ids = referencedIds(scheduled, bookings);
            const [customers, vehicles] = await Promise.all([
                namesOf(
                    (list, size) =>
                        api.GET('/api/v3/relationship/customer', {
                            params: { query: { ids: list, size } },
                            fetch: quietFetch,
                        }),
                    readCustomers ? ids.customers : [],
                    (row: { name?: string }) => row.name ?? '',
                ),
                namesOf(
                    (list, size) =>
                        api.GET('/api/v3/motor-garage/vehicle', {
                            params: { query: { ids: list, size } },
                            fetch: quietFetch,
                        }),
                    readVehicles ? ids.vehicles : [],
                    (row: { plate?: string }) => row.plate ?? '',
                ),
            ]);
            if (request === latest.current) setData({ jobs: scheduled, bookings, names: { customers, vehicles } });
        })()
            .catch(() => undefined) // toasted by the client
            .finally(() => {
                if (request === latest.current) setSettled(request);
            });
    }, [days, version, readBookings, readCustomers, readVehicles]);

    const reload = useCallback(() => setVersion(current => current + 1), []);
    const replaceJob = useCallback(
        (job: JobRow) =>
            setData(current => ({
                ...current,
                jobs: current.jobs.map(row => (row.id === job.id ? { ...row, ...job } : row)),
            })),
        [],
    );
    const replaceBooking = useCallback(
        (booking: BookingRow) =>
            setData(current => ({
                ...current,
                bookings: current.bookings.map(row => (row.id === booking.id ? { ...row, ...booking } : row)),
            })),
        [],
    );
    return { ...data, loading: key !== null && key !== settled, reload, replaceJob, replaceBooking };
};
