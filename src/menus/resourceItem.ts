import type { ResourceDef } from '../resources/placeholderResource';
import type { MenuItemDef } from './types';

/** The permission a workspace resource needs to be seen: `motor-garage/vehicle` → `vehicle:read`. */
export const readPermissionOf = (resourceName: string): string => `${resourceName.split('/').pop()}:read`;

/**
 * The menu entry of a react-admin resource mounted under `base` (the app's basename); with `guarded`, the entry
 * needs the resource's read permission.
 */
export const resourceItem =
    (base: string, guarded = false) =>
    ({ name, options, icon }: ResourceDef): MenuItemDef => ({
        label: options.label,
        to: `${base}/${name}`,
        icon,
        ...(guarded ? { permission: readPermissionOf(name) } : {}),
    });
