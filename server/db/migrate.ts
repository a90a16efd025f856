import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';
import { ensureKeywordIndexes, type KeywordIndex } from './keyword-indexes';
import { APP_ROLE } from './tenant';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const isSuperuser = async ({ db }: Database) => {
    const rows = await db.execute<{ rolsuper: boolean }>(
        sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`,
    );
    return Boolean((rows as unknown as { rows: { rolsuper: boolean }[] }).rows[0]?.rolsuper);
};

/** Roles are cluster-wide, so they are made here, idempotently, rather than in a per-database migration. */
async function ensureAppRole(database: Database): Promise<void> {
    const { db } = database;
    try {
        await db.execute(
            sql.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN CREATE ROLE ${APP_ROLE} NOLOGIN; END IF;
    END $$`),
        );
    } catch (error) {
        // Another process created the role between the check and the CREATE.
        const code = (error as { code?: string }).code;
        if (code !== '42710' && code !== '23505') throw error;
    }
    if (await isSuperuser(database)) return;
    // Granting again needs ADMIN OPTION on PostgreSQL 15, which a member made by an administrator may not have.
    const membership = await db.execute<{ member: boolean }>(
        sql.raw(`SELECT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') AS member`),
    );
    const { rows } = membership as unknown as { rows: { member: boolean }[] };
    if (!rows[0]?.member) await db.execute(sql.raw(`GRANT ${APP_ROLE} TO current_user`));
}

/**
 * The functions keyword search runs on indexed expressions: ILIKE (`texticlike`), and the normalising of phones and
 * plates (`regexp_replace`, `replace`).
 */
const KEYWORD_FUNCTIONS = ['texticlike(text,text)', 'regexp_replace(text,text,text,text)', 'replace(text,text,text)'];

/**
 * Under row-level security PostgreSQL uses an index for a condition only when every function in it is LEAKPROOF,
 * and these are not declared so: keyword searches would read every row of the workspace instead of using the
 * trigram indexes (130 ms instead of 5 at 50,000 customers). Declaring it needs a superuser, so it is done here, at
 * every start (a restored dump does not carry it), where the database role may; elsewhere searches stay correct,
 * only slower. These functions have no side effects; their only errors are about the patterns, which are the app's.
 */
async function letKeywordSearchUseIndexes(database: Database): Promise<void> {
    const { db } = database;
    const rows = await db.execute<{
        proleakproof: boolean;
    }>(sql`SELECT bool_and(proleakproof) AS proleakproof FROM pg_proc
    WHERE oid IN (${sql.join(
        KEYWORD_FUNCTIONS.map(signature => sql`${signature}::regprocedure`),
        sql`, `,
    )})`);
    if (
        (rows as unknown as { rows: { proleakproof: boolean }[] }).rows[0]?.proleakproof ||
        !(await isSuperuser(database))
    )
        return;
    for (const signature of KEYWORD_FUNCTIONS) {
        try {
            await db.execute(sql.raw(`ALTER FUNCTION ${signature} LEAKPROOF`));
        } catch (error) {
            // Another process starting at the same moment did it first.
            if ((error as { code?: string }).code !== 'XX000') throw error;
        }
    }
}

async function grantAppRole({ db }: Database): Promise<void> {
    await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`));
    await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`));
    await db.execute(sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`));
}

/** The tables whose primary key leads with `workspace_id`: the tenant tables (`tenantKey()` in schema.ts). */
const TENANT_TABLES_SQL = `SELECT index.indrelid::regclass AS name FROM pg_index index
  JOIN pg_class class ON class.oid = index.indrelid
  JOIN pg_attribute key ON key.attrelid = index.indrelid AND key.attnum = index.indkey[0]
  WHERE index.indisprimary AND key.attname = 'workspace_id' AND class.relnamespace = 'public'::regnamespace`;

const HAS_TENANT_POLICY = `EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = class.oid AND polname = 'tenant_isolation')`;

/**
 * Row-level security on every tenant table, by convention rather than by a migration per table: a table whose
 * primary key leads with `workspace_id` shows and takes only the rows of the workspace a transaction has set
 * (`withTenant`), even to a query that forgets its workspace filter. Run at every start, after the migrations, so a
 * new tenant table is covered the moment it exists; tables already covered are not touched (no lock taken).
 */
async function isolateTenantTables({ db }: Database): Promise<void> {
    const workspace = `NULLIF(current_setting(''app.workspace_id'', true), '''')::bigint`;
    await db.execute(
        sql.raw(`DO $$ DECLARE tenant_table regclass; BEGIN
    FOR tenant_table IN ${TENANT_TABLES_SQL}
      AND NOT (class.relrowsecurity AND class.relforcerowsecurity AND ${HAS_TENANT_POLICY}) LOOP
      EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tenant_table);
      EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tenant_table);
      BEGIN
        EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (workspace_id = ${workspace})'
          || ' WITH CHECK (workspace_id = ${workspace})', tenant_table);
      EXCEPTION WHEN duplicate_object THEN NULL; -- there already, or another server starting made it first
      END;
    END LOOP;
  END $$`),
    );
}

/** The names of the tenant tables, for the tests. */
export async function tenantTables({ db }: Database): Promise<string[]> {
    const result = await db.execute(sql.raw(`SELECT name::text FROM (${TENANT_TABLES_SQL}) tables ORDER BY 1`));
    return (result as unknown as { rows: { name: string }[] }).rows.map(row => row.name);
}

/**
 * The migrations, then what every start makes sure of: row-level security on every tenant table, the keyword indexes
 * the declarations ask for (`keywordIndexes` of server/resources/keyword-indexes.ts), the app role's grants.
 */
export async function migrate(database: Database, keywordIndexes: readonly KeywordIndex[] = []): Promise<void> {
    await ensureAppRole(database);
    if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
    else await migrateNodePg(database.db as never, { migrationsFolder });
    await isolateTenantTables(database);
    await ensureKeywordIndexes(database, keywordIndexes);
    await grantAppRole(database);
    await letKeywordSearchUseIndexes(database);
}
