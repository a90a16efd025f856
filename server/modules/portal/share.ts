import { Type } from 'typebox';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { Id, IdParams, responses, Ok, Timestamp } from '../../http/schemas';
import { requirePrincipal } from '../../plugins/auth';
import { resourcePath } from '../../resources/declare';
import { jobResource } from '../job/resource';
import { shareJob } from './invoice-link';
import { revokeJobLink } from './links';

const path = resourcePath(jobResource);
const tags = [jobResource.name];

const ShareBody = Type.Object(
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

/**
 * `POST …/invoice/{id}/share`: a customer portal link to the job (DESIGN §14); `DELETE …/invoice/{id}/share/{link_id}`
 * revokes one. Both need `invoice:write`; another workspace's job is 404.
 */
export default async function portalShareRoutes(app: App) {
    app.post(
        `${path}/:id/share`,
        {
            config: { auth: 'workspace', permission: 'invoice:write' },
            schema: {
                operationId: 'shareJob',
                summary: 'A link that shows the customer this invoice or estimate, without signing in, for 30 days',
                description:
                    '409 `invalid_transition` unless an invoice is invoiced or paid, or an estimate neither cancelled ' +
                    'nor void; an estimate of no lines is 400 on `lines`. The URL is PUBLIC_URL (else the ' +
                    "request's origin) + `/portal/invoice/<token>` or `/portal/estimate/<token>`; only the token's " +
                    'SHA-256 is stored.',
                tags,
                security: bearer,
                params: IdParams,
                body: ShareBody,
                response: responses({ 201: Ok(SharedLink) }),
            },
        },
        async (request, reply) => {
            const { workspaceId, membershipId } = requirePrincipal(request, 'workspace');
            const { link, url } = await withTenant(app.db, workspaceId, tx =>
                shareJob(tx, {
                    purpose: request.body.purpose ?? 'invoice',
                    workspaceId,
                    jobId: request.params.id,
                    by: membershipId,
                    origin: app.publicOrigin(request),
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
            config: { auth: 'workspace', permission: 'invoice:write' },
            schema: {
                operationId: 'revokeJobShare',
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
                revokeJobLink(tx, workspaceId, request.params.id, request.params.link_id),
            );
            if (!link?.revokedAt) throw notFound();
            return ok(request, { id: link.id, revoked_at: link.revokedAt.toISOString() });
        },
    );
}
