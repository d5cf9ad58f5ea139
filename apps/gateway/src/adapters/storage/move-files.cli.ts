import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import type { FileStorage } from './file-storage';
import { FILE_STORAGE_KINDS } from './file-storage-settings';
import type { FileStorageKind } from './file-storage-settings';
import { createLocalFileStorage } from './local-file-storage.adapter';
import { copyFiles } from './move-files';
import { createPostgresFileStorage } from './postgres-file-storage.adapter';
import { createS3FileStorage } from './s3-file-storage.adapter';

const USAGE = `Copies every stored file from one store to another and reads each back:
  npm run files:move -w @storefront/gateway -- --from=local --to=postgres [--prefix=catalog/]
Stores: ${FILE_STORAGE_KINDS.join(', ')}, each configured by the gateway's own variables
(DATA_DIR, DATABASE_URL, S3_*). Safe to run again; the source is left as it was.`;

function storeKind(name: string, value: string | undefined): FileStorageKind {
  const kind = FILE_STORAGE_KINDS.find((known) => known === value);
  if (!kind) throw new Error(`--${name} must be one of ${FILE_STORAGE_KINDS.join(', ')}`);
  return kind;
}

/**
 * `npm run files:move`: moves the files of a deployment to another store, e.g. from each
 * replica's disk into PostgreSQL before the replicas share it. On the embedded database, stop
 * the gateway first (PGlite admits one process).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      prefix: { type: 'string', default: '' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const from = storeKind('from', values.from);
  const to = storeKind('to', values.to);
  if (from === to) throw new Error('--from and --to name the same store');
  // Each side named explicitly, so production's refusal of an unnamed local disk does not apply.
  const configOf = (kind: FileStorageKind) => loadConfig({ ...process.env, FILE_STORAGE: kind });
  const handle =
    from === 'postgres' || to === 'postgres' ? await openDatabase(configOf('postgres')) : null;
  const storeOf = (kind: FileStorageKind): FileStorage => {
    const settings = configOf(kind).fileStorage;
    if (settings.kind === 'local') return createLocalFileStorage(settings.root);
    if (settings.kind === 's3') return createS3FileStorage(settings);
    if (!handle) throw new Error('no database is open');
    return createPostgresFileStorage(handle.db);
  };
  try {
    // The table may not exist yet when no gateway of this version has started.
    await handle?.migrate();
    const counts = await copyFiles(storeOf(from), storeOf(to), {
      prefix: values.prefix,
      onFile: (key, done) => {
        if (done !== 'alreadyThere') console.log(`${done}: ${key}`);
      },
    });
    console.log(
      `From ${from} to ${to}: ${counts.copied} copied, ${counts.alreadyThere} already there, ${counts.vanished} deleted meanwhile.`,
    );
  } finally {
    await handle?.close();
  }
}

main().catch((error: unknown) => {
  console.error(`The files were not moved: ${error instanceof Error ? error.message : error}`);
  console.error(USAGE);
  process.exit(1);
});
