import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';

const RemindersPage = lazy(() => import('./RemindersPage'));

/** The Reminders page, fetched the first time it is opened. */
export const LazyRemindersPage = () => (
    <Suspense fallback={<Skeleton variant="rectangular" height={480} sx={{ mt: 2 }} />}>
        <RemindersPage />
    </Suspense>
);
