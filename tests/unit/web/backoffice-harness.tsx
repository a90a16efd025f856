import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminProfilePage } from '../../../src/apps/admin/AdminProfilePage';
import { adminNamespaces, adminResources } from '../../../src/apps/admin/mounts';
import { adminDataProvider } from '../../../src/dataProvider';
import { withFieldErrors } from '../../../src/dataProvider/fieldErrors';
import { AdminNotification } from '../../../src/dataProvider/AdminNotification';
import { makeI18nProvider } from '../../../src/i18n';

const Bare = ({ children }: { children: ReactNode }) => <main>{children}</main>;

const BackofficeAdmin = ({ dashboard }: { dashboard?: () => ReactNode }) => (
    <Admin
        basename="/admin"
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={Bare}
        notification={AdminNotification}
        dashboard={dashboard}
        disableTelemetry
    >
        {adminResources.map(resource => (
            <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>
            <Route path="self/profile" element={<AdminProfilePage />} />
        </CustomRoutes>
    </Admin>
);

const dataProvider = withFieldErrors(adminDataProvider);
const i18nProvider = makeI18nProvider(adminNamespaces);
let store = memoryStore();

/**
 * The back-office's resources and pages at `path` under /admin, as AdminApp mounts them (same i18n namespaces, the
 * real data provider over the faked fetch), in a bare layout and without the auth check.
 */
export const renderBackoffice = (path: string, dashboard?: () => ReactNode) => {
    store = memoryStore();
    return render(
        <MemoryRouter initialEntries={[`/admin${path}`]}>
            <Routes>
                <Route path="/admin/*" element={<BackofficeAdmin dashboard={dashboard} />} />
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
