import type { WorkspaceRole } from '../../../common/roles';
import type { Resource } from '../../resources/declare';
import { RESOURCES } from '../../resources/registry';

/**
 * What a workspace session may do. Resources carry read / write / delete (declared ones export too); a few abilities
 * stand alone.
 * Roles give defaults; auth groups add to a member's defaults (never take away).
 */
export interface PermissionResource {
    name: string;
    actions: readonly string[];
}

const RECORD_ACTIONS = ['read', 'write', 'delete'] as const;
/** A declared resource's actions: its records', and exporting its whole list at once (see resources/routes.ts). */
const DECLARED_ACTIONS = [...RECORD_ACTIONS, 'export'] as const;

/** Permission resources no declared resource carries. */
const UNDECLARED_RESOURCES: readonly PermissionResource[] = [
    { name: 'auth-group', actions: RECORD_ACTIONS },
    { name: 'workspace', actions: ['read', 'write'] },
    { name: 'message-template', actions: ['read', 'write'] },
];

/**
 * The catalogue's resources: every workspace resource's `permission` (read / write / delete / export), in declaration order,
 * then the undeclared ones. Two resources claiming one permission would share their guards: refused at start.
 */
export function permissionResources(
    declared: readonly Pick<Resource, 'name' | 'scope' | 'permission'>[],
): PermissionResource[] {
    const claimedBy = new Map<string, string>(
        UNDECLARED_RESOURCES.map(({ name }) => [name, 'an undeclared catalogue entry']),
    );
    const resources: PermissionResource[] = [];
    for (const { name, scope, permission } of declared) {
        if (scope !== 'workspace' || !permission) continue;
        const other = claimedBy.get(permission);
        if (other)
            throw new Error(
                `${name} claims the permission ${permission}, which ${other} already has: give it one of its own`,
            );
        claimedBy.set(permission, name);
        resources.push({ name: permission, actions: DECLARED_ACTIONS });
    }
    return [...resources, ...UNDECLARED_RESOURCES];
}

export const PERMISSION_RESOURCES = permissionResources(RESOURCES);

export const EXTRA_PERMISSIONS = ['statistic:read', 'invoice:void', 'team:manage', 'assistant:use'] as const;

/** Everything an auth group may grant. */
export const GRANTABLE_PERMISSIONS: readonly string[] = [
    ...PERMISSION_RESOURCES.flatMap(({ name, actions }) => actions.map(action => `${name}:${action}`)),
    ...EXTRA_PERMISSIONS,
];

/** Abilities no group can grant: deleting the organization and making or unmaking owners. */
export const OWNER_ONLY_PERMISSIONS = ['workspace:delete', 'owner:manage'] as const;

export type Permission = string;
export type Role = WorkspaceRole;

const KNOWN_PERMISSIONS = new Set<Permission>([...GRANTABLE_PERMISSIONS, ...OWNER_ONLY_PERMISSIONS]);

/** Refuses (at start) a permission the catalogue does not have: a guard nobody could pass, or a default nobody holds. */
export function assertInCatalogue(permission: Permission, where: string): void {
    if (!KNOWN_PERMISSIONS.has(permission))
        throw new Error(`${where} names the permission ${permission}, which the permission catalogue does not have`);
}

const MEMBER_DEFAULTS = [
    'customer:read',
    'customer:write',
    'vehicle:read',
    'vehicle:write',
    'invoice:read',
    'invoice:write',
    'booking:read',
    'booking:write',
    'product:read',
    'service:read',
    'discount:read',
    'workspace:read',
    'message:read',
    'message:write',
    'message-template:read',
    'assistant:use',
];
for (const permission of MEMBER_DEFAULTS) assertInCatalogue(permission, "The member role's defaults");

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
    owner: [...GRANTABLE_PERMISSIONS, ...OWNER_ONLY_PERMISSIONS],
    admin: GRANTABLE_PERMISSIONS,
    member: MEMBER_DEFAULTS,
};

export function permissionsFor(role: Role, granted: readonly Permission[] = []): Set<Permission> {
    const grantable = new Set(GRANTABLE_PERMISSIONS);
    return new Set([...ROLE_PERMISSIONS[role], ...granted.filter(permission => grantable.has(permission))]);
}
