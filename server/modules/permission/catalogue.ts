import type { WorkspaceRole } from '../../../common/roles';
import type { Resource } from '../../resources/declare';

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

export const EXTRA_PERMISSIONS = ['statistic:read', 'invoice:void', 'team:manage', 'assistant:use'] as const;

/** Abilities no group can grant: deleting the organization and making or unmaking owners. */
export const OWNER_ONLY_PERMISSIONS = ['workspace:delete', 'owner:manage'] as const;

export type Permission = string;
export type Role = WorkspaceRole;

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

/** The permissions of the app's declared resources, built once where the app is built (server/registry.ts). */
export interface PermissionCatalogue {
    /** Every permission resource with its actions: the declared ones in declaration order, then the undeclared. */
    resources: readonly PermissionResource[];
    /** Everything an auth group may grant. */
    grantable: readonly Permission[];
    /** What each role holds by default. */
    roles: Record<Role, readonly Permission[]>;
    /** Refuses (at start) a permission the catalogue does not have: a guard nobody could pass, or a default nobody holds. */
    assertInCatalogue(permission: Permission, where: string): void;
    /** A role's defaults plus what its auth groups grant (what no group may grant left out). */
    permissionsFor(role: Role, granted?: readonly Permission[]): Set<Permission>;
}

export function permissionCatalogue(
    declared: readonly Pick<Resource, 'name' | 'scope' | 'permission'>[],
): PermissionCatalogue {
    const resources = permissionResources(declared);
    const grantable: readonly Permission[] = [
        ...resources.flatMap(({ name, actions }) => actions.map(action => `${name}:${action}`)),
        ...EXTRA_PERMISSIONS,
    ];
    const known = new Set<Permission>([...grantable, ...OWNER_ONLY_PERMISSIONS]);
    const assertInCatalogue = (permission: Permission, where: string) => {
        if (!known.has(permission))
            throw new Error(
                `${where} names the permission ${permission}, which the permission catalogue does not have`,
            );
    };
    for (const permission of MEMBER_DEFAULTS) assertInCatalogue(permission, "The member role's defaults");
    const roles: Record<Role, readonly Permission[]> = {
        owner: [...grantable, ...OWNER_ONLY_PERMISSIONS],
        admin: grantable,
        member: MEMBER_DEFAULTS,
    };
    const grantableSet = new Set(grantable);
    return {
        resources,
        grantable,
        roles,
        assertInCatalogue,
        permissionsFor: (role, granted = []) =>
            new Set([...roles[role], ...granted.filter(permission => grantableSet.has(permission))]),
    };
}
