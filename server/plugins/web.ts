import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const API_PATH = /^\/(public|api|admin\/v\d)\//;

/** Serves the built web app: real files from dist/, and index.html for every page route of the single-page app. */
async function webPlugin(app: FastifyInstance, options: { distDir: string }) {
    if (!existsSync(join(options.distDir, 'index.html'))) {
        app.log.warn(`No web build in ${options.distDir}: run "npm run build" to serve the web app`);
        return;
    }
    await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: false,
        maxAge: '1y',
        immutable: true,
        setHeaders: (res, path) => {
            if (path.endsWith('index.html')) res.header('Cache-Control', 'no-cache');
        },
    });
    // Files in dist/ have their own routes (wildcard: false); what is left is a page route, an unknown file or API path.
    app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, (request, reply) => {
        const path = request.url.split('?')[0];
        if (API_PATH.test(path) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
}

export default fp(webPlugin, { name: 'web' });
