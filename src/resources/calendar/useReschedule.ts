import type { EventChangeArg } from '@fullcalendar/core';
import { useCallback, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { api, unwrap } from '../../api/client';
import { ifMatch } from '../../api/staleReload';
import { dismissToast, showToast } from '../../store/toasts';
import type { BookingRow, ItemKind, JobRow } from './model';
import { toastUndoFailure, undoFetch } from './undoFailure';

const HOUR_MS = 3_600_000;
/** How long a move's toast offers Undo: long enough to notice a slip of the mouse. */
export const UNDO_MS = 10_000;

/** The times of a moved or resized item, as the API takes them; `openEnded` keeps a job without an end. */
export const newTimes = (start: Date, end: Date | null, openEnded = false) => ({
    start: start.toISOString(),
    end: openEnded ? null : (end ?? new Date(start.getTime() + HOUR_MS)).toISOString(),
});
type Times = ReturnType<typeof newTimes>;

interface Item {
    kind: ItemKind;
    recordId: number;
    version?: number;
    openEnded?: boolean;
}

const lengthOf = (start: Date, end: Date | null) => (end ?? start).getTime() - start.getTime();

/**
 * Saves where a job or booking was dropped or resized to (PUT its scheduled_start / scheduled_end, or start_at /
 * end_at) from the version the calendar read. Saved: the item stays where it was put, and the toast offers Undo for a
 * while, which puts it back from the version just saved (changed by someone since: it says so, and offers Reload).
 * Refused (no bay free, an invoiced job's lock, a bad time, a record changed since it was read…): the client has
 * toasted why, and the item goes back.
 */
export const useReschedule = (onJob: (job: JobRow) => void, onBooking: (booking: BookingRow) => void) => {
    const translate = useTranslate();
    /** the toast offering to undo each record's last move: a newer move of the record takes its place */
    const undoToasts = useRef(new Map<string, number>());

    const save = useCallback(
        async (item: Item, version: number | undefined, { start, end }: Times, fetch?: typeof undoFetch) => {
            const id = { params: { path: { id: item.recordId } }, headers: ifMatch(version), fetch };
            if (item.kind === 'job') {
                const job = await unwrap<JobRow>(
                    api.PUT('/api/v3/motor-garage/invoice/{id}', {
                        ...id,
                        body: { scheduled_start: start, scheduled_end: end },
                    }),
                );
                onJob(job);
                return { version: job.version, args: { number: job.number } };
            }
            const booking = await unwrap<BookingRow>(
                api.PUT('/api/v3/motor-garage/booking/{id}', { ...id, body: { start_at: start, end_at: end } }),
            );
            onBooking(booking);
            return { version: booking.version, args: {} };
        },
        [onJob, onBooking],
    );

    const undo = useCallback(
        async (item: Item, version: number, before: Times) => {
            try {
                const { args } = await save(item, version, before, undoFetch);
                showToast({
                    severity: 'success',
                    message: translate(`motor-garage.calendar.undone.${item.kind}`, args),
                });
            } catch (error) {
                toastUndoFailure(error, translate('motor-garage.calendar.undo_stale'));
            }
        },
        [save, translate],
    );

    return useCallback(
        async ({ event, oldEvent, revert }: EventChangeArg) => {
            const item = event.extendedProps as Item;
            if (!event.start || !oldEvent.start) return revert();
            const openEnded = item.openEnded === true;
            const before = newTimes(oldEvent.start, oldEvent.end, openEnded);
            // a job without an end stays without one when moved; resized, it gets the end it was given
            const resized = lengthOf(event.start, event.end) !== lengthOf(oldEvent.start, oldEvent.end);
            let saved: Awaited<ReturnType<typeof save>>;
            try {
                saved = await save(item, item.version, newTimes(event.start, event.end, openEnded && !resized));
            } catch {
                return revert();
            }
            const key = `${item.kind}-${item.recordId}`;
            const previous = undoToasts.current.get(key);
            if (previous !== undefined) dismissToast(previous);
            const toast = showToast({
                severity: 'success',
                message: translate(`motor-garage.calendar.moved.${item.kind}`, saved.args),
                durationMs: UNDO_MS,
                action: {
                    label: translate('motor-garage.calendar.undo'),
                    run: () => void undo(item, saved.version, before),
                },
            });
            undoToasts.current.set(key, toast);
        },
        [save, undo, translate],
    );
};
