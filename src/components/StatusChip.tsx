import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** How a status reads: one of the theme's colours (4.5:1 text contrast in both themes), filled or outlined. */
export type StatusLook = Pick<ChipProps, 'color' | 'variant' | 'sx'>;

/** Greyed and outlined: a record that is over without happening (cancelled, void, no-show). */
export const MUTED: StatusLook = { color: 'default', variant: 'outlined', sx: { color: 'text.secondary' } };

export interface StatusStyle {
    /** where the statuses are translated: `<namespace>.<status>` */
    namespace: string;
    looks: Record<string, StatusLook>;
}

/** A status as a coloured chip. */
export const StatusChip = ({ status, style }: { status: string; style: StatusStyle }) => {
    const translate = useTranslate();
    const look = style.looks[status] ?? { color: 'default', variant: 'filled' };
    return <Chip size="small" {...look} label={translate(`${style.namespace}.${status}`)} />;
};

/**
 * The status field of the current record in `style` (lists, show pages); `label` and `sortable` are read by a list's
 * column header.
 */
export const statusField = (style: StatusStyle) => {
    const Field = ({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) => {
        const record = useRecordContext();
        const status = record?.[source];
        return status ? (
            <span>
                <StatusChip status={String(status)} style={style} />
            </span>
        ) : null;
    };
    return Field;
};
