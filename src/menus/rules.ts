import { allows } from '../session/permissions';
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
    groups.find(group => (group.links ?? group.items.map(item => item.to)).some(link => isItemActive(link, path))) ??
    groups.find(group => !group.hidden);

/** Groups listed in the apps panel. */
export const visibleGroups = (groups: MenuGroupDef[]): MenuGroupDef[] => groups.filter(group => !group.hidden);

/**
 * The groups with only the items `permissions` allow (a group left empty goes); each keeps its routes, so the sidebar
 * still shows a group on the address of one of its hidden items.
 */
export const allowedGroups = (groups: MenuGroupDef[], permissions: readonly string[]): MenuGroupDef[] =>
    groups
        .map(group => ({
            ...group,
            items: group.items.filter(item => allows(permissions, item.permission)),
            links: group.links ?? group.items.map(item => item.to),
        }))
        .filter(group => group.items.length > 0);

/**
 * Where the app home and the logo lead among `groups` (already filtered): `preferred` when it is there, else the
 * first item of the first visible group, else `fallback`.
 */
export const homeRoute = (groups: MenuGroupDef[], preferred: string, fallback: string): string => {
    const items = visibleGroups(groups).flatMap(group => group.items);
    return items.find(item => item.to === preferred)?.to ?? items[0]?.to ?? fallback;
};
