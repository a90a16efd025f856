// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppsButton } from '../../../src/layouts/AppsButton';
import { ShellContext } from '../../../src/layouts/ShellContext';
import { SidebarMenu } from '../../../src/layouts/SidebarMenu';
import { useUserShell } from '../../../src/layouts/useUserShell';
import { storage } from '../../../src/store/storage';
import { InShell } from './shell-harness';

vi.mock('../../../src/api/client', () => ({
    api: {
        GET: vi.fn(async (path: string) => ({
            data: { success: true, data: path === '/public/v3/config' ? { app_name: 'Pitstop' } : [] },
        })),
        POST: vi.fn(),
    },
    quietFetch: vi.fn(),
    unwrap: async (call: Promise<{ data: { data: unknown } }>) => (await call).data.data,
}));

afterEach(() => {
    cleanup();
    localStorage.clear();
});

/** The sidebar and apps button of the user shell as the stored session's permissions make it. */
const UserShell = () => (
    <ShellContext.Provider value={useUserShell()}>
        <SidebarMenu />
        <AppsButton />
    </ShellContext.Provider>
);

const signedInWith = (permissions: string[], path = '/app/motor-garage/vehicle') => {
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kowloon Motors', avatar: null });
    storage.set('workspace-user', { id: 1, workspace_id: 1, user_id: 1, role: 'member', permissions });
    render(
        <InShell path={path}>
            <UserShell />
        </InShell>,
    );
};

const sidebarItems = () =>
    within(screen.getByRole('navigation'))
        .getAllByRole('menuitem')
        .map(item => item.textContent);

describe('menus follow the permissions of the session', () => {
    it('the sidebar lists only the garage pages the session may read', () => {
        signedInWith(['vehicle:read', 'customer:read', 'invoice:read']);
        expect(sidebarItems()).toEqual(['Job calendar', 'Jobs & invoices', 'Vehicles', 'Customers']);
    });

    it('the apps panel shows the same tiles, and no statistic without statistic:read', async () => {
        signedInWith(['vehicle:read', 'booking:read']);
        fireEvent.click(screen.getByRole('button', { name: 'Apps' }));
        const panel = await screen.findByRole('dialog');
        expect(within(panel).getByRole('button', { name: 'Bookings' })).toBeTruthy();
        expect(within(panel).getByRole('button', { name: 'Vehicles' })).toBeTruthy();
        expect(within(panel).queryByRole('button', { name: 'Statistics' })).toBeNull();
        expect(within(panel).queryByRole('button', { name: 'Products' })).toBeNull();
    });

    it('the logo leads to the first visible page when statistic is hidden, else to statistic', () => {
        signedInWith(['booking:read', 'vehicle:read']);
        const nav = screen.getByRole('navigation');
        expect(within(nav).getByRole('link', { name: 'Pitstop AI' }).getAttribute('href')).toBe(
            '/app/motor-garage/booking',
        );
        cleanup();
        signedInWith(['booking:read', 'statistic:read']);
        const again = screen.getByRole('navigation');
        expect(within(again).getByRole('link', { name: 'Pitstop AI' }).getAttribute('href')).toBe(
            '/app/motor-garage/statistic',
        );
    });

    it('the organization group shows teams only with team management or auth group reading', () => {
        signedInWith(['workspace:read'], '/app/organization/profile');
        expect(sidebarItems()).toEqual(['Organization profile']);
        cleanup();
        signedInWith(['workspace:read', 'team:manage'], '/app/organization/profile');
        expect(sidebarItems()).toEqual(['Organization profile', 'Teams']);
    });

    it('the garage sidebar ends with the organization settings for those who may change them, not for members', () => {
        signedInWith(['vehicle:read', 'workspace:read', 'workspace:write']);
        expect(sidebarItems()).toEqual(['Vehicles', 'Organization settings']);
        fireEvent.click(
            within(screen.getByRole('navigation')).getByRole('menuitem', { name: 'Organization settings' }),
        );
        expect(screen.getByTestId('path').textContent).toBe('/app/organization/profile');
        cleanup();
        signedInWith(['vehicle:read', 'workspace:read']);
        expect(sidebarItems()).toEqual(['Vehicles']);
    });

    it('follows a change of permissions at once', async () => {
        signedInWith(['vehicle:read']);
        expect(sidebarItems()).toEqual(['Vehicles']);
        storage.set('workspace-user', {
            id: 1,
            workspace_id: 1,
            role: 'member',
            permissions: ['vehicle:read', 'product:read'],
        });
        expect(await within(screen.getByRole('navigation')).findByRole('menuitem', { name: 'Products' })).toBeTruthy();
    });

    it('the organization selector offers the settings the session may open, if any', async () => {
        signedInWith(['vehicle:read', 'team:manage']);
        fireEvent.click(screen.getByRole('button', { name: /Switch organization/ }));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Organization settings' }));
        expect(screen.getByTestId('path').textContent).toBe('/app/organization/teams');
        cleanup();
        signedInWith(['vehicle:read']);
        fireEvent.click(screen.getByRole('button', { name: /Switch organization/ }));
        await screen.findByRole('menu');
        expect(screen.queryByRole('menuitem', { name: 'Organization settings' })).toBeNull();
    });
});
