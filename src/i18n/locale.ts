import { catalogueName, LOCALES, type CatalogueNamed, type Locale } from '../../common/locales';
import { storage, useStorageItem } from '../store/storage';

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in its own script (the same in every locale), as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', 'zh-hk': '繁體中文', 'zh-cn': '简体中文' };

/**
 * The tag dates and times are written in for each interface language: English as Hong Kong and the calendar write it
 * (the day before the month, a 24-hour clock).
 */
const INTL_TAGS: Record<Locale, string> = { en: 'en-GB', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' };
export const intlTag = (locale: string): string => INTL_TAGS[locale as Locale] ?? INTL_TAGS.en;

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The persisted interface language (default en). */
export const storedLocale = (): Locale => {
    const locale = storage.get('locale');
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

export const useStoredLocale = (): Locale => {
    const locale = useStorageItem('locale');
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

export const setStoredLocale = (locale: Locale): void => storage.set('locale', locale);

/** Keeps `<html lang>` in step with the stored locale; returns the unsubscribe. */
export const followDocumentLanguage = (root: HTMLElement = document.documentElement): (() => void) => {
    const apply = () => {
        root.lang = storedLocale();
    };
    apply();
    return storage.subscribe('locale', apply);
};

/** A service's or part's name in the interface's language: how pickers and chips show the garage's catalogue. */
export const catalogueRepresentation = (record: object): string =>
    catalogueName(record as CatalogueNamed, storedLocale());
