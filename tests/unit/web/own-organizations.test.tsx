// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../src/api/browserLocation';
import { OrganizationsPage } from '../../../src/resources/self/OrganizationsPage';
import { storage } from '../../../src/store/storage';
import { failure, fakeFetch, ok, resetBrowserState, toastTexts, type SentRequest } from './fakeFetch';
import { InShell } from './shell-harness';

const membership = (workspace_id: number, name: string, role: string) => ({
    id: workspace_id * 10,
    workspace_id,
    user_id: 5,
    role,
    workspace: { id: workspace_id, workspace_id, name, avatar: null },
});

let memberships = [membership(1, 'Kowloon Motors', 'owner'), membership(2, 'Sha Tin Tyres', 'member')];

/** The server: the memberships above; `leave` answers POST /api/v3/workspace/{id}/leave. */
const serve = (leave: (request: SentRequest) => Response) =>
    fakeFetch(request => {
        const { path, body } = request;
        if (path === '/public/v3/config') return ok({ app_name: 'Pitstop', organization_creation_enabled: true });
        if (path === '/api/v3/workspace') return ok(memberships, { total: memberships.length });
        if (path.endsWith('/leave')) return leave(request);
        if (path === '/api/v3/workspace-user/self') return ok({ role: 'member', permissions: ['vehicle:read'] });
        const id = (body as { workspace_id: number }).workspace_id;
        return ok({ token: `ws-${id}`, workspace_user: memberships.find(one => one.workspace_id === id) });
    });

const openPage = () =>
    render(
        <InShell path="/app/self/organization">
            <OrganizationsPage />
        </InShell>,
    );

const leaveButton = async (name: string) => screen.findByRole('button', { name: `Leave ${name}` });

beforeEach(() => {
    memberships = [membership(1, 'Kowloon Motors', 'owner'), membership(2, 'Sha Tin Tyres', 'member')];
    storage.set('token', 'ws-1');
    storage.set('workspace', memberships[0].workspace);
    storage.set('workspace-user', memberships[0]);
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    resetBrowserState();
});

describe('own organizations page', () => {
    it('lists the memberships with their roles, marks the current one and offers to create one', async () => {
        serve(() => ok({}));
        openPage();
        const list = await screen.findByRole('list', { name: 'Organizations' });
        const kowloon = within(list).getByRole('listitem', { name: 'Kowloon Motors' });
        expect(kowloon.textContent).toContain('Owner');
        expect(kowloon.textContent).toContain('Current');
        expect(within(kowloon).queryByRole('button', { name: /Switch/ })).toBeNull();
        const shaTin = within(list).getByRole('listitem', { name: 'Sha Tin Tyres' });
        expect(shaTin.textContent).toContain('Member');
        expect(within(shaTin).getByRole('button', { name: 'Switch Sha Tin Tyres' })).toBeTruthy();
        expect(await screen.findByRole('button', { name: 'Create organization' })).toBeTruthy();
    });

    it('switches to another organization and reloads', async () => {
        const sent = serve(() => ok({}));
        openPage();
        fireEvent.click(await screen.findByRole('button', { name: 'Switch Sha Tin Tyres' }));
        await waitFor(() => expect(browserLocation.reload).toHaveBeenCalled());
        expect(sent.find(request => request.path === '/api/v3/user/login/workspace')?.body).toEqual({
            workspace_id: 2,
        });
        expect(storage.get('workspace')).toMatchObject({ name: 'Sha Tin Tyres' });
    });

    it('asks before leaving; cancelling leaves nothing', async () => {
        const sent = serve(() => ok({ id: 2 }));
        openPage();
        fireEvent.click(await leaveButton('Sha Tin Tyres'));
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain('Leave organization');
        expect(dialog.textContent).toContain('Leave "Sha Tin Tyres"?');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(sent.some(request => request.path.endsWith('/leave'))).toBe(false);
    });

    it('leaves another organization and lists what remains', async () => {
        const sent = serve(() => {
            memberships = memberships.filter(one => one.workspace_id !== 2);
            return ok({ id: 2 });
        });
        openPage();
        fireEvent.click(await leaveButton('Sha Tin Tyres'));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
        await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sha Tin Tyres' })).toBeNull());
        const leave = sent.find(request => request.path.endsWith('/leave'));
        expect(`${leave?.method} ${leave?.path}`).toBe('POST /api/v3/workspace/2/leave');
        expect(storage.get('workspace')).toMatchObject({ name: 'Kowloon Motors' });
    });

    it('the last owner is told by the server and stays', async () => {
        serve(() => failure(409, 'last_owner'));
        openPage();
        fireEvent.click(await leaveButton('Kowloon Motors'));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
        await waitFor(() =>
            expect(toastTexts().map(toast => toast.message)).toEqual(['An organization needs at least one owner']),
        );
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByRole('listitem', { name: 'Kowloon Motors' })).toBeTruthy();
        expect(storage.get('workspace')).toMatchObject({ name: 'Kowloon Motors' });
        expect(storage.get('token')).toBe('ws-1');
        expect(browserLocation.assign).not.toHaveBeenCalled();
    });

    it('invites a user in no organization to create the first one', async () => {
        memberships = [];
        storage.remove('workspace');
        serve(() => ok({}));
        openPage();
        expect(await screen.findByRole('heading', { name: 'Create your first organization' })).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
        expect(await screen.findByRole('heading', { name: 'Create organization' })).toBeTruthy();
        expect(screen.getByLabelText(/Organization name/)).toBeTruthy();
    });
});
