import { Chip } from '@mui/material';
import { useShowContext, useTranslate } from 'react-admin';
import type { Job } from '../actions/useJobAction';
import { answerOf, approvalKey, type Line } from './answers';

/** The estimate is with the customer (sent, or opened) and they have not answered. */
const WAITING = ['sent', 'viewed'];

/**
 * A line's answer, as a chip: approved (on the link, or by phone or in person as staff recorded it), declined, not
 * approved (a line that came after the customer's answer), or awaiting the answer while the estimate is with the
 * customer; nothing on a job whose estimate was never shared.
 */
export const LineApprovalChip = ({ line }: { line: Line }) => {
    const translate = useTranslate();
    // the row's record context is the line: the job is the page's
    const job = useShowContext<Job & { id: number }>().record;
    if (line.approval === 'declined')
        return <Chip size="small" variant="outlined" color="error" label={translate(approvalKey('declined'))} />;
    if (!line.billable)
        return <Chip size="small" variant="outlined" color="warning" label={translate(approvalKey('unanswered'))} />;
    if (line.approval !== 'approved')
        return job && WAITING.includes(job.approval_state) ? (
            <Chip size="small" variant="outlined" label={translate(approvalKey('pending'))} />
        ) : null;
    const method = (job && answerOf(job, line)?.method) ?? 'link';
    return (
        <Chip
            size="small"
            variant="outlined"
            color="success"
            label={translate(approvalKey(method === 'link' ? 'approved' : `approved_${method}`))}
        />
    );
};
