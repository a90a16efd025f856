import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const JOB_STATUSES = ['quote', 'scheduled', 'in_progress', 'completed', 'invoiced', 'paid', 'cancelled', 'void'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * How each status reads: grey for a quote, blue while it is booked or worked on, amber while money is owed (work done
 * and not yet invoiced, or invoiced and not yet paid), green once paid, muted once cancelled or void. Only the theme's
 * primary, warning and success colours, which keep 4.5:1 text contrast in both themes, filled or outlined.
 */
const LOOK: Record<JobStatus, Pick<ChipProps, 'color' | 'variant' | 'sx'>> = {
    quote: { color: 'default', variant: 'filled' },
    scheduled: { color: 'primary', variant: 'outlined' },
    in_progress: { color: 'primary', variant: 'filled' },
    completed: { color: 'warning', variant: 'outlined' },
    invoiced: { color: 'warning', variant: 'filled' },
    paid: { color: 'success', variant: 'filled' },
    cancelled: { color: 'default', variant: 'outlined', sx: { color: 'text.secondary' } },
    void: { color: 'default', variant: 'outlined', sx: { color: 'text.secondary' } },
};

/** A job's status as a coloured chip. */
export const JobStatusChip = ({ status }: { status: string }) => {
    const translate = useTranslate();
    const look = LOOK[status as JobStatus] ?? LOOK.quote;
    return <Chip size="small" {...look} label={translate(`motor-garage.invoice.status.${status}`)} />;
};

/**
 * The status field of the current job (lists, the show page, a customer's or vehicle's jobs); `label` and `sortable`
 * are read by a list's column header.
 */
export const StatusField = ({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) => {
    const record = useRecordContext();
    const status = record?.[source];
    return status ? (
        <span>
            <JobStatusChip status={String(status)} />
        </span>
    ) : null;
};
