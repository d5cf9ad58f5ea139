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
  /** Applies the checked-in migrations (idempotent). */
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

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, failover, a dropped test database) is reported
  // here after the pool has already discarded it; without a listener Node would crash the
  // process. The next query opens a fresh connection, and a query that fails reports itself.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
