// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dynamicApi as api } from '../../../src/api/client';
import { AppLayout } from '../../../src/layouts/AppLayout';
import { selectWorkspace } from '../../../src/session';
import { storage } from '../../../src/store/storage';
import { fakeFetch, json, ok, resetBrowserState, toastTexts } from './fakeFetch';
import { InShell } from './shell-harness';

vi.mock('../../../src/layouts/ShellLayout', () => ({
    ShellLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

afterEach(() => {
    cleanup();
    vi.useRealTimers();
    resetBrowserState();
});

const REASON = 'Subscription unpaid since March';
const SINCE = '2026-12-08T01:30:00.000Z';
const garage = (id: number, name: string, suspended = false) => ({
    id: 10 + id,
    workspace_id: id,
    user_id: 1,
    role: 'member',
    workspace: {
        id,
        workspace_id: id,
        name,
        avatar: null,
        status: suspended ? 'suspended' : 'active',
        suspension_reason: suspended ? REASON : null,
        suspended_at: suspended ? SINCE : null,
    },
});
const suspension = (workspace_id: number) => ({ workspace_id, reason: REASON, suspended_at: SINCE });
const refusal = (workspace_id: number) =>
    json(403, {
        success: false,
        error: 'workspace_suspended',
        message: 'This organization is suspended',
        suspension: suspension(workspace_id),
        trace_id: 't',
    });

const signInAsUser = () => {
    storage.set('token', 'user-token');
    storage.set('user-role', 'user');
};

const renderLayout = (path: string) =>
    render(
        <InShell path={path}>
            <AppLayout>
                <p>Page content</p>
            </AppLayout>
        </InShell>,
    );

describe('signing in to a suspended organization', () => {
    it('stores it as suspended, with the reason, without asking for its token or toasting a 403', async () => {
        signInAsUser();
        storage.set('last-workspace-id', 7);
        const sent = fakeFetch(({ path }) =>
            path === '/api/v3/workspace' ? ok([garage(3, 'Sha Tin Auto'), garage(7, 'Kowloon Motors', true)]) : ok({}),
        );
        await selectWorkspace();
        expect(sent.map(request => request.path)).toEqual(['/api/v3/workspace']);
        expect(storage.get('workspace')).toMatchObject({
            workspace_id: 7,
            status: 'suspended',
            suspension_reason: REASON,
        });
        expect(storage.get('workspace-user')).toMatchObject({ workspace_id: 7, permissions: [] });
        expect(storage.get('token')).toBe('user-token');
        expect(toastTexts()).toEqual([]);
    });

    it('takes the reason from the refusal when the membership list did not know yet', async () => {
        signInAsUser();
        fakeFetch(({ path }) => (path === '/api/v3/workspace' ? ok([garage(7, 'Kowloon Motors')]) : refusal(7)));
        await selectWorkspace();
        expect(storage.get('workspace')).toMatchObject({ status: 'suspended', suspension_reason: REASON });
        expect(toastTexts()).toEqual([
            { message: 'This organization has been suspended by the platform (403)', description: 'Trace: #t' },
        ]);
    });
});

describe('an organization suspended while its page is open', () => {
    it('turns the stored workspace suspended at the first refusal, without a retry or a bare 403 toast', async () => {
        storage.set('token', 'workspace-token');
        storage.set('workspace', garage(7, 'Kowloon Motors').workspace);
        storage.set('workspace-user', { ...garage(7, 'Kowloon Motors'), permissions: ['vehicle:read'] });
        const sent = fakeFetch(() => refusal(7));
        const { response } = await api.GET('/api/v3/motor-garage/vehicle');
        expect(response.status).toBe(403);
        expect(sent).toHaveLength(1);
        expect(toastTexts()).toEqual([]);
        expect(storage.get('workspace')).toMatchObject({ status: 'suspended', suspension_reason: REASON });
        expect(storage.get('workspace-user')).toMatchObject({ permissions: [] });
    });
});

describe('the suspension banner', () => {
    const suspendedSession = () => {
        const membership = garage(7, 'Kowloon Motors', true);
        storage.set('workspace', membership.workspace);
        storage.set('workspace-user', { ...membership, permissions: [] });
    };

    it("replaces a garage page with the platform's reason and when", () => {
        suspendedSession();
        renderLayout('/app/motor-garage/vehicle');
        const banner = screen.getByRole('region', { name: 'Organization suspended' });
        expect(within(banner).getByText('Kowloon Motors has been suspended by the platform')).toBeTruthy();
        expect(within(banner).getByText(`Reason: ${REASON}`)).toBeTruthy();
        expect(within(banner).getByText(/^Suspended since .*2026/)).toBeTruthy();
        expect(within(banner).getByRole('link', { name: 'Your organizations' }).getAttribute('href')).toBe(
            '/app/self/organization',
        );
        expect(screen.queryByText('Page content')).toBeNull();
    });

    it("stays above the user's own pages, which still show", () => {
        suspendedSession();
        renderLayout('/app/self/organization');
        expect(screen.getByRole('region', { name: 'Organization suspended' })).toBeTruthy();
        expect(screen.getByText('Page content')).toBeTruthy();
    });

    it('appears as soon as a refusal says the open workspace is suspended, and not for an active one', async () => {
        storage.set('token', 'workspace-token');
        storage.set('workspace', garage(7, 'Kowloon Motors').workspace);
        storage.set('workspace-user', { ...garage(7, 'Kowloon Motors'), permissions: ['vehicle:read'] });
        renderLayout('/app/motor-garage/vehicle');
        expect(screen.getByText('Page content')).toBeTruthy();
        expect(screen.queryByRole('region', { name: 'Organization suspended' })).toBeNull();
        fakeFetch(() => refusal(7));
        await act(async () => {
            await api.GET('/api/v3/motor-garage/vehicle');
        });
        expect(screen.getByRole('region', { name: 'Organization suspended' })).toBeTruthy();
        expect(screen.queryByText('Page content')).toBeNull();
    });

    it('says so when the platform gave no reason', () => {
        const membership = garage(7, 'Kowloon Motors', true);
        const workspace = { ...membership.workspace, suspension_reason: null, suspended_at: null };
        storage.set('workspace', workspace);
        storage.set('workspace-user', { ...membership, workspace, permissions: [] });
        renderLayout('/app/motor-garage/vehicle');
        const banner = screen.getByRole('region', { name: 'Organization suspended' });
        expect(within(banner).getByText('No reason was given.')).toBeTruthy();
        expect(within(banner).queryByText(/Suspended since/)).toBeNull();
    });
});
