import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import admin from '../../../src/i18n/namespaces/admin';
import common from '../../../src/i18n/namespaces/common';
import meta from '../../../src/i18n/namespaces/meta';
import motorGarage from '../../../src/i18n/namespaces/motor-garage';
import profile from '../../../src/i18n/namespaces/profile';
import relationship from '../../../src/i18n/namespaces/relationship';
import { ShellContext, type Shell } from '../../../src/layouts/ShellContext';
import { userMenuGroups } from '../../../src/menus';

/** English messages of the namespaces this area owns, as the apps see them. */
export const englishI18n = polyglotI18nProvider(
    () => ({
        ...englishMessages,
        common: common.en,
        meta: meta.en,
        admin: admin.en,
        profile: profile.en,
        'motor-garage': motorGarage.en,
        relationship: relationship.en,
    }),
    'en',
);

export const userShell: Shell = { kind: 'user', groups: userMenuGroups, home: '/app/motor-garage/statistic', profile: '/app/self/profile' };

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
