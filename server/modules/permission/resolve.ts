import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authGroupMembers, authGroups } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { readOnlyPermissions } from '../../../common/suspension';
import type { Permission, PermissionCatalogue, Role } from './catalogue';

export interface Membership {
    workspaceId: number;
    membershipId: number;
    role: Role;
    /** of a workspace the platform suspended: only the read permissions remain */
    suspended: boolean;
}

/**
 * The permissions of one membership: its role's defaults plus what its auth groups grant; of a suspended workspace,
 * only those that read.
 */
export async function membershipPermissions(
    db: Db,
    catalogue: PermissionCatalogue,
    membership: Membership,
): Promise<Set<Permission>> {
    const granted = await grantedPermissions(db, catalogue, membership);
    return membership.suspended ? new Set(readOnlyPermissions(granted)) : granted;
}

/**
 * What the auth groups grant in a workspace, member by member (workspace-user id → permissions); only `memberId`'s
 * when given. In the caller's tenant transaction.
 */
export async function groupGrants(tx: Tx, workspaceId: number, memberId?: number) {
    const rows = await tx
        .select({ memberId: authGroupMembers.workspaceUserId, permissions: authGroups.permissions })
        .from(authGroupMembers)
        .innerJoin(
            authGroups,
            and(
                eq(authGroups.workspaceId, authGroupMembers.workspaceId),
                eq(authGroups.id, authGroupMembers.authGroupId),
            ),
        )
        .where(
            and(
                eq(authGroupMembers.workspaceId, workspaceId),
                memberId === undefined ? undefined : eq(authGroupMembers.workspaceUserId, memberId),
            ),
        );
    const grants = new Map<number, Permission[]>();
    for (const row of rows) grants.set(row.memberId, [...(grants.get(row.memberId) ?? []), ...row.permissions]);
    return grants;
}

async function grantedPermissions(
    db: Db,
    { permissionsFor }: PermissionCatalogue,
    membership: Membership,
): Promise<Set<Permission>> {
    if (membership.role !== 'member') return permissionsFor(membership.role);
    const { workspaceId, membershipId } = membership;
    const grants = await withTenant(db, workspaceId, tx => groupGrants(tx, workspaceId, membershipId));
    return permissionsFor('member', grants.get(membershipId) ?? []);
}
