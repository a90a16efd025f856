import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Admin, memoryStore, Resource, type DataProvider } from 'react-admin';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { resourceModels } from '../../../src/api/resources.gen';
import { adminDataProvider, dataProvider } from '../../../src/dataProvider';
import { withFieldErrors } from '../../../src/dataProvider/fieldErrors';
import { adminNamespaces, adminResources } from '../../../src/apps/admin/mounts';
import { garageNamespaces, garageResources } from '../../../src/apps/user/mounts';
import { makeI18nProvider } from '../../../src/i18n';
import type { Namespace } from '../../../src/i18n/define';
import type { DeclaredResourceDef } from '../../../src/resources/declared';
import type { FieldModel, ResourceModel } from '../../../src/resources/declared/model';

interface App {
    basename: string;
    dataProvider: DataProvider;
    namespaces: Record<string, Namespace>;
    resources: DeclaredResourceDef[];
}

/**
 * The two apps' own declared resources and namespaces, the garage (/app) and the back-office (/admin), mounted
 * without their permission guards and auth checks.
 */
const garage: App = {
    basename: '/app',
    dataProvider: withFieldErrors(dataProvider),
    namespaces: garageNamespaces,
    resources: garageResources,
};
const backoffice: App = {
    basename: '/admin',
    dataProvider: withFieldErrors(adminDataProvider),
    namespaces: adminNamespaces,
    resources: adminResources,
};

export const declaredResources: DeclaredResourceDef[] = [...garage.resources, ...backoffice.resources];
/** Every namespace either app loads. */
export const namespaces = { ...garage.namespaces, ...backoffice.namespaces };

/** The app serving a declared resource. */
export const appOf = (resource: DeclaredResourceDef) => (backoffice.resources.includes(resource) ? backoffice : garage);

const Bare = ({ children }: { children: ReactNode }) => <main>{children}</main>;

const AppAdmin = ({ app }: { app: App }) => (
    <Admin
        basename={app.basename}
        dataProvider={app.dataProvider}
        i18nProvider={makeI18nProvider(app.namespaces)}
        store={memoryStore()}
        layout={Bare}
        disableTelemetry
    >
        {app.resources.map(resource => (
            <Resource key={resource.name} {...resource} />
        ))}
    </Admin>
);

const renderApp = (app: App, path: string) =>
    render(
        <MemoryRouter initialEntries={[`${app.basename}${path}`]}>
            <Routes>
                <Route path={`${app.basename}/*`} element={<AppAdmin app={app} />} />
            </Routes>
        </MemoryRouter>,
    );

/**
 * The garage at `path` under a data router, as the app mounts it (navigation can then be held back); the router is
 * returned to navigate with.
 */
export const renderGarageInDataRouter = (path: string) => {
    const router = createMemoryRouter([{ path: `${garage.basename}/*`, element: <AppAdmin app={garage} /> }], {
        initialEntries: [`${garage.basename}${path}`],
    });
    return { router, ...render(<RouterProvider router={router} />) };
};

/** The garage's declared resources at `path` under /app, with the app's i18n and data provider, in a bare layout. */
export const renderGarage = (path: string) => renderApp(garage, path);

/** A declared resource's page (`path` under its resource: '', '/create', '/1'…) in the app serving it. */
export const renderDeclared = (resource: DeclaredResourceDef, path = '') =>
    renderApp(appOf(resource), `/${resource.name}${path}`);

/** The model whose routes serve `path` (`/admin/v3/admin/4` → admin/admin). */
export const modelAt = (path: string) =>
    (Object.values(resourceModels) as ResourceModel[]).find(
        model => path === model.path || path.startsWith(`${model.path}/`),
    );

const sampleValue = (field: FieldModel, id: number): unknown => {
    switch (field.kind) {
        case 'id':
        case 'integer':
        case 'version':
            return field.name === 'id' ? id : 7;
        case 'money':
        case 'basis_points':
            return 12345;
        case 'quantity_milli':
            return 1500;
        case 'boolean':
            return true;
        case 'date':
            return '2027-01-31';
        case 'timestamp':
        case 'datetime':
            return '2026-11-01T08:00:00.000Z';
        case 'enum':
            return field.choices?.[0];
        case 'tags':
            return ['vip'];
        case 'references':
            return [];
        case 'reference':
        case 'image':
            return null;
        default:
            return `${field.name} ${id}`;
    }
};

/** A record of the resource as the API answers it: a value of the right kind in every field but write-only ones. */
export const sampleRecord = (name: string, id = 1) =>
    Object.fromEntries(
        (resourceModels[name as keyof typeof resourceModels] as ResourceModel).fields
            .filter(field => !field.writeOnly)
            .map(field => [field.name, sampleValue(field, id)]),
    );
