// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvatarMenu } from '../../../src/layouts/AvatarMenu';
import { adminMenuGroups } from '../../../src/menus';
import { InShell } from './shell-harness';

vi.mock('../../../src/api/client', () => ({
    api: { GET: vi.fn(async () => ({})), POST: vi.fn() },
    quietFetch: vi.fn(),
}));

const person = { id: 1, username: 'amy', display_name: 'Amy Chan', email: 'amy@example.com', avatar: null };
vi.mock('../../../src/session', () => ({
    useSession: () => ({
        role: 'user',
        user: person,
        admin: { ...person, username: 'root', display_name: '', email: 'root@example.com' },
        workspaceUser: { workspace_id: 1, role: 'owner', workspace: { workspace_id: 1, name: 'Kowloon Motors' } },
    }),
}));

afterEach(cleanup);

const openMenu = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    return screen.getByRole('dialog', { name: 'Account menu' });
};

describe('avatar menu', () => {
    it('shows who is signed in with the translated role, and the user entries', () => {
        render(
            <InShell>
                <AvatarMenu />
            </InShell>,
        );
        const menu = openMenu();
        for (const text of ['Amy Chan', 'Owner', '@amy', 'amy@example.com', 'Profile', 'Organizations', 'Logout'])
            expect(menu.textContent).toContain(text);
        expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/app/self/profile');
        expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
    });

    it('closes with Escape', async () => {
        render(
            <InShell>
                <AvatarMenu />
            </InShell>,
        );
        fireEvent.keyDown(openMenu(), { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('shows an admin the username (no display name), no role and no organizations entry', () => {
        render(
            <InShell shell={{ kind: 'admin', groups: adminMenuGroups, home: '/admin', profile: '/admin/self/profile' }}>
                <AvatarMenu />
            </InShell>,
        );
        const menu = openMenu();
        expect(menu.textContent).toContain('@root');
        expect(menu.textContent).toContain('root@example.com');
        expect(menu.textContent).not.toContain('Owner');
        expect(screen.queryByRole('menuitem', { name: 'Organizations' })).toBeNull();
        expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/admin/self/profile');
    });
});
