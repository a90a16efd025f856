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
}

/**
 * The first SIGTERM or SIGINT stops accepting, lets requests in flight finish (cutting the connections still open
 * after DRAIN_TIMEOUT_MS), closes the database and exits 0. A second signal exits at once with 128 + its number,
 * as a shell reports a process killed by that signal.
 */
export function exitGracefullyOnSignals({ app, closeDatabase }: Stoppable): void {
    let stopping = false;
    const onSignal = (signal: NodeJS.Signals) => {
        if (stopping) {
            app.log.warn(`${signal} again: exiting now`);
            process.exit(128 + constants.signals[signal]);
        }
        stopping = true;
        app.log.info(`${signal}: shutting down (send it again to exit at once)`);
        setTimeout(() => {
            app.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms: exiting`);
            process.exit(1);
        }, SHUTDOWN_DEADLINE_MS).unref();
        const cutLingering = setTimeout(() => {
            app.log.warn(`requests still open after ${DRAIN_TIMEOUT_MS} ms: closing their connections`);
            app.server.closeAllConnections();
        }, DRAIN_TIMEOUT_MS).unref();

        app.close()
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
    for (const signal of SIGNALS) process.on(signal, onSignal);
}
