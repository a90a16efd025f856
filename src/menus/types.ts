import type { ComponentType } from 'react';
import type { PermissionNeed } from '../session/permissions';

export interface MenuItemDef {
    /** i18n key of the label, e.g. `motor-garage.menu.vehicle` */
    label: string;
    /** absolute path, basename included, e.g. `/app/motor-garage/vehicle` */
    to: string;
    icon: ComponentType;
    /** what the session needs to see the item (any one of a list); none: everyone */
    permission?: PermissionNeed;
}

export interface MenuGroupDef {
    key: string;
    label: string;
    /** hidden groups never show in the apps panel; the sidebar still shows them on their own routes */
    hidden: boolean;
    items: MenuItemDef[];
    /** every link of the group, hidden items' included (set when items were filtered): which routes are its own */
    links?: string[];
}
