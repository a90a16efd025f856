import { browserLocation } from '../api/browserLocation';
import { api, unwrap } from '../api/client';
import type { WorkspaceUser } from '../api/types';
import { storage } from '../store/storage';

/** The signed-in user's memberships (spec: page 1, size 9999, by name ascending, no keyword). */
export const loadMemberships = (): Promise<WorkspaceUser[]> =>
    unwrap<WorkspaceUser[]>(
        api.GET('/api/v3/workspace', {
            params: { query: { page: 1, size: 9999, field: 'name', asc: true, keyword: '' } },
        }),
    );

/** Requests a workspace-scoped token and stores it with the membership. */
const enterWorkspace = async (workspace_id: number): Promise<WorkspaceUser> => {
    const { token, workspace_user } = await unwrap<{ token: string; workspace_user: WorkspaceUser }>(
        api.POST('/api/v3/user/login/workspace', { body: { workspace_id } }),
    );
    storage.set('token', token);
    storage.set('workspace-user', workspace_user);
    storage.set('workspace', workspace_user.workspace);
    storage.set('last-workspace-id', workspace_user.workspace_id);
    return workspace_user;
};

/**
 * The spec's workspace selection: load the memberships, take the one of the last remembered workspace id, else the
 * first, and enter it. Resolves null when the user belongs to no workspace; rejects with ApiError on failure.
 */
export const selectWorkspace = async (): Promise<WorkspaceUser | null> => {
    const memberships = await loadMemberships();
    const lastId = storage.get<number>('last-workspace-id');
    const chosen = memberships.find(membership => membership.workspace_id === lastId) ?? memberships[0];
    return chosen ? enterWorkspace(chosen.workspace_id) : null;
};

/**
 * Switches organization: stores the chosen membership together with its workspace token (so the reloaded page works
 * in the chosen workspace whether or not it selects again), then reloads the page. Stays put when refused.
 */
export const switchWorkspace = async (membership: WorkspaceUser): Promise<void> => {
    try {
        await enterWorkspace(membership.workspace_id);
    } catch {
        return; // the client has shown why
    }
    browserLocation.reload();
};
