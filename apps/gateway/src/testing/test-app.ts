import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../app-context';
import { buildApp } from '../app';
import { createAdapters } from '../adapters/create-adapters';
import type { Adapters } from '../adapters/adapters';
import { loadConfig } from '../config';
import type { GatewayConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { TestDatabaseKind } from './test-database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly handle: DatabaseHandle;
  readonly config: GatewayConfig;
  /** The clock the app reads; tests move it. */
  readonly clock: { now: Date };
  /** `app.inject` that parses the JSON envelope. */
  call(
    options: InjectOptions,
  ): Promise<{ status: number; body: any; response: LightMyRequestResponse }>;
  close(): Promise<void>;
}

/**
 * A gateway on a fresh, migrated database of the given kind, for `app.inject` tests. Nothing is
 * seeded: a suite inserts what it needs (or calls the seed itself).
 */
export async function createTestApp(
  kind: TestDatabaseKind,
  options: {
    env?: Record<string, string>;
    adapters?: (defaults: Adapters, handle: DatabaseHandle) => Adapters;
    deps?: Partial<AppDeps>;
  } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase(kind);
  const config = loadConfig({ NODE_ENV: 'test', MARKET: 'id', ...options.env });
  const defaults = createAdapters(config, handle.db);
  const clock = { now: new Date('2026-03-02T03:00:00.000Z') };
  const app = await buildApp({
    config,
    db: handle.db,
    adapters: options.adapters ? options.adapters(defaults, handle) : defaults,
    now: () => new Date(clock.now),
    logger: false,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    handle,
    config,
    clock,
    async call(injectOptions) {
      const response = await app.inject(injectOptions);
      const text = response.body;
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      return { status: response.statusCode, body, response };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
