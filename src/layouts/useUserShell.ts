import { useMemo } from 'react';
import { USER_BASE, allowedGroups, homeRoute, userMenuGroups } from '../menus';
import { HOME_ROUTES, OWN_ORGANIZATIONS_ROUTE, usePermissionList } from '../session';
import type { Shell } from './ShellContext';

/**
 * The user app shell for the current session: the menus without what its permissions lack, and a home that is the
 * statistic page when allowed, else the first visible item (else the own organizations page).
 */
export const useUserShell = (): Shell => {
    const permissions = usePermissionList();
    return useMemo(() => {
        const groups = allowedGroups(userMenuGroups, permissions);
        return {
            kind: 'user',
            groups,
            home: homeRoute(groups, HOME_ROUTES.user, OWN_ORGANIZATIONS_ROUTE),
            profile: `${USER_BASE}/self/profile`,
        };
    }, [permissions]);
};
