import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { shareBooking } from '../portal/booking-link';
import { SHAREABLE_AS_INVOICE, shareInvoice } from '../portal/invoice-link';
import { optOutLink } from '../portal/opt-out';
import type { MessageContext, MessageLinks } from './context';

/** The kinds whose {{link}} is the customer's invoice page. */
const INVOICE_LINK_KINDS: MessageKind[] = ['invoice', 'payment_receipt'];
/** The kinds whose {{link}} is the customer's booking page, where they confirm or cancel it. */
const BOOKING_LINK_KINDS: MessageKind[] = ['booking_confirmation', 'booking_reminder'];

/** A new link to the page a message of `kind` points at (its invoice or its booking), if it has one. */
async function subjectLink(
    tx: Tx,
    kind: MessageKind,
    { workspace, job, booking }: MessageContext,
    { by, origin }: { by: number | null; origin: string },
) {
    const workspaceId = workspace.id;
    if (INVOICE_LINK_KINDS.includes(kind) && job && SHAREABLE_AS_INVOICE.includes(job.status)) {
        return shareInvoice(tx, { workspaceId, jobId: job.id, by, origin });
    }
    if (BOOKING_LINK_KINDS.includes(kind) && booking) {
        return shareBooking(tx, { workspaceId, bookingId: booking.id, by, origin });
    }
    return null;
}

/**
 * The portal links a new draft gives, made in its transaction: {{link}} a new invoice link when it is about an invoiced
 * or paid job, a new booking link when it is about a booking; {{opt_out_link}} a new opt-out link for its customer.
 * `portal_link_id` is the {{link}}'s, if any.
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
