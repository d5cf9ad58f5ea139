import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/client';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { RETRY_AFTER_SECONDS, serviceUnavailableBody } from './envelope.plugin';

export interface HealthOptions {
  readonly db: Database;
  readonly redis?: Redis;
}

/** How long the readiness probe waits for the database before calling it unavailable. */
const DATABASE_PROBE_TIMEOUT_MS = 2_000;

/** What the readiness answer tells a load balancer or an operator: states, never data. */
export interface Readiness {
  readonly ready: boolean;
  readonly database: 'ready' | 'unavailable';
  readonly migrations: 'applied' | 'pending' | 'unknown';
  /** Shown, never deciding: without Redis the limiter falls back to per-process limits. */
  readonly redis?: 'ready' | 'unavailable';
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database probe timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The load balancer's two questions, and the answers while this process shuts down:
 *
 * - `GET /health/live`: the process runs and its event loop turns (restart it when this fails).
 * - `GET /health/ready`: send it traffic. The database answers and every checked-in migration
 *   is applied; Redis is reported but does not decide (decision 232).
 * - From the moment `close()` starts (SIGTERM), every new request — readiness included — gets
 *   the envelope's 503 with Retry-After and `Connection: close`, so a keep-alive client moves to
 *   another replica while requests already running finish. Fastify's own `return503OnClosing`
 *   answer is not the envelope, so app.ts turns it off and this hook answers instead.
 *
 * Both routes are outside the contract (no customer calls them), are never rate limited (a
 * probe every few seconds from several balancers must not spend a budget or be refused), and
 * carry no business data or secrets.
 */
export const healthPlugin = fp(async (app: FastifyInstance, options: HealthOptions) => {
  const expectedMigrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    (migration) => migration.hash,
  );
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    void reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close');
    return reply.send(serviceUnavailableBody(request.languageCode));
  });
  // Requests that were already running when the close began: their answers end the keep-alive
  // connection too, so that the server can finish closing instead of waiting for idle sockets.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  async function migrationsState(): Promise<Readiness['migrations']> {
    // Both drivers answer `{ rows }`; the database type leaves the result shape open.
    const result = (await options.db.execute(
      sql`select hash from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ hash: string }> };
    const applied = new Set(result.rows.map((row) => row.hash));
    return expectedMigrations.every((hash) => applied.has(hash)) ? 'applied' : 'pending';
  }

  async function readiness(): Promise<Readiness> {
    const redis = options.redis
      ? { redis: options.redis.status === 'ready' ? ('ready' as const) : ('unavailable' as const) }
      : {};
    if (closing) {
      return { ready: false, database: 'unavailable', migrations: 'unknown', ...redis };
    }
    try {
      const migrations = await withTimeout(migrationsState(), DATABASE_PROBE_TIMEOUT_MS);
      return { ready: migrations === 'applied', database: 'ready', migrations, ...redis };
    } catch (error) {
      // A database that is away is the expected "not ready"; anything else is worth a log line.
      if (!isDatabaseUnavailable(error)) app.log.warn({ err: error }, 'readiness probe failed');
      return { ready: false, database: 'unavailable', migrations: 'unknown', ...redis };
    }
  }

  app.get('/health/live', { config: { rateLimit: false } }, async (_request, reply) =>
    reply.code(200).send({ status: 200, message: 'OK', data: { live: true } }),
  );

  app.get('/health/ready', { config: { rateLimit: false } }, async (request, reply) => {
    const state = await readiness();
    if (state.ready) return reply.code(200).send({ status: 200, message: 'OK', data: state });
    const body = serviceUnavailableBody(request.languageCode);
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ ...body, data: { code: 'service_unavailable', ...state } });
  });
});
