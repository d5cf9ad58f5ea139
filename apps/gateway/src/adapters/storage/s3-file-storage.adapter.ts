import type * as S3 from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';
import { assertStorageKey, assertStoragePrefix, contentTypeOf, isStorageKey } from './file-storage';

export interface S3StorageSettings {
  /** An S3-compatible service's address; absent: AWS's own for the region. */
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, s3rver). */
  readonly forcePathStyle: boolean;
}

type S3Sdk = typeof S3;

/**
 * Whether the service answered that the object is not there. Only NoSuchKey: a missing bucket
 * (also a 404) is a broken configuration, which must fail loudly rather than look like no file.
 */
function isNoSuchKey(error: unknown): boolean {
  return (error as { name?: unknown }).name === 'NoSuchKey';
}

/**
 * Files in an S3-compatible bucket (decision 276): shared by every replica, kept by the
 * service's own durability and backups. A PUT replaces an object whole, so a reader never sees
 * half a file. The SDK is loaded on first use: a gateway on another store never pays for it.
 */
export function createS3FileStorage(settings: S3StorageSettings): FileStorage {
  let connection: Promise<{ sdk: S3Sdk; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
        // Checksums only where S3 requires them: several S3-compatible services refuse the
        // CRC32 trailers the SDK otherwise adds to every upload.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A service that does not answer fails the request instead of holding it forever.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      }),
    })));
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      const contentType = assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      const contentType = assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return { bytes: Buffer.from(await answer.Body.transformToByteArray()), contentType };
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      // S3 answers a delete of a missing key with success, as the port asks.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key;
          // Objects someone else put in the bucket are not files of ours.
          if (key !== undefined && isStorageKey(key) && contentTypeOf(key) !== undefined) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
