import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, jobs, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { call, expectError, type Answer } from '../support/factories';
import { garageSuite, listIds } from '../support/garage';

// Bays (docs/api.md, Bookings): scheduled and in-progress jobs with a start and an end take a bay as bookings do; a booking made into
// a job counts once. Every test has its own day in the garage's zone (Hong Kong, UTC+8).
const suite = garageSuite();
const jobPath = '/api/v3/motor-garage/invoice';
const bookingPath = '/api/v3/motor-garage/booking';

let day = 0;
/** Day `date` of the tests (1 is 1 May 2028) at a local time. */
const at = (time: string, date = day) =>
    `${new Date(Date.UTC(2028, 4, date)).toISOString().slice(0, 10)}T${time}:00+08:00`;
const iso = (time: string) => new Date(at(time)).toISOString();
beforeEach(async () => {
    day += 1;
    await suite.t.database.db.update(workspaces).set({ bays: 3 }).where(eq(workspaces.id, suite.g.workspace.id));
});

const send = (method: 'POST' | 'PUT', path: string, body?: object, token = suite.g.owner) =>
    call(suite.t.app, method, path, { token, body });
const ok = (answer: Answer, status = 200) => {
    if (answer.status !== status)
        throw new Error(`expected ${status}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
};
const book = (start: string, end: string, token = suite.g.owner) =>
    send('POST', bookingPath, { walk_in_name: 'Mr Lee', plate: 'AB 123', start_at: at(start), end_at: at(end) }, token);
const booked = async (start: string, end: string) => ok(await book(start, end), 201);
/** A quote with the given times (a quote holds no bay). */
const quote = async (start?: string, end?: string, token = suite.g.owner) =>
    ok(
        await send(
            'POST',
            jobPath,
            {
                complaint: 'Noise',
                ...(start ? { scheduled_start: at(start) } : {}),
                ...(end ? { scheduled_end: at(end) } : {}),
            },
            token,
        ),
        201,
    );
const act = (id: number, action: string, body?: object) => send('POST', `${jobPath}/${id}/${action}`, body);
/** A job scheduled from `start` to `end`. */
const scheduled = async (start: string, end: string, token = suite.g.owner) => {
    const job = await quote(start, end, token);
    return ok(await call(suite.t.app, 'POST', `${jobPath}/${job.id}/schedule`, { token, body: {} }));
};
const storedJob = async (id: number) => {
    const { db } = suite.t.database;
    const workspaceId = suite.g.workspace.id;
    const [row] = await withTenant(db, workspaceId, tx =>
        tx
            .select()
            .from(jobs)
            .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, id))),
    );
    return row;
};
const storedBooking = async (id: number) => {
    const { db } = suite.t.database;
    const workspaceId = suite.g.workspace.id;
    const [row] = await withTenant(db, workspaceId, tx =>
        tx
            .select()
            .from(bookings)
            .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, id))),
    );
    return row;
};
const bookingsOfDay = () =>
    listIds(suite.t, suite.g.owner, 'motor-garage/booking', {
        from: at('00:00').slice(0, 10),
        to: at('00:00').slice(0, 10),
    });
const noCapacity = (answer: Answer, field: string) => {
    expectError(answer, 409, 'no_capacity');
    expect(answer.body.details).toEqual([{ field, error: 'no_capacity' }]);
};

describe('jobs take bays', () => {
    it('three scheduled jobs fill three bays: a booking over them is refused and not written', async () => {
        for (let n = 0; n < 3; n += 1) await scheduled('09:00', '12:00');
        noCapacity(await book('10:00', '11:00'), 'start_at');
        expect(await bookingsOfDay()).toEqual([]);
        // Another garage's jobs never take our bays, nor ours theirs.
        for (let n = 0; n < 3; n += 1) await scheduled('13:00', '14:00', suite.g.stranger);
        await booked('13:00', '14:00');
    });

    it('two bookings and a job in progress: a new job is a quote that holds no bay, and cannot be scheduled or started there', async () => {
        await booked('09:00', '11:00');
        await booked('09:00', '11:00');
        ok(await act((await quote('08:00', '10:00')).id, 'start'));
        const extra = await quote('09:30', '10:30');
        expect(extra.status).toBe('quote');
        const refused = await act(extra.id, 'schedule');
        noCapacity(refused, 'scheduled_start');
        noCapacity(await act(extra.id, 'start'), 'scheduled_start');
        expect((await storedJob(extra.id)).status).toBe('quote');
        // After the job in progress ends, one bay is free from 10:00.
        ok(await act(extra.id, 'schedule', { scheduled_start: at('10:00'), scheduled_end: at('10:30') }));
    });

    it('the schedule action into a full slot is refused: the job stays a quote with its times', async () => {
        for (let n = 0; n < 3; n += 1) await booked('14:00', '16:00');
        const job = await quote('08:00', '09:00');
        noCapacity(
            await act(job.id, 'schedule', { scheduled_start: at('15:00'), scheduled_end: at('17:00') }),
            'scheduled_start',
        );
        const row = await storedJob(job.id);
        expect(row.status).toBe('quote');
        expect(row.scheduledStart?.toISOString()).toBe(iso('08:00'));
        expect(row.scheduledEnd?.toISOString()).toBe(iso('09:00'));
    });

    it('accepts intervals that touch: one ends as the next starts', async () => {
        for (let n = 0; n < 3; n += 1) await scheduled('09:00', '10:00');
        await booked('10:00', '12:00');
        await booked('08:00', '09:00');
        await scheduled('10:00', '12:00');
        await scheduled('11:00', '12:00');
        noCapacity(await book('11:30', '12:30'), 'start_at');
        await booked('12:00', '13:00');
    });

    it('a cancelled or completed job frees its bay; a job without an end, or a quote, never took one', async () => {
        const first = await scheduled('09:00', '12:00');
        const second = await scheduled('09:00', '12:00');
        await scheduled('09:00', '12:00');
        noCapacity(await book('10:00', '11:00'), 'start_at');
        ok(await act(first.id, 'cancel'));
        await booked('10:00', '11:00');
        noCapacity(await book('10:00', '11:00'), 'start_at');
        ok(await act(second.id, 'start'));
        ok(await act(second.id, 'complete'));
        await booked('10:00', '11:00');
        // Full again; jobs that hold no bay do not change that.
        ok(await act((await quote('15:00')).id, 'schedule'));
        await quote('14:00', '16:00');
        for (let n = 0; n < 3; n += 1) await booked('14:30', '15:30');
        noCapacity(await book('14:30', '15:30'), 'start_at');
    });

    it('counts a booking made into a job once: the job once scheduled, the booking while the job is a quote', async () => {
        const converted = await booked('09:00', '11:00');
        const job = ok(await send('POST', `${bookingPath}/${converted.id}/convert`, {}));
        expect(job.status).toBe('scheduled');
        expect(
            ok(await call(suite.t.app, 'GET', `${bookingPath}/${converted.id}`, { token: suite.g.owner })),
        ).toMatchObject({
            status: 'arrived',
            job_id: job.id,
            job_status: 'scheduled',
        });
        await booked('09:00', '11:00');
        await scheduled('10:00', '11:00');
        noCapacity(await book('09:30', '10:30'), 'start_at');
        // Made into a quote, the booking keeps holding its bay until the quote is scheduled elsewhere.
        const kept = await booked('13:00', '14:00');
        const held = ok(await send('POST', `${bookingPath}/${kept.id}/convert`, { status: 'quote' }));
        await booked('13:00', '14:00');
        await booked('13:00', '14:00');
        noCapacity(await book('13:00', '14:00'), 'start_at');
        // Scheduled, the quote takes over its booking's bay rather than a second one; moved away, it leaves a bay free.
        ok(await act(held.id, 'schedule'));
        noCapacity(await book('13:00', '14:00'), 'start_at');
        ok(await send('PUT', `${jobPath}/${held.id}`, { scheduled_start: at('16:00'), scheduled_end: at('17:00') }));
        await booked('13:00', '14:00');
        noCapacity(await book('13:00', '14:00'), 'start_at');
    });

    it('moving a booking or a job into a full slot is refused and changes nothing', async () => {
        await booked('09:00', '11:00');
        await scheduled('09:00', '11:00');
        await scheduled('10:00', '12:00');
        const booking = await booked('13:00', '14:00');
        const job = await scheduled('13:00', '14:00');
        noCapacity(
            await send('PUT', `${bookingPath}/${booking.id}`, { start_at: at('10:00'), end_at: at('11:00') }),
            'start_at',
        );
        noCapacity(
            await send('PUT', `${jobPath}/${job.id}`, { scheduled_start: at('10:30'), scheduled_end: at('11:30') }),
            'scheduled_start',
        );
        noCapacity(await send('PUT', `${jobPath}/${job.id}`, { scheduled_start: at('10:30') }), 'scheduled_start');
        expect((await storedBooking(booking.id)).startAt.toISOString()).toBe(iso('13:00'));
        const row = await storedJob(job.id);
        expect([row.scheduledStart?.toISOString(), row.scheduledEnd?.toISOString()]).toEqual([
            iso('13:00'),
            iso('14:00'),
        ]);
        // Into a free slot, and edits that do not move it, are accepted.
        ok(await send('PUT', `${jobPath}/${job.id}`, { scheduled_start: at('11:00'), scheduled_end: at('12:30') }));
        ok(await send('PUT', `${jobPath}/${job.id}`, { complaint: 'Rattle' }));
    });

    it('a job holding a bay is scheduled for four weeks at most (the capacity read is bounded by it)', async () => {
        const long = await quote('09:00');
        const tooLong = { scheduled_start: at('09:00'), scheduled_end: at('09:01', day + 28) };
        for (const answer of [
            await act(long.id, 'schedule', tooLong),
            await send('PUT', `${jobPath}/${long.id}`, tooLong),
        ]) {
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toEqual([{ field: 'scheduled_end', error: 'too_long' }]);
        }
        expect((await storedJob(long.id)).scheduledEnd).toBeNull();
        ok(await act(long.id, 'schedule', { scheduled_end: at('09:00', day + 28) }));
        ok(await act(long.id, 'cancel'));
    });

    it('a job begun days before still fills the bays of a later day, and the calendar finds it', async () => {
        const [first, second] = [await scheduled('09:00', '12:00'), await scheduled('09:00', '12:00')];
        const long = ok(await act((await quote('09:00')).id, 'schedule', { scheduled_end: at('12:00', day + 5) }));
        day += 5;
        await booked('10:00', '11:00');
        await booked('10:00', '11:00');
        noCapacity(await book('10:00', '11:00'), 'start_at');
        const shown = await listIds(suite.t, suite.g.owner, 'motor-garage/invoice', {
            scheduled_end_from: at('00:00').slice(0, 10),
            scheduled_to: at('00:00').slice(0, 10),
        });
        expect(shown).toContain(long.id);
        expect(shown).not.toContain(first.id);
        expect(shown).not.toContain(second.id);
    });

    it('lets exactly one of ten writes at once, bookings and schedules, take the last bay', async () => {
        for (let round = 0; round < 3; round += 1) {
            const hour = String(9 + round * 3).padStart(2, '0');
            const end = String(10 + round * 3).padStart(2, '0');
            await booked(`${hour}:00`, `${end}:00`);
            await scheduled(`${hour}:00`, `${end}:00`);
            const quotes = await Promise.all([0, 1, 2, 3, 4].map(() => quote(`${hour}:00`, `${end}:00`)));
            const answers = await Promise.all([
                ...quotes.map(job => act(job.id, 'schedule')),
                ...[0, 1, 2, 3, 4].map(() => book(`${hour}:15`, `${hour}:45`)),
            ]);
            const outcomes = answers.map(answer =>
                answer.status < 300 ? 'taken' : `${answer.status} ${answer.body.error}`,
            );
            expect(
                outcomes.filter(outcome => outcome === 'taken'),
                `round ${round}`,
            ).toHaveLength(1);
            expect(
                outcomes.filter(outcome => outcome === '409 no_capacity'),
                `round ${round}`,
            ).toHaveLength(9);
        }
    });
});
