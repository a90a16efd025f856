import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { list } from 'tar';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { assets, customers, jobLines, jobs, messages, vehicles } from '../../server/db/schema';
import { killIfRunning, makeTempDir, ROOT, runTs, type Child } from './support';

// The demo garage as a first start seeds it, plus an upload and a message, backed up and restored into an empty
// target; the restored app is started and asked what a user would see.
const PASSWORD = 'backup-test-password';
const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
);
const BACKUP_NAME = /^pitstop-backup-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/;

const dir = makeTempDir();
const children: Child[] = [];
afterEach(() => children.forEach(killIfRunning));
afterAll(() => dir.remove());

/** Where a server runs, a backup reads and a restore writes: a data folder, and a database when on PostgreSQL. */
interface Place {
    dataDir: string;
    databaseUrl?: string;
}

const placeEnv = (place: Place) => ({ DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl ?? '' });
const newPlace = (name: string, databaseUrl?: string): Place => ({ dataDir: join(dir.path, name), databaseUrl });

function run(script: string, args: string[], env: Record<string, string>): Child {
    const child = runTs(script, args, env);
    children.push(child);
    return child;
}

async function startServer(place: Place): Promise<{ child: Child; base: string }> {
    const child = run('server/main.ts', [], {
        ...placeEnv(place),
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_PASSWORD: PASSWORD,
        ADMIN_PASSWORD: PASSWORD,
        LOG_LEVEL: 'warn',
    });
    const [, port] = await child.waitForLine(/is running at http:\/\/localhost:(\d+)/);
    return { child, base: `http://127.0.0.1:${port}` };
}

async function stopServer(server: { child: Child }) {
    server.child.process.kill('SIGTERM');
    expect(await server.child.exited, server.child.output()).toEqual({ code: 0, signal: null });
}

let backups = 0;

/** Runs `npm run backup -- --out DIR` as a script (a new DIR each time); answers the file it wrote and its output. */
async function backup(
    place: Place,
    dumpedBy: 'the running server' | 'the backup (no server running)' | 'pg_dump',
    env: Record<string, string> = {},
) {
    const out = join(dir.path, `backups-${++backups}`);
    const child = run('scripts/backup.ts', ['--out', out], { ...placeEnv(place), ...env });
    expect(await child.exited, child.output()).toEqual({ code: 0, signal: null });
    const [, file] = child.output().match(/^Backup written: (\S+)/m)!;
    expect(file.split('/').at(-1)).toMatch(BACKUP_NAME);
    expect(child.output()).toContain(`dumped by ${dumpedBy}`);
    return { file, output: child.output() };
}

/** The paths in a backup file, and its manifest. */
async function readBackup(file: string): Promise<{ paths: string[]; manifest: any }> {
    const paths: string[] = [];
    let manifest = '';
    await list({
        file,
        onReadEntry: entry => {
            paths.push(entry.path);
            if (entry.path === 'manifest.json') entry.on('data', (chunk: Buffer) => (manifest += chunk.toString()));
        },
    });
    return { paths, manifest: JSON.parse(manifest) };
}

function restore(file: string, place: Place): Child {
    return run('scripts/restore.ts', [file], placeEnv(place));
}

/** The workspace token of the demo garage's owner. */
async function signIn(base: string): Promise<string> {
    const post = async (path: string, body: object, token?: string) => {
        const response = await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
        });
        expect(response.status, path).toBe(200);
        return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const userToken = await post('/public/v3/user/login', { username_or_email: 'demo', password: PASSWORD });
    const [workspace] = (await get(base, userToken, '/api/v3/workspace')) as { id: number }[];
    return post('/api/v3/user/login/workspace', { workspace_id: workspace.id }, userToken);
}

async function get(base: string, token: string, path: string): Promise<any> {
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: unknown }).data;
}

/**
 * An invoice whose customer has an e-mail address, and the upload and message the demo garage lacks. Reminders are
 * turned off: their run (every ten minutes) would add messages between a live backup and the count after it.
 */
async function prepareGarage(base: string, token: string) {
    const settings = await get(base, token, '/api/v3/motor-garage/reminder-settings');
    const quiet = await fetch(`${base}/api/v3/motor-garage/reminder-settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
            ...settings,
            kinds: Object.fromEntries(Object.keys(settings.kinds).map(kind => [kind, false])),
        }),
    });
    expect(quiet.status).toBe(200);
    const emails = new Map<number, string | null>(
        (await get(base, token, '/api/v3/relationship/customer?size=500')).map(
            (customer: { id: number; email: string | null }) => [customer.id, customer.email],
        ),
    );
    const invoice = (await get(base, token, '/api/v3/motor-garage/invoice?size=500')).find(
        (job: { invoice_number: string | null; customer_id: number }) =>
            job.invoice_number && emails.get(job.customer_id),
    );
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${base}/api/v2/asset`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
    });
    expect(uploaded.status).toBe(201);
    const drafted = await fetch(`${base}/api/v3/motor-garage/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
            kind: 'invoice',
            customer_id: invoice.customer_id,
            job_id: invoice.id,
            channel: 'email',
        }),
    });
    expect(drafted.status).toBe(201);
    return {
        invoiceId: invoice.id as number,
        assetUuid: ((await uploaded.json()) as { data: { uuid: string } }).data.uuid,
        messageId: ((await drafted.json()) as { data: { id: number } }).data.id,
    };
}

/** An invoice as the API computes it: its totals and its lines. */
async function invoiceTotals(base: string, token: string, id: number) {
    const invoice = await get(base, token, `/api/v3/motor-garage/invoice/${id}`);
    const totals = ['subtotal_cents', 'discount_cents', 'tax_cents', 'total_cents', 'paid_cents', 'balance_cents'];
    expect(invoice.total_cents).toBeGreaterThan(0);
    return { invoice_number: invoice.invoice_number, ...Object.fromEntries(totals.map(key => [key, invoice[key]])) };
}

/** Rows of the garage's records, read straight from the database (no server may hold PGlite's folder). */
async function recordCounts(place: Place) {
    const database = await openDatabase({ url: place.databaseUrl ?? null, dataDir: join(place.dataDir, 'pglite') });
    try {
        const { db } = database;
        const tables = { customers, vehicles, jobs, jobLines, messages, assets };
        const counts = Object.fromEntries(
            await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await db.$count(table)])),
        );
        for (const [name, count] of Object.entries(counts)) expect(count, name).toBeGreaterThan(0);
        return counts;
    } finally {
        await database.close();
    }
}

/** Every file under a folder with its size and modification time: any write shows. */
function fingerprint(folder: string): string[] {
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => {
            const path = join(entry.parentPath, entry.name);
            const { size, mtimeMs } = statSync(path);
            return `${path} ${size} ${mtimeMs}`;
        })
        .sort();
}

const uploadsOf = (place: Place) =>
    readdirSync(join(place.dataDir, 'assets')).map(name => [name, readFileSync(join(place.dataDir, 'assets', name))]);

/** Starts the restored app, signs in with the original password and reads the invoice and the upload. */
async function expectServedAsBefore(place: Place, invoiceId: number, assetUuid: string, totals: object) {
    const server = await startServer(place);
    const token = await signIn(server.base);
    expect(await invoiceTotals(server.base, token, invoiceId)).toEqual(totals);
    const image = await fetch(`${server.base}/api/v2/asset/${assetUuid}`, {
        headers: { authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    return { ...server, token };
}

describe('on PGlite', () => {
    const source = newPlace('source');
    let seeded: Awaited<ReturnType<typeof prepareGarage>>;
    let totals: object;
    let sourceCounts: Record<string, number>;
    let stoppedBackup: string;

    it('backs up while the server runs and keeps serving; the restored folder starts and serves the same', async () => {
        const server = await startServer(source);
        const token = await signIn(server.base);
        seeded = await prepareGarage(server.base, token);
        totals = await invoiceTotals(server.base, token, seeded.invoiceId);

        let backedUp = false;
        const answers: object[] = [];
        const keepAsking = async () => {
            while (!backedUp) answers.push(await invoiceTotals(server.base, token, seeded.invoiceId));
        };
        const [{ file }] = await Promise.all([
            backup(source, 'the running server').finally(() => (backedUp = true)),
            keepAsking(),
        ]);
        expect(answers.length).toBeGreaterThan(0);
        expect(answers.every(answer => JSON.stringify(answer) === JSON.stringify(totals))).toBe(true);
        await stopServer(server);
        sourceCounts = await recordCounts(source);

        const restored = newPlace('restored-live');
        const restoring = restore(file, restored);
        expect(await restoring.exited, restoring.output()).toEqual({ code: 0, signal: null });
        expect(await recordCounts(restored)).toEqual(sourceCounts);
        expect(uploadsOf(restored)).toEqual(uploadsOf(source));
        await stopServer(await expectServedAsBefore(restored, seeded.invoiceId, seeded.assetUuid, totals));
    }, 120_000);

    it('backs up the folder of a stopped server the same way', async () => {
        ({ file: stoppedBackup } = await backup(source, 'the backup (no server running)'));
        const { paths, manifest } = await readBackup(stoppedBackup);
        expect(paths.sort()).toEqual(['assets/' + seeded.assetUuid, 'database/pglite.tar.gz', 'manifest.json']);
        expect(manifest).toMatchObject({
            format_version: 1,
            database: {
                kind: 'pglite',
                migrations: readdirSync(join(ROOT, 'server/db/migrations')).filter(name => name.endsWith('.sql'))
                    .length,
            },
            assets: { store: 'local', included: true, files: 1, bytes: PNG.length },
            counts: { customers: sourceCounts.customers, job_lines: sourceCounts.jobLines, messages: 1, assets: 1 },
        });
        const restored = newPlace('restored-stopped');
        const restoring = restore(stoppedBackup, restored);
        expect(await restoring.exited, restoring.output()).toEqual({ code: 0, signal: null });
        expect(await recordCounts(restored)).toEqual(sourceCounts);
        expect(uploadsOf(restored)).toEqual(uploadsOf(source));
    }, 60_000);

    it('refuses to restore into a data folder that holds a database, and changes nothing there', async () => {
        const before = fingerprint(source.dataDir);
        const restoring = restore(stoppedBackup, source);
        expect((await restoring.exited).code).toBe(1);
        expect(restoring.output()).toContain('already holds a database');
        expect(fingerprint(source.dataDir)).toEqual(before);
    }, 60_000);

    it('leaves the uploads out when they live in an S3 bucket, and says so', async () => {
        const { file, output } = await backup(source, 'the backup (no server running)', { ASSET_STORE: 's3' });
        expect(output).toContain('uploads:  in the S3 bucket (ASSET_STORE=s3), not in this file');
        const { paths, manifest } = await readBackup(file);
        expect(paths.sort()).toEqual(['database/pglite.tar.gz', 'manifest.json']);
        expect(manifest.assets).toEqual({ store: 's3', included: false, files: 0, bytes: 0 });
    }, 60_000);
});

/** Fresh databases on TEST_DATABASE_URL's server, as tests/support/app.ts makes them; dropped after the tests. */
const databases: string[] = [];
async function freshDatabase(): Promise<string> {
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    const name = `pitstop_backup_${randomBytes(6).toString('hex')}`;
    await server.query(`CREATE DATABASE ${name}`);
    await server.end();
    databases.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
}

afterAll(async () => {
    if (databases.length === 0) return;
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    for (const name of databases) await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.end();
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    it('restores pg_dump into an empty database where the app starts, serves and queues as before; refuses a full one', async () => {
        const source = newPlace('pg-source', await freshDatabase());
        const server = await startServer(source);
        const token = await signIn(server.base);
        const seeded = await prepareGarage(server.base, token);
        const totals = await invoiceTotals(server.base, token, seeded.invoiceId);
        const { file } = await backup(source, 'pg_dump');
        await stopServer(server);
        const sourceCounts = await recordCounts(source);

        const restored = newPlace('pg-restored', await freshDatabase());
        const restoring = restore(file, restored);
        expect(await restoring.exited, restoring.output()).toEqual({ code: 0, signal: null });
        expect(await recordCounts(restored)).toEqual(sourceCounts);
        const served = await expectServedAsBefore(restored, seeded.invoiceId, seeded.assetUuid, totals);
        // Sending queues a job as the app's tenant role: its privileges came back with the restore.
        const sent = await fetch(`${served.base}/api/v3/motor-garage/message/${seeded.messageId}/send`, {
            method: 'POST',
            headers: { authorization: `Bearer ${served.token}` },
        });
        expect(sent.status, await sent.text()).toBe(200);
        await stopServer(served);

        const before = fingerprint(source.dataDir);
        const refused = restore(file, source);
        expect((await refused.exited).code).toBe(1);
        expect(refused.output()).toContain('is not empty');
        expect(await recordCounts(source)).toEqual(sourceCounts);
        expect(fingerprint(source.dataDir)).toEqual(before);
    }, 120_000);
});
