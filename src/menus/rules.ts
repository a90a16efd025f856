import type { MenuGroupDef } from './types';

const trimTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** An item is highlighted when the path equals its link or lies under it (segment-wise). */
export const isItemActive = (link: string, path: string): boolean => {
    const l = trimTrailingSlash(link);
    const p = trimTrailingSlash(path);
    return p === l || p.startsWith(`${l}/`);
};

/**
 * The sidebar shows only the group that contains the current route;
 * on a route of no group (e.g. the app root) it shows the first visible group.
 */
export const groupForPath = (groups: MenuGroupDef[], path: string): MenuGroupDef | undefined =>
    groups.find(group => group.items.some(item => isItemActive(item.to, path))) ??
    groups.find(group => !group.hidden);

/** Groups listed in the apps panel. */
export const visibleGroups = (groups: MenuGroupDef[]): MenuGroupDef[] => groups.filter(group => !group.hidden);
