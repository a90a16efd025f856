import { I18nContext } from 'ra-core';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { ThemeSwitcher } from '../../components/ThemeSwitcher';
import type { Locale } from '../../i18n/locale';
import { lookupI18nProvider } from '../../i18n/lookup';
import meta from '../../i18n/namespaces/meta';
import portal from '../../i18n/namespaces/portal';
import { AppThemeProvider } from '../../theme/AppThemeProvider';
import { AuthLayout } from '../auth/AuthLayout';
import { usePublicConfig } from '../../api/config';
import { GarageContact } from './garage/GarageContact';
import { GarageContext, ShownGarageContext, type GarageFace } from './garage/GarageContext';
import { GarageHeader } from './garage/GarageHeader';
import { isPrintView } from './invoice/invoiceView';
import { PortalError } from './PortalMessage';
import { PortalLanguages } from './PortalLanguages';
import { browserLocale, PortalLocaleContext } from './portalLocale';

const namespaces = { meta, portal };

type PortalPageComponent = ComponentType<{ token: string }>;
const page = (load: () => Promise<PortalPageComponent>) => lazy(() => load().then(Page => ({ default: Page })));

/** Each page of `/portal/<kind>/<token>` is its own chunk; `wide` ones show a document (the invoice's A4 view). */
const PAGES: Record<string, { Page: PortalPageComponent; wide?: () => boolean }> = {
    invoice: { Page: page(() => import('./PortalInvoicePage').then(m => m.PortalInvoicePage)), wide: isPrintView },
    estimate: { Page: page(() => import('./PortalEstimatePage').then(m => m.PortalEstimatePage)) },
    booking: { Page: page(() => import('./PortalBookingPage').then(m => m.PortalBookingPage)) },
    book: {
        Page: page(() =>
            import('./book/PortalBookPage').then(m => ({ token }: { token: string }) => (
                <m.PortalBookPage slug={token} />
            )),
        ),
    },
    'opt-out': { Page: page(() => import('./PortalOptOutPage').then(m => m.PortalOptOutPage)) },
};

/** The page and token (a slug for `book`) of a portal path, e.g. `/portal/invoice/<token>`; null for any other path. */
export function portalRoute(pathname: string) {
    const [, kind, token] = /^\/portal\/([a-z-]+)\/([^/]+)\/?$/.exec(pathname) ?? [];
    return kind && Object.hasOwn(PAGES, kind) ? { ...PAGES[kind], token } : null;
}

/**
 * The customer portal (`/portal/*`, its own entry: a customer on a phone downloads neither react-admin nor the staff
 * app's router): the auth card layout, the theme, and the customer's language.
 */
export const PortalApp = ({ pathname = window.location.pathname }: { pathname?: string }) => {
    const [locale, setLocale] = useState<Locale>(browserLocale);
    const i18nProvider = useMemo(() => lookupI18nProvider(namespaces, locale), [locale]);
    const localeContext = useMemo(() => ({ locale, setLocale }), [locale]);
    useEffect(() => {
        document.documentElement.lang = locale;
    }, [locale]);
    const route = portalRoute(pathname);
    const [garage, showGarage] = useState<GarageFace | null>(null);
    const { app_name } = usePublicConfig();
    return (
        <AppThemeProvider>
            <PortalLocaleContext.Provider value={localeContext}>
                <I18nContext.Provider value={i18nProvider}>
                    <GarageContext.Provider value={showGarage}>
                        <ShownGarageContext.Provider value={garage}>
                            <AuthLayout
                                wide={route?.wide?.()}
                                header={<GarageHeader garage={garage} />}
                                switchers={
                                    <>
                                        <PortalLanguages locale={locale} onChange={setLocale} />
                                        <ThemeSwitcher />
                                    </>
                                }
                            >
                                <Suspense fallback={null}>
                                    {route ? (
                                        <route.Page token={route.token} />
                                    ) : (
                                        <PortalError error="link_not_found" />
                                    )}
                                </Suspense>
                                <GarageContact garage={garage} appName={app_name} />
                            </AuthLayout>
                        </ShownGarageContext.Provider>
                    </GarageContext.Provider>
                </I18nContext.Provider>
            </PortalLocaleContext.Provider>
        </AppThemeProvider>
    );
};
