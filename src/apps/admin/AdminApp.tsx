import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { adminAuthProvider } from '../../authProvider';
import { adminDataProvider } from '../../dataProvider';
import { AdminNotification } from '../../dataProvider/AdminNotification';
import { withFieldErrors } from '../../dataProvider/fieldErrors';
import { makeI18nProvider } from '../../i18n';
import admin from '../../i18n/namespaces/admin';
import common from '../../i18n/namespaces/common';
import error from '../../i18n/namespaces/error';
import meta from '../../i18n/namespaces/meta';
import profile from '../../i18n/namespaces/profile';
import { AdminLayout } from '../../layouts/AdminLayout';
import adminUser from '../../resources/admin-user';
import user from '../../resources/user';
import workspace from '../../resources/workspace';
import { appStore } from '../../store/appStore';
import { darkTheme, lightTheme } from '../../theme';
import { AdminHome } from './AdminHome';
import { AdminProfilePage } from './AdminProfilePage';

const i18nProvider = makeI18nProvider({ common, error, meta, profile, admin });

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
        {[adminUser, user, workspace].map(resource => (
            <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>
            <Route path="self/profile" element={<AdminProfilePage />} />
        </CustomRoutes>
    </Admin>
);

export default AdminApp;
