import type { ResourceDef } from '../resources/placeholderResource';
import type { MenuItemDef } from './types';

/** The menu entry of a react-admin resource mounted under `base` (the app's basename). */
export const resourceItem =
    (base: string) =>
    ({ name, options, icon }: ResourceDef): MenuItemDef => ({ label: options.label, to: `${base}/${name}`, icon });
