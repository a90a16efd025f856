import type { Suspension, Workspace, WorkspaceUser } from '../api/types';
import { storage } from '../store/storage';
import type { CurrentMembership } from './permissions';

/** The 403 that says a workspace is suspended (the server's `suspension` names which, why and since when). */
export const SUSPENDED = 'workspace_suspended';

export const isSuspended = (workspace: Workspace | null | undefined): boolean => workspace?.status === 'suspended';

/**
 * Stores `membership`'s workspace as the current one, suspended as `suspension` says: the app then shows the
 * platform's reason on every page instead of the pages, whose calls would all be refused. The session can do
 * nothing there, so it holds no permissions; the token stays (another organization can still be chosen with it).
 */
export const storeSuspended = (membership: WorkspaceUser, suspension: Suspension): void => {
    const workspace: Workspace = {
        ...membership.workspace,
        status: 'suspended',
        suspension_reason: suspension.reason,
        suspended_at: suspension.suspended_at,
    };
    storage.set('workspace', workspace);
    storage.set('workspace-user', { ...membership, workspace, permissions: [] } satisfies CurrentMembership);
    storage.set('last-workspace-id', membership.workspace_id);
};

/**
 * A refusal naming the current workspace as suspended (it was suspended while the page was open): the stored
 * workspace becomes suspended, so the banner replaces the pages. Answers whether it was the current workspace.
 */
export const noteSuspension = (suspension: Suspension | undefined): boolean => {
    const membership = storage.get<CurrentMembership>('workspace-user');
    if (!suspension || !membership || membership.workspace_id !== suspension.workspace_id) return false;
    storeSuspended(membership, suspension);
    return true;
};
