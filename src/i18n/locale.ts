import { storage } from '../store/storage';

export const LOCALES = ['en', 'zh-hk', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The persisted interface language (default en). */
export const storedLocale = (): Locale => {
    const locale = storage.get('locale');
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
};
