import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss, type JobWithMetadata, type ScheduleOptions, type SendOptions } from 'pg-boss';
import { rawSql, type Tx } from '../db/client';
import { bossDb, grantEnqueue, QUEUE_SCHEMA, retireUnmigratableSchema, transactionDb } from './sql';

export interface QueueOptions {
    /** false: this process only enqueues; no job runs here (tests that look at what was queued). */
    runWorkers?: boolean;
    /** Tries after the first, and the first wait between them (doubling, with jitter). */
    retryLimit?: number;
    retryDelaySeconds?: number;
    /** How often an idle worker looks for jobs. */
    pollingIntervalSeconds?: number;
}

export const DEFAULT_QUEUE_OPTIONS: Required<QueueOptions> = {
    runWorkers: true,
    retryLimit: 5,
    retryDelaySeconds: 30,
    pollingIntervalSeconds: 2,
};

export type JobHandler<T> = (job: JobWithMetadata<T>) => Promise<unknown>;

/** The job queue (pg-boss in the app's own database), as the app's modules use it. */
export interface Queue {
    readonly boss: PgBoss;
    readonly options: Required<QueueOptions>;
    /**
     * Sends a job (stately queues: one waiting per singleton key); with `tx`, it exists only if that transaction
     * commits. Null when a job of the same singleton key is already waiting.
     */
    send(name: string, data: object, options?: SendOptions & { tx?: Tx }): Promise<string | null>;
    /** Has this process's worker of `name` look for jobs now rather than at its next poll (after a `tx` commits). */
    wake(name: string): void;
    /**
     * Makes the queue `name` and runs `handler` for each of its jobs: `concurrency` workers, each taking up to
     * `batchSize` jobs at a time (no jobs when this process runs none). A queue must have been declared so before jobs are sent to it inside a transaction.
     */
    work<T extends object>(
        name: string,
        handler: JobHandler<T>,
        options?: { concurrency?: number; batchSize?: number },
    ): Promise<void>;
    /** Sends a job of `name` on a cron schedule (`tz`: an IANA zone, UTC by default); one schedule per name. */
    schedule(name: string, cron: string, data?: object, options?: ScheduleOptions): Promise<void>;
    /** Jobs waiting to run (created or to be retried) by queue, counted now (pg-boss's own counts lag behind). */
    waitingJobs(): Promise<Map<string, number>>;
    /** Stops the workers, waiting for the jobs in hand; safe to call more than once. */
    stop(): Promise<void>;
}

declare module 'fastify' {
    interface FastifyInstance {
        queue: Queue;
    }
}

const STOP_TIMEOUT_MS = 5_000;

async function queuePlugin(app: FastifyInstance, options: QueueOptions) {
    const settings = { ...DEFAULT_QUEUE_OPTIONS, ...options };
    const execute = rawSql(app.db);
    const db = bossDb(execute);
    if (await retireUnmigratableSchema(execute))
        app.log.warn(
            'job queue: the schema of pg-boss 10 was dropped for pg-boss 12 to make its own; queued messages are queued again',
        );
    const boss = new PgBoss({
        db,
        schema: QUEUE_SCHEMA,
        supervise: settings.runWorkers,
        schedule: settings.runWorkers,
    });
    boss.on('error', error => app.log.error(error, 'job queue error'));
    await boss.start();
    await grantEnqueue(execute);

    const queues = new Set<string>();
    const ensureQueue = async (name: string) => {
        if (queues.has(name)) return;
        await boss.createQueue(name, { policy: 'stately' });
        await grantEnqueue(execute, name);
        queues.add(name);
    };
    const workers = new Map<string, string[]>();
    let stopping: Promise<void> | null = null;

    const queue: Queue = {
        boss,
        options: settings,
        async send(name, data, { tx, ...sendOptions } = {}) {
            if (tx) {
                // Making the queue inside the transaction would wait for it on PGlite: the queue exists beforehand.
                if (!queues.has(name)) throw new Error(`Queue ${name} has no worker declared (work()) in this app`);
                return boss.send(name, data, { ...sendOptions, db: transactionDb(tx) });
            }
            await ensureQueue(name);
            const id = await boss.send(name, data, sendOptions);
            if (id) queue.wake(name);
            return id;
        },
        wake(name) {
            for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
        },
        async work(name, handler, { concurrency = 1, batchSize = 1 } = {}) {
            await ensureQueue(name);
            if (!settings.runWorkers || stopping) return;
            const ids = workers.get(name) ?? [];
            for (let i = 0; i < concurrency; i++) {
                const worker = { id: '' };
                // A batch's jobs run side by side, each failed (so retried) on its own; pg-boss completes the rest.
                // A full batch means more are waiting: the worker fetches again at once instead of at its next poll.
                const runBatch = async (jobs: JobWithMetadata<object>[]) => {
                    await Promise.all(
                        jobs.map(job =>
                            handler(job as JobWithMetadata<never>).catch(error => boss.fail(name, job.id, error)),
                        ),
                    );
                    if (jobs.length === batchSize && worker.id && !stopping) boss.notifyWorker(worker.id);
                };
                worker.id = await boss.work(
                    name,
                    { includeMetadata: true, batchSize, pollingIntervalSeconds: settings.pollingIntervalSeconds },
                    runBatch,
                );
                ids.push(worker.id);
            }
            workers.set(name, ids);
        },
        async schedule(name, cron, data, scheduleOptions) {
            await ensureQueue(name);
            await boss.schedule(name, cron, data, scheduleOptions);
        },
        async waitingJobs() {
            const { rows } = await execute(
                `SELECT name, count(*)::int AS waiting FROM ${QUEUE_SCHEMA}.job
                  WHERE state IN ('created', 'retry') GROUP BY name`,
            );
            return new Map(rows.map(row => [String(row.name), Number(row.waiting)]));
        },
        stop() {
            stopping ??= boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }).then(() => db.drain());
            return stopping;
        },
    };
    app.decorate('queue', queue);
    app.addHook('onClose', () => queue.stop());
}

export default fp(queuePlugin, { name: 'queue', dependencies: ['db'] });
