import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import pg from 'pg';
import { sleep } from './http';
import { allowLocalReplication } from './replication-access';

/** PostgreSQL 15's programs, as Debian installs them; CLUSTER_PG_BIN moves them. */
const BIN = process.env.CLUSTER_PG_BIN || '/usr/lib/postgresql/15/bin';
/** A standby must allow at least as much as its primary of each of these, else it refuses to start. */
const AT_LEAST_THE_PRIMARYS = [
    'max_connections',
    'max_worker_processes',
    'max_wal_senders',
    'max_prepared_transactions',
    'max_locks_per_transaction',
];

export interface Replica {
    port: number;
    /** The replica's URL for a database of the primary (DATABASE_READ_URL). */
    url(database: string): string;
    /** How long pg_basebackup took to copy the primary's whole cluster, and its size. */
    copied: { seconds: number; size: string };
    /** Runs SQL on the replica as its superuser. */
    query(text: string, database?: string): Promise<Record<string, unknown>[]>;
    /** Holds back the replay of the primary's changes: the replica's data stays as it is until `resume`. */
    pauseReplay(): Promise<void>;
    resumeReplay(): Promise<void>;
    start(): Promise<void>;
    /** Stops the replica (fast shutdown); it keeps its data and can start again. */
    stop(): Promise<void>;
    /** Stops it, deletes its data and takes the replication rule out of the primary's pg_hba.conf if the run added it. */
    remove(): Promise<void>;
}

/** As root (CI), PostgreSQL runs as the `postgres` user, which owns the replica's folder; else as the caller. */
const asRoot = process.getuid?.() === 0;
const run = promisify(execFile);
const asPostgres = (cwd: string, program: string, args: string[]) =>
    asRoot
        ? run('runuser', ['-u', 'postgres', '--', join(BIN, program), ...args], { cwd })
        : run(join(BIN, program), args, { cwd });

function ownedByPostgres(path: string) {
    if (!asRoot) return;
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(path, id('-u'), id('-g'));
}

function writeOwned(path: string, text: string) {
    writeFileSync(path, text, { mode: 0o600 });
    ownedByPostgres(path);
}

async function primarySettings(server: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: `${server}/postgres` });
    await client.connect();
    try {
        const { rows } = await client.query('SELECT name, setting FROM pg_settings WHERE name = ANY($1)', [
            AT_LEAST_THE_PRIMARYS,
        ]);
        return rows.map(({ name, setting }) => `${name} = ${setting}`);
    } finally {
        await client.end();
    }
}

/**
 * A streaming replica of the PostgreSQL server at `server` (on this machine) on `port`: pg_basebackup -R copies the
 * primary's cluster into a temporary folder, and a hot standby starts on it, read-only and following the primary.
 */
export async function startReplica(server: string, port: number): Promise<Replica> {
    const primary = new URL(server);
    const home = mkdtempSync(join(tmpdir(), 'pitstop-replica-'));
    chmodSync(home, 0o700);
    ownedByPostgres(home);
    const data = join(home, 'data');
    const removeRule = await allowLocalReplication(server);
    const pgCtl = (...args: string[]) => asPostgres(home, 'pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
    let running = false;

    const local = `postgres://${primary.username || 'postgres'}@127.0.0.1:${port}`;
    const query = async (text: string, database = 'postgres') => {
        const client = new pg.Client({ connectionString: `${local}/${database}` });
        await client.connect();
        try {
            return (await client.query(text)).rows;
        } finally {
            await client.end();
        }
    };
    const replica: Replica = {
        port,
        url: database => `${local}/${database}`,
        copied: { seconds: 0, size: '' },
        query,
        async pauseReplay() {
            await query('SELECT pg_wal_replay_pause()');
            for (let tries = 0; tries < 100; tries++) {
                const [row] = await query('SELECT pg_get_wal_replay_pause_state() AS state');
                if (row.state === 'paused') return;
                await sleep(50);
            }
            throw new Error('the replica did not pause its replay in 5 s');
        },
        async resumeReplay() {
            await query('SELECT pg_wal_replay_resume()');
        },
        async start() {
            await pgCtl('-l', join(home, 'replica.log'), 'start');
            running = true;
        },
        async stop() {
            if (running) await pgCtl('-m', 'fast', 'stop');
            running = false;
        },
        async remove() {
            await replica.stop().catch(error => console.error(`the replica did not stop: ${error.message}`));
            rmSync(home, { recursive: true, force: true });
            await removeRule();
        },
    };
    try {
        const began = performance.now();
        await asPostgres(home, 'pg_basebackup', ['-d', server, '-D', data, '-R', '-X', 'stream', '-c', 'fast']);
        replica.copied.seconds = (performance.now() - began) / 1000;
        replica.copied.size = (await run('du', ['-sh', data])).stdout.split('\t')[0];
        // The copy has the primary's data and postgresql.auto.conf (with -R, where to stream from); Debian keeps the
        // rest of the configuration outside the data folder, so the replica gets its own.
        writeOwned(
            join(data, 'postgresql.conf'),
            [
                `port = ${port}`,
                "listen_addresses = '127.0.0.1'",
                `unix_socket_directories = '${home}'`,
                'hot_standby = on',
                'shared_buffers = 32MB',
                ...(await primarySettings(server)),
                '',
            ].join('\n'),
        );
        writeOwned(join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
        writeOwned(join(data, 'pg_ident.conf'), '');
        await replica.start();
        return replica;
    } catch (error) {
        await replica.remove();
        throw error;
    }
}
