import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { messages, reminderSettings, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { addDays, dayIn } from '../../server/modules/reminder/days';
import { REMINDER_QUEUE } from '../../server/modules/reminder/schedule';
import { createOwnedWorkspace, inBatches, insertRows } from '../seed/scale';

const REMINDERS = 10_000;
const ZONE = 'Asia/Hong_Kong';

/** A WhatsApp Cloud API stand-in on loopback: counts what each number was sent, answers a message id. */
async function fakeWhatsapp() {
    const sentTo = new Map<string, number>();
    let requests = 0;
    const server = createServer((request, response) => {
        let body = '';
        request.on('data', chunk => (body += chunk));
        request.on('end', () => {
            const { to } = JSON.parse(body) as { to: string };
            sentTo.set(to, (sentTo.get(to) ?? 0) + 1);
            requests++;
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify({ messages: [{ id: `wamid.${requests}` }] }));
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, sentTo, requests: () => requests, close: () => new Promise(resolve => server.close(resolve)) };
}

/** A garage of REMINDERS consenting customers, each with a car whose licence expires in ten days. */
async function seedDueLicences(db: Db, passwordHash: string) {
    const workspace = await createOwnedWorkspace(db, 99, passwordHash);
    await db.update(workspaces).set({ timezone: ZONE }).where(eq(workspaces.id, workspace.id));
    const expiry = addDays(dayIn(ZONE, new Date()), 10);
    const customerIds = await inBatches(
        REMINDERS,
        k => ({ name: `Reminder customer ${k}`, phone: `5${String(k).padStart(7, '0')}`, preferred_locale: 'zh-hk' }),
        rows =>
            insertRows(
                db,
                'customers',
                { workspace_id: 'int', name: 'text', phone: 'text', preferred_locale: 'text' },
                workspace.id,
                rows,
            ),
    );
    await inBatches(
        REMINDERS,
        k => ({ plate: `RB ${k + 1}`, customer_id: customerIds[k], licence_expiry: expiry }),
        rows =>
            insertRows(
                db,
                'vehicles',
                { workspace_id: 'int', plate: 'text', customer_id: 'int', licence_expiry: 'date' },
                workspace.id,
                rows,
            ),
    );
    return workspace;
}

/** Every other workspace's day counts as run already: the tick makes this garage's reminders only. */
async function onlyThisGarageRuns(db: Db, workspaceId: number) {
    const others = await db.select({ id: workspaces.id, timezone: workspaces.timezone }).from(workspaces);
    for (const other of others.filter(one => one.id !== workspaceId))
        await withTenant(db, other.id, tx =>
            tx
                .insert(reminderSettings)
                .values({ workspaceId: other.id, lastRunDay: dayIn(other.timezone, new Date()) })
                .onConflictDoUpdate({
                    target: reminderSettings.workspaceId,
                    set: { lastRunDay: dayIn(other.timezone, new Date()) },
                }),
        );
}

const sentCount = (db: Db, workspaceId: number) =>
    withTenant(db, workspaceId, async tx => {
        const [row] = await tx
            .select({ n: count() })
            .from(messages)
            .where(and(eq(messages.workspaceId, workspaceId), inArray(messages.status, ['sent'])));
        return row.n;
    });

/**
 * The daily reminder run at scale (issue #19): REMINDERS due licence reminders made by one tick of the app's own
 * schedule, queued on pg-boss and handed to a WhatsApp stand-in, until every one is `sent`; none twice.
 */
export async function benchReminderRun(db: Db, passwordHash: string) {
    console.log(`\nReminder run: seeding ${REMINDERS.toLocaleString('en')} licences due in ten days...`);
    const workspace = await seedDueLicences(db, passwordHash);
    await onlyThisGarageRuns(db, workspace.id);
    const whatsapp = await fakeWhatsapp();
    const config = loadConfig({
        JWT_SECRET: 'r'.repeat(40),
        DATA_DIR: '/nonexistent-unused',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'https://garage.example',
        WHATSAPP_API_URL: whatsapp.url,
        WHATSAPP_TOKEN: 'bench-token',
        WHATSAPP_PHONE_NUMBER_ID: '100200300',
    });
    const app = await buildApp({ config, db, logger: false, queue: { pollingIntervalSeconds: 0.5 } });
    await app.ready();
    const started = performance.now();
    await app.queue.send(REMINDER_QUEUE, {});
    let madeAt = 0;
    for (;;) {
        await new Promise(resolve => setTimeout(resolve, 250));
        if (!madeAt) {
            const made = await withTenant(db, workspace.id, async tx => {
                const [row] = await tx
                    .select({ n: count() })
                    .from(messages)
                    .where(eq(messages.workspaceId, workspace.id));
                return row.n;
            });
            if (made >= REMINDERS) madeAt = performance.now();
        }
        const sent = await sentCount(db, workspace.id);
        if (sent >= REMINDERS || performance.now() - started > 600_000) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const twice = [...whatsapp.sentTo.values()].filter(times => times > 1).length;
    const sent = await sentCount(db, workspace.id);
    console.log(
        `  ${sent.toLocaleString('en')} reminders sent of ${REMINDERS.toLocaleString('en')} in ${seconds.toFixed(1)} s ` +
            `(made by the run in ${((madeAt - started) / 1000).toFixed(1)} s); the provider got ${whatsapp.requests()} ` +
            `requests for ${whatsapp.sentTo.size} numbers, ${twice} twice (target: all under 60 s, none twice)`,
    );
    await app.close();
    await whatsapp.close();
}
