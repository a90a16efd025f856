import { and, eq, sql } from 'drizzle-orm';
import type { ConsentSource } from '../../../common/consent';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { consentColumns } from './consent';

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
