import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, describeBootstrap } from '../../server/bootstrap';
import { DEMO_WORKSPACE_NAME } from '../../server/bootstrap/demo';
import { loadConfig } from '../../server/config';
import { admins, authGroupMembers, users, workspaces } from '../../server/db/schema';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';
import { adminToken, call, userToken, workspaceToken } from '../support/factories';

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

describe('the demo garage', () => {
  let demo: TestContext;
  beforeAll(async () => { demo = await startTestApp(); });
  afterAll(async () => { await demo.close(); });

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('has customers, vehicles, parts, a labour menu and discounts that its owner lists through the API', async () => {
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: demo.config.dataDir, DEMO_PASSWORD: 'demo-password-1' });
    await bootstrap(demo.database.db, config);
    const user = await userToken(demo.app, 'demo', 'demo-password-1');
    const [membership] = (await call(demo.app, 'GET', '/api/v3/workspace', { token: user })).body.data;
    const token = await workspaceToken(demo.app, user, membership.workspace.id);
    const list = async (resource: string, query: Record<string, string> = {}) => {
      const answer = await call(demo.app, 'GET', `/api/v3/${resource}`, { token, query: { size: '100', ...query } });
      expect(answer.status).toBe(200);
      return answer.body as { data: Record<string, any>[]; total: number };
    };

    const customers = await list('relationship/customer');
    expect(customers.total).toBeGreaterThanOrEqual(30);
    expect((await list('relationship/customer', { type: 'company' })).total).toBeGreaterThan(0);
    expect(customers.data.some((customer) => /^\d{4} \d{4}$/.test(customer.phone) && customer.tags.includes('VIP'))).toBe(true);

    const vehicles = await list('motor-garage/vehicle');
    expect(vehicles.total).toBeGreaterThanOrEqual(40);
    expect(vehicles.data.filter((vehicle) => vehicle.customer_id !== null).length).toBeGreaterThan(vehicles.total * 0.8);
    const expiringSoon = (await list('motor-garage/vehicle', { licence_expiry_before: day(30) })).data
      .filter((vehicle) => vehicle.licence_expiry >= day(0));
    expect(expiringSoon.length).toBeGreaterThan(0);

    expect((await list('motor-garage/product')).total).toBeGreaterThanOrEqual(30);
    const lowStock = await list('motor-garage/product', { low_stock: 'true' });
    expect(lowStock.total).toBeGreaterThan(0);
    expect(lowStock.data.every((product) => product.low_stock)).toBe(true);

    const services = await list('motor-garage/service');
    expect(services.total).toBeGreaterThanOrEqual(10);
    expect(services.data.map((service) => service.code)).toContain('SVC-OIL');

    const discounts = await list('motor-garage/discount');
    expect(discounts.data.some((discount) => discount.kind === 'percent')).toBe(true);
    expect(discounts.data.some((discount) => discount.kind === 'amount' && discount.code)).toBe(true);
    expect((await list('motor-garage/discount', { active_on: day(0) })).total).toBeLessThan(discounts.total);
  });
});
