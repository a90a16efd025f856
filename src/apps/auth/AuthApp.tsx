import type { ComponentType } from 'react';
import { I18nContextProvider, StoreContextProvider } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { ThemeSwitcherWithTooltip } from '../../components/ThemeSwitcherWithTooltip';
import { makeI18nProvider } from '../../i18n';
import auth from '../../i18n/namespaces/auth';
import error from '../../i18n/namespaces/error';
import meta from '../../i18n/namespaces/meta';
import { appStore } from '../../store/appStore';
import { AuthLayout } from './AuthLayout';
import { NotFoundMessage } from './NotFoundPage';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { RegisterPage } from './pages/RegisterPage';
import { UserLoginPage } from './pages/UserLoginPage';

const i18nProvider = makeI18nProvider({ auth, error, meta });

const PAGES: Record<string, ComponentType> = {
    '/': UserLoginPage,
    '/auth/register': RegisterPage,
    '/auth/forgot-password': ForgotPasswordPage,
    '/auth/admin/login': AdminLoginPage,
};

/**
 * `/` and `/auth/*` in the auth card layout. Light on purpose: MUI and ra-core's i18n and store only, never
 * react-admin's UI. (The customer portal, `/portal/*`, is an entry of its own: portal.html.)
 */
const AuthApp = () => {
    const { pathname } = useLocation();
    const Page = PAGES[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname] ?? NotFoundMessage;
    return (
        <StoreContextProvider value={appStore}>
            <I18nContextProvider value={i18nProvider}>
                <AuthLayout
                    switchers={
                        <>
                            <LanguageSwitcher />
                            <ThemeSwitcherWithTooltip />
                        </>
                    }
                >
                    <Page />
                </AuthLayout>
            </I18nContextProvider>
        </StoreContextProvider>
    );
};

export default AuthApp;
