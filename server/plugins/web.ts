import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Paths the server answers itself, or 404 (/metrics without METRICS_TOKEN): never a page of the web app. */
const SERVER_PATH = /^\/(public\/|api\/|admin\/v\d\/|health\/|metrics$)/;

/** The customer portal is an entry of its own (portal.html): a customer's phone downloads none of the staff app. */
const PORTAL_PATH = /^\/portal(\/|$)/;

/**
 * Serves the built web app: real files from dist/, portal.html for the customer portal's pages and index.html for
 * every other page route of the single-page app.
 */
async function webPlugin(app: FastifyInstance, options: { distDir: string }) {
    if (!existsSync(join(options.distDir, 'index.html'))) {
        app.log.warn(`No web build in ${options.distDir}: run "npm run build" to serve the web app`);
        return;
    }
    await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: false,
        // The build wrote <file>.br and <file>.gz beside each compressible file (scripts/compress-dist.ts): each
        // browser gets the smallest it accepts, with Vary: Accept-Encoding.
        preCompressed: true,
        maxAge: '1y',
        immutable: true,
        setHeaders: (res, path) => {
            // Only assets/ files are named after their content's hash, so only they can be kept for good.
            if (!relative(options.distDir, path).startsWith(`assets${sep}`)) res.header('Cache-Control', 'no-cache');
        },
    });
    // Files in dist/ have their own routes (wildcard: false); what is left is a page, an unknown file or a server path.
    app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, (request, reply) => {
        const path = request.url.split('?')[0];
        if (SERVER_PATH.test(path) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
        const page = PORTAL_PATH.test(path) ? 'portal.html' : 'index.html';
        return reply.sendFile(page);
    });
}

export default fp(webPlugin, { name: 'web' });
