import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Admin, memoryStore, Resource } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resourceModels } from '../../../src/api/resources.gen';
import { dataProvider } from '../../../src/dataProvider';
import { withFieldErrors } from '../../../src/dataProvider/fieldErrors';
import { makeI18nProvider } from '../../../src/i18n';
import common from '../../../src/i18n/namespaces/common';
import error from '../../../src/i18n/namespaces/error';
import meta from '../../../src/i18n/namespaces/meta';
import motorGarage from '../../../src/i18n/namespaces/motor-garage';
import relationship from '../../../src/i18n/namespaces/relationship';
import customer from '../../../src/resources/customer';
import type { DeclaredResourceDef } from '../../../src/resources/declared';
import type { FieldModel, ResourceModel } from '../../../src/resources/declared/model';
import discount from '../../../src/resources/discount';
import product from '../../../src/resources/product';
import service from '../../../src/resources/service';
import vehicle from '../../../src/resources/vehicle';

export const declaredResources: DeclaredResourceDef[] = [customer, vehicle, product, service, discount];
export const namespaces = { common, error, meta, 'motor-garage': motorGarage, relationship };

const Bare = ({ children }: { children: ReactNode }) => <main>{children}</main>;

/** The garage's declared resources at `path` under /app, with the app's i18n and data provider, in a bare layout. */
export const renderGarage = (path: string) =>
    render(
        <MemoryRouter initialEntries={[`/app${path}`]}>
            <Routes>
                <Route
                    path="/app/*"
                    element={
                        <Admin
                            basename="/app"
                            dataProvider={withFieldErrors(dataProvider)}
                            i18nProvider={makeI18nProvider(namespaces)}
                            store={memoryStore()}
                            layout={Bare}
                            disableTelemetry
                        >
                            {declaredResources.map(resource => (
                                <Resource key={resource.name} {...resource} />
                            ))}
                        </Admin>
                    }
                />
            </Routes>
        </MemoryRouter>,
    );

const sampleValue = (field: FieldModel, id: number): unknown => {
    switch (field.kind) {
        case 'id':
        case 'integer':
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
            return '2026-11-01T08:00:00.000Z';
        case 'enum':
            return field.choices?.[0];
        case 'tags':
            return ['vip'];
        case 'reference':
        case 'image':
            return null;
        default:
            return `${field.name} ${id}`;
    }
};

/** A record of the resource with a value of the right kind in every field. */
export const sampleRecord = (name: string, id = 1) =>
    Object.fromEntries((resourceModels[name as keyof typeof resourceModels] as ResourceModel).fields.map(field => [field.name, sampleValue(field, id)]));
