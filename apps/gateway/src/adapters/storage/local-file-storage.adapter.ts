import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { FileStorage } from './file-storage';
import { assertStorageKey } from './file-storage';

function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT'
  );
}

/**
 * Files on the local disk under `root` (DATA_DIR/uploads): the default, for one machine. A file
 * is written beside its place and renamed into it, so a reader never sees half a file. Several
 * replicas need shared storage (an S3-compatible adapter), not this one.
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
  };
}
