import { Chip } from '@mui/material';
import { useShowContext, useTranslate } from 'react-admin';
import type { Job } from '../actions/useJobAction';
import { answerOf, approvalKey, type Line } from './answers';

/**
 * A line's answer, as a chip: approved (on the link, or by phone or in person as staff recorded it), declined, or
 * not approved (a line that came after the customer's answer); nothing on a job the customer has not answered.
 */
export const LineApprovalChip = ({ line }: { line: Line }) => {
    const translate = useTranslate();
    // the row's record context is the line: the job is the page's
    const job = useShowContext<Job & { id: number }>().record;
    if (line.approval === 'declined')
        return <Chip size="small" variant="outlined" color="error" label={translate(approvalKey('declined'))} />;
    if (!line.billable)
        return <Chip size="small" variant="outlined" color="warning" label={translate(approvalKey('unanswered'))} />;
    if (line.approval !== 'approved') return null;
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
