import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageKeyError, assertStorageKey, contentTypeOf, isStorageKey } from './file-storage';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage.adapter';
import { fileStorageContract } from './testing/file-storage-contract';

describe('storage keys', () => {
  it.each([
    ['catalog/tote-bags-red.png', true],
    ['product-requests/0b9a.jpg', true],
    ['a.png', true],
    ['a/b/c_d-e.f.png', true],
    ['../secret.png', false],
    ['a/../b.png', false],
    ['a//b.png', false],
    ['/etc/passwd.png', false],
    ['.hidden.png', false],
    ['a/.hidden.png', false],
    ['UPPER.png', false],
    ['with space.png', false],
    ['a\\b.png', false],
    ['', false],
    [`${'a'.repeat(197)}.png`, false],
  ])('%s is a key: %s', (key, expected) => {
    expect(isStorageKey(key)).toBe(expected);
  });

  it.each([
    ['x.png', 'image/png'],
    ['x.jpg', 'image/jpeg'],
    ['x.pdf', 'application/pdf'],
    ['x.svg', 'image/svg+xml'],
    ['x.exe', undefined],
    ['png', undefined],
  ])('%s is stored as %s', (key, type) => {
    expect(contentTypeOf(key)).toBe(type);
  });

  it('refuses a key that leaves the root or has an unknown type', () => {
    expect(assertStorageKey('a/b.png')).toBe('image/png');
    expect(() => assertStorageKey('../b.png')).toThrow(StorageKeyError);
    expect(() => assertStorageKey('b.exe')).toThrow(StorageKeyError);
  });
});

describe('local file storage', () => {
  let root: string;
  let storage: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-'));
    storage = createLocalFileStorage(join(root, 'uploads'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back with the type, replaces, and deletes', async () => {
    await storage.put('product-requests/x1.png', Buffer.from('first'));
    expect(await storage.get('product-requests/x1.png')).toEqual({
      bytes: Buffer.from('first'),
      contentType: 'image/png',
    });
    await storage.put('product-requests/x1.png', Buffer.from('second'));
    expect((await storage.get('product-requests/x1.png'))?.bytes.toString()).toBe('second');
    // Nothing half-written is left beside the file.
    expect(await readdir(join(root, 'uploads', 'product-requests'))).toEqual(['x1.png']);
    await storage.delete('product-requests/x1.png');
    expect(await storage.get('product-requests/x1.png')).toBeNull();
    await expect(storage.delete('product-requests/x1.png')).resolves.toBeUndefined();
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get('catalog/nothing.png')).toBeNull();
  });

  it('refuses keys outside the root on every operation', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(StorageKeyError);
    await expect(storage.get('../escape.png')).rejects.toThrow(StorageKeyError);
    await expect(storage.delete('../escape.png')).rejects.toThrow(StorageKeyError);
  });

  // Two handles on one folder: what the other stores must also do.
  fileStorageContract(() => ({
    a: storage,
    b: createLocalFileStorage(join(root, 'uploads')),
  }));

  it('lists neither half-written files nor names that are not keys', async () => {
    await storage.put('stray/kept.png', Buffer.from('x'));
    await writeFile(join(root, 'uploads', 'stray', 'kept.png.0a1b2c.partial'), 'half');
    await writeFile(join(root, 'uploads', 'stray', 'Notes.TXT'), 'not ours');
    const keys: string[] = [];
    for await (const key of storage.list('stray/')) keys.push(key);
    expect(keys).toEqual(['stray/kept.png']);
  });

  it('reports a read failure that is not "missing"', async () => {
    await storage.put('dir.png/inner.png', Buffer.from('x'));
    // A folder where a file is expected cannot be read as one.
    await expect(storage.get('dir.png')).rejects.toThrow();
  });
});
