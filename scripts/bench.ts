/**
 * Benchmark of the garage's hot calls on a database at scale (10 workspaces, 100,000 customers, 150,000 vehicles,
 * and 200,000 jobs in the big workspace when a job call runs), through the app over real HTTP on loopback, against a
 * bare Fastify + SQL handler doing the same work where it has one. Not a test: it prints figures. Takes a few minutes.
 *   npm run bench                     (PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://…   (an empty PostgreSQL database to fill; use a scratch one)
 *   BENCH_ONLY=user/self              (only the calls whose name contains this, or one of a comma-separated list;
 *                                      BENCH_ONLY='jobs ' for the job calls,
 *                                      BENCH_ONLY='day ' for the statistics and the calendar's week,
 *                                      BENCH_ONLY=reminder for the daily reminder run alone: 10,000 reminders sent)
 */
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { customers, vehicles } from '../server/db/schema';
import { withTenant } from '../server/db/tenant';
import { bareOnPglite, bareOnPostgres, startBareServer } from './bench/bare';
import { resourceCalls } from './bench/calls';
import { dayCalls } from './bench/day';
import { jobCalls } from './bench/jobs';
import { merged, runLoad, type LoadResult } from './bench/load';
import { statementsSent } from './bench/round-trips';
import { seedWorkspaceBookings } from './seed/bookings';
import { seedJobsIn, seedScale } from './seed/scale';
import { benchReminderRun } from './bench/reminders';
import { hashPassword } from '../server/modules/auth/passwords';

const REQUESTS = 300;
const WARM_UP = 50;
const CONCURRENT_CLIENTS = 8;
/** The app and the bare handler take turns (app, bare, app, bare…) so that other load weighs on both alike. */
const ROUNDS = 3;
const PASSWORD = 'bench-password';
/** Jobs in the big workspace, seeded only when a job or day call runs; bookings only for a day call. */
const JOBS = 200_000;
const BOOKINGS = 100_000;

const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL ?? null, dataDir: null });
await migrate(database);
const { db } = database;
const only = process.env.BENCH_ONLY ?? '';
const wanted = (name: string) => only.split(',').some(part => name.includes(part));
if (wanted('reminder run')) {
    await benchReminderRun(db, await hashPassword(PASSWORD));
    if (only) {
        await database.close();
        process.exit(0);
    }
}
console.log(`Seeding 10 workspaces, 100,000 customers, 150,000 vehicles (${database.kind})...`);
const seeded = await seedScale(db, { workspaces: 10, customers: 100_000, vehicles: 150_000, password: PASSWORD });
console.log(
    `  ${seeded.rows} rows in ${seeded.seconds.toFixed(1)} s (${Math.round(seeded.rows / seeded.seconds)} rows/s)`,
);
const big = seeded.workspaces[0];

const config = loadConfig({ JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/nonexistent-unused', LOG_LEVEL: 'silent' });
const app = await buildApp({
    config,
    db,
    logger: false,
    loginLimits: { perAccount: 1e9, perIp: 1e9, windowMs: 60_000 },
    // no reminder ticks nor deliveries while the calls are measured
    queue: { runWorkers: false },
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bareDatabase =
    database.kind === 'postgres'
        ? bareOnPostgres(process.env.BENCH_DATABASE_URL!)
        : bareOnPglite((db as unknown as { $client: PGlite }).$client);
const bare = await startBareServer(bareDatabase, config.jwtSecret);

async function workspaceToken(): Promise<string> {
    const post = async (path: string, body: object, token?: string) => {
        const response = await fetch(appUrl + path, {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const userToken = await post('/public/v3/user/login', { username_or_email: big.owner, password: PASSWORD });
    return post('/api/v3/user/login/workspace', { workspace_id: big.id }, userToken);
}

/** Records of the big workspace that get-one and update pick from. */
async function sampleIds(table: typeof customers | typeof vehicles) {
    const rows = await withTenant(db, big.id, tx =>
        tx
            .select({ id: table.id })
            .from(table)
            .where(eq(table.workspaceId, big.id))
            .orderBy(sql`md5(${table.id}::text)`)
            .limit(1000),
    );
    return rows.map(row => row.id);
}

// BENCH_ONLY=<text>: only the calls whose name contains it (`BENCH_ONLY=user/self`).
const calls = [
    ...resourceCalls({ customerIds: await sampleIds(customers), vehicleIds: await sampleIds(vehicles) }),
    ...jobCalls(db, big.id),
    ...dayCalls(),
].filter(candidate => wanted(candidate.name));
if (calls.some(call => call.name.startsWith('jobs') || call.name.startsWith('day '))) {
    console.log(`Seeding ${JOBS.toLocaleString('en')} jobs in ${big.name}...`);
    const jobs = await seedJobsIn(db, [big.id], [JOBS]);
    const rows = jobs.jobs + jobs.lines + jobs.payments;
    console.log(
        `  ${jobs.jobs} jobs, ${jobs.lines} lines, ${jobs.payments} payments: ${rows} rows in ${jobs.seconds.toFixed(1)} s ` +
            `(${Math.round(rows / jobs.seconds)} rows/s)`,
    );
}
if (calls.some(call => call.name.startsWith('day '))) {
    console.log(`Seeding ${BOOKINGS.toLocaleString('en')} bookings in ${big.name}...`);
    const started = performance.now();
    const written = await seedWorkspaceBookings(db, big.id, BOOKINGS);
    console.log(`  ${written} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
// Signed in after the seeding: a connection idle through it (the event loop busy with PGlite) may be gone.
const token = await workspaceToken();
const ms = (value: number) => `${value.toFixed(1)} ms`;
const columns = (cells: string[]) => `| ${cells.join(' | ')} |`;

const postgres = database.kind === 'postgres';
console.log(
    `\n${REQUESTS} requests per run over HTTP, ${ROUNDS} runs of each side taking turns; p50 / p99 with 1 client, ` +
        `req/s with ${CONCURRENT_CLIENTS} clients; CPU: this process's (server and client) per request at 1 client` +
        (postgres ? '; round trips: statements sent per request' : ''),
);
const header = [
    'Call',
    'app req/s',
    'app p50',
    'app p99',
    'bare req/s',
    'bare p50',
    'bare p99',
    'ratio',
    'CPU app / bare',
];
if (postgres) header.push('round trips app / bare');
console.log(columns(header));
console.log(columns(Array(header.length).fill('---')));
const findings: string[] = [];
for (const call of calls) {
    const sides = call.bare === false ? [appUrl] : [appUrl, bare.url];
    const rounds = sides.length > 1 ? ROUNDS : 1;
    const run = (url: string, clients: number) => runLoad(url, token, call.next, REQUESTS, clients);
    // A call that uses up records (an invoice, a payment) gets one for each request of the app's runs.
    await call.prepare?.(WARM_UP + 2 * rounds * REQUESTS);
    for (const url of sides) await runLoad(url, token, call.next, WARM_UP, 1); // plans, caches, JIT
    const latency: LoadResult[][] = sides.map(() => []);
    const throughput: LoadResult[][] = sides.map(() => []);
    const trips = sides.map(() => 0);
    for (let round = 0; round < rounds; round++)
        for (const [side, url] of sides.entries()) {
            const before = statementsSent();
            latency[side].push(await run(url, 1));
            trips[side] += statementsSent() - before;
            throughput[side].push(await run(url, CONCURRENT_CLIENTS));
        }
    const [appLatency, bareLatency] = latency.map(merged);
    const [appRate, bareRate] = throughput.map(runs => merged(runs).requestsPerSecond);
    const [appTrips, bareTrips] = trips.map(sent => (sent / (rounds * REQUESTS)).toFixed(1));
    const cells = [call.name, appRate.toFixed(0), ms(appLatency.p50), ms(appLatency.p99)];
    cells.push(
        ...(bareLatency
            ? [bareRate.toFixed(0), ms(bareLatency.p50), ms(bareLatency.p99), `${(appRate / bareRate).toFixed(2)}×`]
            : ['—', '—', '—', '—']),
    );
    const cpu = (result: LoadResult) => ms(result.cpuPerRequest);
    cells.push(bareLatency ? `${cpu(appLatency)} / ${cpu(bareLatency)}` : cpu(appLatency));
    if (postgres) cells.push(bareLatency ? `${appTrips} / ${bareTrips}` : appTrips);
    console.log(columns(cells));
    if (call.check) findings.push(await call.check());
}
for (const finding of findings) console.log(`\n${finding}`);

await bare.close();
await bareDatabase.close();
await app.close();
await database.close();
