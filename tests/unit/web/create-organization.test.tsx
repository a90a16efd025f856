// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateOrganizationDialog } from '../../../src/components/CreateOrganizationDialog';
import { InShell } from './shell-harness';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../src/api/client', () => ({ api: { GET: vi.fn(async () => ({})), POST: post }, quietFetch: vi.fn() }));

afterEach(() => {
    cleanup();
    post.mockReset();
});

const renderDialog = () => {
    const onClose = vi.fn();
    const onCreated = vi.fn();
    render(
        <InShell>
            <CreateOrganizationDialog open onClose={onClose} onCreated={onCreated} />
        </InShell>,
    );
    return { onClose, onCreated, name: screen.getByLabelText(/Organization name/) };
};

describe('create organization dialog', () => {
    it('shows an avatar upload, a name field and a create button', () => {
        renderDialog();
        expect(screen.getByRole('button', { name: 'Click to upload' })).toBeTruthy();
        expect(screen.getByRole('button', { name: /Create/ })).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Create organization' })).toBeTruthy();
    });

    it('refuses a name over 100 characters with its length message', async () => {
        const { name } = renderDialog();
        fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
        fireEvent.click(screen.getByRole('button', { name: /Create/ }));
        expect(await screen.findByText('Organization name must be less than 100 characters')).toBeTruthy();
        expect(post).not.toHaveBeenCalled();
    });

    it('requires a name', async () => {
        renderDialog();
        fireEvent.click(screen.getByRole('button', { name: /Create/ }));
        expect(await screen.findByText('Required')).toBeTruthy();
        expect(post).not.toHaveBeenCalled();
    });

    it('creates the organization, closes and reloads on success', async () => {
        post.mockResolvedValue({ data: { success: true, data: { id: 9, workspace_id: 9, name: 'Tsuen Wan Auto' } } });
        const { name, onClose, onCreated } = renderDialog();
        fireEvent.change(name, { target: { value: ' Tsuen Wan Auto ' } });
        fireEvent.click(screen.getByRole('button', { name: /Create/ }));
        await waitFor(() => expect(onCreated).toHaveBeenCalled());
        expect(post).toHaveBeenCalledWith('/api/v3/workspace', { body: { name: 'Tsuen Wan Auto' } });
        expect(onClose).toHaveBeenCalled();
    });

    it('stays open when the server refuses', async () => {
        post.mockResolvedValue({ data: undefined, error: { success: false, error: 'organization_creation_disabled' } });
        const { name, onCreated } = renderDialog();
        fireEvent.change(name, { target: { value: 'Tsuen Wan Auto' } });
        fireEvent.click(screen.getByRole('button', { name: /Create/ }));
        await waitFor(() => expect(post).toHaveBeenCalled());
        expect(onCreated).not.toHaveBeenCalled();
        expect(screen.getByRole('dialog')).toBeTruthy();
    });
});
