import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { StorageKeyError } from '../file-storage';
import type { FileStorage } from '../file-storage';

async function listed(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys;
}

/**
 * What every store of the port must do, run against each (local disk, PostgreSQL, S3). `stores`
 * gives two handles on the same store (two replicas' adapters) once the suite's setup ran.
 */
export function fileStorageContract(stores: () => { a: FileStorage; b: FileStorage }): void {
  it('stores, reads back with the type on another handle, replaces, and deletes', async () => {
    const { a, b } = stores();
    await a.put('product-requests/c1.png', Buffer.from('first'));
    expect(await b.get('product-requests/c1.png')).toEqual({
      bytes: Buffer.from('first'),
      contentType: 'image/png',
    });
    await b.put('product-requests/c1.png', Buffer.from('second'));
    expect((await a.get('product-requests/c1.png'))?.bytes.toString()).toBe('second');
    await a.delete('product-requests/c1.png');
    expect(await b.get('product-requests/c1.png')).toBeNull();
    await expect(b.delete('product-requests/c1.png')).resolves.toBeUndefined();
  });

  it('keeps every byte of a binary file of upload size', async () => {
    const { a, b } = stores();
    const every = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));
    const large = Buffer.concat([every, randomBytes(3 * 1024 * 1024)]);
    await a.put('refunds/c2/photo.jpg', large);
    const file = await b.get('refunds/c2/photo.jpg');
    expect(file?.contentType).toBe('image/jpeg');
    expect(Buffer.isBuffer(file?.bytes)).toBe(true);
    expect(file?.bytes.equals(large)).toBe(true);
    await a.delete('refunds/c2/photo.jpg');
  });

  it('answers null for a key that holds nothing', async () => {
    const { a } = stores();
    expect(await a.get('catalog/nothing-here.png')).toBeNull();
  });

  it('refuses a bad key or prefix on every operation before storing anything', async () => {
    const { a } = stores();
    for (const key of ['../escape.png', 'Upper.png', 'a/b.exe', '']) {
      await expect(a.put(key, Buffer.from('x'))).rejects.toThrow(StorageKeyError);
      await expect(a.get(key)).rejects.toThrow(StorageKeyError);
      await expect(a.delete(key)).rejects.toThrow(StorageKeyError);
    }
    for (const prefix of ['../', 'catalog', '/catalog/', 'a//']) {
      await expect(listed(a, prefix)).rejects.toThrow(StorageKeyError);
    }
  });

  it('lists the keys under a prefix in order, whole segments only', async () => {
    const { a, b } = stores();
    const keys = [
      'listing/r1/b.png',
      'listing/r1/a.jpg',
      'listing/r10/a.png',
      'listing/x_y/a.png',
      'listing/xzy/a.png',
    ];
    for (const key of keys) await a.put(key, Buffer.from(key));
    expect(await listed(b, 'listing/r1/')).toEqual(['listing/r1/a.jpg', 'listing/r1/b.png']);
    // `_` is a LIKE wildcard: a prefix is matched as text, not as a pattern.
    expect(await listed(b, 'listing/x_y/')).toEqual(['listing/x_y/a.png']);
    expect(await listed(b, 'listing/')).toEqual([...keys].sort());
    expect(await listed(b, '')).toEqual(expect.arrayContaining(keys));
    expect(await listed(b, 'nothing/')).toEqual([]);
    for (const key of keys) await a.delete(key);
    expect(await listed(b, 'listing/')).toEqual([]);
  });
}
