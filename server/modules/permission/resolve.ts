import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authGroupMembers, authGroups } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { readOnlyPermissions } from '../../../common/suspension';
import { permissionsFor, type Permission, type Role } from './catalogue';

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
export async function membershipPermissions(db: Db, membership: Membership): Promise<Set<Permission>> {
    const granted = await grantedPermissions(db, membership);
    return membership.suspended ? new Set(readOnlyPermissions(granted)) : granted;
}

async function grantedPermissions(db: Db, membership: Membership): Promise<Set<Permission>> {
    if (membership.role !== 'member') return permissionsFor(membership.role);
    const rows = await withTenant(db, membership.workspaceId, tx =>
        tx
            .select({ permissions: authGroups.permissions })
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
                    eq(authGroupMembers.workspaceId, membership.workspaceId),
                    eq(authGroupMembers.workspaceUserId, membership.membershipId),
                ),
            ),
    );
    return permissionsFor(
        'member',
        rows.flatMap(row => row.permissions),
    );
}
