import type { ComponentType } from 'react';
import { CustomRoutes, Navigate, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { userAuthProvider } from '../../authProvider';
import { LoadingScreen } from '../../components/LoadingScreen';
import { dataProvider } from '../../dataProvider';
import { withFieldErrors } from '../../dataProvider/fieldErrors';
import { makeI18nProvider } from '../../i18n';
import { AppLayout } from '../../layouts/AppLayout';
import { withPermission } from '../../layouts/RequirePermission';
import { useUserShell } from '../../layouts/useUserShell';
import { TEAMS_PERMISSIONS } from '../../menus';
import { LazyCalendarPage } from '../../resources/calendar';
import type { DeclaredResourceDef } from '../../resources/declared';
import { LazyInvoicePrintPage, PrintShell } from '../../resources/invoice/print';
import {
    MessageTemplatesPage,
    OrganizationProfilePage,
    SendingAccountsPage,
    TeamsPage,
} from '../../resources/organization';
import type { ResourceDef } from '../../resources/placeholderResource';
import { OrganizationsPage, ProfilePage } from '../../resources/self';
import { LazyRemindersPage } from '../../resources/reminder';
import { LazyStatisticPage } from '../../resources/statistic';
import type { PermissionNeed } from '../../session';
import { AppAdmin } from '../AppAdmin';
import { garageNamespaces, garageResources } from './mounts';
import { useWorkspaceReady } from './useWorkspaceReady';

const i18nProvider = makeI18nProvider(garageNamespaces);

const userDataProvider = withFieldErrors(dataProvider);

/** `/app`: the statistic page when the session may see it, else the first page it may see. */
const Home = () => <Navigate to={useUserShell().home} replace />;

/** Pages that are not react-admin resources, by path under /app, with what the session needs to see them. */
const pages: [path: string, Page: ComponentType, need?: PermissionNeed][] = [
    ['motor-garage/invoice-calendar', LazyCalendarPage, 'invoice:read'],
    ['motor-garage/statistic', LazyStatisticPage, 'statistic:read'],
    ['motor-garage/reminders', LazyRemindersPage, 'message:read'],
    ['organization/profile', OrganizationProfilePage, 'workspace:read'],
    ['organization/teams', TeamsPage, TEAMS_PERMISSIONS],
    ['organization/messages', MessageTemplatesPage, 'message-template:read'],
    ['organization/sending', SendingAccountsPage, 'message:read'],
    ['self/profile', ProfilePage],
    ['self/organization', OrganizationsPage],
];

const guardedPages = pages.map(([path, Page, need]) => ({ path, Page: need ? withPermission(Page, need) : Page }));

/** The printable invoice: a page of its own, without the app's menus. */
const InvoicePrintPage = withPermission(LazyInvoicePrintPage, 'invoice:read');

/** Garage resources: each screen shown only to a session that may read (or, to create and edit, write) it. */
const resources = garageResources.map((resource: DeclaredResourceDef): ResourceDef => {
    if (!resource.permission) return resource;
    const [read, write] = [`${resource.permission}:read`, `${resource.permission}:write`];
    return {
        ...resource,
        list: withPermission(resource.list, read),
        ...(resource.show ? { show: withPermission(resource.show, read) } : {}),
        create: withPermission(resource.create, write),
        edit: withPermission(resource.edit, write),
    } as ResourceDef;
});

const UserApp = () => {
    const ready = useWorkspaceReady();
    if (!ready) return <LoadingScreen />;
    return (
        <AppAdmin
            basename="/app"
            authProvider={userAuthProvider}
            dataProvider={userDataProvider}
            i18nProvider={i18nProvider}
            layout={AppLayout}
            dashboard={Home}
            resources={resources}
        >
            {/* the teams page's lists and dialogs; a job's mechanic */}
            <Resource name="workspace-user" />
            <Resource name="motor-garage/mechanic" recordRepresentation="name" />
            <Resource name="auth-group" />
            <CustomRoutes>
                {guardedPages.map(({ path, Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                ))}
            </CustomRoutes>
            <CustomRoutes noLayout>
                <Route
                    path="motor-garage/invoice/:id/print"
                    element={
                        <PrintShell>
                            <InvoicePrintPage />
                        </PrintShell>
                    }
                />
            </CustomRoutes>
        </AppAdmin>
    );
};

export default UserApp;
