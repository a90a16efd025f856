// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useSidebarState } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceModels } from '../../../src/api/resources.gen';
import { SidebarMenu } from '../../../src/layouts/SidebarMenu';
import { resourceOf } from '../../../src/resources/declared/declare';
import type { ResourceModel } from '../../../src/resources/declared/model';
import { InShell } from './shell-harness';

vi.mock('../../../src/api/client', () => ({
    api: { GET: vi.fn(async () => ({ data: { success: true, data: { app_name: 'Pitstop' } } })), POST: vi.fn() },
    quietFetch: vi.fn(),
}));
vi.mock('../../../src/session', () => ({
    useSession: () => ({ role: 'user', workspace: { workspace_id: 1, id: 1, name: 'Kowloon Motors', avatar: null } }),
    loadMemberships: vi.fn(async () => []),
    switchWorkspace: vi.fn(),
}));

afterEach(cleanup);

const SidebarProbe = () => <output data-testid="sidebar">{useSidebarState()[0] ? 'open' : 'collapsed'}</output>;

const navAt = (path: string) => {
    render(
        <InShell path={path}>
            <SidebarMenu />
            <SidebarProbe />
        </InShell>,
    );
    return screen.getByRole('navigation');
};

/** The garage's declared resources' menu links, in their declared order (`x-order`). */
const declaredLinks = Object.values(resourceModels as Record<string, ResourceModel>)
    .filter(model => model.menu && model.permission !== null)
    .sort((a, b) => a.menu!.order - b.menu!.order)
    .map(model => `/app/${resourceOf(model.name)}`);

const itemNames = (nav: HTMLElement) =>
    within(nav)
        .getAllByRole('menuitem')
        .map(item => item.textContent);

describe('sidebar', () => {
    it('shows the garage group, every entry named in English, with the current item highlighted', () => {
        const nav = navAt('/app/motor-garage/vehicle/12/show');
        const items = within(nav).getAllByRole('menuitem');
        expect(items.map(item => item.getAttribute('href'))).toEqual([
            '/app/motor-garage/invoice-calendar',
            ...declaredLinks,
            '/app/motor-garage/reminders',
            '/app/motor-garage/statistic',
            '/app/organization/profile',
        ]);
        const names = itemNames(nav);
        expect(names).toEqual(expect.arrayContaining(['Job calendar', 'Jobs & invoices', 'Vehicles', 'Statistics']));
        for (const name of names) expect(name).toMatch(/^[A-Z][a-z &]+$/);
        const selected = within(nav)
            .getAllByRole('menuitem')
            .filter(item => item.classList.contains('Mui-selected'));
        expect(selected.map(item => item.textContent)).toEqual(['Vehicles']);
    });

    it('on the job calendar highlights only the calendar, not jobs & invoices', () => {
        const nav = navAt('/app/motor-garage/invoice-calendar');
        const selected = within(nav)
            .getAllByRole('menuitem')
            .filter(item => item.classList.contains('Mui-selected'));
        expect(selected.map(item => item.textContent)).toEqual(['Job calendar']);
    });

    it('shows only the profile group on the own profile page', () => {
        expect(itemNames(navAt('/app/self/profile'))).toEqual(['Profile', 'Organizations']);
    });

    it('shows the logo linking home and the current organization', () => {
        const nav = navAt('/app/organization/teams');
        expect(itemNames(nav)).toEqual(['Organization profile', 'Teams', 'Message wording', 'Sending accounts']);
        expect(within(nav).getByRole('link', { name: 'Pitstop AI' }).getAttribute('href')).toBe(
            '/app/motor-garage/statistic',
        );
        expect(within(nav).getByRole('button', { name: 'Kowloon Motors Switch organization' })).toBeTruthy();
    });

    it('navigates and closes the sidebar on a click; collapsed items show their name in a tooltip', async () => {
        const nav = navAt('/app/motor-garage/statistic');
        expect(screen.getByTestId('sidebar').textContent).toBe('open');
        fireEvent.click(within(nav).getByRole('menuitem', { name: 'Bookings' }));
        expect(screen.getByTestId('path').textContent).toBe('/app/motor-garage/booking');
        expect(screen.getByTestId('sidebar').textContent).toBe('collapsed');
        fireEvent.mouseOver(within(nav).getByRole('menuitem', { name: 'Vehicles' }));
        expect((await screen.findByRole('tooltip')).textContent).toBe('Vehicles');
    });
});
