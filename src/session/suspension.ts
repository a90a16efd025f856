import { readOnlyPermissions } from '../../common/suspension';
import type { Suspension, Workspace } from '../api/types';
import { storage } from '../store/storage';
import type { CurrentMembership } from './permissions';

/** The 403 that says a workspace is suspended (the server's `suspension` names which, why and since when). */
export const SUSPENDED = 'workspace_suspended';

export const isSuspended = (workspace: Workspace | null | undefined): boolean => workspace?.status === 'suspended';

/**
 * Stores the current workspace as suspended, as `suspension` says: the app shows the platform's reason above every
 * page, and the session keeps only its read permissions (what the server now grants it), so the write buttons go.
 */
export const storeSuspended = (membership: CurrentMembership, suspension: Suspension): void => {
    const workspace: Workspace = {
        ...membership.workspace,
        status: 'suspended',
        suspension_reason: suspension.reason,
        suspended_at: suspension.suspended_at,
    };
    const permissions = readOnlyPermissions(membership.permissions ?? []);
    storage.set('workspace', workspace);
    storage.set('workspace-user', { ...membership, workspace, permissions } satisfies CurrentMembership);
};

/**
 * A refusal naming the current workspace as suspended (it was suspended while the page was open): the stored
 * workspace becomes suspended, so the banner shows and the writes disappear. Answers whether it was the current one.
 */
export const noteSuspension = (suspension: Suspension | undefined): boolean => {
    const membership = storage.get<CurrentMembership>('workspace-user');
    if (!suspension || !membership || membership.workspace_id !== suspension.workspace_id) return false;
    storeSuspended(membership, suspension);
    return true;
};
