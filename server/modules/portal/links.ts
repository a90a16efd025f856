import { and, eq, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { OPT_OUT_LINK_DAYS, PORTAL_LINK_DAYS, type PortalPurpose } from '../../../common/portal';
import type { Db, Tx } from '../../db/client';
import { portalLinks } from '../../db/schema';
import { APP_ROLE } from '../../db/tenant';
import { AppError } from '../../http/errors';

export type PortalLink = typeof portalLinks.$inferSelect;

/** A link's token as the URL carries it: 32 random bytes, base64url. */
const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, base64url (the token itself is never stored). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The page a link opens: PUBLIC_URL (else the request's origin) + `/portal/invoice/<token>`, `/portal/opt-out/<token>`. */
export const portalUrl = (origin: string, purpose: PortalPurpose, token: string) =>
    `${origin}/portal/${purpose.replace('_', '-')}/${token}`;

/**
 * Makes a link for one purpose to one job or one customer, valid PORTAL_LINK_DAYS (an opt-out link OPT_OUT_LINK_DAYS);
 * answers it with its token (shown this once).
 */
export async function createLink(
    tx: Tx,
    {
        workspaceId,
        purpose,
        by,
        jobId = null,
        bookingId = null,
        customerId = null,
    }: {
        workspaceId: number;
        purpose: PortalPurpose;
        by: number | null;
        jobId?: number | null;
        bookingId?: number | null;
        customerId?: number | null;
    },
) {
    const token = newToken();
    const days = purpose === 'opt_out' ? OPT_OUT_LINK_DAYS : PORTAL_LINK_DAYS;
    const expiresAt = new Date(Date.now() + days * 24 * 60 * 60_000);
    const [link] = await tx
        .insert(portalLinks)
        .values({
            workspaceId,
            jobId,
            bookingId,
            customerId,
            purpose,
            tokenHash: hashToken(token),
            expiresAt,
            createdBy: by,
        })
        .returning();
    return { link, token };
}

/** What a shared link is about: a job or a booking. */
export type LinkSubject = { jobId: number } | { bookingId: number };

/** Revokes one of a job's or a booking's links (again: keeps the first revocation); none when it has no such link. */
export async function revokeLink(tx: Tx, workspaceId: number, subject: LinkSubject, linkId: number) {
    const owner =
        'jobId' in subject ? eq(portalLinks.jobId, subject.jobId) : eq(portalLinks.bookingId, subject.bookingId);
    const [link] = await tx
        .update(portalLinks)
        .set({ revokedAt: sql`coalesce(${portalLinks.revokedAt}, now())` })
        .where(and(eq(portalLinks.workspaceId, workspaceId), owner, eq(portalLinks.id, linkId)))
        .returning();
    return link;
}

const linkError = (status: number, key: string, message: string) => new AppError(status, key, message);

/**
 * The link a token opens, whatever its workspace: the one read across workspaces. It runs as the app role (row-level
 * security applies) with no workspace set, and with `app.portal_token_hash` set, which the `portal_token_lookup`
 * policy (migration 0024) lets see the single link of that hash — nothing else of any workspace. 404
 * `link_not_found`, 410 `link_revoked` or `link_expired` when it opens nothing.
 */
export async function openLink(db: Db, token: string): Promise<PortalLink> {
    const tokenHash = hashToken(token);
    const link = await db.transaction(async tx => {
        await tx.execute(
            sql`select set_config('app.portal_token_hash', ${tokenHash}, true), set_config('role', ${APP_ROLE}, true)`,
        );
        const [found] = await tx.select().from(portalLinks).where(eq(portalLinks.tokenHash, tokenHash));
        return found;
    });
    if (!link) {
        throw linkError(404, 'link_not_found', 'This link does not open anything');
    }
    if (link.revokedAt) throw linkError(410, 'link_revoked', 'This link was withdrawn by the garage');
    if (link.expiresAt.getTime() <= Date.now()) throw linkError(410, 'link_expired', 'This link has expired');
    return link;
}
