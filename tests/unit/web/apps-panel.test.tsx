// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppsButton } from '../../../src/layouts/AppsButton';
import { InShell } from './shell-harness';

afterEach(cleanup);

const openPanel = async () => {
    render(
        <InShell path="/app/motor-garage/statistic">
            <AppsButton />
        </InShell>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apps' }));
    return screen.findByRole('dialog');
};

describe('apps panel', () => {
    it('lists the visible group and its items as tiles, not the hidden groups', async () => {
        const panel = await openPanel();
        expect(panel.textContent).toContain('Motor garage');
        for (const label of ['Job calendar', 'Jobs & invoices', 'Vehicles', 'Customers', 'Statistics'])
            expect(screen.getByRole('button', { name: label })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Teams' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Organization profile' })).toBeNull();
    });

    it('closes on Escape', async () => {
        const panel = await openPanel();
        fireEvent.keyDown(panel, { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('closes on a click on the overlay but not on a click inside a tile', async () => {
        const panel = await openPanel();
        fireEvent.click(screen.getByText('Motor garage'));
        expect(screen.getByRole('dialog')).toBeTruthy();
        fireEvent.click(panel);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('navigates to a tile and closes', async () => {
        await openPanel();
        fireEvent.click(screen.getByRole('button', { name: 'Vehicles' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByTestId('path').textContent).toBe('/app/motor-garage/vehicle');
    });
});
