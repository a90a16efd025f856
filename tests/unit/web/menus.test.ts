// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resourceModels } from '../../../src/api/resources.gen';
import {
    adminMenuGroups,
    allowedGroups,
    groupForPath,
    homeRoute,
    isItemActive,
    userMenuGroups,
    visibleGroups,
} from '../../../src/menus';
import { resourceOf } from '../../../src/resources/declared/declare';
import type { ResourceModel } from '../../../src/resources/declared/model';

const labelsOf = (path: string, groups = userMenuGroups) => groupForPath(groups, path)?.items.map(item => item.to);

/** The menu links of one app's declared resources, as the OpenAPI document places them (`x-order`). */
const declaredLinks = (base: string, app: 'workspace' | 'platform') =>
    Object.values(resourceModels as Record<string, ResourceModel>)
        .filter(model => model.menu && (model.permission !== null) === (app === 'workspace'))
        .sort((a, b) => a.menu!.order - b.menu!.order)
        .map(model => `${base}/${resourceOf(model.name)}`);

describe('highlight rule', () => {
    it('highlights an item on its own path and on paths under it', () => {
        expect(isItemActive('/app/motor-garage/vehicle', '/app/motor-garage/vehicle')).toBe(true);
        expect(isItemActive('/app/motor-garage/vehicle', '/app/motor-garage/vehicle/')).toBe(true);
        expect(isItemActive('/app/motor-garage/vehicle', '/app/motor-garage/vehicle/12/show')).toBe(true);
    });

    it('does not highlight an item whose link is only a text prefix of the path', () => {
        expect(isItemActive('/app/motor-garage/invoice', '/app/motor-garage/invoice-calendar')).toBe(false);
        expect(isItemActive('/admin/user', '/admin/admin-user')).toBe(false);
        expect(isItemActive('/app/motor-garage/vehicle', '/app/motor-garage')).toBe(false);
    });
});

describe('sidebar group selection', () => {
    it('shows the job calendar, every declared garage resource in its declared order, reminders, statistics and the settings on a garage page', () => {
        expect(labelsOf('/app/motor-garage/booking/3')).toEqual([
            '/app/motor-garage/invoice-calendar',
            ...declaredLinks('/app', 'workspace'),
            '/app/motor-garage/reminders',
            '/app/motor-garage/statistic',
            '/app/organization/profile',
        ]);
        expect(groupForPath(userMenuGroups, '/app/relationship/customer/create')?.key).toBe('motor-garage');
    });

    it('shows the hidden organization and profile groups only on their own pages', () => {
        expect(groupForPath(userMenuGroups, '/app/organization/teams')?.key).toBe('organization');
        expect(labelsOf('/app/organization/profile')).toEqual([
            '/app/organization/profile',
            '/app/organization/teams',
            '/app/organization/messages',
            '/app/organization/sending',
        ]);
        expect(groupForPath(userMenuGroups, '/app/self/organization')?.key).toBe('profile');
        expect(labelsOf('/app/self/profile')).toEqual(['/app/self/profile', '/app/self/organization']);
    });

    it('falls back to the first visible group on a path of no group', () => {
        expect(groupForPath(userMenuGroups, '/app')?.key).toBe('motor-garage');
        expect(groupForPath(adminMenuGroups, '/admin')?.key).toBe('users');
    });

    it('gives admins their profile group and the users group', () => {
        expect(groupForPath(adminMenuGroups, '/admin/self/profile')?.key).toBe('profile');
        expect(labelsOf('/admin/workspace/7', adminMenuGroups)).toEqual(declaredLinks('/admin', 'platform'));
    });

    it('lists only non-hidden groups in the apps panel', () => {
        expect(visibleGroups(userMenuGroups).map(group => group.key)).toEqual(['motor-garage']);
        expect(visibleGroups(adminMenuGroups).map(group => group.key)).toEqual(['users']);
    });
});

describe('menu hiding by permission', () => {
    const links = (permissions: string[]) =>
        allowedGroups(userMenuGroups, permissions).flatMap(group => group.items.map(item => item.to));

    it('each item needs its permission: <resource>:read, statistic:read, team management, workspace:read', () => {
        expect(links(['vehicle:read', 'customer:read'])).toEqual([
            '/app/self/profile',
            '/app/self/organization',
            '/app/motor-garage/vehicle',
            '/app/relationship/customer',
        ]);
        expect(links(['invoice:read'])).toContain('/app/motor-garage/invoice-calendar');
        expect(links(['invoice:read'])).toContain('/app/motor-garage/invoice');
        expect(links(['statistic:read'])).toContain('/app/motor-garage/statistic');
        expect(links(['workspace:read'])).toContain('/app/organization/profile');
        expect(links(['workspace:read'])).not.toContain('/app/organization/teams');
        // the settings in the garage's group too, for whoever may change them
        const garage = (permissions: string[]) =>
            allowedGroups(userMenuGroups, permissions)
                .find(group => group.key === 'motor-garage')
                ?.items.map(item => item.to);
        expect(garage(['vehicle:read', 'workspace:write'])).toEqual([
            '/app/motor-garage/vehicle',
            '/app/organization/profile',
        ]);
        expect(garage(['vehicle:read', 'workspace:read'])).toEqual(['/app/motor-garage/vehicle']);
        expect(links(['team:manage'])).toContain('/app/organization/teams');
        expect(links(['auth-group:read'])).toContain('/app/organization/teams');
    });

    it('drops a group left empty, but keeps the routes of hidden items for the sidebar', () => {
        const groups = allowedGroups(userMenuGroups, ['workspace:read']);
        expect(groups.map(group => group.key)).toEqual(['organization', 'profile']);
        expect(groupForPath(groups, '/app/organization/teams')?.key).toBe('organization');
    });

    it('leads home to statistic when allowed, else to the first visible item, else to the own organizations', () => {
        const home = (permissions: string[]) =>
            homeRoute(
                allowedGroups(userMenuGroups, permissions),
                '/app/motor-garage/statistic',
                '/app/self/organization',
            );
        expect(home(['vehicle:read', 'statistic:read'])).toBe('/app/motor-garage/statistic');
        expect(home(['vehicle:read', 'booking:read'])).toBe('/app/motor-garage/booking');
        expect(home([])).toBe('/app/self/organization');
    });
});
