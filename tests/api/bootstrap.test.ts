import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, describeBootstrap } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { admins, users } from '../../server/db/schema';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';
import { adminToken, call, userToken } from '../support/factories';

let t: TestContext;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

describe('first start', () => {
  it('creates the platform admin and a demo garage whose printed credentials sign in, once', async () => {
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: t.config.dataDir, ADMIN_USERNAME: 'root', DEMO_PASSWORD: 'demo-password-1' });
    const first = await bootstrap(t.database.db, config);
    expect(first.admin).toMatchObject({ username: 'root', generated: true });
    expect(first.demo).toMatchObject({ username: 'demo', password: 'demo-password-1', generated: false });
    const printed = describeBootstrap(first).join('\n');
    expect(printed).toContain(first.admin!.password);
    expect(printed).not.toContain('demo-password-1');

    const admin = await adminToken(t.app, 'root', first.admin!.password);
    expect((await call(t.app, 'GET', '/admin/v3/self', { token: admin })).body.data.username).toBe('root');
    const demo = await userToken(t.app, 'demo', 'demo-password-1');
    const memberships = await call(t.app, 'GET', '/api/v3/workspace', { token: demo, query: { size: '9999' } });
    expect(memberships.body.data).toEqual([expect.objectContaining({ role: 'owner', workspace: expect.objectContaining({ name: 'Kwun Tong Auto Service' }) })]);

    const again = await bootstrap(t.database.db, config);
    expect(again).toEqual({});
    expect((await t.database.db.select().from(admins)).length).toBe(1);
    expect((await t.database.db.select().from(users)).length).toBe(first.demo ? 2 : 0);
  });
});
