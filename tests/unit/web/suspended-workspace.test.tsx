// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dynamicApi as api } from '../../../src/api/client';
import { AppLayout } from '../../../src/layouts/AppLayout';
import { refreshSuspension, selectWorkspace } from '../../../src/session';
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

const READ = ['customer:read', 'customer:export', 'vehicle:read', 'workspace:read'];
const READ_WRITE = [...READ, 'customer:write', 'customer:delete', 'vehicle:write', 'workspace:write'];

/** The server of a user in an open garage (3) and a suspended one (7): signing in to either is answered. */
const server = (permissions = READ) =>
    fakeFetch(({ method, path, body }) => {
        if (path === '/api/v3/workspace') return ok([garage(3, 'Sha Tin Auto'), garage(7, 'Kowloon Motors', true)]);
        if (method === 'POST' && path === '/api/v3/user/login/workspace') {
            const id = (body as { workspace_id: number }).workspace_id;
            const membership = id === 7 ? garage(7, 'Kowloon Motors', true) : garage(3, 'Sha Tin Auto');
            return ok({ token: `ws-${id}`, workspace_user: membership });
        }
        if (path === '/api/v3/workspace-user/self') return ok({ role: 'member', auth_group_ids: [], permissions });
        if (path === '/api/v3/relationship/customer')
            return ok([{ id: 5, name: 'Chan Tai Man', tags: [] }], { total: 1 });
        return ok({});
    });

describe('signing in to a suspended organization', () => {
    it('enters it with its token and the read permissions the server gives, marked suspended, without a toast', async () => {
        signInAsUser();
        storage.set('last-workspace-id', 7);
        const sent = server();
        await selectWorkspace();
        expect(sent.map(request => `${request.method} ${request.path}`)).toEqual([
            'GET /api/v3/workspace',
            'POST /api/v3/user/login/workspace',
            'GET /api/v3/workspace-user/self',
        ]);
        expect(storage.get('token')).toBe('ws-7');
        expect(storage.get('workspace')).toMatchObject({
            workspace_id: 7,
            status: 'suspended',
            suspension_reason: REASON,
        });
        expect(storage.get('workspace-user')).toMatchObject({ workspace_id: 7, permissions: READ });
        expect(toastTexts()).toEqual([]);
    });
});

describe('an organization suspended while its page is open', () => {
    it('at the first refused write, turns the stored workspace suspended and keeps only the read permissions', async () => {
        storage.set('token', 'workspace-token');
        storage.set('workspace', garage(7, 'Kowloon Motors').workspace);
        storage.set('workspace-user', { ...garage(7, 'Kowloon Motors'), permissions: READ_WRITE });
        const sent = fakeFetch(() => refusal(7));
        const { response } = await api.POST('/api/v3/relationship/customer', { body: { name: 'Wong' } });
        expect(response.status).toBe(403);
        expect(sent).toHaveLength(1);
        expect(toastTexts()).toEqual([]);
        expect(storage.get('workspace')).toMatchObject({ status: 'suspended', suspension_reason: REASON });
        expect(storage.get('workspace-user')).toMatchObject({ permissions: READ });
        expect(storage.get('token')).toBe('workspace-token');
    });

    it('is found suspended when the app loads again, before any write is tried', async () => {
        storage.set('token', 'workspace-token');
        storage.set('workspace', garage(7, 'Kowloon Motors').workspace);
        storage.set('workspace-user', { ...garage(7, 'Kowloon Motors'), permissions: READ });
        const sent = fakeFetch(() => ok(garage(7, 'Kowloon Motors', true).workspace));
        await refreshSuspension();
        expect(sent.map(request => request.path)).toEqual(['/api/v3/workspace/7']);
        expect(storage.get('workspace')).toMatchObject({ status: 'suspended', suspended_at: SINCE });
        fakeFetch(() => ok(garage(3, 'Sha Tin Auto').workspace));
        storage.set('workspace', garage(3, 'Sha Tin Auto').workspace);
        storage.set('workspace-user', { ...garage(3, 'Sha Tin Auto'), permissions: READ_WRITE });
        await refreshSuspension();
        expect(storage.get('workspace')).toMatchObject({ status: 'active' });
        expect(storage.get('workspace-user')).toMatchObject({ permissions: READ_WRITE });
    });

    it('toasts a refusal about another organization, leaving the current one as it was', async () => {
        storage.set('token', 'workspace-token');
        storage.set('workspace', garage(3, 'Sha Tin Auto').workspace);
        storage.set('workspace-user', { ...garage(3, 'Sha Tin Auto'), permissions: READ_WRITE });
        fakeFetch(() => refusal(7));
        await api.POST('/api/v3/workspace/{id}/leave', { params: { path: { id: 7 } } });
        expect(toastTexts()).toEqual([
            { message: 'This organization has been suspended by the platform (403)', description: 'Trace: #t' },
        ]);
        expect(storage.get('workspace')).toMatchObject({ status: 'active' });
        expect(storage.get('workspace-user')).toMatchObject({ permissions: READ_WRITE });
    });
});

describe('the suspension banner', () => {
    const suspendedSession = () => {
        const membership = garage(7, 'Kowloon Motors', true);
        storage.set('workspace', membership.workspace);
        storage.set('workspace-user', { ...membership, permissions: READ });
    };

    it("stands above a garage page with the platform's reason, when, and that it is read only", () => {
        suspendedSession();
        renderLayout('/app/motor-garage/vehicle');
        const banner = screen.getByRole('region', { name: 'Organization suspended' });
        expect(within(banner).getByText('Kowloon Motors has been suspended by the platform')).toBeTruthy();
        expect(within(banner).getByText(`Reason: ${REASON}`)).toBeTruthy();
        expect(within(banner).getByText(/^Suspended since .*2026/)).toBeTruthy();
        expect(
            within(banner).getByText(/^The organization is read only until the platform reactivates it/),
        ).toBeTruthy();
        expect(within(banner).getByRole('link', { name: 'Your organizations' }).getAttribute('href')).toBe(
            '/app/self/organization',
        );
        const page = screen.getByText('Page content');
        expect(banner.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it("stays above the user's own pages too", () => {
        suspendedSession();
        renderLayout('/app/self/organization');
        expect(screen.getByRole('region', { name: 'Organization suspended' })).toBeTruthy();
        expect(screen.getByText('Page content')).toBeTruthy();
    });

    it('appears above the page as soon as a refusal says the open workspace is suspended, not for an active one', async () => {
        storage.set('token', 'workspace-token');
        storage.set('workspace', garage(7, 'Kowloon Motors').workspace);
        storage.set('workspace-user', { ...garage(7, 'Kowloon Motors'), permissions: READ_WRITE });
        renderLayout('/app/motor-garage/vehicle');
        expect(screen.getByText('Page content')).toBeTruthy();
        expect(screen.queryByRole('region', { name: 'Organization suspended' })).toBeNull();
        fakeFetch(() => refusal(7));
        await act(async () => {
            await api.PUT('/api/v3/motor-garage/vehicle/{id}', { params: { path: { id: 1 } }, body: { plate: 'X' } });
        });
        expect(screen.getByRole('region', { name: 'Organization suspended' })).toBeTruthy();
        expect(screen.getByText('Page content')).toBeTruthy();
    });

    it('says so when the platform gave no reason', () => {
        const membership = garage(7, 'Kowloon Motors', true);
        const workspace = { ...membership.workspace, suspension_reason: null, suspended_at: null };
        storage.set('workspace', workspace);
        storage.set('workspace-user', { ...membership, workspace, permissions: READ });
        renderLayout('/app/motor-garage/vehicle');
        const banner = screen.getByRole('region', { name: 'Organization suspended' });
        expect(within(banner).getByText('No reason was given.')).toBeTruthy();
        expect(within(banner).queryByText(/Suspended since/)).toBeNull();
    });
});
