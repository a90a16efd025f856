import type { EventChangeArg } from '@fullcalendar/core';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { api, unwrap } from '../../api/client';
import { ifMatch } from '../../api/staleReload';
import type { BookingRow, ItemKind, JobRow } from './model';

const HOUR_MS = 3_600_000;

/** The new times of a moved or resized item, as the API takes them. */
export const newTimes = (start: Date, end: Date | null) => ({
    start: start.toISOString(),
    end: (end ?? new Date(start.getTime() + HOUR_MS)).toISOString(),
});

/**
 * Saves where a job or booking was dropped or resized to (PUT its scheduled_start / scheduled_end, or start_at /
 * end_at) from the version the calendar read. Saved: a short success message, and the item stays where it was put.
 * Refused (no bay free, an invoiced job's lock, a bad time, a record changed since it was read…): the client has
 * toasted why, and the item goes back.
 */
export const useReschedule = (onJob: (job: JobRow) => void, onBooking: (booking: BookingRow) => void) => {
    const notify = useNotify();
    return useCallback(
        async ({ event, revert }: EventChangeArg) => {
            const { kind, recordId, version } = event.extendedProps as {
                kind: ItemKind;
                recordId: number;
                version?: number;
            };
            if (!event.start) return revert();
            const { start, end } = newTimes(event.start, event.end);
            const id = { params: { path: { id: recordId } }, headers: ifMatch(version) };
            try {
                if (kind === 'job') {
                    const job = await unwrap<JobRow>(
                        api.PUT('/api/v3/motor-garage/invoice/{id}', {
                            ...id,
                            body: { scheduled_start: start, scheduled_end: end },
                        }),
                    );
                    onJob(job);
                    notify('motor-garage.calendar.moved.job', { type: 'success', messageArgs: { number: job.number } });
                } else {
                    const booking = await unwrap<BookingRow>(
                        api.PUT('/api/v3/motor-garage/booking/{id}', { ...id, body: { start_at: start, end_at: end } }),
                    );
                    onBooking(booking);
                    notify('motor-garage.calendar.moved.booking', { type: 'success' });
                }
            } catch {
                revert();
            }
        },
        [notify, onJob, onBooking],
    );
};
