import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { adminNamespaces } from '../../../src/apps/admin/mounts';
import { garageNamespaces } from '../../../src/apps/user/mounts';
import { ShellContext, type Shell } from '../../../src/layouts/ShellContext';
import { USER_BASE, userMenuGroups } from '../../../src/menus';
import { HOME_ROUTES } from '../../../src/session/login';

/** English messages of the namespaces the two apps load, as the apps see them. */
export const englishI18n = polyglotI18nProvider(
    () => ({
        ...englishMessages,
        ...Object.fromEntries(
            Object.entries({ ...garageNamespaces, ...adminNamespaces }).map(([name, namespace]) => [
                name,
                namespace.en,
            ]),
        ),
    }),
    'en',
);

/** The user shell of a session that may see every menu. */
export const userShell: Shell = {
    kind: 'user',
    groups: userMenuGroups,
    home: HOME_ROUTES.user,
    profile: `${USER_BASE}/self/profile`,
};

const CurrentPath = () => <output data-testid="path">{useLocation().pathname}</output>;

/**
 * Renders `children` inside a react-admin context (English, in-memory store, optionally a data provider) at `path`,
 * in the user shell.
 */
export const InShell = ({
    path = '/app',
    shell = userShell,
    dataProvider,
    children,
}: {
    path?: string;
    shell?: Shell;
    dataProvider?: DataProvider;
    children: ReactNode;
}) => (
    <MemoryRouter initialEntries={[path]}>
        <AdminContext i18nProvider={englishI18n} store={memoryStore()} dataProvider={dataProvider}>
            <ShellContext.Provider value={shell}>
                <Routes>
                    <Route
                        path="*"
                        element={
                            <>
                                {children}
                                <CurrentPath />
                            </>
                        }
                    />
                </Routes>
            </ShellContext.Provider>
        </AdminContext>
    </MemoryRouter>
);
