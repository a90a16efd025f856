import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DayField } from '../../components/DateFields';
import { useWorkspaceZone } from '../../session/useWorkspaceSettings';
import { todayIn } from '../../session/zone';

const DAY_MS = 86_400_000;

/**
 * How many days an unpaid invoice is past its due date on `today` (`YYYY-MM-DD`, the garage's); 0 when it is not
 * overdue. The API's `overdue` filter answers the same jobs.
 */
export const daysOverdue = (job: RaRecord, today: string): number => {
    const due = job.due_date as string | null | undefined;
    if (job.status !== 'invoiced' || !((job.balance_cents as number) > 0) || !due || due >= today) return 0;
    return Math.round((Date.parse(today) - Date.parse(due)) / DAY_MS);
};

/** "12 days overdue" on the current job, on the garage's clock; nothing when it is not overdue. */
export const OverdueFlag = () => {
    const translate = useTranslate();
    const job = useRecordContext();
    const today = todayIn(useWorkspaceZone());
    const days = job ? daysOverdue(job, today) : 0;
    if (!days) return null;
    return (
        <Chip
            size="small"
            color="error"
            variant="outlined"
            label={translate('motor-garage.invoice.overdue_days', { smart_count: days })}
        />
    );
};

/** The job's due date, flagged with its days overdue. */
export const DueDateField = ({ source }: { source: string; label?: string }) => (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <DayField source={source} />
        <OverdueFlag />
    </Box>
);
