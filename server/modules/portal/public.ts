import { Type } from 'typebox';
import { withTenant } from '../../db/tenant';
import type { App } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { invoiceView, PortalPage } from './invoice-view';
import { openLink } from './links';

/**
 * `GET /public/v3/portal/{token}`: what a customer's portal link shows, without signing in (DESIGN §14). Rate limited
 * per address; 404 `link_not_found`, 410 `link_expired` or `link_revoked` when the link opens nothing.
 */
export default async function portalPublicRoutes(app: App) {
    app.get(
        '/public/v3/portal/:token',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'openPortalLink',
                summary: "What a customer's link shows: the invoice, in the customer's language",
                description:
                    '404 `link_not_found` (no such link), 410 `link_expired` (30 days passed) or `link_revoked` (the ' +
                    'garage withdrew it); 429 `rate_limited` past the limit per address.',
                tags: ['portal'],
                params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
                response: responses({ 200: Ok(PortalPage) }),
            },
        },
        async request => {
            await app.limitPortal(request);
            const link = await openLink(app.db, request.params.token, 'invoice');
            const page = await withTenant(app.db, link.workspaceId, tx =>
                invoiceView(tx, link.workspaceId, link.jobId!),
            );
            return ok(request, page);
        },
    );
}
