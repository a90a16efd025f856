import { lazy, Suspense } from 'react';
import { useCan } from '../../session';

const VehicleSummaryCard = lazy(() => import('./VehicleSummaryCard'));

/** The vehicle page's summary card, for sessions that may ask the assistant and read jobs; loaded beside the page. */
export const VehicleSummarySection = () => {
    const can = useCan();
    if (!can('assistant:use') || !can('invoice:read')) return null;
    return (
        <Suspense fallback={null}>
            <VehicleSummaryCard />
        </Suspense>
    );
};
