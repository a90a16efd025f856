import { useCallback } from 'react';
import type { WorkspaceUser } from '../api/types';
import { storage, useStorageItem } from '../store/storage';

/** A permission (`vehicle:read`, `team:manage`…), or several of which any one is enough. */
export type PermissionNeed = string | readonly string[];

/** The stored membership of the current workspace, with what its session may do (GET /api/v3/workspace-user/self). */
export interface CurrentMembership extends WorkspaceUser {
    permissions?: string[];
    auth_group_ids?: number[];
}

const NONE: readonly string[] = Object.freeze([]);

/** Whether `permissions` satisfy `need` (no need: always). */
export const allows = (permissions: readonly string[], need?: PermissionNeed): boolean =>
    need === undefined || (typeof need === 'string' ? [need] : need).some(one => permissions.includes(one));

/** The permissions of the stored workspace session (none without a workspace). */
export const storedPermissions = (): readonly string[] =>
    storage.get<CurrentMembership>('workspace-user')?.permissions ?? NONE;

/** The permissions of the current workspace session, re-rendering when they change. */
export const usePermissionList = (): readonly string[] =>
    useStorageItem<CurrentMembership>('workspace-user')?.permissions ?? NONE;

/** `can(need)`: whether the current workspace session may do it. */
export const useCan = (): ((need?: PermissionNeed) => boolean) => {
    const permissions = usePermissionList();
    return useCallback((need?: PermissionNeed) => allows(permissions, need), [permissions]);
};
