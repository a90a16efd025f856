import { and, eq } from 'drizzle-orm';
import type { MessageChannel } from '../../common/messages';
import { bookings, jobs, messages, reminderItems, vehicles, workspaces } from '../../server/db/schema';
import { runDueReminders } from '../../server/modules/reminder/run';
import type { TestContext } from './app';
import { call, signedInOwner } from './factories';
import { create } from './garage';

export const SETTINGS = '/api/v3/motor-garage/reminder-settings';
export const DUE = '/api/v3/motor-garage/reminder/due';
export const ORIGIN = 'http://garage.test';

/** Runs at 09:00 Hong Kong time (01:00 UTC) of 1 December 2026: D = 2026-12-01. */
export const D_RUN = '2026-12-01T01:00:00Z';

let plates = 0;
let numbers = 0;

/** The reminder tests' garages, customers, cars, bookings and runs, on the suite's app (`suite.t` once started). */
export function reminderGarage(suite: { t: TestContext }) {
    const db = () => suite.t.database.db;

    /** A garage of its own (the runs of other tests' garages never mix with its reminders), in `timezone`. */
    async function garage(timezone = 'Asia/Hong_Kong') {
        const owner = await signedInOwner(suite.t);
        await db().update(workspaces).set({ timezone }).where(eq(workspaces.id, owner.workspace.id));
        return { id: owner.workspace.id, token: owner.workspaceToken };
    }

    const setTimezone = (workspaceId: number, timezone: string) =>
        db().update(workspaces).set({ timezone }).where(eq(workspaces.id, workspaceId));

    /** The workspace's reminder settings with `changes`, saved through the API (200 expected). */
    async function saveSettings(token: string, changes: object) {
        const current = (await call(suite.t.app, 'GET', SETTINGS, { token })).body.data;
        const saved = await call(suite.t.app, 'PUT', SETTINGS, { token, body: { ...current, ...changes } });
        if (saved.status !== 200) throw new Error(`settings not saved: ${JSON.stringify(saved.body)}`);
        return saved.body.data;
    }

    /** Another car of the customer. */
    const vehicleOf = (token: string, customerId: number, vehicle: object) =>
        create(suite.t, token, 'motor-garage/vehicle', {
            plate: `RM ${1000 + plates++}`,
            customer_id: customerId,
            ...vehicle,
        });

    /** A customer (consenting, with phone and e-mail, reading English unless told) and their vehicle. */
    async function customerWithVehicle(token: string, vehicle: object, customer: object = {}) {
        const who = await create(suite.t, token, 'relationship/customer', {
            name: 'Chan Tai Man',
            phone: '9123 4567',
            email: 'chan@example.test',
            preferred_locale: 'en',
            reminder_consent: true,
            ...customer,
        });
        return { customer: who, vehicle: await vehicleOf(token, who.id, vehicle) };
    }

    /** One run of the daily job at `now`, the delivery recorded: its run of `workspaceId` and what it enqueued. */
    async function run(now: string, workspaceId: number, automatic: MessageChannel[] = []) {
        const enqueued: [number, number][] = [];
        const runs = await runDueReminders({
            db: db(),
            now: new Date(now),
            origin: ORIGIN,
            automaticChannels: async () => ['email', ...automatic],
            enqueueMessages: async (workspace, ids) => {
                enqueued.push(...ids.map(id => [workspace, id] as [number, number]));
            },
        });
        return {
            run: runs.find(one => one.workspaceId === workspaceId) ?? null,
            enqueued: enqueued.filter(([workspace]) => workspace === workspaceId).map(([, id]) => id),
        };
    }

    /** What a workspace's customers were reminded of, an item a line: `kind plate due_date`, sorted. */
    async function remindersOf(workspaceId: number) {
        const rows = await db()
            .select({
                kind: reminderItems.kind,
                plate: vehicles.plate,
                due: reminderItems.dueDate,
                booking: reminderItems.bookingId,
            })
            .from(reminderItems)
            .leftJoin(
                vehicles,
                and(eq(vehicles.workspaceId, reminderItems.workspaceId), eq(vehicles.id, reminderItems.vehicleId)),
            )
            .where(eq(reminderItems.workspaceId, workspaceId));
        return rows.map(row => `${row.kind} ${row.booking ? `booking ${row.booking}` : row.plate} ${row.due}`).sort();
    }

    const messagesOf = (workspaceId: number) =>
        db().select().from(messages).where(eq(messages.workspaceId, workspaceId)).orderBy(messages.id);

    /** A job of the vehicle with its odometer reading on `day` (noon, Hong Kong). */
    async function visit(
        workspaceId: number,
        ids: { customer: { id: number }; vehicle: { id: number } },
        day: string,
        km: number,
    ) {
        await db()
            .insert(jobs)
            .values({
                workspaceId,
                number: `T${numbers++}`,
                status: 'paid',
                customerId: ids.customer.id,
                vehicleId: ids.vehicle.id,
                mileageIn: km,
                createdAt: new Date(`${day}T12:00:00+08:00`),
            });
    }

    async function booking(
        workspaceId: number,
        customerId: number,
        startAt: string,
        status: 'pending' | 'cancelled' = 'pending',
    ) {
        const start = new Date(startAt);
        const [row] = await db()
            .insert(bookings)
            .values({
                workspaceId,
                customerId,
                plate: 'BK 1',
                startAt: start,
                endAt: new Date(+start + 3_600_000),
                status,
            })
            .returning();
        return row;
    }

    return {
        garage,
        setTimezone,
        saveSettings,
        vehicleOf,
        customerWithVehicle,
        run,
        remindersOf,
        messagesOf,
        visit,
        booking,
    };
}
