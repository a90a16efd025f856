import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { revokeAccountSessions } from '../auth/sessions';

export const RESET_TTL_MS = 60 * 60_000;

/** Only the hash is stored: a database leak gives no usable link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Attempts are limited per token (and per address); the key never holds the token itself. */
export const resetLimitKey = (token: string) => `reset:${hashToken(token).slice(0, 32)}`;

/** A new one-time token for the user, valid for an hour; answers the token to put in the link. */
export async function issueResetToken(db: Db, userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db
        .insert(passwordResets)
        .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    return token;
}

const usable = (tokenHash: string) =>
    and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
    );

/** The user a token may reset, or null for an unknown, used or expired token (or a disabled account). */
export async function findResetUser(db: Db, token: string): Promise<number | null> {
    const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(usable(hashToken(token)), eq(users.status, 'active')));
    return row?.userId ?? null;
}

/**
 * Uses the token up (at most one caller wins), sets the new password hash, spends the user's other open tokens and
 * revokes every session of the account. False when the token was no longer usable.
 */
export async function resetPassword(db: Db, token: string, userId: number, passwordHash: string): Promise<boolean> {
    return db.transaction(async tx => {
        // The user row first, then the tokens: links of one user used at once queue here instead of deadlocking.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [used] = await tx
            .update(passwordResets)
            .set({ usedAt: sql`now()` })
            .where(and(usable(hashToken(token)), eq(passwordResets.userId, userId)))
            .returning({ userId: passwordResets.userId });
        if (!used) return false;
        await tx
            .update(users)
            .set({ passwordHash, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
            .where(eq(users.id, userId));
        await tx
            .update(passwordResets)
            .set({ usedAt: sql`now()` })
            .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await revokeAccountSessions(tx, { userId });
        return true;
    });
}
