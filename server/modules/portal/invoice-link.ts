import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { findRecord } from '../../resources/queries';
import { jobResource } from '../job/resource';
import { createLink, portalUrl } from './links';

/** The statuses whose job is an invoice a customer may be sent. */
export const SHAREABLE_AS_INVOICE = ['invoiced', 'paid'];

/**
 * A new link showing the customer invoice `jobId` (the share route's, and a drafted invoice message's {{link}}): 404
 * when the workspace has no such job, 409 `invalid_transition` unless it is invoiced or paid.
 */
export async function shareInvoice(
    tx: Tx,
    { workspaceId, jobId, by, origin }: { workspaceId: number; jobId: number; by: number | null; origin: string },
) {
    const job = await findRecord(tx, jobResource, workspaceId, jobId);
    if (!job) throw notFound();
    if (!SHAREABLE_AS_INVOICE.includes(job.status as string)) {
        throw conflict('invalid_transition', 'Only an invoiced or paid job can be shared as an invoice', 'status');
    }
    const { link, token } = await createLink(tx, { workspaceId, jobId, purpose: 'invoice', by });
    return { link, url: portalUrl(origin, 'invoice', token) };
}
