import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's byte string. node-postgres reads it as a Buffer and PGlite as a Uint8Array; the
 * storage adapter turns both into a Buffer.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The files of the PostgreSQL file storage (adapters/storage, decision 276): one row per storage
 * key, so every replica serves the same files and a `pg_dump` holds them. The upload limits keep
 * a file to a few megabytes, which bytea holds well (TOASTed, compressed where it helps).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
