import { createServer } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStorage } from './s3-file-storage.adapter';
import { fileStorageContract } from './testing/file-storage-contract';
import type { LocalS3Server } from './testing/s3-server';
import { startLocalS3Server } from './testing/s3-server';

describe('S3 file storage against a local S3-protocol server (s3rver)', () => {
  let server: LocalS3Server;
  beforeAll(async () => {
    server = await startLocalS3Server();
  });
  afterAll(() => server.close());

  // Two clients on one bucket, as two replicas have.
  fileStorageContract(() => ({
    a: createS3FileStorage(server.settings),
    b: createS3FileStorage(server.settings),
  }));

  it('reports a refused request or a missing bucket instead of answering "missing"', async () => {
    // s3rver checks the access key (not a V4 signature), as a real service checks both.
    const stranger = createS3FileStorage({ ...server.settings, accessKeyId: 'NOBODY' });
    await expect(stranger.put('catalog/a.png', Buffer.from('x'))).rejects.toThrow();
    await expect(stranger.get('catalog/a.png')).rejects.toThrow();
    const noBucket = createS3FileStorage({ ...server.settings, bucket: 'no-such-bucket' });
    await expect(noBucket.get('catalog/a.png')).rejects.toThrow();
    await expect(noBucket.put('catalog/a.png', Buffer.from('x'))).rejects.toThrow();
  });

  it('fails when the service is unreachable', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const address = closed.address();
    closed.close();
    const port = typeof address === 'object' && address ? address.port : 1;
    const storage = createS3FileStorage({
      ...server.settings,
      endpoint: `http://127.0.0.1:${port}`,
    });
    await expect(storage.put('catalog/a.png', Buffer.from('x'))).rejects.toThrow();
  });
});
