import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { SHAREABLE_AS_INVOICE, shareInvoice } from '../portal/invoice-link';
import { optOutLink } from '../portal/opt-out';
import type { MessageContext, MessageLinks } from './context';

/** The kinds whose {{link}} is the customer's invoice page; the others' stays empty for now. */
const INVOICE_LINK_KINDS: MessageKind[] = ['invoice', 'payment_receipt'];

/**
 * The portal links a new draft gives, made in its transaction: {{link}} a new invoice link when it is about an invoiced
 * or paid job, {{opt_out_link}} a new opt-out link for its customer. `portal_link_id` is the invoice link, if any.
 */
export async function messageLinks(
    tx: Tx,
    kind: MessageKind,
    { workspace, customer, job }: MessageContext,
    { by, origin }: { by: number | null; origin: string },
): Promise<MessageLinks & { portal_link_id: number | null }> {
    const workspaceId = workspace.id;
    const invoice =
        INVOICE_LINK_KINDS.includes(kind) && job && SHAREABLE_AS_INVOICE.includes(job.status)
            ? await shareInvoice(tx, { workspaceId, jobId: job.id, by, origin })
            : null;
    const optOut = await optOutLink(tx, { workspaceId, customerId: customer.id, by, origin });
    return { link: invoice?.url ?? '', opt_out_link: optOut.url, portal_link_id: invoice?.link.id ?? null };
}
