import { and, desc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Tx } from '../../db/client';
import { jobApprovals } from '../../db/schema';
import { Nullable, Timestamp } from '../../http/schemas';
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

/** The job's latest signed approval, or undefined. */
export async function latestApproval(tx: Tx, workspaceId: number, jobId: number) {
    const [approval] = await tx
        .select()
        .from(jobApprovals)
        .where(and(eq(jobApprovals.workspaceId, workspaceId), eq(jobApprovals.jobId, jobId)))
        .orderBy(desc(jobApprovals.signedAt), desc(jobApprovals.id))
        .limit(1);
    return approval;
}

/** The job's approval as its record answers it: stale when its lines or totals no longer hash to what was signed. */
export async function approvalOf(
    tx: Tx,
    workspaceId: number,
    jobId: number,
    lines: readonly EstimateLine[],
    totals: EstimateTotals,
): Promise<Static<typeof ApprovalRecord>> {
    const approval = await latestApproval(tx, workspaceId, jobId);
    if (!approval) return null;
    return {
        signature_name: approval.signatureName,
        signed_at: approval.signedAt.toISOString(),
        ip_address: approval.ipAddress,
        user_agent: approval.userAgent,
        estimate_hash: approval.estimateHash,
        stale: approval.estimateHash !== estimateHash(lines, totals),
    };
}
