import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import type { FileStorage } from './file-storage';
import { assertStorageKey, assertStoragePrefix } from './file-storage';

/** Keys read per query while listing: a move of many thousands of files never holds them all. */
const LIST_PAGE = 1_000;

/** The driver's bytes as a Buffer without copying (PGlite answers a Uint8Array). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

/**
 * Files in the gateway's own database (`stored_files`, decision 276): every replica on the
 * database serves them, and a backup of the database holds them. A write is one upsert, so a
 * reader sees the old file or the new one, never half of either. A write given the request's
 * transaction is part of it: rolled back, it leaves no row.
 */
export function createPostgresFileStorage(db: Database): FileStorage {
  return {
    async put(key, bytes, tx) {
      const contentType = assertStorageKey(key);
      // Inside the caller's transaction when it names one: a second pooled connection per
      // upload let a burst of uploads hold every connection while each waited for another.
      await (tx ?? db)
        .insert(storedFiles)
        .values({ key, contentType, bytes })
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { contentType, bytes, updatedAt: sql`now()` },
        });
    },
    async get(key) {
      assertStorageKey(key);
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ? { bytes: asBuffer(row.bytes), contentType: row.contentType } : null;
    },
    async delete(key) {
      assertStorageKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      // Byte order ("C"), as S3 lists, whatever the database's collation; paged by the last key.
      const ordered = sql`${storedFiles.key} collate "C"`;
      for (let after = ''; ;) {
        const rows = await db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(and(sql`starts_with(${storedFiles.key}, ${prefix})`, sql`${ordered} > ${after}`))
          .orderBy(ordered)
          .limit(LIST_PAGE);
        for (const row of rows) yield row.key;
        const last = rows.at(-1);
        if (rows.length < LIST_PAGE || last === undefined) return;
        after = last.key;
      }
    },
  };
}
