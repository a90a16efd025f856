import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { messages, portalLinks } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { MessageLinks } from '../message/context';
import { hashToken } from '../portal/links';

/** A portal page's URL as server/modules/portal/links.ts makes them: the token is 32 bytes, base64url. */
const PORTAL_URL = /https?:\/\/\S+?\/portal\/[a-z-]+\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g;

/**
 * The links a draft message already gives, to word it again without making new ones: its {{link}} and
 * {{opt_out_link}} are the workspace's live portal links its body holds ('' for one it no longer holds). The draft
 * must be this customer's, of this kind, and still a draft (404 otherwise).
 */
export async function linksOfDraft(
    tx: Tx,
    workspaceId: number,
    { messageId, customerId, kind }: { messageId: number; customerId: number; kind: MessageKind },
): Promise<MessageLinks> {
    const [draft] = await tx
        .select({ body: messages.body })
        .from(messages)
        .where(
            and(
                eq(messages.workspaceId, workspaceId),
                eq(messages.id, messageId),
                eq(messages.customerId, customerId),
                eq(messages.kind, kind),
                eq(messages.status, 'draft'),
            ),
        );
    if (!draft) throw notFound();
    const urls = new Map([...draft.body.matchAll(PORTAL_URL)].map(([url, token]) => [hashToken(token), url]));
    const live = urls.size
        ? await tx
              .select({ hash: portalLinks.tokenHash, purpose: portalLinks.purpose })
              .from(portalLinks)
              .where(
                  and(
                      eq(portalLinks.workspaceId, workspaceId),
                      inArray(portalLinks.tokenHash, [...urls.keys()]),
                      isNull(portalLinks.revokedAt),
                  ),
              )
        : [];
    const urlOf = (opting: boolean) => live.find(link => (link.purpose === 'opt_out') === opting)?.hash;
    const link = urlOf(false);
    const optOut = urlOf(true);
    return { link: link ? urls.get(link)! : '', opt_out_link: optOut ? urls.get(optOut)! : '' };
}
