import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { adminAuthProvider } from '../../authProvider';
import { adminDataProvider } from '../../dataProvider';
import { AdminNotification } from '../../dataProvider/AdminNotification';
import { withFieldErrors } from '../../dataProvider/fieldErrors';
import { makeI18nProvider } from '../../i18n';
import { AdminLayout } from '../../layouts/AdminLayout';
import { appStore } from '../../store/appStore';
import { darkTheme, lightTheme } from '../../theme';
import { AdminHome } from './AdminHome';
import { AdminProfilePage } from './AdminProfilePage';
import { adminNamespaces, adminResources } from './mounts';

const i18nProvider = makeI18nProvider(adminNamespaces);

// Server validation errors of a create or update show on the form's fields.
const dataProvider = withFieldErrors(adminDataProvider);

const AdminApp = () => (
    <Admin
        basename="/admin"
        store={appStore}
        authProvider={adminAuthProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={AdminLayout}
        notification={AdminNotification}
        dashboard={AdminHome}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="light"
        disableTelemetry
        requireAuth
    >
        {adminResources.map(resource => (
            <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>
            <Route path="self/profile" element={<AdminProfilePage />} />
        </CustomRoutes>
    </Admin>
);

export default AdminApp;
