import type { Database } from '../../db/client';
import type { FileStorage } from './file-storage';
import type { FileStorageSettings } from './file-storage-settings';
import { createLocalFileStorage } from './local-file-storage.adapter';
import { createPostgresFileStorage } from './postgres-file-storage.adapter';
import { createS3FileStorage } from './s3-file-storage.adapter';

/** The store the configuration chose (FILE_STORAGE, file-storage-settings.ts). */
export function createFileStorage(settings: FileStorageSettings, db: Database): FileStorage {
  switch (settings.kind) {
    case 'local':
      return createLocalFileStorage(settings.root);
    case 'postgres':
      return createPostgresFileStorage(db);
    case 's3':
      return createS3FileStorage(settings);
  }
}
