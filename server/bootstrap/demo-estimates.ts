import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customers, jobLines, jobs } from '../db/schema';
import { approveEstimate } from '../modules/approval/approve';
import { estimateView } from '../modules/approval/view';
import { shareJob } from '../modules/portal/invoice-link';
import type { PortalLink } from '../modules/portal/links';
import { recordLinkView } from '../modules/portal/link-views';
import { PERMISSIONS } from '../registry';
import type { DemoGarage } from './demo-step';

/** A customer answering from a phone, as the estimate keeps it. */
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/**
 * Estimates with the demo garage's customers, through the app's own calls: the newest quote of two lines or more
 * answered (its last line declined, so it is not billed) and its staff told; the next one sent and opened; the next
 * sent only. The jobs list's "Customer's answer" column and the bell show each state.
 */
export async function seedEstimates(tx: Tx, { workspaceId, ownerMembershipId }: DemoGarage): Promise<void> {
    const quotes = await tx
        .select({ id: jobs.id, customer: customers.name })
        .from(jobs)
        .innerJoin(customers, and(eq(customers.workspaceId, jobs.workspaceId), eq(customers.id, jobs.customerId)))
        .where(
            and(
                eq(jobs.workspaceId, workspaceId),
                eq(jobs.status, 'quote'),
                isNotNull(jobs.customerId),
                sql`(SELECT count(*) FROM ${jobLines} WHERE ${jobLines.workspaceId} = ${jobs.workspaceId}
                    AND ${jobLines.jobId} = ${jobs.id}) >= 2`,
            ),
        )
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(3);
    const share = async (jobId: number) => {
        const { link } = await shareJob(tx, {
            workspaceId,
            jobId,
            by: ownerMembershipId,
            origin: 'http://localhost',
            purpose: 'estimate',
        });
        return link as PortalLink;
    };
    const [answered, opened, sent] = quotes;
    if (answered) {
        const link = await share(answered.id);
        await recordLinkView(tx, PERMISSIONS, link);
        const { estimate } = await estimateView(tx, workspaceId, answered.id);
        const ids = estimate.lines.map(line => line.id);
        await approveEstimate(tx, PERMISSIONS, link, {
            approved_line_ids: ids.slice(0, -1),
            declined_line_ids: ids.slice(-1),
            signature_name: answered.customer,
            estimate_hash: estimate.estimate_hash,
            ipAddress: '203.0.113.24',
            userAgent: PHONE,
        });
    }
    if (opened) await recordLinkView(tx, PERMISSIONS, await share(opened.id));
    if (sent) await share(sent.id);
}
