import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGroups, TENANT_TABLES } from '../../server/db/schema';
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
  await withTenant(t.database.db, mine.id, (tx) => tx.insert(authGroups).values({ workspaceId: mine.id, name: 'Mine' }));
  await withTenant(t.database.db, theirs.id, (tx) => tx.insert(authGroups).values({ workspaceId: theirs.id, name: 'Theirs' }));
});
afterAll(async () => { await t.close(); });

describe('row-level security on tenant tables', () => {
  it('is enabled and forced on every tenant table', async () => {
    const result = await t.database.db.execute(sql`SELECT relname, relrowsecurity, relforcerowsecurity FROM pg_class WHERE relname IN (${sql.join(TENANT_TABLES.map((name) => sql`${name}`), sql`, `)})`);
    const rows = (result as unknown as { rows: { relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }[] }).rows;
    expect(rows.map((r) => r.relname).sort()).toEqual([...TENANT_TABLES].sort());
    for (const row of rows) expect([row.relname, row.relrowsecurity, row.relforcerowsecurity]).toEqual([row.relname, true, true]);
  });

  it('shows a request only the rows of its own workspace, even without a workspace filter in the query', async () => {
    const seen = await withTenant(t.database.db, mine.id, (tx) => tx.select().from(authGroups));
    expect(seen.map((g) => g.name)).toEqual(['Mine']);
  });

  it("refuses to write a row into another workspace, and leaves that workspace's rows untouched", async () => {
    await expect(withTenant(t.database.db, mine.id, (tx) => tx.insert(authGroups).values({ workspaceId: theirs.id, name: 'Sneaky' })))
      .rejects.toThrow();
    const updated = await withTenant(t.database.db, mine.id, (tx) => tx.update(authGroups).set({ name: 'Renamed' }).where(sql`${authGroups.workspaceId} = ${theirs.id}`).returning());
    expect(updated).toEqual([]);
    const theirRows = await withTenant(t.database.db, theirs.id, (tx) => tx.select().from(authGroups));
    expect(theirRows.map((g) => g.name)).toEqual(['Theirs']);
  });

  it('does not leak the workspace setting or the role to the next query on the connection', async () => {
    await withTenant(t.database.db, mine.id, (tx) => tx.select().from(authGroups));
    const result = await t.database.db.execute(sql`SELECT current_setting('app.workspace_id', true) AS workspace, current_user AS role`);
    const [row] = (result as unknown as { rows: { workspace: string | null; role: string }[] }).rows;
    expect(row.workspace ?? '').toBe('');
    expect(row.role).not.toBe('pitstop_app');
    const outside = await withTenant(t.database.db, 0, (tx) => tx.select().from(authGroups));
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
