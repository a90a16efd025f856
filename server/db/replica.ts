import type { Db } from './client';

/** After the replica failed to serve a read, reads go to the primary this long before the replica is tried again. */
export const REPLICA_RETRY_AFTER_MS = 5_000;

/** Node's socket errors when the server cannot be reached at all. */
const UNREACHABLE = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EPIPE',
]);

/**
 * PostgreSQL's codes for a server that cannot serve now: connection exceptions (class 08), shutting down or starting
 * up (57P01–57P03), too many connections (53300), and a standby cancelling a query that conflicts with the replay of
 * the primary's changes (40001).
 */
const CANNOT_SERVE = /^(08...|57P0[123]|53300|40001)$/;

/** node-postgres's own messages for a connection that timed out or was cut. */
const CUT = /timeout exceeded when trying to connect|Connection terminated/;

/** Whether `error` (or what it wraps: drizzle wraps the driver's errors) says the replica could not serve the read. */
export function replicaUnavailable(error: unknown): boolean {
    for (let cause = error; cause instanceof Error; cause = cause.cause) {
        const code = (cause as { code?: unknown }).code;
        if (typeof code === 'string' && (UNREACHABLE.has(code) || CANNOT_SERVE.test(code))) return true;
        if (CUT.test(cause.message)) return true;
    }
    return false;
}

/**
 * The reads that tolerate a replica's lag. With a replica, `read(work)` runs `work` on it; when the replica cannot
 * serve (down, restarting, unreachable), `work` runs again on the primary, `onFallback` is told, and the next reads
 * skip the replica for REPLICA_RETRY_AFTER_MS. Without one (`replica` is the primary), `work` simply runs on the primary.
 */
export class ReplicaReads {
    /** Reads the primary served because the replica could not. */
    fallbacks = 0;
    private skipUntil = 0;

    constructor(
        private readonly primary: Db,
        private readonly replica: Db,
        private readonly onFallback: (error: unknown) => void,
    ) {}

    async read<T>(work: (db: Db) => Promise<T>): Promise<T> {
        if (this.replica === this.primary) return work(this.primary);
        if (Date.now() < this.skipUntil) return this.onPrimary(work);
        try {
            return await work(this.replica);
        } catch (error) {
            if (!replicaUnavailable(error)) throw error;
            this.skipUntil = Date.now() + REPLICA_RETRY_AFTER_MS;
            this.onFallback(error);
            return this.onPrimary(work);
        }
    }

    private onPrimary<T>(work: (db: Db) => Promise<T>): Promise<T> {
        this.fallbacks++;
        return work(this.primary);
    }
}
