import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DataDirInUseError, processStat } from '../../server/db/data-dir-lock';
import { exitWithin, killIfRunning, makeTempDir, runCommand, runTs, type Child } from './support';

const dir = makeTempDir();
const dataDir = join(dir.path, 'pglite');
const children: Child[] = [];

afterEach(() => children.forEach(killIfRunning));
afterAll(() => dir.remove());

const run = (script: string, args: string[], env: Record<string, string> = {}) => {
    const child = runTs(script, args, env);
    children.push(child);
    return child;
};

it('refuses a second start on a data folder another process has open, naming it, and takes over once it is killed', async () => {
    const writer = run('tests/process/fixtures/write-until-killed.ts', [dataDir]);
    await writer.waitForLine(/^ready$/);
    const holder = writer.process.pid!;

    // npm start on the same folder stops at once with the reason, before touching the database.
    const second = run('server/main.ts', [], { DATA_DIR: dir.path, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    expect(await exitWithin(second, 30_000)).toEqual({ code: 1, signal: null });
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Pitstop process (id ${holder}`);
    await expect(openDatabase({ url: null, dataDir })).rejects.toThrow(DataDirInUseError);

    // Killed outright, the writer leaves its lock behind: the next open sees it is gone and takes the folder.
    writer.process.kill('SIGKILL');
    await writer.exited;
    const database = await openDatabase({ url: null, dataDir });
    try {
        // One process, one opening: a second here is refused too.
        await expect(openDatabase({ url: null, dataDir })).rejects.toThrow('already open in this process');
    } finally {
        await database.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openDatabase({ url: null, dataDir });
    await again.close();
}, 90_000);

/** A lock file as a holder writes it: its process id and start time. */
const writeLock = (pid: number, started: string) => writeFileSync(`${dataDir}.lock`, `${pid}\n${started}\n`);

it('takes over a lock whose process id now belongs to another program, and refuses while the holder runs', async () => {
    const other = runCommand('sleep', ['600']);
    children.push(other);
    const pid = other.process.pid!;
    const started = processStat(pid)!.started;
    // The same id, started at another time: the holder is gone and the system gave its id to `sleep`.
    writeLock(pid, String(Number(started) - 1));
    const database = await openDatabase({ url: null, dataDir });
    await database.close();
    // The same id and start time: the holder itself, still running.
    writeLock(pid, started);
    await expect(openDatabase({ url: null, dataDir })).rejects.toThrow(`in use by another Pitstop process (id ${pid}`);
    unlinkSync(`${dataDir}.lock`);
}, 60_000);

it('takes over the lock of a holder killed outright whose parent has not reaped it (a zombie)', async () => {
    // The writer runs under a shell that then becomes `sleep`, which never waits for its children.
    const parent = runCommand('sh', [
        '-c',
        '"$@" & exec sleep 600',
        'sh',
        process.execPath,
        '--import',
        'tsx',
        'tests/process/fixtures/write-until-killed.ts',
        dataDir,
    ]);
    children.push(parent);
    await parent.waitForLine(/^ready$/);
    const holder = Number(readFileSync(`${dataDir}.lock`, 'utf8').split('\n')[0]);
    expect(holder).not.toBe(parent.process.pid);
    await expect(openDatabase({ url: null, dataDir })).rejects.toThrow(
        `in use by another Pitstop process (id ${holder}`,
    );

    process.kill(holder, 'SIGKILL');
    for (let wait = 0; processStat(holder)?.state !== 'Z'; wait++) {
        if (wait === 200) throw new Error(`the writer did not become a zombie: ${JSON.stringify(processStat(holder))}`);
        await new Promise(resolve => setTimeout(resolve, 25));
    }
    const database = await openDatabase({ url: null, dataDir });
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
}, 90_000);
