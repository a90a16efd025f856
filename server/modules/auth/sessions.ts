import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import { admins, sessions, users, workspaces, workspaceUsers } from '../../db/schema';
import type { Principal } from '../../http/principal';
import type { TokenClaims, TokenKind } from './tokens';

export const SESSION_IDLE_DAYS = 30;
const TOUCH_AFTER_MS = 60_000;

/** Why a genuine token cannot be used: 401 for a dead session, 403 for a live one that is not allowed in. */
export type SessionProblem = 'revoked' | 'account_disabled';

export interface NewSession {
    kind: TokenKind;
    userId?: number;
    adminId?: number;
    workspaceId?: number;
    parentId?: string;
    ip?: string;
    userAgent?: string;
}

export async function createSession(db: Db, session: NewSession): Promise<string> {
    const id = randomUUID();
    await db.insert(sessions).values({ id, ...session, userAgent: session.userAgent?.slice(0, 300) });
    return id;
}

/**
 * Opens the session of a login only while the account still has the password hash the login checked and is active
 * (null otherwise). The account row is share-locked: a password change, which updates that row and revokes the
 * account's sessions in one transaction, either waits for this session and revokes it, or commits first.
 */
export async function createSignInSession(db: Db, session: NewSession, checkedHash: string): Promise<string | null> {
    const table = session.kind === 'admin' ? admins : users;
    const accountId = (session.kind === 'admin' ? session.adminId : session.userId) ?? 0;
    return db.transaction(async tx => {
        const [account] = await tx
            .select({ passwordHash: table.passwordHash, status: table.status })
            .from(table)
            .where(eq(table.id, accountId))
            .for('share');
        if (account?.passwordHash !== checkedHash || account.status !== 'active') return null;
        return createSession(tx, session);
    });
}

const parent = alias(sessions, 'parent');

const lookupSession = (db: Db) =>
    db
        .select({
            kind: sessions.kind,
            parentId: sessions.parentId,
            userId: sessions.userId,
            adminId: sessions.adminId,
            workspaceId: sessions.workspaceId,
            revokedAt: sessions.revokedAt,
            lastSeenAt: sessions.lastSeenAt,
            parentRevokedAt: parent.revokedAt,
            userStatus: users.status,
            adminStatus: admins.status,
            workspaceStatus: workspaces.status,
            role: workspaceUsers.role,
            membershipId: workspaceUsers.id,
        })
        .from(sessions)
        .leftJoin(parent, eq(parent.id, sessions.parentId))
        .leftJoin(users, eq(users.id, sessions.userId))
        .leftJoin(admins, eq(admins.id, sessions.adminId))
        .leftJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
        .leftJoin(
            workspaceUsers,
            and(eq(workspaceUsers.workspaceId, sessions.workspaceId), eq(workspaceUsers.userId, sessions.userId)),
        )
        .where(eq(sessions.id, sql.placeholder('id')))
        .prepare('session_lookup');

/** Every request reads its session: the six-table lookup is built once per database and kept prepared by name. */
const sessionLookup = perDatabase(lookupSession);

/** Resolves a verified token to the principal it stands for, or says why it cannot be used. */
export async function resolveSession(db: Db, claims: TokenClaims): Promise<Principal | SessionProblem> {
    const [row] = await sessionLookup(db).execute({ id: claims.sessionId });

    const idleLimit = Date.now() - SESSION_IDLE_DAYS * 86_400_000;
    if (
        !row ||
        row.kind !== claims.kind ||
        row.revokedAt ||
        row.parentRevokedAt ||
        row.lastSeenAt.getTime() < idleLimit
    ) {
        return 'revoked';
    }
    const owner = claims.kind === 'admin' ? row.adminId : row.userId;
    if (owner !== claims.subject) return 'revoked';
    if ((row.userStatus ?? row.adminStatus) !== 'active') return 'account_disabled';

    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        // A workspace token in use keeps its sign-in alive too: leaving the workspace falls back on that sign-in.
        const family = row.parentId
            ? or(eq(sessions.id, claims.sessionId), eq(sessions.id, row.parentId))
            : eq(sessions.id, claims.sessionId);
        await db.update(sessions).set({ lastSeenAt: new Date() }).where(family);
    }
    if (claims.kind === 'admin') return { kind: 'admin', sessionId: claims.sessionId, adminId: claims.subject };
    if (claims.kind === 'user') return { kind: 'user', sessionId: claims.sessionId, userId: claims.subject };

    if (row.workspaceId !== claims.workspaceId || !row.role || !row.membershipId) return 'revoked';
    return {
        kind: 'workspace',
        sessionId: claims.sessionId,
        userId: claims.subject,
        workspaceId: row.workspaceId!,
        role: row.role,
        membershipId: row.membershipId,
        suspended: row.workspaceStatus !== 'active',
    };
}

/** Revokes the session behind a token together with the user session it came from and every sibling. */
export async function revokeSessionFamily(db: Db, sessionId: string): Promise<void> {
    const root = await rootOf(db, sessionId);
    await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(or(eq(sessions.id, root), eq(sessions.parentId, root)), isNull(sessions.revokedAt)));
}

/** The user or admin session a token family hangs off. */
export async function rootOf(db: Db, sessionId: string): Promise<string> {
    const [row] = await db.select({ parentId: sessions.parentId }).from(sessions).where(eq(sessions.id, sessionId));
    return row?.parentId ?? sessionId;
}

/**
 * Revokes every session of an account, or only its sessions in one workspace; `keep` spares the family of the
 * calling session (a password change signs out the other devices, not this one).
 */
export async function revokeAccountSessions(
    db: Db,
    account: { userId: number; workspaceId?: number } | { adminId: number },
    keep?: string,
): Promise<void> {
    const scope =
        'adminId' in account
            ? eq(sessions.adminId, account.adminId)
            : account.workspaceId
              ? and(eq(sessions.userId, account.userId), eq(sessions.workspaceId, account.workspaceId))
              : eq(sessions.userId, account.userId);
    const root = keep ? await rootOf(db, keep) : null;
    // parent_id is NULL on root sessions: compare with IS DISTINCT FROM, or NOT (… = root) is NULL and spares them all.
    const spared = root ? and(ne(sessions.id, root), sql`${sessions.parentId} IS DISTINCT FROM ${root}`) : undefined;
    await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(scope, isNull(sessions.revokedAt), spared));
}
