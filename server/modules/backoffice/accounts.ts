import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { admins, users } from '../../db/schema';
import { likePattern } from '../../http/reply';
import { hashPassword } from '../auth/passwords';
import { assertAccountUnique } from '../user/accounts';
import type { AccountListQuery, CreateAccountBody, UpdateAccountBody } from './schemas';

/** Platform admins and users share one shape, so the back-office treats both tables alike. */
export type AccountTable = typeof users | typeof admins;
export type AccountRow = typeof users.$inferSelect;

/** Sort keys per sortable field; unique keys need no id tie-breaker. Each is served by an index. */
function sortKeys(table: AccountTable, field: string | undefined): SQL[] {
  switch (field) {
    case 'username': return [sql`lower(${table.username})`];
    case 'email': return [sql`lower(${table.email})`];
    case 'display_name': return [sql`lower(${table.displayName})`, sql`${table.id}`];
    case 'status': return [sql`${table.status}`, sql`${table.id}`];
    case 'created_at': return [sql`${table.createdAt}`, sql`${table.id}`];
    default: return [sql`${table.id}`];
  }
}

export async function listAccounts(db: Db, table: AccountTable, query: Static<typeof AccountListQuery>) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(table.status, query.status));
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(or(ilike(table.username, pattern), ilike(table.email, pattern), ilike(table.displayName, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.asc ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(table as typeof users)
      .where(where)
      .orderBy(...sortKeys(table, query.field).map((key) => direction(key)))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total };
}

export async function findAccount(db: Db, table: AccountTable, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(table as typeof users).where(eq(table.id, id));
  return row ?? null;
}

const cleanDisplayName = (value: string | null | undefined) => (value ?? '').trim();

export async function createAccount(db: Db, table: AccountTable, body: Static<typeof CreateAccountBody>): Promise<AccountRow> {
  await assertAccountUnique(db, table, body);
  const [row] = await db.insert(table as typeof users).values({
    username: body.username,
    email: body.email,
    displayName: cleanDisplayName(body.display_name),
    avatar: body.avatar ?? null,
    passwordHash: await hashPassword(body.password),
    status: body.status ?? 'active',
  }).returning();
  return row;
}

/**
 * Writes the editable fields of an account; `passwordHash` (hashed before any transaction opens, since hashing is
 * slow) resets the password. Answers null for an unknown id.
 */
export async function updateAccount(
  db: Db, table: AccountTable, id: number, body: Static<typeof UpdateAccountBody>, passwordHash?: string,
): Promise<AccountRow | null> {
  await assertAccountUnique(db, table, body, id);
  const [row] = await db.update(table as typeof users).set({
    username: body.username,
    email: body.email,
    displayName: cleanDisplayName(body.display_name),
    status: body.status,
    ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
    ...(passwordHash ? { passwordHash } : {}),
    updatedAt: new Date(),
  }).where(eq(table.id, id)).returning();
  return row ?? null;
}

export async function deleteAccount(db: Db, table: AccountTable, id: number): Promise<boolean> {
  const deleted = await db.delete(table as typeof users).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
