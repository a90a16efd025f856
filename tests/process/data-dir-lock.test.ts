import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DataDirInUseError } from '../../server/db/data-dir-lock';
import { exitWithin, killIfRunning, makeTempDir, runTs, type Child } from './support';

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
