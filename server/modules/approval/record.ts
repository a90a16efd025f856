import { and, desc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { APPROVAL_METHODS } from '../../../common/approvals';
import type { Tx } from '../../db/client';
import { jobApprovals } from '../../db/schema';
import { Nullable, Timestamp } from '../../http/schemas';
import { latestSignature } from '../job/billing';
import { totalsOnJob } from '../job/totals';
import { estimateHash, type EstimateLine, type EstimateTotals } from './hash';

export const ApprovalRecord = Nullable(
    Type.Object(
        {
            signature_name: Type.String({ description: 'The full name the customer typed to sign' }),
            signed_at: Timestamp,
            ip_address: Type.String(),
            user_agent: Type.String(),
            estimate_hash: Type.String({ description: 'SHA-256 of the estimate the customer signed' }),
            stale: Type.Boolean({ description: 'The estimate changed since it was signed: ask the customer again' }),
        },
        {
            title: 'JobApproval',
            description: "The customer's latest signature on the job's estimate link; null: never signed",
        },
    ),
);

export const AnswerRecord = Type.Object(
    {
        id: Type.Integer({ description: "What a line's approval_id names" }),
        method: Type.Enum([...APPROVAL_METHODS], {
            description: 'Signed on the estimate link, or told to staff by phone or in person',
        }),
        name: Type.String({ description: 'Who signed (the name the customer typed), or the member who recorded it' }),
        at: Timestamp,
        note: Type.String({ description: "Staff's note of what the customer said ('' for a signature)" }),
    },
    { title: 'JobAnswer' },
);

/** The job's fields its estimate's totals depend on. */
export type EstimateJob = Record<string, unknown> & { id: number };

/**
 * The totals of the estimate as offered to the customer: every line, approved or not, with the job's discount and tax
 * rate — what the customer is asked about and signs (the job's own totals count its billed lines only).
 */
export async function offeredTotals(
    tx: Tx,
    workspaceId: number,
    job: EstimateJob,
    lines: readonly EstimateLine[],
): Promise<EstimateTotals & { discount_name: string }> {
    const totals = await totalsOnJob(tx, workspaceId, job, lines);
    return {
        discount_name: totals.discount_name,
        subtotal_cents: totals.subtotal_cents,
        discount_cents: totals.discount_cents,
        tax_cents: totals.tax_cents,
        total_cents: totals.total_cents,
    };
}

/** The job's signature as its record answers it: stale when its lines or offered totals no longer hash to it. */
export async function approvalOf(
    tx: Tx,
    workspaceId: number,
    job: EstimateJob,
    lines: readonly EstimateLine[],
): Promise<Static<typeof ApprovalRecord>> {
    const approval = await latestSignature(tx, workspaceId, job.id);
    if (!approval) return null;
    const hash = estimateHash(lines, await offeredTotals(tx, workspaceId, job, lines));
    return {
        signature_name: approval.signatureName,
        signed_at: approval.signedAt.toISOString(),
        ip_address: approval.ipAddress,
        user_agent: approval.userAgent,
        estimate_hash: approval.estimateHash,
        stale: approval.estimateHash !== hash,
    };
}

/** Every answer given on the job, newest first: the customer's signatures and what staff recorded for them. */
export async function answersOf(tx: Tx, workspaceId: number, jobId: number): Promise<Static<typeof AnswerRecord>[]> {
    const rows = await tx
        .select()
        .from(jobApprovals)
        .where(and(eq(jobApprovals.workspaceId, workspaceId), eq(jobApprovals.jobId, jobId)))
        .orderBy(desc(jobApprovals.signedAt), desc(jobApprovals.id));
    return rows.map(row => ({
        id: row.id,
        method: row.method,
        name: row.method === 'link' ? row.signatureName : row.recordedByName,
        at: row.signedAt.toISOString(),
        note: row.note,
    }));
}
