import { seedLocalCatalogIfEmpty } from './adapters/catalog/seed-local-catalog';
import { createAdapters } from './adapters/create-adapters';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { describeDatabaseError } from './db/database-unavailable';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { seedIfEmpty } from './db/seed/seed';

/**
 * Starts one market's gateway: read the configuration, open the database (PGlite in
 * DATA_DIR/<market> unless DATABASE_URL is set), apply the migrations, seed a fresh database,
 * listen, and shut down cleanly on SIGTERM/SIGINT (in-flight requests finish, the database closes).
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const handle = await openDatabase(config);
  await handle.migrate();
  const seed = await seedIfEmpty(handle.db, config);
  const adapters = createAdapters(config, handle.db);
  // A fresh database on the local catalogue gets the generated one (tools/catalog-generator).
  const catalog = config.catalogApi
    ? ({ seeded: false } as const)
    : await seedLocalCatalogIfEmpty(handle.db, adapters.storage, {
        products: config.catalogSeedProducts,
        now: new Date(),
      });
  // Loaded only when configured: the client is some twenty modules a single replica never uses.
  // It holds the start up for a second at most and a request never (decision 220).
  const redis = config.redisUrl
    ? await (await import('./db/redis-client')).openRedisClient(config.redisUrl)
    : undefined;
  const app = await buildApp({
    config,
    db: handle.db,
    adapters,
    now: () => new Date(),
    ...(redis ? { redis } : {}),
  });
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      market: config.market,
      database: handle.kind,
      files: config.fileStorage.kind,
      seed: seed.seeded ? { ms: seed.durationMs, ...seed.counts } : 'already seeded',
      catalog: catalog.seeded ? { ms: catalog.durationMs, ...catalog.counts } : 'already seeded',
      startupMs: Math.round(performance.now() - startedAt),
    },
    'gateway ready',
  );
  if (seed.seeded && seed.counts.demoAccounts) {
    app.log.info(
      { customer: DEMO_ACCOUNTS.customer, staff: DEMO_ACCOUNTS.staff },
      'development demo accounts created (SEED_DEMO=false to skip; never in production)',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      redis?.disconnect();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // The database's own message and SQLSTATE (a DrizzleQueryError alone says only which
  // statement failed, with its parameters, which are not printed).
  console.error(`The gateway did not start: ${describeDatabaseError(error)}`);
  process.exit(1);
});
