import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authGroupMembers, authGroups } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { forbidden } from '../../http/errors';
import { permissionsFor, type Permission, type Role } from './catalogue';

export interface Membership {
  workspaceId: number;
  membershipId: number;
  role: Role;
}

/** The permissions of one membership: its role's defaults plus what its auth groups grant. */
export async function membershipPermissions(db: Db, membership: Membership): Promise<Set<Permission>> {
  if (membership.role !== 'member') return permissionsFor(membership.role);
  const rows = await withTenant(db, membership.workspaceId, (tx) =>
    tx.select({ permissions: authGroups.permissions })
      .from(authGroupMembers)
      .innerJoin(authGroups, and(eq(authGroups.workspaceId, authGroupMembers.workspaceId), eq(authGroups.id, authGroupMembers.authGroupId)))
      .where(and(eq(authGroupMembers.workspaceId, membership.workspaceId), eq(authGroupMembers.workspaceUserId, membership.membershipId))));
  return permissionsFor('member', rows.flatMap((row) => row.permissions));
}

/**
 * Refuses (403 `forbidden`) to hand out a permission the giver does not hold: giving an auth group, or writing one,
 * needs every permission it grants, so nobody raises anyone (themselves included) above their own permissions.
 */
export function assertHoldsAll(held: Set<Permission>, granted: Iterable<Permission>): void {
  for (const permission of granted) {
    if (!held.has(permission)) throw forbidden('forbidden', 'You cannot give a permission you do not hold');
  }
}
