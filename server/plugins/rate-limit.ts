import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { setTimeout as delay } from 'node:timers/promises';
import { AppError } from '../http/errors';
import { sharedOrLocalStore } from './rate-limit-store';

export interface LoginLimits {
    perAccount: number;
    perIp: number;
    windowMs: number;
}

export interface UploadLimits {
    perAccount: number;
    windowMs: number;
}

export interface PortalLimits {
    perIp: number;
    windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perIp: 100, windowMs: 15 * 60_000 };
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { perAccount: 60, windowMs: 10 * 60_000 };
export const DEFAULT_PORTAL_LIMITS: PortalLimits = { perIp: 120, windowMs: 15 * 60_000 };

declare module 'fastify' {
    interface FastifyInstance {
        /**
         * Counts a sign-in attempt (or sign-up, password reset…) for the caller's address and for `account` — the
         * resolved account where there is one, so every spelling of its name shares one bucket; 429 past either limit.
         */
        limitLogin(request: FastifyRequest, account: string): Promise<void>;
        /** A successful sign-in: the account's count starts again, so only failures add up to the limit. */
        forgetLoginAttempts(account: string): Promise<void>;
        /** Counts an upload for the uploading account; 429 past the limit. */
        limitUpload(request: FastifyRequest, account: string): Promise<void>;
        /** Counts a customer portal page opened (right token or wrong) from the caller's address; 429 past the limit. */
        limitPortal(request: FastifyRequest): Promise<void>;
        /** The connection to REDIS_URL (null without one), which the readiness check pings too. */
        redis: Redis | null;
    }
}

export interface RateLimitOptions {
    redisUrl: string | null;
    login: LoginLimits;
    upload: UploadLimits;
    portal?: PortalLimits;
    /** Prefix of the Redis keys, so several deployments (or test runs) can share one Redis. */
    namespace?: string;
}

const REDIS_WAIT_AT_START_MS = 2000;

/** Connects to Redis without holding up the start; warns once per outage, and says when it answers again. */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
    // No offline queue: while Redis is unreachable a command fails at once and the limit is counted locally.
    const redis = new Redis(url, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: REDIS_WAIT_AT_START_MS,
    });
    const where = new URL(url).host;
    let reachable = true;
    redis.on('error', (error: Error) => {
        if (!reachable) return;
        reachable = false;
        log.warn(
            `REDIS_URL is set but Redis at ${where} is unreachable (${error.message}): rate limits are counted in this ` +
                'process only, not shared with other servers, until it answers',
        );
    });
    redis.on('ready', () => {
        if (!reachable) log.info(`Redis at ${where} answers: rate limits are shared again`);
        reachable = true;
    });
    await Promise.race([
        redis.connect().catch(() => undefined),
        delay(REDIS_WAIT_AT_START_MS, undefined, { ref: false }),
    ]);
    return redis;
}

function rateLimited(ttlInSeconds: number, message: string) {
    return new AppError(429, 'rate_limited', message, undefined, { 'Retry-After': String(Math.max(1, ttlInSeconds)) });
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
    const redis = options.redisUrl ? await connectRedis(options.redisUrl, app.log) : undefined;
    if (redis) app.addHook('onClose', async () => redis.disconnect());
    app.decorate('redis', redis ?? null);
    const store = sharedOrLocalStore(redis, options.namespace ?? 'pitstop-rl:');
    await app.register(rateLimit, { global: false, store: store.Store, skipOnError: false });

    /** A limiter over named buckets: `count(request, key)` counts one hit in the bucket `prefix:key`. */
    const buckets = (prefix: string, max: number, windowMs: number) => {
        const keyOf = new WeakMap<FastifyRequest, string>();
        const limiter = app.createRateLimit({
            max,
            timeWindow: windowMs,
            keyGenerator: request => `${prefix}:${keyOf.get(request)}`,
        });
        return (request: FastifyRequest, key: string) => {
            keyOf.set(request, key);
            return limiter(request);
        };
    };
    const exceeded = (result: { isAllowed: boolean; isExceeded?: boolean }) =>
        !result.isAllowed && result.isExceeded === true;
    const waitOf = (...results: Array<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>) =>
        Math.max(...results.filter(exceeded).map(result => result.ttlInSeconds ?? 1));

    const { login, upload } = options;
    const loginByIp = buckets('login-ip', login.perIp, login.windowMs);
    const loginAccountBucket = 'login-account';
    const loginByAccount = buckets(loginAccountBucket, login.perAccount, login.windowMs);
    app.decorate('limitLogin', async (request: FastifyRequest, account: string) => {
        const byIp = await loginByIp(request, request.ip);
        const byAccount = await loginByAccount(request, account);
        if (exceeded(byIp) || exceeded(byAccount)) {
            throw rateLimited(waitOf(byIp, byAccount), 'Too many sign-in attempts, try again later');
        }
    });
    app.decorate('forgetLoginAttempts', (account: string) => store.forget(`${loginAccountBucket}:${account}`));

    const uploadByAccount = buckets('upload-account', upload.perAccount, upload.windowMs);
    app.decorate('limitUpload', async (request: FastifyRequest, account: string) => {
        const result = await uploadByAccount(request, account);
        if (exceeded(result)) throw rateLimited(waitOf(result), 'Too many uploads, try again later');
    });

    const portal = options.portal ?? DEFAULT_PORTAL_LIMITS;
    const portalByIp = buckets('portal-ip', portal.perIp, portal.windowMs);
    app.decorate('limitPortal', async (request: FastifyRequest) => {
        const result = await portalByIp(request, request.ip);
        if (exceeded(result)) throw rateLimited(waitOf(result), 'Too many links opened, try again later');
    });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
