import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { App } from '../../http/app-type';
import { unauthorized } from '../../http/errors';
import { poolGauges, queueGauge, replicaFallbackCounter } from './collectors';

/** The route label of requests no route matched (404s), so made-up URLs cannot grow the label set. */
export const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
    const [scheme, given] = request.headers.authorization?.split(' ') ?? [];
    return scheme?.toLowerCase() === 'bearer' && timingSafeEqual(digest(given ?? ''), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN; without the token set there is no
 * such route. Each app has its own registry (tests build several in one process).
 */
async function metricsRoutes(app: App, options: { token: string | null }) {
    const { token } = options;
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    poolGauges(registry, app.db);
    replicaFallbackCounter(registry, app.replicaReads);
    queueGauge(registry, app.queue, app.log);

    const duration = new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from request to response, by method, route pattern and status code',
        labelNames: ['method', 'route', 'status_code'],
        registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
        const labels = {
            method: request.method,
            route: request.routeOptions.url ?? UNMATCHED_ROUTE,
            status_code: reply.statusCode,
        };
        duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get(
        '/metrics',
        { logLevel: 'warn', config: { auth: 'public' }, schema: { hide: true } },
        async (request, reply) => {
            if (!bearerMatches(request, token)) throw unauthorized();
            return reply.type(registry.contentType).send(await registry.metrics());
        },
    );
}

export default fp(metricsRoutes, { name: 'metrics', dependencies: ['db', 'queue'] });
