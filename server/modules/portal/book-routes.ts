import { Type } from 'typebox';
import { withTenant } from '../../db/tenant';
import type { App } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import type { Resource } from '../../resources/declare';
import { bookableServices } from './book-slots';
import {
    BookBody,
    BookedAnswer,
    bookingWorkspace,
    bookOnline,
    BookPage,
    FreeSlots,
    freeSlots,
    pageRules,
    SlotsQuery,
    splitIds,
} from './book';
import { portalGarage } from './booking-view';

const params = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });
const ERRORS =
    '404 `booking_page_not_found` when no garage has this address or its online booking is off; 429 `rate_limited` ' +
    'past the portal limit per address.';
const tags = ['portal'];
const config = { auth: 'public' as const };

/**
 * A garage's online booking page, `/portal/book/{slug}`: its services, the free slots of a day, and a
 * booking, pending until the garage confirms it. Nothing of any customer is ever answered. Rate limited per address.
 */
export default async function onlineBookingRoutes(app: App, { resolve }: { resolve: (name: string) => Resource }) {
    /** The workspace of the page, counted against the address's portal limit. */
    const open = async (request: Parameters<App['limitPortal']>[0], slug: string) => {
        await app.limitPortal(request);
        return bookingWorkspace(app.db, slug);
    };

    app.get(
        '/public/v3/portal/book/:slug',
        {
            config,
            schema: {
                operationId: 'openBookingPage',
                summary:
                    "A garage's online booking page: its name, address, phone, the services it takes online, its " +
                    'booking rules and the days it offers',
                description: ERRORS,
                tags,
                params,
                response: responses({ 200: Ok(BookPage) }),
            },
        },
        async request => {
            const workspace = await open(request, request.params.slug);
            const page = await withTenant(app.db, workspace.id, async tx => ({
                garage: await portalGarage(tx, workspace.id),
                services: await bookableServices(tx, workspace.id),
                ...pageRules(workspace),
            }));
            return ok(request, page);
        },
    );

    app.get(
        '/public/v3/portal/book/:slug/slots',
        {
            config,
            schema: {
                operationId: 'listFreeSlots',
                summary: 'The free starts of a day for the chosen services, in the garage’s zone',
                description:
                    "On the garage's clock, every 30 minutes (the hour and the half hour) from the day's opening while " +
                    'the services, one after another, end by its close; none on a closed weekday or closed date, ' +
                    'sooner than the minimum notice or past the horizon; only where a bay stays free all along ' +
                    '(bookings and jobs hold bays as staff bookings count them). A service not offered: 400 on ' +
                    `service_ids. ${ERRORS}`,
                tags,
                params,
                querystring: SlotsQuery,
                response: responses({ 200: Ok(FreeSlots) }),
            },
        },
        async request => {
            const workspace = await open(request, request.params.slug);
            const { date, service_ids } = request.query;
            const slots = await withTenant(app.db, workspace.id, tx =>
                freeSlots(tx, workspace, date, splitIds(service_ids)),
            );
            return ok(request, slots);
        },
    );

    app.post(
        '/public/v3/portal/book/:slug',
        {
            config,
            schema: {
                operationId: 'bookOnline',
                summary: 'A customer books a free slot: a pending booking for the garage to confirm',
                description:
                    'The customer is the garage’s customer with this phone (spacing and +852 aside), else a new one; the ' +
                    'vehicle the one with this plate, else a new one of theirs; the booking is `source: online`, and ' +
                    "staff are notified. Every rule is checked again before anything is written: a start the garage's " +
                    'rules refuse is 400 on starts_at (`too_soon`, `beyond_horizon`, `closed`, ' +
                    '`outside_opening_hours`; off the slots: `invalid_value`); more than 3 online bookings in an hour ' +
                    'from this address, or 2 pending for this phone: 429 `rate_limited` with Retry-After; every bay ' +
                    `taken meanwhile: 409 \`slot_full\`. A refused booking leaves nothing behind. ${ERRORS}`,
                tags,
                params,
                body: BookBody,
                response: responses({ 201: Ok(BookedAnswer) }),
            },
        },
        async (request, reply) => {
            const workspace = await open(request, request.params.slug);
            const booked = await withTenant(app.db, workspace.id, tx =>
                bookOnline(tx, workspace, request.body, { address: request.ip, resolve, permissions: app.permissions }),
            );
            return reply.status(201).send(ok(request, booked));
        },
    );
}
