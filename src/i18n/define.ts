export const LOCALES = ['en', 'zh-hk', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

export interface Messages {
    [key: string]: string | Messages;
}

/** The same key tree as `T`, every leaf a string: a translation must have exactly the keys of the English one. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export type Namespace<T extends Messages = Messages> = Record<Locale, T>;

/**
 * Declares one translation namespace. The compiler rejects a zh-hk or zh-cn object with a missing or an extra key
 * (at any depth) compared with en.
 */
export const defineNamespace = <const T extends Messages>(namespace: {
    en: T;
    'zh-hk': NoInfer<SameKeys<T>>;
    'zh-cn': NoInfer<SameKeys<T>>;
}): Namespace<T> => namespace as Namespace<T>;
