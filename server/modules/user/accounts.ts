import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { admins, users } from '../../db/schema';
import { AppError } from '../../http/errors';

type AccountTable = typeof users | typeof admins;

/**
 * 409 `username_taken` / `email_taken` (with the field named) when another account of the same table already uses
 * the username or email, compared case-insensitively. The unique indexes stay the last word under races.
 */
export async function assertAccountUnique(
    db: Db,
    table: AccountTable,
    values: { username?: string; email?: string },
    exceptId?: number,
): Promise<void> {
    const checks = [
        values.username ? eq(sql`lower(${table.username})`, values.username.toLowerCase()) : undefined,
        values.email ? eq(sql`lower(${table.email})`, values.email.toLowerCase()) : undefined,
    ].filter(Boolean);
    if (!checks.length) return;
    const taken = await db
        .select({ username: table.username, email: table.email })
        .from(table)
        .where(and(or(...checks), exceptId ? ne(table.id, exceptId) : undefined));
    const details = [];
    if (values.username && taken.some(row => row.username.toLowerCase() === values.username!.toLowerCase())) {
        details.push({ field: 'username', error: 'username_taken' });
    }
    if (values.email && taken.some(row => row.email.toLowerCase() === values.email!.toLowerCase())) {
        details.push({ field: 'email', error: 'email_taken' });
    }
    if (details.length) throw new AppError(409, details[0].error, 'This username or email is already taken', details);
}
