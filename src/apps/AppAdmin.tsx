import type { ReactNode } from 'react';
import { Admin, Resource, type AdminProps, type ResourceProps } from 'react-admin';
import { AdminNotification } from '../dataProvider/AdminNotification';
import { appStore } from '../store/appStore';
import { darkTheme, lightTheme } from '../theme';

export interface AppAdminProps extends Omit<AdminProps, 'children'> {
    /** mounted as react-admin resources, before the children */
    resources: ResourceProps[];
    /** further resources and custom routes */
    children?: ReactNode;
}

/**
 * The react-admin shell both apps (/app and /admin) share: their store, notification and themes, the session required,
 * each of `resources` mounted; any prop given overrides these.
 */
export const AppAdmin = ({ resources, children, ...props }: AppAdminProps) => (
    <Admin
        store={appStore}
        notification={AdminNotification}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="light"
        disableTelemetry
        requireAuth
        {...props}
    >
        {resources.map(resource => (
            <Resource key={resource.name} {...resource} />
        ))}
        {children}
    </Admin>
);
