import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';

// Its own chunk: the home page brings the charts library.
const StatisticPage = lazy(() => import('./StatisticPage'));

/** The garage's home (statistics), fetched the first time it is opened. */
export const LazyStatisticPage = () => (
    <Suspense fallback={<LoadingScreen />}>
        <StatisticPage />
    </Suspense>
);
