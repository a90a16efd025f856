import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { messages, workspaces } from '../../server/db/schema';
import { addDays, dayIn } from '../../server/modules/reminder/days';
import { REMINDER_CRON, REMINDER_QUEUE, startReminderSchedule } from '../../server/modules/reminder/schedule';
import { startTestApp, type TestContext } from '../support/app';
import { signedInOwner } from '../support/factories';
import { create } from '../support/garage';

/** pg-boss on the test's own database, through its connection (a pool on PostgreSQL, the PGlite instance). */
function bossDb(database: Database): PgBoss.Db {
    const client = (database.db as unknown as { $client: any }).$client;
    if (database.kind === 'postgres') return { executeSql: (text, values) => client.query(text, values) };
    return {
        executeSql: async (text, values) =>
            values?.length ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    };
}

/** A zone where it is about noon now: the run takes its workspaces from 09:00 local. */
function zoneAtNoon() {
    const offset = 12 - new Date().getUTCHours();
    return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let t: TestContext;
let boss: PgBoss;
beforeAll(async () => {
    t = await startTestApp();
    boss = new PgBoss({ db: bossDb(t.database), supervise: false });
    boss.on('error', () => undefined);
    await boss.start();
});
afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
    await t.close();
});

describe('startReminderSchedule', () => {
    it('schedules the run every 10 minutes on pg-boss and works it: a tick makes the due reminders', async () => {
        const owner = await signedInOwner(t);
        const timezone = zoneAtNoon();
        await t.database.db.update(workspaces).set({ timezone }).where(eq(workspaces.id, owner.workspace.id));
        const customer = await create(t, owner.workspaceToken, 'relationship/customer', {
            name: 'Chan Tai Man',
            phone: '9123 4567',
        });
        const expiry = addDays(dayIn(timezone, new Date()), 10);
        const vehicle = await create(t, owner.workspaceToken, 'motor-garage/vehicle', {
            plate: 'SC 1',
            customer_id: customer.id,
            licence_expiry: expiry,
        });
        const enqueued: number[] = [];
        await startReminderSchedule(boss, {
            db: t.database.db,
            origin: 'http://garage.test',
            automaticChannels: new Set(['whatsapp']),
            enqueueMessage: async (_, id) => enqueued.push(id),
        });
        expect(await boss.getSchedules()).toEqual([
            expect.objectContaining({ name: REMINDER_QUEUE, cron: REMINDER_CRON }),
        ]);

        await boss.send(REMINDER_QUEUE, {});
        const ofWorkspace = () =>
            t.database.db.select().from(messages).where(eq(messages.workspaceId, owner.workspace.id));
        await expect.poll(async () => (await ofWorkspace()).length, { timeout: 15_000, interval: 200 }).toBe(1);
        const [made] = await ofWorkspace();
        expect(made).toMatchObject({
            kind: 'licence_reminder',
            vehicleId: vehicle.id,
            dueDate: expiry,
            status: 'queued',
        });
        expect(enqueued).toContain(made.id);
    });
});
