import type { Locale } from './locale';

export interface Messages {
    [key: string]: string | Messages;
}

/** The same key tree as `T`, every leaf a string: a translation must have exactly the keys of the English one. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export type Namespace<T extends Messages = Messages> = Record<Locale, T>;

/**
 * Declares one translation namespace (`src/i18n/namespaces/<name>.ts`). The compiler rejects a zh-hk or zh-cn object
 * with a missing or an extra key, at any depth, compared with en.
 */
export const defineNamespace = <T extends Messages>(namespace: {
    en: T;
    'zh-hk': NoInfer<SameKeys<T>>;
    'zh-cn': NoInfer<SameKeys<T>>;
}): Namespace<SameKeys<T>> => namespace as Namespace<SameKeys<T>>;
