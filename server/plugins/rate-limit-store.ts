import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

interface Counted {
    current: number;
    ttl: number;
}

/** Past this many live keys the oldest are dropped, so a flood of made-up names cannot exhaust memory. */
const MAX_MEMORY_KEYS = 100_000;

/** Fixed windows in this process's memory. */
class MemoryWindows {
    private readonly windows = new Map<string, { current: number; resetAt: number }>();

    count(key: string, windowMs: number): Counted {
        const now = Date.now();
        let window = this.windows.get(key);
        if (!window || window.resetAt <= now) {
            this.makeRoom(now);
            window = { current: 0, resetAt: now + windowMs };
            this.windows.delete(key);
            this.windows.set(key, window);
        }
        window.current += 1;
        return { current: window.current, ttl: window.resetAt - now };
    }

    forget(key: string) {
        this.windows.delete(key);
    }

    private makeRoom(now: number) {
        if (this.windows.size < MAX_MEMORY_KEYS) return;
        for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
        // Insertion order is window start order: the oldest go first.
        for (const key of this.windows.keys()) {
            if (this.windows.size < MAX_MEMORY_KEYS) break;
            this.windows.delete(key);
        }
    }
}

const COUNT_IN_REDIS = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

async function countInRedis(redis: Redis, key: string, windowMs: number): Promise<Counted> {
    const [current, ttl] = (await redis.eval(COUNT_IN_REDIS, 1, key, windowMs)) as [number, number];
    return { current, ttl };
}

export interface SharedOrLocalStore {
    /** The store to hand @fastify/rate-limit. */
    Store: FastifyRateLimitStoreCtor;
    /** Drops a bucket's count, in Redis and in this process. */
    forget(key: string): Promise<void>;
}

/**
 * A store for @fastify/rate-limit: counts in Redis while it answers, so every server shares the limits, and in this
 * process's memory when there is no Redis or while it is unreachable — a limit that holds per server rather than a
 * sign-in that fails.
 */
export function sharedOrLocalStore(redis: Redis | undefined, namespace: string): SharedOrLocalStore {
    const memory = new MemoryWindows();
    const count = async (key: string, windowMs: number) => {
        if (redis?.status === 'ready') {
            try {
                return await countInRedis(redis, namespace + key, windowMs);
            } catch {
                // The connection's error event reports the outage once; this attempt is counted here.
            }
        }
        return memory.count(key, windowMs);
    };
    const forget = async (key: string) => {
        memory.forget(key);
        if (redis?.status === 'ready') await redis.del(namespace + key).catch(() => undefined);
    };
    const Store = class implements FastifyRateLimitStore {
        incr(key: string, done: (error: Error | null, result?: Counted) => void, timeWindow: number) {
            count(key, timeWindow).then(counted => done(null, counted), done);
        }

        child() {
            return this;
        }
    };
    return { Store, forget };
}
