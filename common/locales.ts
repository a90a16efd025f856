/** The languages of the interface, of printed invoices and of a customer's messages. */
export const LOCALES = ['en', 'zh-hk', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];
