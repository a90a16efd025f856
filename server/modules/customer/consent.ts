import type { ConsentSource } from '../../../common/consent';

/**
 * A customer's reminder consent columns once it is given now from `source`, or withdrawn (Hong Kong's PDPO: consent is
 * kept with where it came from and when; withdrawn, neither is kept).
 */
export const consentColumns = (consent: boolean, source: ConsentSource) =>
    consent
        ? { reminderConsent: true, consentSource: source, consentAt: new Date() }
        : { reminderConsent: false, consentSource: null, consentAt: null };

/**
 * For a staff write of a customer: turning reminder consent on records it as given by staff now, turning it off clears
 * its source and time, and leaving it as it was keeps them. Adds those fields to the write's `values`.
 */
export function staffConsent(current: Record<string, unknown> | null, values: Record<string, unknown>) {
    if (!('reminder_consent' in values)) return;
    const given = Boolean(values.reminder_consent);
    if (given === Boolean(current?.reminder_consent)) return;
    const { consentSource, consentAt } = consentColumns(given, 'staff');
    values.consent_source = consentSource;
    values.consent_at = consentAt;
}
