import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from './adapters/create-adapters';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPostgres } from './db/client';
import type { DatabaseHandle } from './db/client';
import { catalogProducts, storedFiles } from './db/schema';
import { insertRate } from './modules/catalog/testing';
import { orderIn, orderLinesOf, refundRequestBody } from './modules/orders/testing';
import { createCustomer, customerAuth, insertBankAccount } from './testing/fixtures';
import type { GatewayProcess, ScratchDatabase } from './testing/gateway-process';
import { createScratchDatabase, startGatewayProcess } from './testing/gateway-process';
import { jpegFile } from './testing/sample-files';
import type { TestApp } from './testing/test-app';

/**
 * Two gateway processes on one PostgreSQL database, as two replicas (issue 16 §2): with
 * DATABASE_URL set, files live in the database, so what one replica took the other serves, and
 * the catalogue images seeded by the first start are served by both. Neither writes to its disk.
 */
const ADMIN_URL = process.env['TEST_DATABASE_URL'];
const JWT_SECRET = 'shared-files-test-signing-key-of-32-characters';

describe.runIf(ADMIN_URL)('files every replica serves', () => {
  const gateways: GatewayProcess[] = [];
  const folders: string[] = [];
  let database: ScratchDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  let fixtures: TestApp | undefined;
  let first: GatewayProcess;
  let second: GatewayProcess;

  beforeAll(async () => {
    database = await createScratchDatabase(ADMIN_URL ?? '', 'gateway_files');
    const url = database.url;
    const start = async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'gateway-files-'));
      folders.push(dataDir);
      const gateway = await startGatewayProcess({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        JWT_SECRET,
        CATALOG_SEED_PRODUCTS: '12',
        SEED_DEMO: 'false',
      });
      gateways.push(gateway);
      return gateway;
    };
    // One after the other: the first seeds the catalogue (images included), the second finds it.
    first = await start();
    second = await start();

    // An app in this process on the same database only builds the order the refund is for.
    handle = await openPostgres(url);
    const config = loadConfig({
      NODE_ENV: 'test',
      MARKET: 'id',
      JWT_SECRET,
      DATABASE_URL: url,
    });
    const clock = { now: new Date() };
    const app = await buildApp({
      config,
      db: handle.db,
      adapters: createAdapters(config, handle.db),
      now: () => new Date(clock.now),
      logger: false,
    });
    fixtures = {
      app,
      handle,
      config,
      clock,
      async call(options) {
        const response = await app.inject(options);
        return { status: response.statusCode, body: response.json(), response };
      },
      close: () => app.close(),
    };
  }, 300_000);

  afterAll(async () => {
    for (const gateway of gateways) gateway.kill('SIGKILL');
    await Promise.all(gateways.map((gateway) => gateway.exited));
    await fixtures?.close();
    await handle?.close();
    await database?.drop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it(
    'serves a refund photo uploaded on one replica from the other',
    { timeout: 120_000 },
    async () => {
      const t = fixtures as TestApp;
      await insertRate(t);
      const customer = await createCustomer(t);
      const owner = await customerAuth(t, customer);
      const { orderNumber } = await orderIn(t, customer, 'delivered');
      const account = await insertBankAccount(t, customer.id);
      const photo = jpegFile(1024, 768);
      // Every unit of the order, as the refund form sends its lines (decision 289).
      const lines = (await orderLinesOf(t, orderNumber)).map((line) => ({
        line_id: line.id,
        quantity: line.quantity,
      }));
      const form = refundRequestBody(
        {
          order_number: orderNumber,
          reason: 'Jahitan robek',
          bank_account_id: account.id,
          lines,
        },
        [{ filename: 'robek.jpg', bytes: photo }],
      );
      const taken = await fetch(`${first.url}/oci/orders/refund`, {
        method: 'POST',
        headers: { ...owner, ...form.headers },
        body: new Uint8Array(form.payload),
      });
      const body = (await taken.json()) as { data: { photos: { url: string }[] } };
      expect(taken.status, first.output()).toBe(201);
      const path = new URL(body.data.photos[0]?.url ?? '').pathname;

      const served = await fetch(`${second.url}${path}`, { headers: owner });
      expect(served.status, second.output()).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
      expect((await fetch(`${second.url}${path}`)).status).toBe(401);
    },
  );

  it(
    'serves the catalogue images seeded once from both replicas',
    { timeout: 120_000 },
    async () => {
      const db = (handle as DatabaseHandle).db;
      const [product] = await db
        .select({ images: catalogProducts.images })
        .from(catalogProducts)
        .limit(1);
      const image = product?.images[0] ?? '';
      expect(image).toMatch(/^\/catalog\/images\/[a-z0-9-]+\.png$/);
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.key, image.replace('/catalog/images/', 'catalog/')));
      for (const gateway of [first, second]) {
        const answer = await fetch(`${gateway.url}${image}`);
        expect(answer.status, gateway.output()).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(row?.bytes ?? []))).toBe(
          true,
        );
      }
      // Nothing went to either replica's own disk.
      for (const folder of folders) expect(existsSync(join(folder, 'uploads'))).toBe(false);
    },
  );
});

describe('a production start without a shared file store', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    JWT_SECRET,
    MAIL_TRANSPORT: 'none',
    COURIER_RATES: 'local',
    PAYMENT_PROVIDER: 'simulator',
  };

  it.each([
    [
      'local disk not named',
      {},
      'FILE_STORAGE: production keeps files on a shared store: set DATABASE_URL',
    ],
    [
      'S3 settings missing',
      { FILE_STORAGE: 's3', S3_BUCKET: 'shop-files' },
      'S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when FILE_STORAGE=s3',
    ],
  ])('stops with the variables named: %s', { timeout: 200_000 }, async (_case, env, named) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gateway-files-prod-'));
    try {
      await expect(
        startGatewayProcess({ ...PRODUCTION, ...env, DATA_DIR: dataDir }, 150_000),
      ).rejects.toThrow(named);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
