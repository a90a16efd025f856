/**
 * What a workspace session may do. Resources carry read / write / delete; a few abilities stand alone.
 * Roles give defaults; auth groups add to a member's defaults (never take away).
 */
export const PERMISSION_RESOURCES = [
  { name: 'customer', actions: ['read', 'write', 'delete'] },
  { name: 'vehicle', actions: ['read', 'write', 'delete'] },
  { name: 'invoice', actions: ['read', 'write', 'delete'] },
  { name: 'booking', actions: ['read', 'write', 'delete'] },
  { name: 'product', actions: ['read', 'write', 'delete'] },
  { name: 'service', actions: ['read', 'write', 'delete'] },
  { name: 'discount', actions: ['read', 'write', 'delete'] },
  { name: 'auth-group', actions: ['read', 'write', 'delete'] },
  { name: 'workspace', actions: ['read', 'write'] },
] as const;

export const EXTRA_PERMISSIONS = ['statistic:read', 'invoice:void', 'team:manage'] as const;

/** Everything an auth group may grant. */
export const GRANTABLE_PERMISSIONS: readonly string[] = [
  ...PERMISSION_RESOURCES.flatMap(({ name, actions }) => actions.map((action) => `${name}:${action}`)),
  ...EXTRA_PERMISSIONS,
];

/** Abilities no group can grant: deleting the organization and making or unmaking owners. */
export const OWNER_ONLY_PERMISSIONS = ['workspace:delete', 'owner:manage'] as const;

export type Permission = string;
export type Role = 'owner' | 'admin' | 'member';

const MEMBER_DEFAULTS = [
  'customer:read', 'customer:write', 'vehicle:read', 'vehicle:write', 'invoice:read', 'invoice:write',
  'booking:read', 'booking:write', 'product:read', 'service:read', 'discount:read', 'workspace:read',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: [...GRANTABLE_PERMISSIONS, ...OWNER_ONLY_PERMISSIONS],
  admin: GRANTABLE_PERMISSIONS,
  member: MEMBER_DEFAULTS,
};

export function permissionsFor(role: Role, granted: readonly Permission[] = []): Set<Permission> {
  const grantable = new Set(GRANTABLE_PERMISSIONS);
  return new Set([...ROLE_PERMISSIONS[role], ...granted.filter((permission) => grantable.has(permission))]);
}
