import { Type, type TSchema } from 'typebox';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { Id, IdParams, responses, Ok, Timestamp } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { resourcePath, type Resource } from '../../resources/declare';
import { bookingResource } from '../booking/resource';
import { jobResource } from '../job/resource';
import { shareBooking } from './booking-link';
import { shareJob, type JobLinkPurpose } from './invoice-link';
import { revokeLink, type LinkSubject, type PortalLink } from './links';

const JobShareBody = Type.Object(
    {
        purpose: Type.Optional(
            Type.Enum(['estimate', 'invoice'], {
                default: 'invoice',
                description: 'What the link opens: the estimate to approve, or the invoice (the default)',
            }),
        ),
    },
    { additionalProperties: false },
);
const SharedLink = Type.Object(
    {
        id: Type.Integer({ description: 'The link, to revoke it' }),
        purpose: Type.String(),
        url: Type.String({ description: 'The page the customer opens; the token in it is shown only this once' }),
        expires_at: Timestamp,
    },
    { title: 'PortalLink' },
);
const RevokedLink = Type.Object({ id: Type.Integer(), revoked_at: Timestamp }, { title: 'RevokedPortalLink' });

interface Shared {
    link: PortalLink;
    url: string;
}

/** What one record type's share routes need: its resource, who may share, and how a link to one record is made. */
interface ShareRoutes {
    resource: Resource;
    permission: string;
    operationIds: { share: string; revoke: string };
    summary: string;
    description: string;
    body?: TSchema;
    subject: (id: number) => LinkSubject;
    share: (
        tx: Tx,
        args: { workspaceId: number; id: number; by: number; origin: string; body: { purpose?: JobLinkPurpose } },
    ) => Promise<Shared>;
}

/**
 * `POST …/{id}/share`: a customer portal link to a record; `DELETE …/{id}/share/{link_id}` revokes one.
 * Both need the record type's write permission; another workspace's record is 404.
 */
function shareRoutes(app: App, spec: ShareRoutes) {
    const path = resourcePath(spec.resource);
    const tags = [spec.resource.name];
    const config = { auth: 'workspace' as const, permission: spec.permission };
    app.post(
        `${path}/:id/share`,
        {
            config,
            schema: {
                operationId: spec.operationIds.share,
                summary: spec.summary,
                description: spec.description,
                tags,
                security: bearer,
                params: IdParams,
                ...(spec.body ? { body: spec.body } : {}),
                response: responses({ 201: Ok(SharedLink) }),
            },
        },
        async (request, reply) => {
            const { workspaceId, membershipId } = requirePrincipal(request, 'workspace');
            const { link, url } = await withTenant(app.db, workspaceId, tx =>
                spec.share(tx, {
                    workspaceId,
                    id: request.params.id,
                    by: membershipId,
                    origin: app.publicOrigin(request),
                    body: (request.body ?? {}) as { purpose?: JobLinkPurpose },
                }),
            );
            return reply
                .status(201)
                .send(
                    ok(request, { id: link.id, purpose: link.purpose, url, expires_at: link.expiresAt.toISOString() }),
                );
        },
    );

    app.delete(
        `${path}/:id/share/:link_id`,
        {
            config,
            schema: {
                operationId: spec.operationIds.revoke,
                summary: 'Withdraw a link given to the customer: it opens 410 `link_revoked` from now on',
                tags,
                security: bearer,
                params: Type.Object({ id: Id(), link_id: Id() }),
                response: responses({ 200: Ok(RevokedLink) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const link = await withTenant(app.db, workspaceId, tx =>
                revokeLink(tx, workspaceId, spec.subject(request.params.id), request.params.link_id),
            );
            if (!link?.revokedAt) throw notFound();
            return ok(request, { id: link.id, revoked_at: link.revokedAt.toISOString() });
        },
    );
}

/** The share routes of invoices (`invoice:write`) and of bookings (`booking:write`). */
export default async function portalShareRoutes(app: App) {
    shareRoutes(app, {
        resource: jobResource,
        permission: 'invoice:write',
        operationIds: { share: 'shareJob', revoke: 'revokeJobShare' },
        summary: 'A link that shows the customer this invoice or estimate, without signing in, for 30 days',
        description:
            '409 `invalid_transition` unless an invoice is invoiced or paid, or an estimate neither cancelled ' +
            'nor void; an estimate of no lines is 400 on `lines`. The URL is PUBLIC_URL (else the ' +
            "request's origin) + `/portal/invoice/<token>` or `/portal/estimate/<token>`; only the token's " +
            'SHA-256 is stored.',
        body: JobShareBody,
        subject: jobId => ({ jobId }),
        share: (tx, { id, body, ...rest }) => shareJob(tx, { jobId: id, purpose: body.purpose ?? 'invoice', ...rest }),
    });
    shareRoutes(app, {
        resource: bookingResource,
        permission: 'booking:write',
        operationIds: { share: 'shareBooking', revoke: 'revokeBookingShare' },
        summary: 'A link on which the customer sees this booking and confirms or cancels it, for 30 days',
        description:
            "The URL is PUBLIC_URL (else the request's origin) + `/portal/booking/<token>`; only the token's SHA-256 " +
            'is stored.',
        subject: bookingId => ({ bookingId }),
        share: (tx, { id, body: _, ...rest }) => shareBooking(tx, { bookingId: id, ...rest }),
    });
}
