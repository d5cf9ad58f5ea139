import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage.adapter';
import { copyFiles, FileMoveError } from './move-files';
import { createPostgresFileStorage } from './postgres-file-storage.adapter';
import { createS3FileStorage } from './s3-file-storage.adapter';
import type { LocalS3Server } from './testing/s3-server';
import { startLocalS3Server } from './testing/s3-server';

const FILES: Record<string, Buffer> = {
  'catalog/tote-bags-red.png': Buffer.from('png bytes'),
  'catalog/variants/tote-bags-red.w320.webp': Buffer.from('webp bytes'),
  'refunds/r1/p1.jpg': Buffer.from([0, 1, 2, 255, 254]),
  'inquiry-logos/i1/l1.pdf': Buffer.from('%PDF-1.7'),
};

async function fill(storage: FileStorage): Promise<void> {
  for (const [key, bytes] of Object.entries(FILES)) await storage.put(key, bytes);
}

async function contents(storage: FileStorage): Promise<Record<string, Buffer>> {
  const found: Record<string, Buffer> = {};
  for await (const key of storage.list('')) {
    const file = await storage.get(key);
    if (file) found[key] = file.bytes;
  }
  return found;
}

describe('moving files between stores', () => {
  let root: string;
  let s3: LocalS3Server;
  const handles: DatabaseHandle[] = [];
  const servers: LocalS3Server[] = [];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'move-files-'));
    s3 = await startLocalS3Server();
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await Promise.all([s3, ...servers].map((server) => server.close()));
    await rm(root, { recursive: true, force: true });
  });

  it.each(TEST_DATABASE_KINDS)(
    'copies disk to %s and on to S3, and a re-run copies nothing',
    { timeout: 240_000 },
    async (kind) => {
      const disk = createLocalFileStorage(join(root, kind, 'uploads'));
      await fill(disk);
      const handle = await createTestDatabase(kind);
      handles.push(handle);
      const database = createPostgresFileStorage(handle.db);

      expect(await copyFiles(disk, database)).toEqual({ copied: 4, alreadyThere: 0, vanished: 0 });
      expect(await contents(database)).toEqual(FILES);
      expect(await copyFiles(disk, database)).toEqual({ copied: 0, alreadyThere: 4, vanished: 0 });

      // A file changed at the source since the last run is copied again.
      await disk.put('refunds/r1/p1.jpg', Buffer.from('retaken'));
      expect(await copyFiles(disk, database)).toEqual({ copied: 1, alreadyThere: 3, vanished: 0 });

      const bucket = createS3FileStorage({ ...s3.settings });
      const catalogue = await copyFiles(database, bucket, { prefix: 'catalog/' });
      expect(catalogue.copied + catalogue.alreadyThere).toBe(2);
      const everything = await copyFiles(database, bucket);
      expect(everything.copied + everything.alreadyThere).toBe(4);
      expect((await contents(bucket))['refunds/r1/p1.jpg']?.toString()).toBe('retaken');
    },
  );

  it('stops when a file reads back different from what was written', async () => {
    const source = createLocalFileStorage(join(root, 'broken-source'));
    await fill(source);
    const inner = createLocalFileStorage(join(root, 'broken-target'));
    const mangling: FileStorage = {
      ...inner,
      put: (key, bytes) => inner.put(key, Buffer.concat([Buffer.from(bytes), Buffer.from('!')])),
    };
    await expect(copyFiles(source, mangling)).rejects.toThrow(FileMoveError);
  });

  it(
    'runs as `npm run files:move`: disk into S3, and again without copying',
    { timeout: 300_000 },
    async () => {
      // A bucket of its own: the other tests left files in theirs.
      const cliS3 = await startLocalS3Server('cli-files');
      servers.push(cliS3);
      const dataDir = join(root, 'cli');
      await fill(createLocalFileStorage(join(dataDir, 'uploads')));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...cliS3.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
      };
      delete env['DATABASE_URL'];
      delete env['FILE_STORAGE'];
      const run = () =>
        promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'src/adapters/storage/move-files.cli.ts', '--from=local', '--to=s3'],
          { cwd: resolve(import.meta.dirname, '../../..'), env },
        );
      expect((await run()).stdout).toContain('From local to s3: 4 copied, 0 already there');
      expect((await run()).stdout).toContain('0 copied, 4 already there');
      expect(await contents(createS3FileStorage(cliS3.settings))).toEqual(FILES);
      await expect(
        promisify(execFile)(
          process.execPath,
          [
            '--import',
            'tsx',
            'src/adapters/storage/move-files.cli.ts',
            '--from=local',
            '--to=disk',
          ],
          { cwd: resolve(import.meta.dirname, '../../..'), env },
        ),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining('--to must be one of local, postgres, s3'),
      });
    },
  );
});
