import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { App } from '../../http/app-type';
import { responses } from '../../http/schemas';
import { CHECK_TIMEOUT_MS, CheckFailure, readinessChecks, withTimeout, type Check } from './checks';

const Live = Type.Object({ status: Type.Literal('ok') });

const Outcome = Type.Optional(Type.String());
const Ready = Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
    failed: Type.Array(Type.String(), { description: 'The checks that failed (none when ready)' }),
    checks: Type.Object(
        { database: Outcome, migrations: Outcome, redis: Outcome, asset_store: Outcome, shutdown: Outcome },
        {
            description:
                "Each check run and its outcome: 'ok', 'failed', 'timed out' or, for migrations, 'pending'. " +
                'redis runs when REDIS_URL is set, asset_store when the store can be pinged; shutdown fails alone ' +
                'once the server is stopping',
        },
    ),
});

interface Result {
    name: string;
    reason: string;
    error?: unknown;
}

async function run(name: string, check: Check): Promise<Result> {
    try {
        await withTimeout(check(), CHECK_TIMEOUT_MS, name);
        return { name, reason: 'ok' };
    } catch (error) {
        return { name, reason: error instanceof CheckFailure ? error.reason : 'failed', error };
    }
}

/**
 * GET /health/live (the process answers) and GET /health/ready (it can serve: see checks.ts), for load balancers and
 * orchestrators. Public, not rate limited, and logged only when readiness changes, as they are asked every second.
 */
async function healthRoutes(app: App) {
    const checksNow = readinessChecks(app);
    let lastFailed = '';

    const quiet = { logLevel: 'warn' as const, config: { auth: 'public' as const } };
    app.get(
        '/health/live',
        {
            ...quiet,
            schema: {
                operationId: 'getLiveness',
                tags: ['health'],
                summary: 'The process answers (for a liveness probe: restart it when this fails)',
                response: responses({ 200: Live }),
            },
        },
        async () => ({ status: 'ok' as const }),
    );

    app.get(
        '/health/ready',
        {
            ...quiet,
            schema: {
                operationId: 'getReadiness',
                tags: ['health'],
                summary: 'The server can serve requests (for a load balancer: send it none while this answers 503)',
                response: responses({ 200: Ready, 503: Ready }),
            },
        },
        async (_request, reply) => {
            if (app.isShuttingDown()) {
                return reply
                    .status(503)
                    .send({ status: 'unavailable', failed: ['shutdown'], checks: { shutdown: 'stopping' } });
            }
            const results = await Promise.all(Object.entries(checksNow()).map(([name, check]) => run(name, check)));
            const failures = results.filter(result => result.reason !== 'ok');
            const failed = failures.map(result => result.name);
            if (failed.join() !== lastFailed) {
                lastFailed = failed.join();
                if (failures.length) {
                    const errors = Object.fromEntries(failures.map(({ name, error }) => [name, String(error)]));
                    app.log.warn({ checks: errors }, `not ready: ${lastFailed} failing`);
                } else app.log.info('ready again: every check passes');
            }
            const checks = Object.fromEntries(results.map(({ name, reason }) => [name, reason]));
            return reply
                .status(failures.length ? 503 : 200)
                .send({ status: failures.length ? 'unavailable' : 'ok', failed, checks });
        },
    );
}

export default fp(healthRoutes, { name: 'health', dependencies: ['db', 'rate-limit', 'stopping'] });
