import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../s3-file-storage.adapter';

export interface LocalS3Server {
  /** Settings of an S3 file storage on the server's bucket. */
  readonly settings: S3StorageSettings;
  /** The S3_* environment of a gateway on that bucket. */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-protocol server (s3rver) on 127.0.0.1 with one bucket, its objects in a temporary
 * folder: the S3 adapter's tests speak the real protocol to it, and nothing leaves the machine.
 */
export async function startLocalS3Server(bucket = 'storefront-files'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3StorageSettings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
