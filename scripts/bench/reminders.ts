import { createServer } from 'node:http';
import type { PgBoss } from 'pg-boss';
import type { AddressInfo } from 'node:net';
import { and, count, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { messages, reminderSettings, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { REMINDER_RUN_MINUTE, REMINDERS_PER_DAY } from '../../common/reminders';
import { addDays, dayIn, minuteOfDay } from '../../server/modules/reminder/days';
import { REMINDER_QUEUE } from '../../server/modules/reminder/schedule';
import { createOwnedWorkspace, inBatches, insertRows } from '../seed/scale';

const REMINDERS = 10_000;
/** Garages of REMINDERS_PER_DAY.max customers each: a garage makes at most that many reminders a day. */
const GARAGES = REMINDERS / REMINDERS_PER_DAY.max;
/**
 * A zone where it is about noon now (UTC−11 … UTC+12), so that the tick finds the garages' run due (09:00 local or
 * later) whatever the hour the bench runs at.
 */
const ZONE = (() => {
    const offset = 12 - new Date().getUTCHours();
    return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
})();
/** How long the run may take to make its first message before the bench gives up. */
const FIRST_MESSAGE_WITHIN_MS = 120_000;

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

/**
 * A garage of `customers` consenting customers (phone numbers from `firstPhone` on), each with a car whose licence
 * and insurance expire in ten days (two items, one message), its daily limit the highest there is.
 */
async function seedDueLicences(db: Db, passwordHash: string, n: number, customers: number, firstPhone: number) {
    const workspace = await createOwnedWorkspace(db, 99 + n, passwordHash);
    await db.update(workspaces).set({ timezone: ZONE }).where(eq(workspaces.id, workspace.id));
    await withTenant(db, workspace.id, tx =>
        tx.insert(reminderSettings).values({ workspaceId: workspace.id, remindersPerDay: REMINDERS_PER_DAY.max }),
    );
    const expiry = addDays(dayIn(ZONE, new Date()), 10);
    const customerIds = await inBatches(
        customers,
        k => ({
            name: `Reminder customer ${k}`,
            phone: `5${String(firstPhone + k).padStart(7, '0')}`,
            preferred_locale: 'zh-hk',
            reminder_consent: true,
        }),
        rows =>
            insertRows(
                db,
                'customers',
                {
                    workspace_id: 'int',
                    name: 'text',
                    phone: 'text',
                    preferred_locale: 'text',
                    reminder_consent: 'boolean',
                },
                workspace.id,
                rows,
            ),
    );
    await inBatches(
        customers,
        k => ({ plate: `RB ${k + 1}`, customer_id: customerIds[k], licence_expiry: expiry, insurance_expiry: expiry }),
        rows =>
            insertRows(
                db,
                'vehicles',
                {
                    workspace_id: 'int',
                    plate: 'text',
                    customer_id: 'int',
                    licence_expiry: 'date',
                    insurance_expiry: 'date',
                },
                workspace.id,
                rows,
            ),
    );
    return workspace;
}

/** Every other workspace's day counts as run already: the tick makes these garages' reminders only. */
async function onlyTheseGaragesRun(db: Db, workspaceIds: number[]) {
    const others = await db.select({ id: workspaces.id, timezone: workspaces.timezone }).from(workspaces);
    for (const other of others.filter(one => !workspaceIds.includes(one.id)))
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

/** The garages' messages, those `sent` only when asked. */
async function messageCount(db: Db, workspaceIds: number[], sentOnly: boolean) {
    let total = 0;
    for (const workspaceId of workspaceIds)
        total += await withTenant(db, workspaceId, async tx => {
            const [row] = await tx
                .select({ n: count() })
                .from(messages)
                .where(
                    and(
                        eq(messages.workspaceId, workspaceId),
                        sentOnly ? inArray(messages.status, ['sent']) : undefined,
                    ),
                );
            return row.n;
        });
    return total;
}

/**
 * The daily reminder run at scale (issues #19, #28): REMINDERS reminder messages (each a customer's licence and
 * insurance) made by one tick of the app's own schedule across GARAGES garages at their daily limit, queued on pg-boss
 * and handed to a WhatsApp stand-in, until every one is `sent`; none twice.
 */
export async function benchReminderRun(db: Db, passwordHash: string) {
    console.log(
        `\nReminder run: seeding ${GARAGES} garages of ${REMINDERS_PER_DAY.max.toLocaleString('en')} customers, ` +
            'each with a licence and an insurance due in ten days...',
    );
    const garages: number[] = [];
    for (let n = 0; n < GARAGES; n++)
        garages.push((await seedDueLicences(db, passwordHash, n, REMINDERS_PER_DAY.max, n * REMINDERS_PER_DAY.max)).id);
    await onlyTheseGaragesRun(db, garages);
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
    if (minuteOfDay(ZONE, new Date()) < REMINDER_RUN_MINUTE)
        throw new Error(`Reminder bench: it is before the run's time in ${ZONE}, the tick would make nothing`);
    const started = performance.now();
    const tick = (await app.queue.send(REMINDER_QUEUE, {}))!;
    let madeAt = 0;
    for (;;) {
        await new Promise(resolve => setTimeout(resolve, 250));
        const made = await messageCount(db, garages, false);
        if (!madeAt && made >= REMINDERS) madeAt = performance.now();
        const sent = await messageCount(db, garages, true);
        if (sent >= REMINDERS || performance.now() - started > 600_000) break;
        if (made === 0 && (await runMadeNothing(app.queue.boss, tick, started))) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const twice = [...whatsapp.sentTo.values()].filter(times => times > 1).length;
    const sent = await messageCount(db, garages, true);
    console.log(
        `  ${sent.toLocaleString('en')} reminders sent of ${REMINDERS.toLocaleString('en')} in ${seconds.toFixed(1)} s ` +
            `(made by the run in ${madeAt ? ((madeAt - started) / 1000).toFixed(1) : '—'} s); the provider got ` +
            `${whatsapp.requests()} requests for ${whatsapp.sentTo.size} numbers, ${twice} twice ` +
            '(target: all under 60 s, none twice)',
    );
    await app.close();
    await whatsapp.close();
    if (sent < REMINDERS || twice > 0)
        throw new Error(`Reminder bench failed: ${sent} of ${REMINDERS} sent, ${twice} numbers twice`);
}

/** Whether the tick's job ended (done or failed) without a message, or made none in its first two minutes. */
async function runMadeNothing(boss: PgBoss, tick: string, started: number) {
    const job = await boss.getJobById(REMINDER_QUEUE, tick);
    return (
        job?.state === 'completed' || job?.state === 'failed' || performance.now() - started > FIRST_MESSAGE_WITHIN_MS
    );
}
