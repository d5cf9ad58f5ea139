import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres } from '../db/client';
import type { DatabaseHandle } from '../db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The database kinds every gateway suite runs on: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run sets it to the machine's server).
 */
export const TEST_DATABASE_KINDS: readonly TestDatabaseKind[] = process.env['TEST_DATABASE_URL']
  ? ['pglite', 'postgres']
  : ['pglite'];

let pgliteTemplate: Promise<Blob> | undefined;

/** Migrating a PGlite takes seconds; restoring a migrated dump about 0.35 s (TOOLCHAIN.md). */
function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const handle = await openPglite({ memory: true });
    await handle.migrate();
    const dump = await (
      handle.db as unknown as { $client: { dumpDataDir(): Promise<Blob> } }
    ).$client.dumpDataDir();
    await handle.close();
    return dump;
  })();
  return pgliteTemplate;
}

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_FOLDER)).sort()) {
    if (file.endsWith('.sql')) hash.update(await readFile(`${MIGRATIONS_FOLDER}/${file}`));
  }
  return hash.digest('hex').slice(0, 12);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated template database named after the migrations' content; each test database is a
 * cheap copy of it (CREATE DATABASE ... TEMPLATE). An advisory lock keeps parallel workers from
 * creating it twice.
 */
function postgresTemplateName(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `gateway_template_${await migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(424242)');
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        await admin.query(`create database "${name}"`);
        const handle = await openPostgres(withDatabase(adminUrl, name));
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
      }
    } finally {
      await admin.query('select pg_advisory_unlock(424242)');
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/**
 * A fresh, migrated, empty database of the given kind; close() throws it away. A PostgreSQL one
 * is made on the server of `adminUrl` (the search benchmark names its own).
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  adminUrl = process.env['TEST_DATABASE_URL'],
): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    return openPglite({ memory: true, loadDataDir: await migratedPgliteDump() });
  }
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await postgresTemplateName(adminUrl);
  const name = `gateway_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(withDatabase(adminUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
