import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { adminDataProvider } from '../../dataProvider';
import { withFieldErrors } from '../../dataProvider/fieldErrors';
import { makeI18nProvider } from '../../i18n';
import { AppAdmin, type AppAdminProps } from '../AppAdmin';
import { AdminProfilePage } from './AdminProfilePage';
import { adminNamespaces, adminResources } from './mounts';

const i18nProvider = makeI18nProvider(adminNamespaces);

// Server validation errors of a create or update show on the form's fields.
const dataProvider = withFieldErrors(adminDataProvider);

/** The back-office's resources and pages under /admin; the caller gives the layout, dashboard and auth around them. */
export const BackofficeAdmin = (props: Partial<AppAdminProps>) => (
    <AppAdmin
        basename="/admin"
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        resources={adminResources}
        {...props}
    >
        <CustomRoutes>
            <Route path="self/profile" element={<AdminProfilePage />} />
        </CustomRoutes>
    </AppAdmin>
);
