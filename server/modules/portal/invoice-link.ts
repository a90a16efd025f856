import type { Tx } from '../../db/client';
import { conflict, invalid, notFound } from '../../http/errors';
import { findRecord } from '../../resources/queries';
import { loadLines } from '../job/lines';
import { jobResource } from '../job/resource';
import { OPEN_JOB_STATUSES, type JobStatus } from '../../../common/jobs';
import { markEstimateSent } from './link-views';
import { createLink, portalUrl } from './links';

/** The statuses whose job is an invoice a customer may be sent. */
export const SHAREABLE_AS_INVOICE = ['invoiced', 'paid'];

/** What a job's link may open. */
export type JobLinkPurpose = 'invoice' | 'estimate';

/** Whether a job of `status` may be shown to its customer as `purpose` (an estimate also needs lines). */
export const shareableAs = (purpose: JobLinkPurpose, status: string) =>
    purpose === 'invoice' ? SHAREABLE_AS_INVOICE.includes(status) : OPEN_JOB_STATUSES.includes(status as JobStatus);

/**
 * A new link showing the customer job `jobId` as an invoice or an estimate (the share route's, and a drafted
 * message's {{link}}): 404 when the workspace has no such job; 409 `invalid_transition` unless an invoice is invoiced
 * or paid, or an estimate's job still open (not invoiced, paid, cancelled or void); 400 on `lines` for an estimate of
 * no lines. An estimate the customer has not signed as it is now becomes `sent` (its approval state).
 */
export async function shareJob(
    tx: Tx,
    {
        workspaceId,
        jobId,
        by,
        origin,
        purpose,
    }: { workspaceId: number; jobId: number; by: number | null; origin: string; purpose: JobLinkPurpose },
) {
    const job = await findRecord(tx, jobResource, workspaceId, jobId);
    if (!job) throw notFound();
    if (!shareableAs(purpose, job.status as string)) {
        throw conflict(
            'invalid_transition',
            purpose === 'invoice'
                ? 'Only an invoiced or paid job can be shared as an invoice'
                : 'Only an open job (not yet invoiced, nor cancelled) has an estimate to approve',
            'status',
        );
    }
    if (purpose === 'estimate' && !(await loadLines(tx, workspaceId, jobId)).length) {
        throw invalid('lines', 'required', 'An estimate needs at least one line');
    }
    const { link, token } = await createLink(tx, { workspaceId, jobId, purpose, by });
    if (purpose === 'estimate') await markEstimateSent(tx, workspaceId, jobId);
    return { link, url: portalUrl(origin, purpose, token) };
}
