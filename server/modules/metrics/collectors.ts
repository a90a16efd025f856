import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client';
import type { ReplicaReads } from '../../db/replica';
import type { Queue } from '../../queue';
import { CHECK_TIMEOUT_MS, withTimeout } from '../health/checks';

/** The PostgreSQL pool's connections, read at each scrape; PGlite has one connection and no pool, so nothing. */
export function poolGauges(registry: Registry, db: Db): void {
    const client = (db as unknown as { $client: unknown }).$client;
    if (!(client instanceof pg.Pool)) return;
    const pool = client;
    const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
            name,
            help,
            registers: [registry],
            collect() {
                this.set(read());
            },
        });
    gauge('db_pool_max_connections', 'Connections the database pool may open', () => pool.options.max);
    gauge('db_pool_connections', 'Connections the database pool has open', () => pool.totalCount);
    gauge('db_pool_idle_connections', 'Open connections no query is using', () => pool.idleCount);
    gauge('db_pool_waiting_queries', 'Queries waiting for a free connection', () => pool.waitingCount);
}

/** The reads that tolerate lag which the primary served because DATABASE_READ_URL's replica could not. */
export function replicaFallbackCounter(registry: Registry, replicaReads: ReplicaReads): void {
    new Counter({
        name: 'db_replica_fallbacks_total',
        help: 'Reads meant for the read replica that the primary served, the replica being unavailable',
        registers: [registry],
        collect() {
            this.reset();
            this.inc(replicaReads.fallbacks);
        },
    });
}

/** pg-boss's own queues (its cron's dispatch) are left out: the app's are the ones an operator acts on. */
const isInternal = (name: string) => name.startsWith('__pgboss__');

async function waitingJobs(queue: Queue): Promise<[string, number][]> {
    const names = (await queue.boss.getQueues()).map(({ name }) => name).filter(name => !isInternal(name));
    const waiting = await queue.waitingJobs();
    return names.map(name => [name, waiting.get(name) ?? 0]);
}

/** Jobs waiting in each queue (created or retrying, not yet active), counted at each scrape within a time limit. */
export function queueGauge(registry: Registry, queue: Queue, log: FastifyBaseLogger): void {
    new Gauge({
        name: 'job_queue_depth',
        help: 'Jobs waiting to run (created or retrying), by queue',
        labelNames: ['queue'],
        registers: [registry],
        async collect() {
            this.reset();
            try {
                const sizes = await withTimeout(waitingJobs(queue), CHECK_TIMEOUT_MS, 'counting waiting jobs');
                for (const [name, size] of sizes) this.set({ queue: name }, size);
            } catch (error) {
                log.warn({ err: error }, 'metrics: the job queue depth could not be read');
            }
        },
    });
}
