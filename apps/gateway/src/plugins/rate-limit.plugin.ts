import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../http/app-error';

export interface RateLimitOptions {
  /** Ordinary calls per minute per key. */
  perMinute: number;
  /** Authentication and one-time-code calls per minute per key. */
  authPerMinute: number;
  /** Shared counters for several replicas. */
  redis?: Redis;
}

/**
 * Keys on the account when the request carries a valid token, so that an account is limited
 * whatever addresses it comes from; guests are keyed on their address. Routes marked
 * `config.strictRateLimit` (sign-in, registration, one-time codes) use the stricter budget.
 * The OTP service keeps its own per-account and per-phone counters on top (in the database).
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.auth ? `${request.auth.typ}:${request.auth.sub}` : `ip:${request.ip}`;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  await app.register(rateLimit, {
    global: true,
    // onRequest hooks run in registration order: the auth plugin's token reading comes first, so
    // the key can be the account; the route's auth guard and validation come later, so refused
    // and unauthenticated calls are counted too.
    hook: 'onRequest',
    timeWindow: 60_000,
    max: (request) =>
      request.routeOptions.config.strictRateLimit ? options.authPerMinute : options.perMinute,
    keyGenerator: (request) =>
      `${request.routeOptions.config.strictRateLimit ? 'auth' : 'all'}:${rateLimitKey(request)}`,
    ...(options.redis ? { redis: options.redis, nameSpace: 'storefront-rl:' } : {}),
    errorResponseBuilder: () => new AppError('too_many_requests'),
    // A Redis outage must not switch the limits off silently: the request fails instead.
    skipOnError: false,
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    strictRateLimit?: boolean;
  }
}
