import { lazy, Suspense } from 'react';
import { useCanAssist } from './permission';

const AssistantSettingsSection = lazy(() => import('./AssistantSettingsSection'));

/** The organization profile's "Assistant" section, for sessions that may ask the assistant; loaded beside the page. */
export const AssistantSection = () =>
    useCanAssist() ? (
        <Suspense fallback={null}>
            <AssistantSettingsSection />
        </Suspense>
    ) : null;
