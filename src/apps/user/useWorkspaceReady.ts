import { useEffect, useState } from 'react';
import { selectWorkspace } from '../../session';
import { storage } from '../../store/storage';

const needsWorkspace = () =>
    storage.get<string>('token') !== null &&
    storage.get<string>('user-role') === 'user' &&
    storage.get('workspace') === null;

/**
 * Spec §4: a signed-in user arriving with no workspace loaded gets one selected (last used, else the first)
 * before the app renders. Resolves true once the app may render.
 */
export const useWorkspaceReady = (): boolean => {
    const [ready, setReady] = useState(() => !needsWorkspace());
    useEffect(() => {
        if (ready) return;
        selectWorkspace()
            .catch(error => console.error('workspace selection failed', error))
            .finally(() => setReady(true));
    }, [ready]);
    return ready;
};
