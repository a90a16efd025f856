import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useClock } from '../../session/useWorkspaceSettings';
import { useDeclaredResource } from './ResourceContext';
import { nameOf, type RecordName as RecordNameOf } from './declare';

/**
 * A generated page's visible title — the page's one h1 (the app bar repeats it as a small title) — with the page's
 * actions beside it.
 */
export const PageHeader = ({ title, actions }: { title: ReactNode; actions?: ReactNode }) => (
    <Box
        sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            columnGap: 2,
            pt: 2,
        }}
    >
        <Typography variant="h5" component="h1" sx={{ minHeight: 48, display: 'flex', alignItems: 'center' }}>
            {title}
        </Typography>
        {actions}
    </Box>
);

/** The page title of one record: its name (the resource's name while it loads). */
export const RecordTitle = () => {
    const { declaration, label } = useDeclaredResource();
    const record = useRecordContext();
    const clock = useClock();
    const title = record ? nameOf(declaration.title, record, clock) : '';
    return <>{usePageTitle(title || label)}</>;
};

/** A record's name where its title is computed: how it reads in reference fields of other pages. */
export const RecordName = ({ title }: { title: RecordNameOf }) => {
    const record = useRecordContext();
    const clock = useClock();
    return record ? <>{title(record, clock)}</> : null;
};
