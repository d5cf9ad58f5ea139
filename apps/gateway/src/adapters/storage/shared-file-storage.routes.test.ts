import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { insertRate } from '../../modules/catalog/testing';
import { orderIn, requestRefund, staffHeaders } from '../../modules/orders/testing';
import { createCustomer, customerAuth, insertBankAccount } from '../../testing/fixtures';
import { jpegFile, pngFile } from '../../testing/sample-files';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { createAdapters } from '../create-adapters';
import type { FileStorage } from './file-storage';
import type { LocalS3Server } from './testing/s3-server';
import { startLocalS3Server } from './testing/s3-server';

const ADMIN_URL = process.env['TEST_DATABASE_URL'];
// Files in the database need a PostgreSQL server (file-storage-settings.ts); S3 runs beside both.
const cases = [
  ...TEST_DATABASE_KINDS.filter((kind) => kind === 'postgres').map(
    (kind) => ['postgres', kind] as const,
  ),
  ...TEST_DATABASE_KINDS.map((kind) => ['s3', kind] as const),
];

/**
 * Two gateway instances on one database, as two replicas: each builds its own adapters from the
 * same settings (its own S3 client, its own storage handle), and neither ever saw the other's
 * uploads in memory.
 */
describe.each(cases)('files on %s storage, two app instances on %s', (store, kind) => {
  let s3: LocalS3Server | undefined;
  let first: TestApp;
  let firstStorage: FileStorage;
  let second: FastifyInstance;

  beforeAll(async () => {
    s3 = store === 's3' ? await startLocalS3Server() : undefined;
    first = await createTestApp(kind, {
      // The gateway's own default with DATABASE_URL set (the test database's server).
      env: s3 ? s3.env : { DATABASE_URL: ADMIN_URL ?? '' },
      adapters: (defaults) => {
        firstStorage = defaults.storage;
        return defaults;
      },
    });
    second = await buildApp({
      config: first.config,
      db: first.handle.db,
      adapters: createAdapters(first.config, first.handle.db),
      now: () => new Date(first.clock.now),
      logger: false,
    });
    await second.ready();
    await insertRate(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  const onSecond = (options: InjectOptions) => second.inject(options);

  it('serves a refund photo uploaded on one to its owner and staff on the other, until deleted', async () => {
    const customer = await createCustomer(first);
    const owner = await customerAuth(first, customer);
    const { orderNumber } = await orderIn(first, customer, 'delivered');
    const account = await insertBankAccount(first, customer.id);
    const photo = jpegFile(800, 600);
    const answer = await requestRefund(
      first,
      owner,
      { order_number: orderNumber, reason: 'Jahitan robek', bank_account_id: account.id },
      [{ filename: 'robek.jpg', bytes: photo }],
    );
    expect(answer.status).toBe(201);
    const refundId = answer.body.data.id as string;
    const [uploaded] = answer.body.data.photos as { id: string; url: string }[];
    const url = new URL(uploaded?.url ?? '').pathname;

    const own = await onSecond({ method: 'GET', url, headers: owner });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(photo)).toBe(true);
    // The same safe headers as before: no sniffing, no script, no cache.
    expect(own.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    const staff = await staffHeaders(first);
    expect((await onSecond({ method: 'GET', url, headers: staff })).statusCode).toBe(200);
    const stranger = await customerAuth(first, await createCustomer(first));
    expect((await onSecond({ method: 'GET', url, headers: stranger })).statusCode).toBe(404);
    expect((await onSecond({ method: 'GET', url })).statusCode).toBe(401);

    await firstStorage.delete(`refunds/${refundId}/${uploaded?.id}.jpg`);
    expect((await onSecond({ method: 'GET', url, headers: owner })).statusCode).toBe(404);
  });

  it('takes a burst of refund photos larger than the pool, each in its own transaction', async () => {
    // 15 requests at once on a pool of 10 (db/client.ts): every photo is written through its
    // request's transaction, so no request waits for a second connection while holding one.
    const askers = [];
    for (let index = 0; index < 15; index += 1) {
      const customer = await createCustomer(first);
      const { orderNumber } = await orderIn(first, customer, 'delivered');
      const account = await insertBankAccount(first, customer.id);
      askers.push({ headers: await customerAuth(first, customer), orderNumber, account });
    }
    const answers = await Promise.all(
      askers.map((asker) =>
        requestRefund(
          first,
          asker.headers,
          {
            order_number: asker.orderNumber,
            reason: 'Jahitan robek',
            bank_account_id: asker.account.id,
          },
          [{ filename: 'robek.png', bytes: pngFile(64, 64) }],
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(askers.map(() => 201));
    const [last] = answers.at(-1)?.body.data.photos as { url: string }[];
    const read = await onSecond({
      method: 'GET',
      url: new URL(last?.url ?? '').pathname,
      headers: askers.at(-1)?.headers,
    });
    expect(read.statusCode).toBe(200);
  });

  it('serves a catalogue image stored once from both, and a size variant made by either', async () => {
    const image = pngFile(640, 480);
    await firstStorage.put('catalog/shared-bag-red.png', image);
    for (const inject of [first.app.inject.bind(first.app), onSecond]) {
      const answer = await inject({ method: 'GET', url: '/catalog/images/shared-bag-red.png' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.rawPayload.equals(image)).toBe(true);
    }
    const variant = await onSecond({
      method: 'GET',
      url: '/catalog/images/shared-bag-red.w320.webp',
    });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    // Made on the second and kept in the shared store: the first reads the same bytes.
    const kept = await firstStorage.get('catalog/variants/shared-bag-red.w320.webp');
    expect(kept?.bytes.equals(variant.rawPayload)).toBe(true);

    await firstStorage.delete('catalog/shared-bag-red.png');
    const gone = await onSecond({ method: 'GET', url: '/catalog/images/shared-bag-red.png' });
    expect(gone.statusCode).toBe(404);
  });
});
