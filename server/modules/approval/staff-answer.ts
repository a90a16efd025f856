import { eq, sql } from 'drizzle-orm';
import type { StaffApprovalMethod } from '../../../common/approvals';
import type { Tx } from '../../db/client';
import { jobApprovals, users, workspaceUsers } from '../../db/schema';
import { AppError, type ErrorDetail } from '../../http/errors';
import { answerLines } from '../job/billing';
import { loadLines } from '../job/lines';
import { assertCan, retotalJob, type Job, type Outcome } from '../job/workflow';
import { estimateHash } from './hash';
import { offeredTotals } from './record';

export interface StaffAnswer {
    line_ids: number[];
    by: StaffApprovalMethod;
    note?: string;
}

async function memberName(tx: Tx, memberId: number) {
    const [member] = await tx
        .select({ name: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.username})` })
        .from(workspaceUsers)
        .innerJoin(users, eq(users.id, workspaceUsers.userId))
        .where(eq(workspaceUsers.id, memberId));
    return member?.name ?? '';
}

/**
 * Staff record that the customer approved lines they had declined or not yet answered, told by phone or in person:
 * kept with the member's name, the time and their note; those lines are billed again and the job is
 * totalled again. 400 on `line_ids` for a line not of the job or already approved; 409 `invalid_transition` on an
 * invoice.
 */
export async function recordStaffAnswer(
    tx: Tx,
    workspaceId: number,
    job: Job,
    answer: StaffAnswer,
    memberId: number,
): Promise<Outcome> {
    assertCan(job, 'approve_lines');
    const lines = await loadLines(tx, workspaceId, job.id);
    const details: ErrorDetail[] = [];
    for (const id of new Set(answer.line_ids)) {
        const line = lines.find(one => one.id === id);
        if (!line) details.push({ field: 'line_ids', error: 'unknown_line' });
        else if (line.approval === 'approved') details.push({ field: 'line_ids', error: 'already_approved' });
    }
    if (details.length)
        throw new AppError(400, 'validation_failed', 'Name lines of this job the customer has not approved', details);
    const name = await memberName(tx, memberId);
    const [approval] = await tx
        .insert(jobApprovals)
        .values({
            workspaceId,
            jobId: job.id,
            method: answer.by,
            recordedBy: memberId,
            recordedByName: name,
            note: (answer.note ?? '').trim(),
            signatureName: name,
            estimateHash: estimateHash(lines, await offeredTotals(tx, workspaceId, job, lines)),
        })
        .returning({ id: jobApprovals.id });
    await answerLines(tx, workspaceId, job.id, [
        { lineIds: [...new Set(answer.line_ids)], approval: 'approved', approvalId: approval.id },
    ]);
    return retotalJob(tx, workspaceId, job);
}
