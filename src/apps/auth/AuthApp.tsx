import { lazy, Suspense, type ComponentType } from 'react';
import { I18nContextProvider, StoreContextProvider } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { makeI18nProvider } from '../../i18n';
import auth from '../../i18n/namespaces/auth';
import error from '../../i18n/namespaces/error';
import meta from '../../i18n/namespaces/meta';
import portal from '../../i18n/namespaces/portal';
import { appStore } from '../../store/appStore';
import { AuthLayout } from './AuthLayout';
import { NotFoundMessage } from './NotFoundPage';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { RegisterPage } from './pages/RegisterPage';
import { UserLoginPage } from './pages/UserLoginPage';

const i18nProvider = makeI18nProvider({ auth, error, meta, portal });
// The customer's invoice draws the print page's tables and QR code: loaded only when a portal link is opened.
const PortalInvoicePage = lazy(() =>
    import('../portal/PortalInvoicePage').then(module => ({ default: module.PortalInvoicePage })),
);
const PortalBookingPage = lazy(() =>
    import('../portal/PortalBookingPage').then(module => ({ default: module.PortalBookingPage })),
);
const PortalBookPage = lazy(() =>
    import('../portal/book/PortalBookPage').then(module => ({ default: module.PortalBookPage })),
);
const PortalOptOutPage = lazy(() =>
    import('../portal/PortalOptOutPage').then(module => ({ default: module.PortalOptOutPage })),
);

const PAGES: Record<string, ComponentType> = {
    '/': UserLoginPage,
    '/auth/register': RegisterPage,
    '/auth/forgot-password': ForgotPasswordPage,
    '/auth/admin/login': AdminLoginPage,
};

/** The portal page a path opens, `/portal/<page>/<token or slug>`; none for any other path. */
function portalPage(pathname: string) {
    const [, page, param] = /^\/portal\/([a-z-]+)\/([^/]+)\/?$/.exec(pathname) ?? [];
    if (page === 'invoice') return <PortalInvoicePage token={param} />;
    if (page === 'booking') return <PortalBookingPage token={param} />;
    if (page === 'book') return <PortalBookPage slug={param} />;
    if (page === 'opt-out') return <PortalOptOutPage token={param} />;
    return null;
}

/**
 * `/`, `/auth/*` and `/portal/*` in the auth card layout. Light on purpose: MUI and ra-core's i18n and store only,
 * never react-admin's UI.
 */
const AuthApp = () => {
    const { pathname } = useLocation();
    const Page = PAGES[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname] ?? NotFoundMessage;
    const portal = portalPage(pathname);
    return (
        <StoreContextProvider value={appStore}>
            <I18nContextProvider value={i18nProvider}>
                <AuthLayout wide={portal?.type === PortalInvoicePage}>
                    {portal ? <Suspense fallback={null}>{portal}</Suspense> : <Page />}
                </AuthLayout>
            </I18nContextProvider>
        </StoreContextProvider>
    );
};

export default AuthApp;
