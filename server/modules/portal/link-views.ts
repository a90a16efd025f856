import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, jobs, portalLinks } from '../../db/schema';
import { offeredTotals } from '../approval/record';
import { latestSignature } from '../job/billing';
import { estimateHash } from '../approval/hash';
import { loadLines } from '../job/lines';
import { notify } from '../notification/notify';
import type { PermissionCatalogue } from '../permission/catalogue';
import type { PortalLink } from './links';

const jobOf = (workspaceId: number, jobId: number) => and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, jobId));

/**
 * A job's estimate was given to the customer: `sent`, unless they already signed it as it is now. The approval state
 * is where the estimate stands, not an edit of the job: its version stays.
 */
export async function markEstimateSent(tx: Tx, workspaceId: number, jobId: number) {
    const [job] = await tx.select().from(jobs).where(jobOf(workspaceId, jobId));
    const lines = await loadLines(tx, workspaceId, jobId);
    const signature = await latestSignature(tx, workspaceId, jobId);
    const totals = await offeredTotals(
        tx,
        workspaceId,
        { id: jobId, discount_id: job.discountId, tax_rate_bp: job.taxRateBp },
        lines,
    );
    if (signature?.estimateHash === estimateHash(lines, totals)) return;
    await tx.update(jobs).set({ approvalState: 'sent' }).where(jobOf(workspaceId, jobId));
}

/**
 * The customer opens their link: its first view is kept; an estimate awaiting them becomes `viewed`, and staff hear
 * of an invoice's first opening (`payment_link_opened`). Later views change nothing.
 */
export async function recordLinkView(tx: Tx, permissions: PermissionCatalogue, link: PortalLink) {
    if (link.firstViewedAt || !link.jobId) return;
    const [first] = await tx
        .update(portalLinks)
        .set({ firstViewedAt: new Date() })
        .where(
            and(
                eq(portalLinks.workspaceId, link.workspaceId),
                eq(portalLinks.id, link.id),
                isNull(portalLinks.firstViewedAt),
            ),
        )
        .returning({ id: portalLinks.id });
    if (!first) return;
    if (link.purpose === 'estimate') {
        await tx
            .update(jobs)
            .set({ approvalState: 'viewed' })
            .where(and(jobOf(link.workspaceId, link.jobId), eq(jobs.approvalState, 'sent')));
    } else if (link.purpose === 'invoice') {
        const [job] = await tx
            .select({
                number: sql<string>`coalesce(${jobs.invoiceNumber}, ${jobs.number})`,
                customerName: customers.name,
            })
            .from(jobs)
            .leftJoin(customers, and(eq(customers.workspaceId, jobs.workspaceId), eq(customers.id, jobs.customerId)))
            .where(jobOf(link.workspaceId, link.jobId));
        if (job)
            await notify(tx, permissions, link.workspaceId, {
                kind: 'payment_link_opened',
                recordId: link.jobId,
                args: { number: job.number, customer_name: job.customerName ?? '' },
            });
    }
}
