import type { ReactNode } from 'react';
import { ADMIN_BASE, adminMenuGroups } from '../menus';
import { HOME_ROUTES } from '../session';
import type { Shell } from './ShellContext';
import { ShellLayout } from './ShellLayout';

const adminShell: Shell = {
    kind: 'admin',
    groups: adminMenuGroups,
    home: HOME_ROUTES.admin,
    profile: `${ADMIN_BASE}/self/profile`,
};

export const AdminLayout = ({ children }: { children: ReactNode }) => (
    <ShellLayout shell={adminShell}>{children}</ShellLayout>
);
