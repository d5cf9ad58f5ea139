import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../http/app-error';
import type { RateLimiters } from './rate-limiters';
import { consumeLimit, watchRedis } from './rate-limiters';

export interface RateLimitOptions {
  /** Ordinary calls per minute per key. */
  perMinute: number;
  /** Authentication and one-time-code calls per minute per key. */
  authPerMinute: number;
  /** Where the counters live: Redis shared by the replicas, or this process. */
  limiters: RateLimiters;
  /** The shared counters' client, watched so that an outage and a recovery are logged once. */
  redis?: Redis;
}

/**
 * Keys on the account when the request carries a valid token, so that an account is limited
 * whatever addresses it comes from; guests are keyed on their address (`request.ip`, which
 * believes X-Forwarded-For only from TRUST_PROXY). Routes marked `config.strictRateLimit`
 * (sign-in, registration, one-time codes) use the stricter budget. Sign-in failures and one-time
 * codes have their own per-account counters on top (modules/identity).
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.auth ? `${request.auth.typ}:${request.auth.sub}` : `ip:${request.ip}`;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const perMinute = {
    all: {
      limit: options.perMinute,
      limiter: options.limiters.create({
        name: 'all',
        points: options.perMinute,
        durationSeconds: 60,
      }),
    },
    auth: {
      limit: options.authPerMinute,
      limiter: options.limiters.create({
        name: 'auth',
        points: options.authPerMinute,
        durationSeconds: 60,
      }),
    },
  };
  if (options.redis) {
    const stopWatching = watchRedis(options.redis, app.log);
    app.addHook('onClose', async () => stopWatching());
  }

  // onRequest hooks run in registration order: the auth plugin's token reading comes first, so
  // the key can be the account; the route's auth guard and validation come later, so refused
  // and unauthenticated calls are counted too.
  app.addHook('onRequest', async (request, reply) => {
    // Probes, payment providers' callbacks and the storefront's pages opt out.
    if (request.routeOptions.config.rateLimit === false) return;
    const budget = request.routeOptions.config.strictRateLimit ? perMinute.auth : perMinute.all;
    const outcome = await consumeLimit(budget.limiter, rateLimitKey(request), request.log);
    reply.header('x-ratelimit-limit', budget.limit);
    if (!outcome.allowed) {
      reply.header('x-ratelimit-remaining', 0);
      reply.header('retry-after', Math.max(1, Math.ceil(outcome.retryAfterMs / 1000)));
      throw new AppError('too_many_requests');
    }
    reply.header('x-ratelimit-remaining', outcome.remaining);
    reply.header('x-ratelimit-reset', Math.ceil(outcome.resetMs / 1000));
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    strictRateLimit?: boolean;
    /** false: the route is not counted at all. */
    rateLimit?: false;
  }
}
