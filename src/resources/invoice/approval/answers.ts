import type { ApprovalState } from '../../../../common/approvals';
import { OPEN_JOB_STATUSES } from '../../../../common/jobs';
import { MUTED, statusField, type StatusLook, type StatusStyle } from '../../../components/StatusChip';
import type { Job } from '../actions/useJobAction';

export type Line = Job['lines'][number];
export type Answer = Job['answers'][number];

/** i18n key under the job's approval texts. */
export const approvalKey = (name: string) => `motor-garage.invoice.approval.${name}`;

/** The lines the job does not bill: the customer declined them, or they came after the customer's answer. */
export const unbilledLines = (job: Pick<Job, 'lines'>) => (job.lines ?? []).filter(line => !line.billable);

/** Why a line is not billed. */
export const unbilledReason = (line: Line) => (line.approval === 'declined' ? 'declined' : 'unanswered');

/** The answer that gave a line its approval (a signature on the link, or what staff recorded). */
export const answerOf = (job: Pick<Job, 'answers'>, line: Line) =>
    (job.answers ?? []).find(answer => answer.id === line.approval_id);

/** Whether the customer's answer to the estimate may still come: lines to approve, and none signed as they are. */
export const awaitingApproval = (job: Job | undefined) =>
    !!job &&
    OPEN_JOB_STATUSES.includes(job.status) &&
    (job.lines?.length ?? 0) > 0 &&
    (!job.approval || job.approval.stale);

/** Muted before the customer has it, blue while it is with them, green once answered. */
const LOOKS: Record<ApprovalState, StatusLook> = {
    none: MUTED,
    sent: { color: 'primary', variant: 'outlined' },
    viewed: { color: 'primary', variant: 'filled' },
    answered: { color: 'success', variant: 'filled' },
};

export const APPROVAL_STATE_STYLE: StatusStyle = { namespace: 'motor-garage.invoice.approval_state', looks: LOOKS };

/** Where the job's estimate stands with the customer, as a chip (lists, the show page). */
export const ApprovalStateField = statusField(APPROVAL_STATE_STYLE);
