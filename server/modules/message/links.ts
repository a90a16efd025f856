import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { loadLines } from '../job/lines';
import { shareBooking } from '../portal/booking-link';
import { shareableAs, shareJob, type JobLinkPurpose } from '../portal/invoice-link';
import { optOutLink } from '../portal/opt-out';
import type { MessageContext, MessageLinks } from './context';

/** The page of the job each kind's {{link}} opens. */
const JOB_LINK_PURPOSE: Partial<Record<MessageKind, JobLinkPurpose>> = {
    estimate: 'estimate',
    invoice: 'invoice',
    payment_receipt: 'invoice',
};
/** The kinds whose {{link}} is the customer's booking page, where they confirm or cancel it. */
const BOOKING_LINK_KINDS: MessageKind[] = ['booking_confirmation', 'booking_reminder'];

/** The portal page a kind's {{link}} opens, if it has one (the wording preview shows such a link). */
export const linkPageOf = (kind: MessageKind): 'estimate' | 'invoice' | 'booking' | null =>
    JOB_LINK_PURPOSE[kind] ?? (BOOKING_LINK_KINDS.includes(kind) ? 'booking' : null);

/**
 * A new link to the page a message of `kind` points at, if it has one: its job's estimate (a job with lines, neither
 * cancelled nor void) or invoice (an invoiced or paid job), or its booking.
 */
async function subjectLink(
    tx: Tx,
    kind: MessageKind,
    { workspace, job, booking }: MessageContext,
    { by, origin }: { by: number | null; origin: string },
) {
    const workspaceId = workspace.id;
    const purpose = JOB_LINK_PURPOSE[kind];
    if (purpose && job && shareableAs(purpose, job.status)) {
        const hasLines = purpose === 'invoice' || (await loadLines(tx, workspaceId, job.id)).length > 0;
        return hasLines ? shareJob(tx, { workspaceId, jobId: job.id, by, origin, purpose }) : null;
    }
    if (BOOKING_LINK_KINDS.includes(kind) && booking) {
        return shareBooking(tx, { workspaceId, bookingId: booking.id, by, origin });
    }
    return null;
}

/**
 * The portal links a new draft gives, made in its transaction: {{link}} the page of its job or booking (above),
 * {{opt_out_link}} a new opt-out link for its customer. `portal_link_id` is the {{link}}'s, if any.
 */
export async function messageLinks(
    tx: Tx,
    kind: MessageKind,
    context: MessageContext,
    caller: { by: number | null; origin: string },
): Promise<MessageLinks & { portal_link_id: number | null }> {
    const shared = await subjectLink(tx, kind, context, caller);
    const optOut = await optOutLink(tx, {
        workspaceId: context.workspace.id,
        customerId: context.customer.id,
        ...caller,
    });
    return { link: shared?.url ?? '', opt_out_link: optOut.url, portal_link_id: shared?.link.id ?? null };
}
