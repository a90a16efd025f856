import { and, eq } from 'drizzle-orm';
import { bootstrap } from '../../server/bootstrap';
import { DEMO_WORKSPACE_NAME } from '../../server/bootstrap/demo';
import { loadConfig } from '../../server/config';
import { products, services, workspaces } from '../../server/db/schema';
import { TEST_JWT_SECRET, type TestContext } from './app';
import { PASSWORD, userToken, workspaceToken } from './factories';

/**
 * The demo garage as a first start seeds it (its catalogue, customers, vehicles and jobs), in a database with no
 * users yet: its owner `demo` and member `ming.chan` signed into it.
 */
export async function seedDemoGarage(t: TestContext) {
    const config = loadConfig({
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: t.config.dataDir,
        DEMO_PASSWORD: PASSWORD,
        ADMIN_PASSWORD: PASSWORD,
    });
    await bootstrap(t.database.db, config);
    const [workspace] = await t.database.db.select().from(workspaces).where(eq(workspaces.name, DEMO_WORKSPACE_NAME));
    const signIn = async (username: string) => workspaceToken(t.app, await userToken(t.app, username), workspace.id);
    return { workspaceId: workspace.id, owner: await signIn('demo'), member: await signIn('ming.chan') };
}

/** The workspace's active catalogue, by `kind:id`: each item's name and price. */
export async function activeCatalogue(t: TestContext, workspaceId: number) {
    const { db } = t.database;
    const columns = (table: typeof services | typeof products) => ({
        id: table.id,
        name: table.name,
        nameZh: table.nameZh,
        price: table.priceCents,
    });
    const active = (table: typeof services | typeof products) =>
        and(eq(table.workspaceId, workspaceId), eq(table.active, true));
    const found = new Map<string, { id: number; name: string; nameZh: string; price: number }>();
    for (const row of await db.select(columns(services)).from(services).where(active(services)))
        found.set(`service:${row.id}`, row);
    for (const row of await db.select(columns(products)).from(products).where(active(products)))
        found.set(`product:${row.id}`, row);
    return found;
}
