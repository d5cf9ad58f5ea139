import { resolve } from 'node:path';
import { z } from 'zod';
import type { S3StorageSettings } from './s3-file-storage.adapter';
import type { ProviderSettings } from '../provider-settings';

export const FILE_STORAGE_KINDS = ['local', 'postgres', 's3'] as const;
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

/**
 * The environment variables of file storage (listed in the README's configuration table), part
 * of config.ts's schema.
 */
export const FILE_STORAGE_ENV = {
  /**
   * Where files are kept: `local` (DATA_DIR/uploads, one machine), `postgres` (the database of
   * DATABASE_URL) or `s3`. Default: `postgres` when DATABASE_URL is set, else `local`; production accepts local
   * disk only when named here.
   */
  FILE_STORAGE: z.enum(FILE_STORAGE_KINDS).optional(),
  /** S3-compatible storage (FILE_STORAGE=s3): the service's address (absent: AWS). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path, not the host name (MinIO and most self-hosted services). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
};

type FileStorageEnv = z.output<z.ZodObject<typeof FILE_STORAGE_ENV>> & {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
};

export type FileStorageSettings =
  | { readonly kind: 'local'; readonly root: string }
  | { readonly kind: 'postgres' }
  | ({ readonly kind: 's3' } & S3StorageSettings);

const S3_REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The store the settings choose, or the problem that names what is missing. */
export function fileStorageSettings(
  env: FileStorageEnv,
  production: boolean,
): ProviderSettings<FileStorageSettings> {
  const kind = env.FILE_STORAGE ?? (env.DATABASE_URL ? 'postgres' : 'local');
  if (kind === 'local') {
    // A replica's own disk would answer 404 for what another replica stored (decision 276).
    if (production && env.FILE_STORAGE !== 'local') {
      return {
        issue: {
          path: 'FILE_STORAGE',
          message:
            'production keeps files on a shared store: set DATABASE_URL (files in PostgreSQL) or FILE_STORAGE=s3 with S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; FILE_STORAGE=local keeps them on this machine',
        },
      };
    }
    return { settings: { kind, root: resolve(env.DATA_DIR, 'uploads') } };
  }
  if (kind === 'postgres') {
    // PGlite has one connection, and refunds and logos store their files inside a transaction:
    // a file write would wait for that connection forever. The adapter itself runs on PGlite
    // (its tests), the gateway's files do not.
    if (!env.DATABASE_URL) {
      return {
        issue: {
          path: 'FILE_STORAGE',
          message:
            'FILE_STORAGE=postgres keeps files in a PostgreSQL server: set DATABASE_URL (the embedded database keeps them on local disk)',
        },
      };
    }
    return { settings: { kind } };
  }
  const region = env.S3_REGION;
  const bucket = env.S3_BUCKET;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!region || !bucket || !accessKeyId || !secretAccessKey) {
    const missing = S3_REQUIRED.filter((name) => !env[name]).join(', ');
    return { issue: { path: missing, message: 'required when FILE_STORAGE=s3' } };
  }
  const forcePathStyle = env.S3_FORCE_PATH_STYLE ?? false;
  return {
    settings: {
      kind,
      endpoint: env.S3_ENDPOINT,
      region,
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle,
    },
  };
}
