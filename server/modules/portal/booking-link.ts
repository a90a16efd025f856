import type { Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { findRecord } from '../../resources/queries';
import { bookingResource } from '../booking/resource';
import { createLink, portalUrl } from './links';

/**
 * A new link on which the customer sees booking `bookingId` and confirms or cancels it (the share route's, and a
 * drafted booking message's {{link}}): 404 when the workspace has no such booking.
 */
export async function shareBooking(
    tx: Tx,
    {
        workspaceId,
        bookingId,
        by,
        origin,
    }: { workspaceId: number; bookingId: number; by: number | null; origin: string },
) {
    const booking = await findRecord(tx, bookingResource, workspaceId, bookingId);
    if (!booking) throw notFound();
    const { link, token } = await createLink(tx, { workspaceId, bookingId, purpose: 'booking', by });
    return { link, url: portalUrl(origin, 'booking', token) };
}
