import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, describeBootstrap } from '../../server/bootstrap/zz-old-index';
import { DEMO_WORKSPACE_NAME } from '../../server/bootstrap/demo';
import { loadConfig } from '../../server/config';
import { admins, authGroupMembers, users, workspaces } from '../../server/db/schema';
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

describe('a first start stopped part-way', () => {
  let empty: TestContext;
  beforeAll(async () => { empty = await startTestApp(); });
  afterAll(async () => { await empty.close(); });

  const counts = async () => {
    const { db } = empty.database;
    return { admins: await db.$count(admins), users: await db.$count(users), workspaces: await db.$count(workspaces), groupMembers: await db.$count(authGroupMembers) };
  };

  it('leaves nothing behind, and the next start seeds everything', async () => {
    const { db } = empty.database;
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: empty.config.dataDir, DEMO_PASSWORD: 'demo-password-1' });
    // The demo garage's last records fail to write, as they would when the process is killed at that moment.
    await db.execute(sql.raw(`CREATE FUNCTION stop_seed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'seed stopped'; END $$`));
    await db.execute(sql.raw('CREATE TRIGGER stop_seed BEFORE INSERT ON auth_group_members FOR EACH ROW EXECUTE FUNCTION stop_seed()'));
    await expect(bootstrap(db, config)).rejects.toThrow();
    expect(await counts()).toEqual({ admins: 0, users: 0, workspaces: 0, groupMembers: 0 });

    await db.execute(sql.raw('DROP TRIGGER stop_seed ON auth_group_members'));
    const next = await bootstrap(db, config);
    expect(next).toMatchObject({ admin: { username: 'admin' }, demo: { username: 'demo', workspace: DEMO_WORKSPACE_NAME } });
    expect(await counts()).toEqual({ admins: 1, users: 2, workspaces: 1, groupMembers: 1 });
  });
});
