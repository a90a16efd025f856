import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, workspaces } from '../../server/db/schema';
import { addDays, dayIn } from '../../server/modules/reminder/days';
import { REMINDER_CRON, REMINDER_QUEUE } from '../../server/modules/reminder/schedule';
import { startTestApp, type TestContext } from '../support/app';
import { signedInOwner } from '../support/factories';
import { create } from '../support/garage';

/** A zone where it is about noon now: the run takes its workspaces from 09:00 local. */
function zoneAtNoon() {
    const offset = 12 - new Date().getUTCHours();
    return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

describe('the reminder schedule', () => {
    it('runs every 10 minutes on the app’s job queue: a tick makes the due reminders', async () => {
        const owner = await signedInOwner(t);
        const timezone = zoneAtNoon();
        await t.database.db.update(workspaces).set({ timezone }).where(eq(workspaces.id, owner.workspace.id));
        const customer = await create(t, owner.workspaceToken, 'relationship/customer', {
            name: 'Chan Tai Man',
            phone: '9123 4567',
            reminder_consent: true,
        });
        const expiry = addDays(dayIn(timezone, new Date()), 10);
        const vehicle = await create(t, owner.workspaceToken, 'motor-garage/vehicle', {
            plate: 'SC 1',
            customer_id: customer.id,
            licence_expiry: expiry,
        });
        expect(await t.app.queue.boss.getSchedules()).toEqual([
            expect.objectContaining({ name: REMINDER_QUEUE, cron: REMINDER_CRON }),
        ]);

        await t.app.queue.send(REMINDER_QUEUE, {});
        const ofWorkspace = () =>
            t.database.db.select().from(messages).where(eq(messages.workspaceId, owner.workspace.id));
        await expect.poll(async () => (await ofWorkspace()).length, { timeout: 15_000, interval: 200 }).toBe(1);
        const [made] = await ofWorkspace();
        expect(made).toMatchObject({
            kind: 'licence_reminder',
            vehicleId: vehicle.id,
            dueDate: expiry,
            // WhatsApp, the default channel, without the Cloud API: a draft to send by hand from the Reminders page
            status: 'draft',
            channel: 'whatsapp',
        });
    });
});
