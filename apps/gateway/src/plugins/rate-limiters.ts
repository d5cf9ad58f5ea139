import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Every counter in Redis starts with this, so that the limits are easy to find and clear. */
const KEY_PREFIX = 'storefront-rl';

/** One kind of counter: at most `points` within `durationSeconds` from the first one. */
export interface LimitRule {
  /** Part of every key, so that two rules never share a counter. */
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

/**
 * Makes the gateway's limiters (rate-limiter-flexible, decision 220). With Redis, a limiter's
 * counters are shared by every replica, and an in-memory limiter of the same rule is its insurance:
 * while Redis is away (refused at once: the client queues nothing, `rejectIfRedisNotReady`) or slow
 * (past the client's command timeout), each process counts on its own, so a Redis outage loosens
 * the limits by the number of replicas at worst and never holds a request up.
 */
export class RateLimiters {
  constructor(private readonly redis: Redis | undefined) {}

  create(rule: LimitRule): RateLimiterAbstract {
    const options = {
      keyPrefix: `${KEY_PREFIX}:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
    };
    const memory = new RateLimiterMemory(options);
    if (!this.redis) return memory;
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      insuranceLimiter: memory,
      rejectIfRedisNotReady: true,
    });
  }
}

/** What a limiter said about one more call. */
export type LimitOutcome =
  | { readonly allowed: true; readonly remaining: number; readonly resetMs: number }
  | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Consumes `points` for `key`. A refusal is an answer; an error of the limiter itself (both
 * stores failed, which the in-memory one does not) lets the call through rather than take the
 * shop down.
 */
export async function consumeLimit(
  limiter: RateLimiterAbstract,
  key: string,
  log: FastifyBaseLogger,
  points = 1,
): Promise<LimitOutcome> {
  try {
    const result = await limiter.consume(key, points);
    return { allowed: true, remaining: result.remainingPoints, resetMs: result.msBeforeNext };
  } catch (reason) {
    if (reason instanceof RateLimiterRes) {
      return { allowed: false, retryAfterMs: reason.msBeforeNext };
    }
    log.error({ err: reason }, 'rate limiter failed; the call is let through');
    return { allowed: true, remaining: limiter.points, resetMs: 0 };
  }
}

/** The counter of `key` without counting; null when there is none (or the limiter failed). */
export async function peekLimit(
  limiter: RateLimiterAbstract,
  key: string,
  log: FastifyBaseLogger,
): Promise<RateLimiterRes | null> {
  try {
    return await limiter.get(key);
  } catch (error) {
    log.error({ err: error }, 'rate limiter failed; read as empty');
    return null;
  }
}

/** An opaque key for a personal value (an e-mail): Redis never holds the address itself. */
export function limitKeyOf(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/**
 * Logs one line when Redis goes away and one when it is back, however many reconnection attempts
 * fail in between (ioredis emits an error for each). Returns a function that stops listening.
 */
export function watchRedis(redis: Redis, log: FastifyBaseLogger): () => void {
  let state: 'up' | 'down' | 'starting' = redis.status === 'ready' ? 'up' : 'starting';
  const down = () => {
    if (state === 'down') return;
    state = 'down';
    log.warn({ redis: redis.status }, 'Redis unavailable: limits per process');
  };
  const up = () => {
    if (state === 'down') log.info('Redis back');
    state = 'up';
  };
  // 'reconnecting' and not 'close': a deliberate disconnect at shutdown is no outage.
  redis.on('error', down);
  redis.on('reconnecting', down);
  redis.on('ready', up);
  return () => {
    redis.off('error', down);
    redis.off('reconnecting', down);
    redis.off('ready', up);
  };
}
