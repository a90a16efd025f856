import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const COLORS: Record<string, 'success' | 'default' | 'warning'> = {
    active: 'success',
    disabled: 'default',
    suspended: 'warning',
};

/** The record's status (active, disabled, suspended) as a translated chip. `label` is read by the Datagrid header. */
export const StatusField = (_props: { label?: string; sortBy?: string; source?: string }) => {
    const record = useRecordContext<{ status?: string }>();
    const translate = useTranslate();
    if (!record?.status) return null;
    return (
        <Chip
            size="small"
            variant="outlined"
            color={COLORS[record.status] ?? 'default'}
            label={translate(`admin.status.${record.status}`, { _: record.status })}
        />
    );
};
