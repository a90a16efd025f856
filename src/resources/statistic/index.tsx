import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';

// Its own chunk: the home page brings the charts library.
const StatisticPage = lazy(() => import('./StatisticPage'));

/** The garage's home (statistics), fetched the first time it is opened. */
export const LazyStatisticPage = () => (
    <Suspense fallback={<Skeleton variant="rectangular" height={480} sx={{ mt: 2 }} />}>
        <StatisticPage />
    </Suspense>
);
