import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage';
import { assertStorageKey, assertStoragePrefix, contentTypeOf, isStorageKey } from './file-storage';

function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT'
  );
}

/**
 * Files on the local disk under `root` (DATA_DIR/uploads): the default, for one machine. A file
 * is written beside its place and renamed into it, so a reader never sees half a file. Several
 * replicas need a shared store (PostgreSQL or S3-compatible), not this one.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, key);
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      const contentType = assertStorageKey(key);
      try {
        return { bytes: await readFile(pathOf(key)), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix) {
      const folder = pathOf(assertStoragePrefix(prefix));
      let entries;
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      // Half-written `.partial` files and anything else that is not a key are not files of ours.
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((key) => isStorageKey(key) && contentTypeOf(key) !== undefined)
        .sort();
      yield* keys;
    },
  };
}
