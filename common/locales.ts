/** The languages of the interface, of printed invoices and of a customer's messages. */
export const LOCALES = ['en', 'zh-hk', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A service's or part's name in a reader's language: the Chinese one for a Chinese reader, when the garage gave one;
 * either one when the other is empty.
 */
export interface CatalogueNamed {
    name: string;
    name_zh?: string | null;
}
export const catalogueName = (item: CatalogueNamed, locale: string): string =>
    (locale.startsWith('zh') && item.name_zh) || item.name || item.name_zh || '';
