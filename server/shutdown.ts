import type { FastifyInstance } from 'fastify';
import { constants } from 'node:os';

/** How long requests in flight may take to finish before their connections are cut. */
export const DRAIN_TIMEOUT_MS = 7_000;
/** The process exits by then, whatever clients or the database do. */
export const SHUTDOWN_DEADLINE_MS = 9_500;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

interface Stoppable {
    app: FastifyInstance;
    closeDatabase(): Promise<void>;
    /** How long the server keeps serving, with /health/ready answering 503, before it stops accepting. */
    delayMs?: number;
}

/**
 * The first SIGTERM or SIGINT drains the server:
 * 1. /health/ready answers 503 at once, and every answer closes its connection (plugins/stopping.ts);
 * 2. for `delayMs` it keeps serving, while the load balancer's checks see the 503 and take it out of the pool;
 * 3. then it stops accepting connections, closes the idle keep-alive ones (Fastify's `forceCloseConnections:
 *    'idle'`) and answers the requests in flight, each with `Connection: close`; a request that arrives on an open
 *    connection meanwhile is answered 503 without being run (Fastify's `return503OnClosing`);
 * 4. it closes the database and exits 0.
 * Connections still open DRAIN_TIMEOUT_MS after the signal are cut, and the process exits by SHUTDOWN_DEADLINE_MS
 * whatever happens. A second signal exits at once with 128 + its number, as a shell reports a process killed by it.
 */
export function exitGracefullyOnSignals({ app, closeDatabase, delayMs = 0 }: Stoppable): void {
    let stopping = false;
    const onSignal = (signal: NodeJS.Signals) => {
        if (stopping) {
            app.log.warn(`${signal} again: exiting now`);
            process.exit(128 + constants.signals[signal]);
        }
        stopping = true;
        app.markShuttingDown();
        const delay = delayMs ? `, /health/ready answers 503; stop accepting in ${delayMs} ms` : '';
        app.log.info(`${signal}: shutting down${delay} (send it again to exit at once)`);
        setTimeout(() => {
            app.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms: exiting`);
            process.exit(1);
        }, SHUTDOWN_DEADLINE_MS).unref();
        const cutLingering = setTimeout(() => {
            app.log.warn(`requests still open after ${DRAIN_TIMEOUT_MS} ms: closing their connections`);
            app.server.closeAllConnections();
        }, DRAIN_TIMEOUT_MS).unref();

        const close = () => {
            app.log.info('no longer accepting connections: answering the requests in flight');
            return app
                .close()
                .then(() => clearTimeout(cutLingering))
                .then(closeDatabase)
                .then(
                    () => process.exit(0),
                    (error: unknown) => {
                        app.log.error(error, 'shutdown failed');
                        process.exit(1);
                    },
                );
        };
        if (delayMs) setTimeout(close, delayMs);
        else void close();
    };
    for (const signal of SIGNALS) process.on(signal, onSignal);
}
