// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminHome } from '../../../src/apps/admin/AdminHome';
import { dailyRows } from '../../../src/apps/admin/statistic';
import { fakeFetch, ok, resetBrowserState } from './fakeFetch';
import { renderBackoffice } from './backoffice-harness';

vi.setConfig({ testTimeout: 20_000 }); // react-admin's first render in jsdom takes seconds

// The chart library draws SVG from layout measurements jsdom does not have: stand in with the figures it is given.
vi.mock('../../../src/apps/admin/ActivityChart', () => ({
    default: ({ statistic }: { statistic: { signups: { count: number }[]; sessions: { count: number }[] } }) => (
        <figure aria-label="activity">
            {statistic.signups.length} days, {statistic.sessions.reduce((sum, day) => sum + day.count, 0)} sessions
        </figure>
    ),
}));

afterEach(() => {
    cleanup();
    resetBrowserState();
});

const statistic = {
    users: 42,
    workspaces: 7,
    admins: 2,
    active_sessions: 13,
    signups: [
        { date: '2026-11-19', count: 1 },
        { date: '2026-11-20', count: 3 },
    ],
    sessions: [
        { date: '2026-11-19', count: 5 },
        { date: '2026-11-20', count: 8 },
    ],
};

describe('admin home', () => {
    it('shows the platform counts and the last 30 days of activity', async () => {
        const sent = fakeFetch(({ path }) =>
            path === '/admin/v3/statistic' ? ok(statistic) : ok({ app_name: 'Pitstop' }),
        );
        renderBackoffice('', AdminHome);
        expect(await screen.findByRole('heading', { name: 'Admin home', level: 1 }, { timeout: 5000 })).toBeTruthy();
        const count = (label: string) => screen.getByRole('group', { name: label });
        await waitFor(() => expect(within(count('Users')).getByText('42')).toBeTruthy());
        expect(within(count('Workspaces')).getByText('7')).toBeTruthy();
        expect(within(count('Admins')).getByText('2')).toBeTruthy();
        expect(within(count('Active sessions')).getByText('13')).toBeTruthy();
        expect(screen.getByText('Sign-ups and sessions, last 30 days')).toBeTruthy();
        expect((await screen.findByRole('figure', { name: 'activity' })).textContent).toBe('2 days, 13 sessions');
        expect(sent.find(r => r.path === '/admin/v3/statistic')?.url.searchParams.get('days')).toBe('30');
    });
});

describe('dailyRows', () => {
    it('joins both series by date, oldest first, with 0 where a series lacks a day', () => {
        expect(
            dailyRows({
                signups: [{ date: '2026-11-20', count: 2 }],
                sessions: [
                    { date: '2026-11-19', count: 4 },
                    { date: '2026-11-20', count: 6 },
                ],
            }),
        ).toEqual([
            { date: '2026-11-19', signups: 0, sessions: 4 },
            { date: '2026-11-20', signups: 2, sessions: 6 },
        ]);
    });
});
