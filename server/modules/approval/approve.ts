import { and, eq, inArray, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { SIGNATURE_NAME_MAX, type LineApproval } from '../../../common/approvals';
import type { Tx } from '../../db/client';
import { jobApprovals, jobLines, jobs } from '../../db/schema';
import { AppError, conflict, invalid, type ErrorDetail } from '../../http/errors';
import { lockJob } from '../job/workflow';
import { shareableAs } from '../portal/invoice-link';
import type { PortalLink } from '../portal/links';
import { estimateView } from './view';

const LineIds = (description: string) => Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200, description });

export const ApproveBody = Type.Object(
    {
        approved_line_ids: LineIds('The lines the customer wants done'),
        declined_line_ids: LineIds('The lines the customer does not want done'),
        signature_name: Type.String({ maxLength: 1000, description: 'Their full name, typed: 1–100 characters' }),
        estimate_hash: Type.String({ maxLength: 200, description: "The page's estimate_hash: what they saw" }),
    },
    { additionalProperties: false },
);
export type ApproveInput = Static<typeof ApproveBody> & { ipAddress: string; userAgent: string };

/** 400 `validation_failed` unless every line of the job is named exactly once across both lists. */
function assertEveryLineOnce(lineIds: number[], input: ApproveInput) {
    const details: ErrorDetail[] = [];
    const seen = new Set<number>();
    for (const field of ['approved_line_ids', 'declined_line_ids'] as const) {
        for (const id of input[field]) {
            if (!lineIds.includes(id)) details.push({ field, error: 'unknown_line' });
            else if (seen.has(id)) details.push({ field, error: 'duplicate_line' });
            seen.add(id);
        }
    }
    if (lineIds.some(id => !seen.has(id))) details.push({ field: 'lines', error: 'missing_line' });
    if (details.length) {
        throw new AppError(400, 'validation_failed', 'Approve or decline every line of the estimate once', details);
    }
}

/**
 * The customer signs their estimate link: the signature (name, time, address, user agent, the hash of what they saw)
 * and each line's answer, with a new version of the job, in the caller's transaction. 409 `estimate_changed` when the
 * estimate is no longer what they saw, `already_approved` when they signed it as it is; nothing is saved then.
 */
export async function approveEstimate(tx: Tx, link: PortalLink, input: ApproveInput) {
    const workspaceId = link.workspaceId;
    const signatureName = input.signature_name.trim();
    if (!signatureName) throw invalid('signature_name', 'required', 'Type your full name to sign');
    if (signatureName.length > SIGNATURE_NAME_MAX)
        throw invalid('signature_name', 'too_long', `A name is at most ${SIGNATURE_NAME_MAX} characters`);
    const job = await lockJob(tx, workspaceId, link.jobId!);
    if (!shareableAs('estimate', job.status))
        throw conflict('invalid_transition', `This job is ${job.status}: there is nothing to approve`, 'status');
    const page = await estimateView(tx, workspaceId, job.id);
    const { estimate } = page;
    if (input.estimate_hash !== estimate.estimate_hash)
        throw conflict('estimate_changed', 'The estimate changed since it was opened: look at it again');
    if (!estimate.needs_approval) throw conflict('already_approved', 'This estimate is already signed');
    const lineIds = estimate.lines.map(line => line.id);
    assertEveryLineOnce(lineIds, input);

    const [approval] = await tx
        .insert(jobApprovals)
        .values({
            workspaceId,
            jobId: job.id,
            portalLinkId: link.id,
            signatureName,
            ipAddress: input.ipAddress,
            userAgent: input.userAgent.slice(0, 500),
            estimateHash: estimate.estimate_hash,
        })
        .returning({ id: jobApprovals.id });
    const answer = async (ids: number[], value: LineApproval) => {
        if (!ids.length) return;
        await tx
            .update(jobLines)
            .set({ approval: value, approvalId: approval.id })
            .where(and(eq(jobLines.workspaceId, workspaceId), eq(jobLines.jobId, job.id), inArray(jobLines.id, ids)));
    };
    await answer(input.approved_line_ids, 'approved');
    await answer(input.declined_line_ids, 'declined');
    // A new version of the job (DESIGN §13): a form open on it saves 409 `stale` rather than undo the answers.
    await tx
        .update(jobs)
        .set({ updatedAt: new Date(), version: sql`${jobs.version} + 1` })
        .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, job.id)));
    return estimateView(tx, workspaceId, job.id);
}
