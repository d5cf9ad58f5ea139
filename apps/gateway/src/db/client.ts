import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the checked-in migrations (idempotent; on PostgreSQL one replica at a time). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, 'migrations');

/** A PGlite database: a data folder on disk, `memory://`, or a restored dump (tests). */
export async function openPglite(
  target: { dataDir: string } | { memory: true; loadDataDir?: Blob },
): Promise<DatabaseHandle> {
  let client: PGlite;
  if ('dataDir' in target) {
    // PGlite needs the parent folder to exist (TOOLCHAIN.md).
    await mkdir(resolve(target.dataDir, '..'), { recursive: true });
    client = new PGlite(target.dataDir);
  } else {
    client = new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : undefined);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/**
 * The session-level advisory lock the migrations run under: replicas started together on an
 * empty database otherwise race on the same CREATE TYPE / CREATE TABLE (8 of 12 starts failed
 * with a duplicate key in pg_type). The one that gets the lock migrates; the others wait, then
 * find every migration applied. Any fixed number works as long as nothing else uses it.
 */
export const MIGRATION_LOCK_KEY = 7_204_311;

/** Applies the migrations on one connection that holds MIGRATION_LOCK_KEY throughout. */
async function migratePostgresUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A server that does not answer (failover, a hung host) fails the request after 5 s with a
    // 503 instead of holding it forever (pg's default is no limit; decision 231).
    connectionTimeoutMillis: 5_000,
    // Notices a peer that vanished without closing the connection.
    keepAlive: true,
  });
  // An idle connection the server drops (restart, failover, a dropped test database) is reported
  // here after the pool has already discarded it; without a listener Node would crash the
  // process. The next query opens a fresh connection, and a query that fails reports itself.
  pool.on('error', () => undefined);
  // The pool listens only while a connection is idle: one checked out (a transaction between two
  // statements) that the server ends emits 'error' with nobody listening, which crashed the
  // process on every PostgreSQL restart (npm run chaos). Its statement fails on its own (a 503).
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgresUnderLock(pool),
    close: () => pool.end(),
  };
}

/** The database of a running gateway: PostgreSQL when a URL is set, else PGlite in dataDir/market. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  market: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite({ dataDir: resolve(options.dataDir, options.market) });
}
