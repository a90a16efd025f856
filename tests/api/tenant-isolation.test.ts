import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, tenantTables } from '../../server/db/migrate';
import { authGroups } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { startTestApp, type TestContext } from '../support/app';
import { makeUser, makeWorkspace } from '../support/factories';

let t: TestContext;
let mine: { id: number };
let theirs: { id: number };

beforeAll(async () => {
    t = await startTestApp();
    const owner = await makeUser(t.database.db);
    mine = await makeWorkspace(t.database.db, owner);
    theirs = await makeWorkspace(t.database.db, owner);
    await withTenant(t.database.db, mine.id, tx =>
        tx.insert(authGroups).values({ workspaceId: mine.id, name: 'Mine' }),
    );
    await withTenant(t.database.db, theirs.id, tx =>
        tx.insert(authGroups).values({ workspaceId: theirs.id, name: 'Theirs' }),
    );
});
afterAll(async () => {
    await t.close();
});

describe('row-level security on tenant tables', () => {
    /** Tables that hold a workspace_id without being tenant tables: memberships, sessions and assets are reached across workspaces. */
    const PLATFORM_TABLES_WITH_WORKSPACE = ['assets', 'sessions', 'workspace_users'];

    const rowSecurity = async () => {
        const result = await t.database.db
            .execute(sql`SELECT class.relname, class.relrowsecurity, class.relforcerowsecurity,
        EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = class.oid AND polname = 'tenant_isolation') AS policy
      FROM information_schema.columns column_ JOIN pg_class class ON class.relname = column_.table_name
      WHERE column_.table_schema = 'public' AND column_.column_name = 'workspace_id' AND class.relkind = 'r'`);
        return (
            result as unknown as {
                rows: { relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; policy: boolean }[];
            }
        ).rows;
    };

    it('is enabled and forced, with its policy, on every table whose key leads with workspace_id; the others are the platform ones', async () => {
        const tenant = await tenantTables(t.database);
        expect(tenant).toEqual(
            expect.arrayContaining([
                'auth_group_members',
                'customers',
                'jobs',
                'job_lines',
                'number_counters',
                'stock_movements',
            ]),
        );
        const rows = await rowSecurity();
        for (const row of rows) {
            const isolated = row.relrowsecurity && row.relforcerowsecurity && row.policy;
            expect([row.relname, isolated]).toEqual([row.relname, tenant.includes(row.relname)]);
        }
        expect(
            rows
                .filter(row => !tenant.includes(row.relname))
                .map(row => row.relname)
                .sort(),
        ).toEqual(PLATFORM_TABLES_WITH_WORKSPACE);
    });

    it('covers a new tenant table at the next start, without a migration of its own', async () => {
        const db = t.database.db;
        await db.execute(
            sql`CREATE TABLE fixture_tyres (workspace_id integer NOT NULL, id integer NOT NULL, size text NOT NULL, PRIMARY KEY (workspace_id, id))`,
        );
        try {
            await migrate(t.database);
            expect(await tenantTables(t.database)).toContain('fixture_tyres');
            await withTenant(db, mine.id, tx =>
                tx.execute(sql`INSERT INTO fixture_tyres VALUES (${mine.id}, 1, '205/55 R16')`),
            );
            await withTenant(db, theirs.id, tx =>
                tx.execute(sql`INSERT INTO fixture_tyres VALUES (${theirs.id}, 1, '225/45 R17')`),
            );
            const seen = await withTenant(db, mine.id, tx => tx.execute(sql`SELECT size FROM fixture_tyres`));
            expect((seen as unknown as { rows: { size: string }[] }).rows).toEqual([{ size: '205/55 R16' }]);
            await expect(
                withTenant(db, mine.id, tx => tx.execute(sql`INSERT INTO fixture_tyres VALUES (${theirs.id}, 2, 'x')`)),
            ).rejects.toThrow();
            await migrate(t.database); // a second start changes nothing and does not fail on the existing policy
            expect((await rowSecurity()).find(row => row.relname === 'fixture_tyres')).toMatchObject({
                relforcerowsecurity: true,
                policy: true,
            });
        } finally {
            await db.execute(sql`DROP TABLE fixture_tyres`);
        }
    });

    it('shows a request only the rows of its own workspace, even without a workspace filter in the query', async () => {
        const seen = await withTenant(t.database.db, mine.id, tx => tx.select().from(authGroups));
        expect(seen.map(g => g.name)).toEqual(['Mine']);
    });

    it("refuses to write a row into another workspace, and leaves that workspace's rows untouched", async () => {
        await expect(
            withTenant(t.database.db, mine.id, tx =>
                tx.insert(authGroups).values({ workspaceId: theirs.id, name: 'Sneaky' }),
            ),
        ).rejects.toThrow();
        const updated = await withTenant(t.database.db, mine.id, tx =>
            tx
                .update(authGroups)
                .set({ name: 'Renamed' })
                .where(sql`${authGroups.workspaceId} = ${theirs.id}`)
                .returning(),
        );
        expect(updated).toEqual([]);
        const theirRows = await withTenant(t.database.db, theirs.id, tx => tx.select().from(authGroups));
        expect(theirRows.map(g => g.name)).toEqual(['Theirs']);
    });

    it('does not leak the workspace setting or the role to the next query on the connection', async () => {
        await withTenant(t.database.db, mine.id, tx => tx.select().from(authGroups));
        const result = await t.database.db.execute(
            sql`SELECT current_setting('app.workspace_id', true) AS workspace, current_user AS role`,
        );
        const [row] = (result as unknown as { rows: { workspace: string | null; role: string }[] }).rows;
        expect(row.workspace ?? '').toBe('');
        expect(row.role).not.toBe('pitstop_app');
        const outside = await withTenant(t.database.db, 0, tx => tx.select().from(authGroups));
        expect(outside).toEqual([]);
    });
});

describe('keyword search under row-level security', () => {
    // Without it PostgreSQL may not use an index for ILIKE under row-level security: every keyword search would read
    // the whole workspace (130 ms instead of 5 at 50,000 customers; `npm run bench` shows it).
    it('may use the trigram indexes: its functions are declared leakproof at start where the database role may', async () => {
        const result = await t.database.db.execute(sql`SELECT oid::regprocedure::text AS name, proleakproof FROM pg_proc
      WHERE oid IN ('texticlike(text,text)'::regprocedure, 'regexp_replace(text,text,text,text)'::regprocedure, 'replace(text,text,text)'::regprocedure)
      ORDER BY 1`);
        expect((result as unknown as { rows: { name: string; proleakproof: boolean }[] }).rows).toEqual([
            { name: 'regexp_replace(text,text,text,text)', proleakproof: true },
            { name: 'replace(text,text,text)', proleakproof: true },
            { name: 'texticlike(text,text)', proleakproof: true },
        ]);
    });
});
