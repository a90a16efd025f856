import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { admins, workspaces } from '../../server/db/schema';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('two servers started together on an empty database', () => {
    it('seed it once: the second finds the first one’s admin and demo garage', { timeout: 60_000 }, async () => {
        const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: t.config.dataDir });
        const second = await openDatabase({ url: t.databaseUrl, dataDir: null });
        try {
            const results = await Promise.all([bootstrap(t.database.db, config), bootstrap(second.db, config)]);
            expect(results.filter(result => result.admin)).toHaveLength(1);
            expect(results.filter(result => result.demo)).toHaveLength(1);
        } finally {
            await second.close();
        }
        const [{ n: adminCount }] = await t.database.db.select({ n: count() }).from(admins);
        const [{ n: workspaceCount }] = await t.database.db.select({ n: count() }).from(workspaces);
        expect([adminCount, workspaceCount]).toEqual([1, 1]);
    });
});
