import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isBillable, type LineApproval } from '../../../common/approvals';
import type { Tx } from '../../db/client';
import { jobApprovals, jobLines } from '../../db/schema';
import { sameLine, storedAsLine, type Line, type PlannedLine } from './lines';

/** The customer's latest signature on the job's estimate link, or undefined (answers told to staff are not one). */
export async function latestSignature(tx: Tx, workspaceId: number, jobId: number) {
    const [approval] = await tx
        .select()
        .from(jobApprovals)
        .where(
            and(
                eq(jobApprovals.workspaceId, workspaceId),
                eq(jobApprovals.jobId, jobId),
                eq(jobApprovals.method, 'link'),
            ),
        )
        .orderBy(desc(jobApprovals.signedAt), desc(jobApprovals.id))
        .limit(1);
    return approval;
}

/** Whether the customer answered the job's estimate on their link (signed it at least once). */
export const estimateAnswered = async (tx: Tx, workspaceId: number, jobId: number) =>
    Boolean(await latestSignature(tx, workspaceId, jobId));

/**
 * The lines to store for job `jobId` (null: a new job) with the answers that still hold: a line stored again exactly
 * as it was keeps its answer; a changed or new line has none, since the answer covered the line as it was (lines are
 * matched by their terms, each old line answering for one new line at most). Once the customer answered, a line
 * without an answer is not billed until they, or staff for them (`approve-lines`), approve it.
 */
export async function planLines(
    tx: Tx,
    workspaceId: number,
    jobId: number | null,
    lines: readonly Line[],
): Promise<PlannedLine[]> {
    if (jobId === null) return lines.map(line => ({ ...line, approval: null, approvalId: null, billable: true }));
    const [previous, answered] = await Promise.all([
        tx
            .select()
            .from(jobLines)
            .where(and(eq(jobLines.workspaceId, workspaceId), eq(jobLines.jobId, jobId)))
            .orderBy(jobLines.position),
        estimateAnswered(tx, workspaceId, jobId),
    ]);
    const left = previous.filter(row => row.approval);
    return lines.map(line => {
        const index = left.findIndex(row => sameLine(line, storedAsLine(row)));
        const [row] = index < 0 ? [null] : left.splice(index, 1);
        const approval = row?.approval ?? null;
        return { ...line, approval, approvalId: row?.approvalId ?? null, billable: isBillable(approval, answered) };
    });
}

/** Records answers on lines of a job: each named line's answer, the approval that gave it, and whether it is billed. */
export async function answerLines(
    tx: Tx,
    workspaceId: number,
    jobId: number,
    answers: { lineIds: readonly number[]; approval: LineApproval; approvalId: number }[],
) {
    for (const { lineIds, approval, approvalId } of answers) {
        if (!lineIds.length) continue;
        await tx
            .update(jobLines)
            .set({ approval, approvalId, billable: approval === 'approved', updatedAt: new Date() })
            .where(
                and(eq(jobLines.workspaceId, workspaceId), eq(jobLines.jobId, jobId), inArray(jobLines.id, lineIds)),
            );
    }
    // Lines the answer did not name (none, when a customer signs: they answer every line) are not billed once the
    // customer has answered.
    await tx
        .update(jobLines)
        .set({ billable: false })
        .where(
            and(
                eq(jobLines.workspaceId, workspaceId),
                eq(jobLines.jobId, jobId),
                sql`${jobLines.approval} IS NULL`,
                sql`EXISTS (SELECT 1 FROM ${jobApprovals} WHERE ${jobApprovals.workspaceId} = ${workspaceId}
                    AND ${jobApprovals.jobId} = ${jobId} AND ${jobApprovals.method} = 'link')`,
            ),
        );
}
