import { useEffect, useState } from 'react';
import { refreshPermissions, refreshSuspension, selectWorkspace } from '../../session';
import type { Workspace } from '../../api/types';
import { isSuspended } from '../../session/suspension';
import { storage } from '../../store/storage';

const isSignedInUser = () => storage.get<string>('token') !== null && storage.get<string>('user-role') === 'user';

/**
 * A stored workspace to render at once; a suspended one is entered again (it may have been reactivated since, and
 * signing in to it answers its status).
 */
const hasUsableWorkspace = () => {
    const workspace = storage.get<Workspace>('workspace');
    return workspace !== null && !isSuspended(workspace);
};

/**
 * A signed-in user arriving with no workspace loaded (or a suspended one) gets one selected (last used, else
 * the first) before the app renders; with a workspace already stored, the app renders at once while the session's
 * permissions are read again (a role or group may have changed since), then whether the platform has suspended the
 * workspace meanwhile. Resolves true once the app may render.
 */
export const useWorkspaceReady = (): boolean => {
    const [ready, setReady] = useState(() => !isSignedInUser() || hasUsableWorkspace());
    useEffect(() => {
        if (!isSignedInUser()) return;
        if (ready) {
            refreshPermissions()
                .then(refreshSuspension)
                .catch(error => console.error('permissions unavailable', error));
            return;
        }
        selectWorkspace()
            .catch(error => console.error('workspace selection failed', error))
            .finally(() => setReady(true));
        // once per app load: `ready` only turns true after the selection, which has read the permissions already
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return ready;
};
