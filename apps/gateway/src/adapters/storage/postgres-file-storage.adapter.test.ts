import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { createTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import { createPostgresFileStorage } from './postgres-file-storage.adapter';
import { fileStorageContract } from './testing/file-storage-contract';

describe.each(TEST_DATABASE_KINDS)('PostgreSQL file storage on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  // Two adapters on one database, as two replicas have.
  fileStorageContract(() => ({
    a: createPostgresFileStorage(handle.db),
    b: createPostgresFileStorage(handle.db),
  }));

  it('keeps one row per key with its content type, so a dump holds the file', async () => {
    const storage = createPostgresFileStorage(handle.db);
    await storage.put('inquiry-logos/i1/l1.svg', Buffer.from('<svg/>'));
    await storage.put('inquiry-logos/i1/l1.svg', Buffer.from('<svg></svg>'));
    const rows = await handle.db.select().from(storedFiles);
    expect(rows).toEqual([
      expect.objectContaining({ key: 'inquiry-logos/i1/l1.svg', contentType: 'image/svg+xml' }),
    ]);
    expect(Buffer.from(rows[0]?.bytes ?? []).toString()).toBe('<svg></svg>');
    await storage.delete('inquiry-logos/i1/l1.svg');
  });

  it("writes through the caller's transaction: rolled back, it leaves no row", async () => {
    const storage = createPostgresFileStorage(handle.db);
    const refused = handle.db.transaction(async (tx) => {
      await storage.put('refunds/r1/p1.png', Buffer.from('photo'), tx);
      // Seen inside the transaction, as the rows written after it are.
      const [inside] = await tx
        .select()
        .from(storedFiles)
        .where(like(storedFiles.key, 'refunds/r1/%'));
      expect(inside?.key).toBe('refunds/r1/p1.png');
      throw new Error('the refund row could not be written');
    });
    await expect(refused).rejects.toThrow('the refund row could not be written');
    expect(await storage.get('refunds/r1/p1.png')).toBeNull();

    await handle.db.transaction((tx) => storage.put('refunds/r2/p1.png', Buffer.from('kept'), tx));
    expect((await storage.get('refunds/r2/p1.png'))?.bytes.toString()).toBe('kept');
    await storage.delete('refunds/r2/p1.png');
  });

  it('completes a burst of transactions writing files, more of them than the pool holds', async () => {
    // The gateway's pool holds 10 connections (db/client.ts). A write that took a second
    // connection while its transaction held the first left every connection waiting for another.
    const storage = createPostgresFileStorage(handle.db);
    const burst = Array.from({ length: 30 }, (_, index) =>
      handle.db.transaction(async (tx) => {
        await storage.put(`refunds/burst/p${index}.png`, Buffer.from(`photo ${index}`), tx);
        await storage.put(`refunds/burst/q${index}.png`, Buffer.from(`photo ${index}`), tx);
      }),
    );
    await Promise.all(burst);
    const kept = [];
    for await (const key of storage.list('refunds/burst/')) kept.push(key);
    expect(kept).toHaveLength(60);
  });
});
