import { createContext, useContext } from 'react';
import { LOCALES, type Locale } from '../../i18n/locale';

/**
 * The portal's language: the customer's own once their link has loaded, then whatever they pick. Held by the page,
 * never stored, so opening a customer's link does not change the staff's language on the same browser.
 */
export const PortalLocaleContext = createContext<{ locale: Locale; setLocale: (locale: Locale) => void }>({
    locale: 'en',
    setLocale: () => undefined,
});

export const usePortalLocale = () => useContext(PortalLocaleContext).locale;
export const useSetPortalLocale = () => useContext(PortalLocaleContext).setLocale;

/** Until the link answers: the browser's language when it is one of ours (zh-TW and zh-HK read Hong Kong's). */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
    for (const language of languages.map(one => one.toLowerCase())) {
        if (LOCALES.includes(language as Locale)) return language as Locale;
        if (/^zh-(hant|tw|mo)/.test(language)) return 'zh-hk';
        if (language.startsWith('zh')) return 'zh-cn';
        if (language.startsWith('en')) return 'en';
    }
    return 'en';
}
