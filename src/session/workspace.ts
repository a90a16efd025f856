import { browserLocation } from '../api/browserLocation';
import { api, dynamicApi, unwrap } from '../api/client';
import type { Workspace, WorkspaceUser } from '../api/types';
import { clearSessionStorage, storage } from '../store/storage';
import type { CurrentMembership } from './permissions';
import { isSuspended, noteSuspension } from './suspension';

/** The signed-in user's memberships, all on one page (page 1, size 9999, by name ascending, no keyword). */
export const loadMemberships = (): Promise<WorkspaceUser[]> =>
    unwrap<WorkspaceUser[]>(
        api.GET('/api/v3/workspace', {
            params: { query: { page: 1, size: 9999, field: 'name', asc: true, keyword: '' } },
        }),
    );

interface OwnMember {
    role: WorkspaceUser['role'];
    permissions?: unknown;
    auth_group_ids?: unknown;
}

/**
 * GET /api/v3/workspace-user/self: the role and permissions of the current workspace session, kept in the stored
 * `workspace-user`. Resolves the permissions; rejects with ApiError (already toasted) on failure.
 */
export const refreshPermissions = async (): Promise<string[]> => {
    const own = await unwrap<OwnMember>(dynamicApi.GET('/api/v3/workspace-user/self'));
    const permissions = Array.isArray(own.permissions) ? own.permissions.map(String) : [];
    const stored = storage.get<CurrentMembership>('workspace-user');
    if (stored) {
        const auth_group_ids = Array.isArray(own.auth_group_ids) ? own.auth_group_ids : stored.auth_group_ids;
        storage.set('workspace-user', { ...stored, role: own.role ?? stored.role, permissions, auth_group_ids });
    }
    return permissions;
};

/** Requests a workspace-scoped token and stores it with the membership and what the session may do. */
const enterWorkspace = async (workspace_id: number): Promise<WorkspaceUser> => {
    const { token, workspace_user } = await unwrap<{ token: string; workspace_user: WorkspaceUser }>(
        api.POST('/api/v3/user/login/workspace', { body: { workspace_id } }),
    );
    storage.set('token', token);
    storage.set('workspace-user', { ...workspace_user, permissions: [] });
    storage.set('workspace', workspace_user.workspace);
    storage.set('last-workspace-id', workspace_user.workspace_id);
    await refreshPermissions().catch(error => console.error('permissions unavailable', error));
    return workspace_user;
};

/**
 * Re-reads whether the current workspace is still active: when the platform has suspended it since it was stored,
 * the stored workspace becomes suspended (the banner shows, the writes go). Rejects with ApiError on failure.
 */
export const refreshSuspension = async (): Promise<void> => {
    const id = storage.get<CurrentMembership>('workspace-user')?.workspace_id;
    if (!id) return;
    const workspace = await unwrap<Workspace>(dynamicApi.GET('/api/v3/workspace/{id}', { params: { path: { id } } }));
    if (!isSuspended(workspace)) return;
    noteSuspension({
        workspace_id: workspace.workspace_id,
        reason: workspace.suspension_reason ?? null,
        suspended_at: workspace.suspended_at ?? null,
    });
};

/**
 * The workspace selection: load the memberships, take the one of the last remembered workspace id, else the
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
 * in the chosen workspace whether or not it selects again), then reloads the page. A suspended organization is
 * entered too, read only. Stays put when refused (the client has shown why).
 */
export const switchWorkspace = async (membership: WorkspaceUser): Promise<void> => {
    try {
        await enterWorkspace(membership.workspace_id);
    } catch {
        return;
    }
    browserLocation.reload();
};

const currentWorkspaceId = (): number | null =>
    storage.get<{ workspace_id: number }>('workspace')?.workspace_id ?? null;

/** Where a user goes after leaving or deleting the current organization. */
export const OWN_ORGANIZATIONS_ROUTE = '/app/self/organization';

/**
 * Runs `action` (leaving or deleting `workspaceId`), which ends that organization's workspace sessions. Resolves
 * whether it succeeded (a failure has shown its toast).
 *
 * For the current organization, another one is entered first so that the session lives on (and the original is
 * re-entered when the action fails); then the own organizations page loads. With no other organization, a user
 * token in the answer keeps the session; without one, the user signs in again (the page held no other token).
 */
export const leaveWorkspaceWith = async (workspaceId: number, action: () => Promise<unknown>): Promise<boolean> => {
    if (currentWorkspaceId() !== workspaceId) {
        return action().then(
            () => true,
            () => false,
        );
    }
    let other: WorkspaceUser | undefined;
    try {
        other = (await loadMemberships()).find(membership => membership.workspace_id !== workspaceId);
        if (other) await enterWorkspace(other.workspace_id);
    } catch {
        return false;
    }
    let answer: unknown;
    try {
        answer = await action();
    } catch {
        if (other) await enterWorkspace(workspaceId).catch(() => undefined);
        return false;
    }
    if (!other) {
        storage.remove('workspace');
        storage.remove('workspace-user');
        const token = (answer as { token?: unknown } | null)?.token;
        if (typeof token !== 'string') {
            const loginRoute = storage.get<string>('login-route') || '/';
            clearSessionStorage();
            browserLocation.assign(loginRoute);
            return true;
        }
        storage.set('token', token);
    }
    browserLocation.assign(OWN_ORGANIZATIONS_ROUTE);
    return true;
};

/** POST /api/v3/workspace/{id}/leave, keeping the session alive (see leaveWorkspaceWith). */
export const leaveWorkspace = (workspaceId: number): Promise<boolean> =>
    leaveWorkspaceWith(workspaceId, () =>
        unwrap(dynamicApi.POST('/api/v3/workspace/{id}/leave', { params: { path: { id: workspaceId } } })),
    );

/** DELETE /api/v3/workspace/{id} (owners), keeping the session alive (see leaveWorkspaceWith). */
export const deleteWorkspace = (workspaceId: number): Promise<boolean> =>
    leaveWorkspaceWith(workspaceId, () =>
        unwrap(dynamicApi.DELETE('/api/v3/workspace/{id}', { params: { path: { id: workspaceId } } })),
    );
