import type { JobStatus } from '../../../common/jobs';
import { MUTED, statusField, type StatusLook, type StatusStyle } from '../../components/StatusChip';

/**
 * Grey for a quote, blue while it is booked or worked on, amber while money is owed (work done and not yet invoiced,
 * or invoiced and not yet paid), green once paid, muted once cancelled or void.
 */
const LOOKS: Record<JobStatus, StatusLook> = {
    quote: { color: 'default', variant: 'filled' },
    scheduled: { color: 'primary', variant: 'outlined' },
    in_progress: { color: 'primary', variant: 'filled' },
    completed: { color: 'warning', variant: 'outlined' },
    invoiced: { color: 'warning', variant: 'filled' },
    paid: { color: 'success', variant: 'filled' },
    cancelled: MUTED,
    void: MUTED,
};

export const JOB_STATUS_STYLE: StatusStyle = { namespace: 'motor-garage.invoice.status', looks: LOOKS };

/** The status field of the current job (lists, the show page, a customer's or vehicle's jobs). */
export const StatusField = statusField(JOB_STATUS_STYLE);
