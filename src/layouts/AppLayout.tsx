import type { ReactNode } from 'react';
import { USER_BASE, userMenuGroups } from '../menus';
import { HOME_ROUTES } from '../session';
import type { Shell } from './ShellContext';
import { ShellLayout } from './ShellLayout';

const userShell: Shell = {
    kind: 'user',
    groups: userMenuGroups,
    home: HOME_ROUTES.user,
    profile: `${USER_BASE}/self/profile`,
};

export const AppLayout = ({ children }: { children: ReactNode }) => (
    <ShellLayout shell={userShell}>{children}</ShellLayout>
);
