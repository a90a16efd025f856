import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../http/errors';

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perIp: 100, windowMs: 15 * 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a login attempt for the caller's address and for the account named; 429 past either limit. */
    limitLogin(request: FastifyRequest, account: string): Promise<void>;
  }
}

async function rateLimitPlugin(app: FastifyInstance, options: { redisUrl: string | null; limits: LoginLimits }) {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, { global: false, redis, skipOnError: false, nameSpace: 'pitstop-rl:' });

  const { perAccount, perIp, windowMs } = options.limits;
  const accountOf = new WeakMap<FastifyRequest, string>();
  const byIp = app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (request) => `login-ip:${request.ip}` });
  const byAccount = app.createRateLimit({ max: perAccount, timeWindow: windowMs, keyGenerator: (request) => `login-account:${accountOf.get(request)}` });

  app.decorate('limitLogin', async (request: FastifyRequest, name: string) => {
    const ip = await byIp(request);
    accountOf.set(request, name.trim().toLowerCase());
    const named = await byAccount(request);
    if ((!ip.isAllowed && ip.isExceeded) || (!named.isAllowed && named.isExceeded)) {
      throw new AppError(429, 'rate_limited', 'Too many sign-in attempts, try again later');
    }
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
