import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { Namespace } from './define';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, isLocale, storedLocale, type Locale } from './locale';
import { registerAppNamespaces } from './lookup';
import traditionalChineseMessages from './ra/zh-hk';
import simplifiedChineseMessages from './ra/zh-cn';

export { defineNamespace, type Messages, type Namespace } from './define';
export {
    DEFAULT_LOCALE,
    LOCALES,
    LOCALE_NAMES,
    isLocale,
    setStoredLocale,
    storedLocale,
    useStoredLocale,
    type Locale,
} from './locale';

/** react-admin's own `ra.*` messages per locale. */
export const raMessages: Record<Locale, TranslationMessages> = {
    en: englishMessages,
    'zh-hk': traditionalChineseMessages,
    'zh-cn': simplifiedChineseMessages,
};

const asLocale = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/**
 * A ra-i18n-polyglot provider with `ra.*` plus the given namespaces, addressed as `<namespace>.<key>`, e.g.
 * `makeI18nProvider({ auth, error, meta })` then `translate('auth.login.submit')`. Starts in the stored locale; toasts
 * find the namespaces too (`lookupAppMessage`).
 */
export const makeI18nProvider = (namespaces: Record<string, Namespace>): I18nProvider => {
    registerAppNamespaces(namespaces);
    const messagesFor = (locale: string) => {
        const target = asLocale(locale);
        const own = Object.fromEntries(Object.entries(namespaces).map(([name, messages]) => [name, messages[target]]));
        return { ...raMessages[target], ...own } as TranslationMessages;
    };
    return polyglotI18nProvider(
        messagesFor,
        storedLocale(),
        LOCALES.map(locale => ({ locale, name: LOCALE_NAMES[locale] })),
    );
};
