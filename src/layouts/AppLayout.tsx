import type { ReactNode } from 'react';
import { USER_HOME, userMenuGroups } from '../menus';
import type { Shell } from './ShellContext';
import { ShellLayout } from './ShellLayout';

const userShell: Shell = { kind: 'user', groups: userMenuGroups, home: USER_HOME, profile: '/app/self/profile' };

export const AppLayout = ({ children }: { children: ReactNode }) => <ShellLayout shell={userShell}>{children}</ShellLayout>;
