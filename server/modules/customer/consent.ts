import { and, eq, sql } from 'drizzle-orm';
import type { ConsentSource } from '../../../common/consent';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';

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

/**
 * Writes the customer's reminder consent as given now from `source`, or withdrawn: a new version of the customer (a
 * form open at the garage then saves 409 `stale`). `onlyIfChanged`: nothing is written when it already is `consent`.
 */
export async function writeConsent(
    tx: Tx,
    { workspaceId, customerId }: { workspaceId: number; customerId: number },
    { consent, source, onlyIfChanged = false }: { consent: boolean; source: ConsentSource; onlyIfChanged?: boolean },
) {
    await tx
        .update(customers)
        .set({ ...consentColumns(consent, source), updatedAt: new Date(), version: sql`${customers.version} + 1` })
        .where(
            and(
                eq(customers.workspaceId, workspaceId),
                eq(customers.id, customerId),
                onlyIfChanged ? eq(customers.reminderConsent, !consent) : undefined,
            ),
        );
}
