/**
 * Where a customer's consent to reminders came from (Hong Kong's PDPO: consent is given, never assumed, and kept
 * with its source): a tick in the staff form, on the online booking page, or an import.
 */
export const CONSENT_SOURCES = ['staff', 'online', 'import'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
