import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SEND_MESSAGE } from '../../server/modules/message/delivery/job';
import { startTestApp, type TestContext } from '../support/app';

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

const rowsOf = async (query: ReturnType<typeof sql>) =>
    (await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

describe('a job queue left by pg-boss 10', () => {
    it('is dropped at start and made again, so the app starts and queues jobs', async () => {
        await t.app.close();
        // What pg-boss 10 leaves: its schema at version 24, which pg-boss 12 refuses to migrate.
        await t.database.execute(`DROP SCHEMA pgboss CASCADE; CREATE SCHEMA pgboss;
            CREATE TABLE pgboss.version (version int PRIMARY KEY); INSERT INTO pgboss.version VALUES (24);
            CREATE TABLE pgboss.job (id uuid PRIMARY KEY, name text, state text)`);

        const app = await buildApp({ config: t.config, db: t.database.db, logger: false });
        try {
            const { rows } = await rowsOf(sql`SELECT max(version) AS version FROM pgboss.version`);
            expect(Number(rows[0].version)).toBeGreaterThanOrEqual(25);
            const id = await app.queue.send(SEND_MESSAGE, { workspaceId: 0, messageId: 0 }, { startAfter: 3600 });
            expect(id).toEqual(expect.any(String));
            expect((await app.queue.waitingJobs()).get(SEND_MESSAGE)).toBe(1);
        } finally {
            await app.close();
        }
    });
});
