import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The portal's API: a customer's link token in the path, the customer's invoice or estimate in the answer. */
const PORTAL_API = /^\/public\/v\d+\/portal(\/|$)/;
/** The portal's pages (portal.html), whose URL carries the token. */
const PORTAL_PAGE = /^\/portal(\/|$)/;

/**
 * What the customer portal's answers say to browsers and proxies, errors included: its API answers are
 * never stored (`Cache-Control: no-store`, so a shared computer or a proxy keeps no invoice), and neither they nor
 * its pages send their URL — the token — to another site (`Referrer-Policy: no-referrer`).
 */
async function portalHeadersPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
        const path = request.url.split('?')[0];
        if (PORTAL_API.test(path)) reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
        else if (PORTAL_PAGE.test(path)) reply.header('Referrer-Policy', 'no-referrer');
        return payload;
    });
}

export default fp(portalHeadersPlugin, { name: 'portal-headers' });
