import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { loadLines } from '../job/lines';
import { shareableAs, shareJob, type JobLinkPurpose } from '../portal/invoice-link';
import { optOutLink } from '../portal/opt-out';
import type { MessageContext, MessageLinks } from './context';

/** The page each kind's {{link}} opens; the other kinds' stays empty for now. */
const LINK_PURPOSE: Partial<Record<MessageKind, JobLinkPurpose>> = {
    estimate: 'estimate',
    invoice: 'invoice',
    payment_receipt: 'invoice',
};

/**
 * The portal links a new draft gives, made in its transaction: {{link}} a new estimate link (a job with lines, neither
 * cancelled nor void) or invoice link (an invoiced or paid job) as its kind says, {{opt_out_link}} a new opt-out link
 * for its customer. `portal_link_id` is the estimate or invoice link, if any.
 */
export async function messageLinks(
    tx: Tx,
    kind: MessageKind,
    { workspace, customer, job }: MessageContext,
    { by, origin }: { by: number | null; origin: string },
): Promise<MessageLinks & { portal_link_id: number | null }> {
    const workspaceId = workspace.id;
    const purpose = LINK_PURPOSE[kind];
    const shareable =
        purpose &&
        job &&
        shareableAs(purpose, job.status) &&
        (purpose === 'invoice' || (await loadLines(tx, workspaceId, job.id)).length > 0);
    const shared = shareable ? await shareJob(tx, { workspaceId, jobId: job.id, by, origin, purpose }) : null;
    const optOut = await optOutLink(tx, { workspaceId, customerId: customer.id, by, origin });
    return { link: shared?.url ?? '', opt_out_link: optOut.url, portal_link_id: shared?.link.id ?? null };
}
