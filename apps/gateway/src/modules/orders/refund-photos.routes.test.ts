import { TEN_MEGABYTES } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { orders, refundRequests } from '../../db/schema';
import { createCustomer, customerAuth, insertBankAccount } from '../../testing/fixtures';
import { jpegFile, pdfFile, pngFile, textFile } from '../../testing/sample-files';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate } from '../catalog/testing';
import type { RefundPhotoPart } from './testing/order-fixtures';
import { orderIn, requestRefund, staffHeaders } from './testing/order-fixtures';

type Headers = Record<string, string>;

/** The default storage, watched: what is on it, and a switch to fail the next write. */
function watchedStorage(inner: FileStorage) {
  const keys = new Set<string>();
  const state = { failPutNumber: 0, puts: 0 };
  const storage: FileStorage = {
    async put(key, bytes, tx) {
      state.puts += 1;
      if (state.failPutNumber !== 0 && state.puts === state.failPutNumber) {
        throw new Error('disk full');
      }
      await inner.put(key, bytes, tx);
      keys.add(key);
    },
    get: (key) => inner.get(key),
    async delete(key) {
      await inner.delete(key);
      keys.delete(key);
    },
    list: (prefix) => inner.list(prefix),
  };
  return { storage, keys, state };
}

describe.each(TEST_DATABASE_KINDS)('refund request photos on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let watched: ReturnType<typeof watchedStorage>;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      adapters: (defaults) => {
        watched = watchedStorage(defaults.storage);
        return { ...defaults, storage: watched.storage };
      },
    });
    await insertRate(t);
    staff = await staffHeaders(t);
  });
  afterAll(() => t.close());

  async function deliveredWithAccount() {
    t.clock.now = new Date('2026-03-02T03:00:00.000Z');
    const customer = await createCustomer(t);
    const headers = await customerAuth(t, customer);
    const order = await orderIn(t, customer, 'delivered');
    const account = await insertBankAccount(t, customer.id);
    return { customer, headers, ...order, accountId: account.id };
  }

  type Asker = Awaited<ReturnType<typeof deliveredWithAccount>>;
  const ask = (who: Asker, photos?: readonly RefundPhotoPart[], orderNumber = who.orderNumber) =>
    requestRefund(
      t,
      who.headers,
      { order_number: orderNumber, reason: 'Jahitan robek', bank_account_id: who.accountId },
      photos,
    );
  const fetchPhoto = (url: string, headers?: Headers) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, ...(headers ? { headers } : {}) });
  const statusOf = async (orderNumber: string) =>
    (await t.handle.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]?.status;

  /** The order is untouched, no refund or photo row was written and no file was left behind. */
  async function expectNothingKept(who: Asker, keysBefore: number) {
    expect(await statusOf(who.orderNumber)).toBe('delivered');
    const refunds = await t.handle.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.customerId, who.customer.id));
    expect(refunds).toEqual([]);
    expect(watched.keys.size).toBe(keysBefore);
  }

  it('stores the photos with the request and shows them to the owner and to staff only', async () => {
    const who = await deliveredWithAccount();
    const png = pngFile(300, 200);
    const answer = await ask(who, [
      { filename: 'robek.JPG', bytes: jpegFile(1024, 768) },
      { filename: 'layar.png', bytes: png },
    ]);
    expect(answer.status).toBe(201);
    const photos = answer.body.data.photos as { id: string; url: string; file_name: string }[];
    expect(photos).toEqual([
      expect.objectContaining({ file_name: 'robek.JPG' }),
      expect.objectContaining({ file_name: 'layar.png', size_bytes: png.length }),
    ]);
    const refundId = answer.body.data.id as string;
    for (const photo of photos) {
      expect(photo.url).toContain(`/oci/orders/refund/${refundId}/photos/${photo.id}`);
    }
    expect([...watched.keys].filter((key) => key.startsWith(`refunds/${refundId}/`))).toHaveLength(
      2,
    );

    const own = await fetchPhoto(photos[1]?.url ?? '', who.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(png)).toBe(true);
    expect((await fetchPhoto(photos[0]?.url ?? '', staff)).headers['content-type']).toBe(
      'image/jpeg',
    );

    const stranger = await deliveredWithAccount();
    const foreign = await fetchPhoto(photos[0]?.url ?? '', stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.parse(foreign.body).data).toEqual({ code: 'not_found' });
    expect((await fetchPhoto(photos[0]?.url ?? '')).statusCode).toBe(401);

    const detail = await t.call({
      method: 'GET',
      url: `/oci/orders/transaction-detail/${who.groupNumber}/${who.orderNumber}`,
      headers: who.headers,
    });
    expect(detail.body.data.refund.photos).toEqual(photos);
    const staffDetail = await t.call({
      method: 'GET',
      url: `/admin/orders/${who.orderNumber}`,
      headers: staff,
    });
    expect(staffDetail.body.data.refund.photos).toEqual(photos);
  });

  it('refuses a request without a photo (400, field photos)', async () => {
    const who = await deliveredWithAccount();
    const before = watched.keys.size;
    const answer = await ask(who, []);
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields).toEqual({ photos: 'field.required' });
    await expectNothingKept(who, before);
  });

  it('refuses a file that is not a JPEG or PNG by its content, whatever its name (415)', async () => {
    const who = await deliveredWithAccount();
    const before = watched.keys.size;
    for (const bytes of [textFile(), pdfFile()]) {
      const answer = await ask(who, [
        { filename: 'ok.jpg', bytes: jpegFile(640, 480) },
        { filename: 'rusak.jpg', bytes },
      ]);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        status: 415,
        message: 'Jenis file tidak sesuai',
        data: { code: 'file_type_invalid', fields: { photos: 'field.invalid' } },
      });
    }
    await expectNothingKept(who, before);
  });

  it('refuses six photos (413, with the limit in the message)', async () => {
    const who = await deliveredWithAccount();
    const before = watched.keys.size;
    const six = Array.from({ length: 6 }, (_, i) => ({
      filename: `foto-${i}.jpg`,
      bytes: jpegFile(640, 480),
    }));
    const answer = await ask(who, six);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Terlalu banyak file (maksimal 5)');
    expect(answer.body.data.code).toBe('file_too_many');
    await expectNothingKept(who, before);
  });

  it('refuses a photo over 10 MB, and photos over 20 MB together (413)', async () => {
    const who = await deliveredWithAccount();
    const before = watched.keys.size;
    const padded = (size: number) =>
      Buffer.concat([jpegFile(640, 480), Buffer.alloc(size - jpegFile(640, 480).length)]);
    const one = await ask(who, [{ filename: 'besar.jpg', bytes: padded(TEN_MEGABYTES + 1) }]);
    expect(one.status).toBe(413);
    expect(one.body.data.code).toBe('file_too_large');
    const together = await ask(who, [
      { filename: 'a.jpg', bytes: padded(TEN_MEGABYTES) },
      { filename: 'b.jpg', bytes: padded(TEN_MEGABYTES) },
      { filename: 'c.jpg', bytes: jpegFile(640, 480) },
    ]);
    expect(together.status).toBe(413);
    expect(together.body).toMatchObject({
      message: 'File terlalu besar',
      data: { code: 'file_too_large' },
    });
    await expectNothingKept(who, before);
  });

  it('answers another customer’s order with 404 and stores nothing', async () => {
    const who = await deliveredWithAccount();
    const other = await deliveredWithAccount();
    const before = watched.keys.size;
    const answer = await ask(who, undefined, other.orderNumber);
    expect(answer.status).toBe(404);
    expect(answer.body.data).toEqual({ code: 'order_not_found' });
    await expectNothingKept(other, before);
  });

  it('removes the photos already stored when a later write fails, and keeps no rows', async () => {
    const who = await deliveredWithAccount();
    const before = watched.keys.size;
    watched.state.puts = 0;
    watched.state.failPutNumber = 2;
    try {
      const answer = await ask(who, [
        { filename: 'a.jpg', bytes: jpegFile(640, 480) },
        { filename: 'b.jpg', bytes: jpegFile(640, 480) },
      ]);
      expect(answer.status).toBe(500);
      expect(JSON.stringify(answer.body)).not.toContain('disk full');
    } finally {
      watched.state.failPutNumber = 0;
    }
    await expectNothingKept(who, before);
    // The customer can simply send it again.
    expect((await ask(who)).status).toBe(201);
  });
});
