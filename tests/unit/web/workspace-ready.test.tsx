// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceReady } from '../../../src/apps/user/useWorkspaceReady';
import { storage } from '../../../src/store/storage';

const { selectWorkspace, refreshPermissions, refreshSuspension } = vi.hoisted(() => ({
    selectWorkspace: vi.fn(),
    refreshPermissions: vi.fn(async () => []),
    refreshSuspension: vi.fn(async () => undefined),
}));
vi.mock('../../../src/session', () => ({ selectWorkspace, refreshPermissions, refreshSuspension }));

afterEach(() => {
    localStorage.clear();
    selectWorkspace.mockReset();
    refreshPermissions.mockClear();
    refreshSuspension.mockClear();
});

const signInAsUser = () => {
    storage.set('token', 'user-token');
    storage.set('user-role', 'user');
};

describe('workspace selection before the user app renders', () => {
    it('selects a workspace first when a signed-in user has none loaded', async () => {
        signInAsUser();
        let finish: (value: null) => void = () => undefined;
        selectWorkspace.mockReturnValue(new Promise(resolve => (finish = resolve)));
        const { result } = renderHook(() => useWorkspaceReady());
        expect(result.current).toBe(false);
        expect(selectWorkspace).toHaveBeenCalledOnce();
        await act(async () => finish(null));
        expect(result.current).toBe(true);
        expect(refreshPermissions).not.toHaveBeenCalled(); // the selection has read them
    });

    it('renders at once when a workspace is already loaded or nobody is signed in', async () => {
        signInAsUser();
        storage.set('workspace', { workspace_id: 1, id: 1, name: 'Kowloon Motors', avatar: null });
        expect(renderHook(() => useWorkspaceReady()).result.current).toBe(true);
        expect(refreshPermissions).toHaveBeenCalledOnce(); // a role or group may have changed since
        await waitFor(() => expect(refreshSuspension).toHaveBeenCalledOnce()); // and the platform may have suspended it
        localStorage.clear();
        expect(renderHook(() => useWorkspaceReady()).result.current).toBe(true);
        expect(selectWorkspace).not.toHaveBeenCalled();
        expect(refreshPermissions).toHaveBeenCalledOnce();
    });

    it('selects again when the stored workspace is suspended: it may have been reactivated since', async () => {
        signInAsUser();
        storage.set('workspace', { workspace_id: 1, id: 1, name: 'Kowloon Motors', avatar: null, status: 'suspended' });
        selectWorkspace.mockResolvedValue(null);
        const { result } = renderHook(() => useWorkspaceReady());
        expect(result.current).toBe(false);
        expect(selectWorkspace).toHaveBeenCalledOnce();
        await waitFor(() => expect(result.current).toBe(true));
        expect(refreshPermissions).not.toHaveBeenCalled();
    });

    it('still renders when the selection fails (the client has shown why)', async () => {
        signInAsUser();
        const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        selectWorkspace.mockRejectedValue(new Error('403'));
        const { result } = renderHook(() => useWorkspaceReady());
        await waitFor(() => expect(result.current).toBe(true));
        log.mockRestore();
    });
});
