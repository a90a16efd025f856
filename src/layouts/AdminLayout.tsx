import type { ReactNode } from 'react';
import { ADMIN_HOME, adminMenuGroups } from '../menus';
import type { Shell } from './ShellContext';
import { ShellLayout } from './ShellLayout';

const adminShell: Shell = { kind: 'admin', groups: adminMenuGroups, home: ADMIN_HOME, profile: '/admin/self/profile' };

export const AdminLayout = ({ children }: { children: ReactNode }) => (
    <ShellLayout shell={adminShell}>{children}</ShellLayout>
);
