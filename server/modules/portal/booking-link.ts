import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { notFound } from '../../http/errors';
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
    // Read here rather than through the booking's declaration, which drafts the confirmation that asks for this link.
    const [booking] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, bookingId)));
    if (!booking) throw notFound();
    const { link, token } = await createLink(tx, { workspaceId, bookingId, purpose: 'booking', by });
    return { link, url: portalUrl(origin, 'booking', token) };
}
