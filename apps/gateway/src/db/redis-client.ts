import type { RedisOptions } from 'ioredis';
import { Redis } from 'ioredis';
import { once } from 'node:events';

/** How long one Redis command may take before the caller goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 50;

/**
 * ioredis options for a Redis that only shares rate-limit counters (decision 220). ioredis's
 * defaults suit a cache the app cannot work without: commands wait in an offline queue, are retried
 * 20 times and never time out, so one Redis outage froze every replica for up to 48 s and a closed
 * port left the gateway "ready" and hanging. Here a command fails within tens of milliseconds or at
 * once while disconnected, so the limiter falls back to its per-process counters, and the client
 * keeps reconnecting in the background so the shared counters come back by themselves.
 */
export function redisClientOptions(commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS): RedisOptions {
  return {
    // Never queue commands while disconnected: fail now, the in-memory limiter takes over.
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
    // A command is not retried on another connection: its caller has moved on long before.
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // Keep trying for ever, backing off to once every 2 s (never give up: recovery is automatic).
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
    // Connect in the background; a first command before 'ready' is refused, not awaited.
    lazyConnect: false,
  };
}

/**
 * A client for REDIS_URL that never blocks a request or the start. The caller reads its state from
 * `redis.status` ('ready' when usable); the rate-limit plugin logs outages and recoveries.
 */
export function createRedisClient(url: string, commandTimeoutMs?: number): Redis {
  const redis = new Redis(url, redisClientOptions(commandTimeoutMs));
  // Without a listener ioredis prints every failed reconnection to stderr; the rate-limit plugin
  // logs one line per outage instead.
  redis.on('error', () => undefined);
  return redis;
}

/**
 * Resolves true once the client is ready, or false after `ms`: the start waits that long at most,
 * so that a reachable Redis shares the limits from the first request and an absent one costs
 * the start no more than `ms`.
 */
export async function redisReadyWithin(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  const timeout = AbortSignal.timeout(ms);
  try {
    await once(redis, 'ready', { signal: timeout });
    return true;
  } catch {
    return false;
  }
}

/**
 * The client main.ts starts with: waits a second at most for Redis, so that a reachable one shares
 * the limits from the first request, and an absent one neither stops nor holds up the start.
 */
export async function openRedisClient(url: string): Promise<Redis> {
  const redis = createRedisClient(url);
  await redisReadyWithin(redis, 1000);
  return redis;
}
