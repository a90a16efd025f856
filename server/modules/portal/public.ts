import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Tx } from '../../db/client';
import { workspaces } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import type { App } from '../../http/app-type';
import { AppError } from '../../http/errors';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { ApproveBody, approveEstimate } from '../approval/approve';
import { EstimatePage, estimateView } from '../approval/view';
import { CUSTOMER_BOOKING_ACTIONS, type CustomerBookingAction } from '../../../common/online-booking';
import { actOnBooking, BookingPage, bookingView } from './booking-view';
import { invoiceView, PortalPage } from './invoice-view';
import { recordLinkView } from './link-views';
import { openLink, type PortalLink } from './links';
import { OptOutPage, optOutView, setReminderConsent } from './opt-out';

const params = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const ERRORS =
    '404 `link_not_found` (no such link), 410 `link_expired` or `link_revoked` (the garage withdrew it); 429 ' +
    '`rate_limited` past the limit per address.';

const notFound = () => new AppError(404, 'link_not_found', 'This link does not open anything');

/**
 * A suspended garage is read only (issue #18), to its customers' answers too: 409 `garage_unavailable`. Stopping
 * reminders stays the customer's to do.
 */
async function assertGarageOpen(tx: Tx, workspaceId: number) {
    const [workspace] = await tx
        .select({ status: workspaces.status })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
    if (workspace?.status !== 'active')
        throw new AppError(409, 'garage_unavailable', 'This garage cannot take answers online at the moment');
}

/**
 * `GET /public/v3/portal/{token}`: what a customer's portal link shows, without signing in: an estimate
 * (which `POST …/approve` signs), an invoice, a booking (which `POST …/booking` confirms or cancels), or an opt-out
 * link's reminder consent, which `POST …/opt-out` and `…/opt-in` change. Rate limited per address.
 */
export default async function portalPublicRoutes(app: App) {
    /** The link the request's token opens, counted against the address's limit. */
    const open = async (request: FastifyRequest, token: string) => {
        await app.limitPortal(request);
        return openLink(app.db, token);
    };

    app.get(
        '/public/v3/portal/:token',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'openPortalLink',
                summary:
                    "What a customer's link shows: the estimate to approve, the invoice, the booking, or their " +
                    'reminder consent, in their language',
                description:
                    `\`purpose\` says which: \`estimate\`, \`invoice\`, \`booking\` or \`opt_out\`. The first opening ` +
                    'of a link is kept: an estimate becomes `viewed`, and staff are told an invoice was opened. ' +
                    ERRORS,
                tags: ['portal'],
                params,
                response: responses({ 200: Ok(Type.Union([EstimatePage, PortalPage, BookingPage, OptOutPage])) }),
            },
        },
        async request => {
            const link = await open(request, request.params.token);
            const page = await withTenant(
                app.db,
                link.workspaceId,
                async (
                    tx,
                ): Promise<EstimatePage | Static<typeof PortalPage | typeof BookingPage | typeof OptOutPage>> => {
                    await recordLinkView(tx, app.permissions, link);
                    if (link.purpose === 'estimate') return estimateView(tx, link.workspaceId, link.jobId!);
                    if (link.purpose === 'invoice') return invoiceView(tx, link.workspaceId, link.jobId!);
                    if (link.purpose === 'booking') return bookingView(tx, link.workspaceId, link.bookingId!);
                    if (link.purpose === 'opt_out') return optOutView(tx, link.workspaceId, link.customerId!);
                    throw notFound();
                },
            );
            return ok(request, page);
        },
    );

    app.post(
        '/public/v3/portal/:token/approve',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'approveEstimate',
                summary: 'The customer approves or declines each line of their estimate and signs with their name',
                description:
                    'Every line of the estimate exactly once across the two lists (400 `validation_failed` with ' +
                    'details otherwise); `signature_name` 1–100 characters once trimmed, at least two of them letters ' +
                    'or digits (`too_short`). 409 `estimate_closed` once the job is invoiced, paid, void or cancelled; ' +
                    '`estimate_changed` when ' +
                    '`estimate_hash` is not the current one (the page must be reloaded), `already_approved` when the ' +
                    'estimate as it is was signed already: nothing is saved then. Keeps the name, the time, the ' +
                    'address, the user agent and the hash. Only an estimate link: another is 404 `link_not_found`; a ' +
                    'suspended garage 409 `garage_unavailable`. ' +
                    ERRORS,
                tags: ['portal'],
                params,
                body: ApproveBody,
                response: responses({ 200: Ok(EstimatePage) }),
            },
        },
        async request => {
            const link = await open(request, request.params.token);
            if (link.purpose !== 'estimate') throw notFound();
            const page = await withTenant(app.db, link.workspaceId, async tx => {
                await assertGarageOpen(tx, link.workspaceId);
                return approveEstimate(tx, app.permissions, link, {
                    ...request.body,
                    ipAddress: request.ip,
                    userAgent: request.headers['user-agent'] ?? '',
                });
            });
            return ok(request, page);
        },
    );

    const consentRoute = (action: 'opt-out' | 'opt-in', consent: boolean) =>
        app.post(
            `/public/v3/portal/:token/${action}`,
            {
                config: { auth: 'public' },
                schema: {
                    operationId: consent ? 'optInReminders' : 'optOutOfReminders',
                    summary: consent
                        ? 'The customer receives reminders again (their opt-out link)'
                        : 'The customer stops receiving reminders (their opt-out link)',
                    description:
                        `Answers the new state; asking again changes nothing. Only an opt-out link: another is 404 ` +
                        `\`link_not_found\`. ${ERRORS}`,
                    tags: ['portal'],
                    params,
                    response: responses({ 200: Ok(OptOutPage) }),
                },
            },
            async request => {
                const link: PortalLink = await open(request, request.params.token);
                if (link.purpose !== 'opt_out') throw notFound();
                const page = await withTenant(app.db, link.workspaceId, tx =>
                    setReminderConsent(tx, link.workspaceId, link.customerId!, consent),
                );
                return ok(request, page);
            },
        );
    consentRoute('opt-out', false);
    consentRoute('opt-in', true);

    app.post(
        '/public/v3/portal/:token/booking',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'actOnBooking',
                summary: 'The customer confirms or cancels their booking (their booking link)',
                description:
                    'confirm: pending → confirmed; cancel: pending or confirmed → cancelled; each a new version of the ' +
                    'booking. Asking for the state it is in answers it unchanged; any other is 409 `booking_closed`. ' +
                    `Only a booking link: another is 404 \`link_not_found\`; a suspended garage 409 ` +
                    `\`garage_unavailable\`. ${ERRORS}`,
                tags: ['portal'],
                params,
                body: Type.Object(
                    { action: Type.Enum(Object.keys(CUSTOMER_BOOKING_ACTIONS) as CustomerBookingAction[]) },
                    { additionalProperties: false },
                ),
                response: responses({ 200: Ok(BookingPage) }),
            },
        },
        async request => {
            const link = await open(request, request.params.token);
            if (link.purpose !== 'booking') throw notFound();
            const page = await withTenant(app.db, link.workspaceId, async tx => {
                await assertGarageOpen(tx, link.workspaceId);
                return actOnBooking(
                    tx,
                    app.permissions,
                    { workspaceId: link.workspaceId, bookingId: link.bookingId! },
                    request.body.action,
                );
            });
            return ok(request, page);
        },
    );
}
