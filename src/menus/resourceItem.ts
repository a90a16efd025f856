import type { DeclaredResourceDef } from '../resources/declared';
import type { ResourceDef } from '../resources/placeholderResource';
import type { MenuItemDef } from './types';

/**
 * The menu entry of a react-admin resource mounted under `base` (the app's basename); a resource with a permission
 * (a garage resource) needs its read permission to be seen.
 */
export const resourceItem =
    (base: string) =>
    ({ name, options, icon, ...resource }: ResourceDef & Pick<DeclaredResourceDef, 'permission'>): MenuItemDef => ({
        label: options.label,
        to: `${base}/${name}`,
        icon,
        ...(resource.permission ? { permission: `${resource.permission}:read` } : {}),
    });
