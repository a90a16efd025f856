import { like } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { admins, users } from '../../server/db/schema';
import { killIfRunning, makeTempDir, runTs, type Child } from './support';

const dir = makeTempDir();
const dataDir = join(dir.path, 'pglite');
let writer: Child | undefined;

afterEach(() => killIfRunning(writer));
afterAll(() => dir.remove());

/** Starts a writer on the data directory, lets it commit `writes` times, kills it with SIGKILL; answers the committed ids. */
async function writeAndKill(writes: number): Promise<number[]> {
    writer = runTs('tests/process/fixtures/write-until-killed.ts', [dataDir]);
    await writer.waitForLine(/^ready$/);
    const committed = () => [...writer!.output().matchAll(/^committed (\d+)$/gm)].map(match => Number(match[1]));
    for (const start = Date.now(); committed().length < writes; await new Promise(next => setTimeout(next, 10))) {
        if (Date.now() - start > 30_000)
            throw new Error(`only ${committed().length} writes in 30 s:\n${writer.output()}`);
    }
    writer.process.kill('SIGKILL');
    await new Promise(closed => writer!.process.once('close', closed));
    return committed();
}

it('keeps every committed write when the process is killed with SIGKILL, and opens again cleanly', async () => {
    const first = await writeAndKill(40);
    // The writer opens and migrates the killed database as a start does, then writes on.
    const second = await writeAndKill(40);

    const database = await openDatabase({ url: null, dataDir });
    try {
        await migrate(database);
        const stored = await database.db.select({ id: users.id }).from(users).where(like(users.username, 'crash-%'));
        expect(stored.map(row => row.id)).toEqual(expect.arrayContaining([...first, ...second]));
        // Each write was one transaction of two rows: the one cut short left neither.
        expect(await database.db.$count(admins, like(admins.username, 'crash-%'))).toBe(stored.length);
    } finally {
        await database.close();
    }
}, 90_000);
