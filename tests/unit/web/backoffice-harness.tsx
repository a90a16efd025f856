import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BackofficeAdmin } from '../../../src/apps/admin/BackofficeAdmin';

const Bare = ({ children }: { children: ReactNode }) => <main>{children}</main>;

/**
 * The back-office's resources and pages at `path` under /admin, as AdminApp mounts them (same i18n namespaces, the
 * real data provider over the faked fetch), in a bare layout and without the auth check.
 */
export const renderBackoffice = (path: string, dashboard?: () => ReactNode) => {
    const store = memoryStore();
    return render(
        <MemoryRouter initialEntries={[`/admin${path}`]}>
            <Routes>
                <Route
                    path="/admin/*"
                    element={<BackofficeAdmin store={store} layout={Bare} dashboard={dashboard} requireAuth={false} />}
                />
            </Routes>
        </MemoryRouter>,
    );
};

export const people = [
    {
        id: 1,
        username: 'amy',
        display_name: 'Amy Chan',
        email: 'amy@example.com',
        avatar: null,
        status: 'active',
        created_at: '2026-11-01T08:00:00.000Z',
    },
    {
        id: 2,
        username: 'bob',
        display_name: 'Bob Lee',
        email: 'bob@example.com',
        avatar: null,
        status: 'disabled',
        created_at: '2026-11-02T08:00:00.000Z',
    },
];
