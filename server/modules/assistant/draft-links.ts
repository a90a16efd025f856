import { and, eq } from 'drizzle-orm';
import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { messages } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { MessageLinks } from '../message/context';

/**
 * The links a draft message already gives, to word it again without making new ones: its {{link}} and
 * {{opt_out_link}} as its placeholders were filled ('' for a draft made before they were kept). The draft must be
 * this customer's, of this kind, and still a draft (404 otherwise).
 */
export async function linksOfDraft(
    tx: Tx,
    workspaceId: number,
    { messageId, customerId, kind }: { messageId: number; customerId: number; kind: MessageKind },
): Promise<MessageLinks> {
    const [draft] = await tx
        .select({ values: messages.templateValues })
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
    return { link: draft.values?.link ?? '', opt_out_link: draft.values?.opt_out_link ?? '' };
}
