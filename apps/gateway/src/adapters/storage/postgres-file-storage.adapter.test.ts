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
});
