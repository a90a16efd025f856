import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Tx } from '../../db/client';
import { customers, workspaces } from '../../db/schema';
import { notFound } from '../../http/errors';
import { writeConsent } from '../customer/write-consent';
import { GarageFace, garageFace } from './garage-face';
import { createLink, portalUrl } from './links';

export const OptOutPage = Type.Object(
    {
        purpose: Type.Literal('opt_out'),
        locale: Type.String({ description: "The customer's preferred language: the page's, unless they switch" }),
        garage: GarageFace,
        customer: Type.Object({ name: Type.String() }),
        reminder_consent: Type.Boolean({ description: 'Whether the garage may send this customer reminders' }),
    },
    { title: 'OptOutPage' },
);

/**
 * A new opt-out link for the customer, for every drafted message's {{opt_out_link}}. Each message gets its own: only
 * a token's hash is kept, so an earlier link's URL cannot be given again; all of them act on the same customer.
 */
export async function optOutLink(
    tx: Tx,
    {
        workspaceId,
        customerId,
        by,
        origin,
    }: { workspaceId: number; customerId: number; by: number | null; origin: string },
) {
    const { link, token } = await createLink(tx, { workspaceId, customerId, purpose: 'opt_out', by });
    return { link, url: portalUrl(origin, 'opt_out', token) };
}

/** What the opt-out page shows: the garage, the customer's name and whether they receive reminders. */
export async function optOutView(tx: Tx, workspaceId: number, customerId: number): Promise<Static<typeof OptOutPage>> {
    const [row] = await tx
        .select({
            garage: workspaces,
            name: customers.name,
            locale: customers.preferredLocale,
            consent: customers.reminderConsent,
        })
        .from(customers)
        .innerJoin(workspaces, eq(workspaces.id, customers.workspaceId))
        .where(and(eq(customers.workspaceId, workspaceId), eq(customers.id, customerId)));
    if (!row) throw notFound();
    return {
        purpose: 'opt_out',
        locale: row.locale,
        garage: garageFace(row.garage),
        customer: { name: row.name },
        reminder_consent: row.consent,
    };
}

/**
 * Sets the customer's reminder consent from their opt-out link: opting out clears it with its source and time, opting
 * in again gives it online, now. A change is a new version of the customer (the garage's open form then saves 409
 * `stale`); asking for the state they are already in changes nothing.
 */
export async function setReminderConsent(tx: Tx, workspaceId: number, customerId: number, consent: boolean) {
    await writeConsent(tx, { workspaceId, customerId }, { consent, source: 'online', onlyIfChanged: true });
    return optOutView(tx, workspaceId, customerId);
}
