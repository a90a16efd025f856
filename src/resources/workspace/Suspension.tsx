import { Alert, Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusField } from '../../components/backoffice/StatusField';
import { useClock } from '../../session/useWorkspaceSettings';
import { formatDateTime } from '../../session/zone';

interface SuspendedRecord {
    status?: string;
    suspension_reason?: string | null;
    suspended_at?: string | null;
    suspended_by?: string | null;
}

/** "Suspended 8 Dec 2026, 09:30 by ops: unpaid since March", for a suspended workspace; null for an active one. */
const useSuspensionText = (record: SuspendedRecord | undefined): string | null => {
    const translate = useTranslate();
    const clock = useClock();
    if (record?.status !== 'suspended') return null;
    const args = {
        when: record.suspended_at ? formatDateTime(record.suspended_at, clock) : '',
        who: record.suspended_by ?? '',
        reason: record.suspension_reason || translate('admin.workspace.no_reason'),
    };
    return translate(record.suspended_by ? 'admin.workspace.suspension' : 'admin.workspace.suspension_no_admin', args);
};

/** The list's status column: the chip, and under a suspended workspace's, when, by whom and why. */
export const WorkspaceStatusField = (_props: { label?: string; sortBy?: string; source?: string }) => {
    const record = useRecordContext<SuspendedRecord>();
    const text = useSuspensionText(record);
    return (
        <Box>
            <StatusField />
            {text && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: 320 }}>
                    {text}
                </Typography>
            )}
        </Box>
    );
};

/** Above a suspended workspace's form: when, by whom and why (what its members are shown). */
export const SuspensionNotice = () => {
    const text = useSuspensionText(useRecordContext<SuspendedRecord>());
    if (!text) return null;
    return (
        <Alert severity="warning" sx={{ m: 2, mb: 0, whiteSpace: 'pre-line' }}>
            {text}
        </Alert>
    );
};
