import type { ComponentType } from 'react';

export interface MenuItemDef {
    /** i18n key of the label, e.g. `motor-garage.menu.vehicle` */
    label: string;
    /** absolute path, basename included, e.g. `/app/motor-garage/vehicle` */
    to: string;
    icon: ComponentType;
}

export interface MenuGroupDef {
    key: string;
    label: string;
    /** hidden groups never show in the apps panel; the sidebar still shows them on their own routes */
    hidden: boolean;
    items: MenuItemDef[];
}
