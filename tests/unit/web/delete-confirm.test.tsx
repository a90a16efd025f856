// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteConfirm } from '../../../src/components/DeleteConfirm';
import { InShell } from './shell-harness';

vi.mock('../../../src/api/client', () => ({
    api: { GET: vi.fn(async () => ({})), POST: vi.fn() },
    quietFetch: vi.fn(),
}));

afterEach(cleanup);

const renderConfirm = (onDelete: () => Promise<unknown>) => {
    const onClose = vi.fn();
    render(
        <InShell>
            <DeleteConfirm open onClose={onClose} onDelete={onDelete} />
        </InShell>,
    );
    return onClose;
};

describe('delete confirmation', () => {
    it('asks before deleting, with cancel and delete buttons', () => {
        const onDelete = vi.fn(async () => undefined);
        const onClose = renderConfirm(onDelete);
        expect(screen.getByRole('heading', { name: 'Delete' })).toBeTruthy();
        expect(screen.getByText('Are you sure you want to delete this?')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
        expect(onClose).toHaveBeenCalled();
        expect(onDelete).not.toHaveBeenCalled();
    });

    it('deletes on confirmation and only logs a failure', async () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const onDelete = vi.fn(async () => Promise.reject(new Error('409')));
        const onClose = renderConfirm(onDelete);
        fireEvent.click(screen.getByRole('button', { name: /^Delete$/ }));
        await waitFor(() => expect(onClose).toHaveBeenCalled());
        expect(onDelete).toHaveBeenCalled();
        expect(log).toHaveBeenCalled();
        log.mockRestore();
    });
});
