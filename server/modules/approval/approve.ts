import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { SIGNATURE_LETTERS_MIN, SIGNATURE_NAME_MAX, visibleLetters } from '../../../common/approvals';
import { OPEN_JOB_STATUSES } from '../../../common/jobs';
import type { Tx } from '../../db/client';
import { customers, jobApprovals } from '../../db/schema';
import { AppError, conflict, invalid, type ErrorDetail } from '../../http/errors';
import { answerLines } from '../job/billing';
import { lockJob, retotalJob, type Job } from '../job/workflow';
import { notify } from '../notification/notify';
import type { PermissionCatalogue } from '../permission/catalogue';
import type { PortalLink } from '../portal/links';
import { estimateView } from './view';

const LineIds = (description: string) => Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200, description });

export const ApproveBody = Type.Object(
    {
        approved_line_ids: LineIds('The lines the customer wants done'),
        declined_line_ids: LineIds('The lines the customer does not want done'),
        signature_name: Type.String({
            maxLength: 1000,
            description: 'Their full name, typed: up to 100 characters, at least two of them letters or digits',
        }),
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

/** A typed signature: trimmed, at most SIGNATURE_NAME_MAX characters, with at least two visible letters or digits. */
function signatureOf(typed: string) {
    const name = typed.trim();
    if (!name) throw invalid('signature_name', 'required', 'Type your full name to sign');
    if (name.length > SIGNATURE_NAME_MAX)
        throw invalid('signature_name', 'too_long', `A name is at most ${SIGNATURE_NAME_MAX} characters`);
    if (visibleLetters(name).length < SIGNATURE_LETTERS_MIN)
        throw invalid('signature_name', 'too_short', 'Type your name: at least two letters');
    return name;
}

/** 409 `estimate_closed` once the job is invoiced, paid, void or cancelled: its estimate takes no more answers. */
export function assertEstimateOpen(job: Job) {
    if (!OPEN_JOB_STATUSES.includes(job.status))
        throw conflict('estimate_closed', `This job is ${job.status.replace('_', ' ')}: its estimate is closed`);
}

async function customerName(tx: Tx, workspaceId: number, customerId: unknown) {
    if (!customerId) return '';
    const [customer] = await tx
        .select({ name: customers.name })
        .from(customers)
        .where(and(eq(customers.workspaceId, workspaceId), eq(customers.id, customerId as number)));
    return customer?.name ?? '';
}

/**
 * The customer signs their estimate link: the signature (name, time, address, user agent, the hash of what they saw)
 * and each line's answer; the job then bills the approved lines only (its totals again, a new version) and staff
 * are told. In the caller's transaction. 409 `estimate_closed` once the job is invoiced, paid, void or cancelled,
 * `estimate_changed` when the estimate is no longer what they saw, `already_approved` when they signed it as it
 * is; nothing is saved then.
 */
export async function approveEstimate(tx: Tx, permissions: PermissionCatalogue, link: PortalLink, input: ApproveInput) {
    const workspaceId = link.workspaceId;
    const signatureName = signatureOf(input.signature_name);
    const job = await lockJob(tx, workspaceId, link.jobId!);
    assertEstimateOpen(job);
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
    await answerLines(tx, workspaceId, job.id, [
        { lineIds: input.approved_line_ids, approval: 'approved', approvalId: approval.id },
        { lineIds: input.declined_line_ids, approval: 'declined', approvalId: approval.id },
    ]);
    // A new version of the job: a form open on it saves 409 `stale` rather than undo the answers.
    await retotalJob(tx, workspaceId, job, { approvalState: 'answered' });
    await notify(tx, permissions, workspaceId, {
        kind: 'estimate_answered',
        recordId: job.id,
        args: {
            number: job.number as string,
            customer_name: (await customerName(tx, workspaceId, job.customer_id)) || signatureName,
            approved: input.approved_line_ids.length,
            declined: input.declined_line_ids.length,
        },
    });
    return estimateView(tx, workspaceId, job.id);
}
