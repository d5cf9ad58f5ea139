import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage, PushResult, PushSender } from '../../adapters/adapters';
import { deviceTokens, notifications } from '../../db/schema';
import { createCustomer } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import type { NotifyContext } from './notification.service';
import { notifyCustomer } from './notification.service';

/** A provider that answers per token: 'sent', 'unregistered', or a network failure. */
function scriptedPush(answers: Record<string, PushResult | Error>): PushSender & {
  sent: PushMessage[];
} {
  const sent: PushMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      const answer = answers[message.token] ?? 'sent';
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

describe.each(TEST_DATABASE_KINDS)('notifyCustomer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  function contextWith(push: PushSender): NotifyContext {
    return { db: t.handle.db, adapters: { push }, now: () => new Date(t.clock.now) };
  }

  async function customerWithDevices(tokens: string[]) {
    const customer = await createCustomer(t);
    if (tokens.length > 0) {
      await t.handle.db
        .insert(deviceTokens)
        .values(
          tokens.map((token, index) => ({ customerId: customer.id, token, deviceId: `d${index}` })),
        );
    }
    return customer;
  }

  async function tokensOf(customerId: string): Promise<string[]> {
    const rows = await t.handle.db
      .select({ token: deviceTokens.token })
      .from(deviceTokens)
      .where(eq(deviceTokens.customerId, customerId));
    return rows.map((row) => row.token).sort();
  }

  it('stores the notification and pushes it to every browser of the customer', async () => {
    const customer = await customerWithDevices(['phone', 'laptop']);
    const push = scriptedPush({});
    const outcome = await notifyCustomer(contextWith(push), customer.id, {
      title: 'Pesanan dikirim',
      body: 'Pesanan IDL-1 sedang dikirim',
      link: '/id-ID/orders/IDL-1',
    });
    expect(outcome).toEqual({
      notificationId: expect.any(String),
      sent: 2,
      unregistered: 0,
      failed: 0,
    });
    expect(push.sent.map((message) => message.token).sort()).toEqual(['laptop', 'phone']);
    expect(push.sent[0]).toMatchObject({
      title: 'Pesanan dikirim',
      body: 'Pesanan IDL-1 sedang dikirim',
      link: '/id-ID/orders/IDL-1',
    });
    const [stored] = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, outcome.notificationId));
    expect(stored).toMatchObject({
      customerId: customer.id,
      title: 'Pesanan dikirim',
      link: '/id-ID/orders/IDL-1',
      isNew: true,
      createdAt: t.clock.now,
    });
  });

  it('deletes a token the provider no longer knows and keeps one it could not reach', async () => {
    const customer = await customerWithDevices(['alive', 'gone', 'flaky']);
    const warnings: object[] = [];
    const outcome = await notifyCustomer(
      contextWith(scriptedPush({ gone: 'unregistered', flaky: new Error('ECONNRESET') })),
      customer.id,
      { title: 'Harga sudah keluar', body: 'Produk Anda sudah dihitung' },
      { log: { warn: (object) => warnings.push(object) } },
    );
    expect(outcome).toMatchObject({ sent: 1, unregistered: 1, failed: 1 });
    expect(await tokensOf(customer.id)).toEqual(['alive', 'flaky']);
    expect(warnings).toHaveLength(1);
  });

  it('stores the notification for a customer without any browser', async () => {
    const customer = await customerWithDevices([]);
    const push = scriptedPush({});
    const outcome = await notifyCustomer(contextWith(push), customer.id, {
      title: 'Selamat datang',
      body: 'Akun Anda sudah aktif',
    });
    expect(outcome).toMatchObject({ sent: 0, unregistered: 0, failed: 0 });
    expect(push.sent).toEqual([]);
    const rows = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.link).toBeNull();
  });

  it('never deletes another customer’s token', async () => {
    const owner = await customerWithDevices(['owned-by-owner']);
    const other = await customerWithDevices(['others-own']);
    await notifyCustomer(contextWith(scriptedPush({ 'others-own': 'unregistered' })), other.id, {
      title: 'x',
      body: 'y',
    });
    expect(await tokensOf(owner.id)).toEqual(['owned-by-owner']);
    expect(await tokensOf(other.id)).toEqual([]);
  });
});
