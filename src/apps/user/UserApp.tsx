import { Admin, CustomRoutes, Navigate, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { userAuthProvider } from '../../authProvider';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { dataProvider } from '../../dataProvider';
import { AdminNotification } from '../../dataProvider/AdminNotification';
import { makeI18nProvider } from '../../i18n';
import common from '../../i18n/namespaces/common';
import error from '../../i18n/namespaces/error';
import meta from '../../i18n/namespaces/meta';
import motorGarage from '../../i18n/namespaces/motor-garage';
import profile from '../../i18n/namespaces/profile';
import relationship from '../../i18n/namespaces/relationship';
import { AppLayout } from '../../layouts/AppLayout';
import booking from '../../resources/booking';
import customer from '../../resources/customer';
import discount from '../../resources/discount';
import invoice from '../../resources/invoice';
import product from '../../resources/product';
import service from '../../resources/service';
import vehicle from '../../resources/vehicle';
import { HOME_ROUTES } from '../../session';
import { appStore } from '../../store/appStore';
import { darkTheme, lightTheme } from '../../theme';
import { useWorkspaceReady } from './useWorkspaceReady';

const i18nProvider = makeI18nProvider({
    common,
    error,
    meta,
    profile,
    'motor-garage': motorGarage,
    relationship,
});

const Home = () => <Navigate to={HOME_ROUTES.user} replace />;

/** Pages that are not react-admin resources, by path under /app, with their title key. */
const pages: [path: string, title: string][] = [
    ['motor-garage/invoice-calendar', 'motor-garage.menu.invoice_calendar'],
    ['motor-garage/statistic', 'motor-garage.menu.statistic'],
    ['organization/profile', 'common.menu.organization_profile'],
    ['organization/teams', 'common.menu.teams'],
    ['self/profile', 'profile.menu.profile'],
    ['self/organization', 'profile.menu.organizations'],
];

const UserApp = () => {
    const ready = useWorkspaceReady();
    if (!ready) return <LoadingScreen />;
    return (
        <Admin
            basename="/app"
            store={appStore}
            authProvider={userAuthProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            layout={AppLayout}
            notification={AdminNotification}
            dashboard={Home}
            lightTheme={lightTheme}
            darkTheme={darkTheme}
            defaultTheme="light"
            disableTelemetry
            requireAuth
        >
            {[invoice, booking, vehicle, customer, product, service, discount].map(resource => (
                <Resource key={resource.name} {...resource} />
            ))}
            <CustomRoutes>
                {pages.map(([path, title]) => (
                    <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
                ))}
            </CustomRoutes>
        </Admin>
    );
};

export default UserApp;
