import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';
import { APP_ROLE } from './tenant';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Roles are cluster-wide, so they are made here, idempotently, rather than in a per-database migration. */
async function ensureAppRole({ db }: Database): Promise<void> {
  try {
    await db.execute(sql.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN CREATE ROLE ${APP_ROLE} NOLOGIN; END IF;
    END $$`));
  } catch (error) {
    // Another process created the role between the check and the CREATE.
    const code = (error as { code?: string }).code;
    if (code !== '42710' && code !== '23505') throw error;
  }
  const rows = await db.execute<{ rolsuper: boolean }>(sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
  const isSuperuser = (rows as unknown as { rows: { rolsuper: boolean }[] }).rows[0]?.rolsuper;
  if (!isSuperuser) await db.execute(sql.raw(`GRANT ${APP_ROLE} TO current_user`));
}

async function grantAppRole({ db }: Database): Promise<void> {
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`));
  await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`));
  await db.execute(sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`));
}

export async function migrate(database: Database): Promise<void> {
  await ensureAppRole(database);
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migrateNodePg(database.db as never, { migrationsFolder });
  await grantAppRole(database);
}
