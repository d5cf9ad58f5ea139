import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens, notifications, outboxMessages } from '../../db/schema';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { callPastTheLimit, rateLimitedApp } from '../../testing/rate-limit';
import type { CustomerRow } from '../identity';
import { MAX_DEVICES_PER_CUSTOMER } from './notification.service';

const MINUTE = 60_000;

interface Item {
  id: string;
  title: string;
  is_new: boolean;
}

describe.each(TEST_DATABASE_KINDS)('notification routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /**
   * A customer with `count` notifications, 'N1' the oldest; the ones listed in `read` are read.
   * Returns the customer, its bearer header and the ids by title.
   */
  async function customerWithNotifications(count: number, read: number[] = []) {
    const customer = await createCustomer(t);
    const base = t.clock.now.getTime() - count * MINUTE;
    const rows =
      count === 0
        ? []
        : await t.handle.db
            .insert(notifications)
            .values(
              Array.from({ length: count }, (_, index) => ({
                customerId: customer.id,
                title: `N${index + 1}`,
                body: `Isi ${index + 1}`,
                link: index === 0 ? '/id-ID/orders/IDL-1' : null,
                isNew: !read.includes(index + 1),
                createdAt: new Date(base + index * MINUTE),
              })),
            )
            .returning();
    const ids = new Map(rows.map((row) => [row.title, row.id]));
    return { customer, headers: await customerAuth(t, customer), ids };
  }

  async function newCount(headers: { authorization: string }): Promise<number> {
    const answer = await t.call({ method: 'GET', url: '/oci/notification/new', headers });
    return answer.body.data.total;
  }

  describe('GET /oci/notification', () => {
    it('lists the caller’s notifications newest first, ten a page, with the total', async () => {
      const { headers, ids } = await customerWithNotifications(12, [12]);
      await customerWithNotifications(3); // someone else's, never listed
      const first = await t.call({ method: 'GET', url: '/oci/notification', headers });
      expect(first.status).toBe(200);
      expect(first.body.data.total).toBe(12);
      expect(first.body.data.limit).toBe(10);
      expect(first.body.data.items.map((item: Item) => item.title)).toEqual([
        'N12',
        'N11',
        'N10',
        'N9',
        'N8',
        'N7',
        'N6',
        'N5',
        'N4',
        'N3',
      ]);
      expect(first.body.data.items[0].is_new).toBe(false);
      const second = await t.call({ method: 'GET', url: '/oci/notification?page=2', headers });
      expect(second.body.data.items.map((item: Item) => item.title)).toEqual(['N2', 'N1']);
      expect(second.body.data.items[1]).toEqual({
        id: ids.get('N1'),
        title: 'N1',
        body: 'Isi 1',
        image_url: null,
        link: '/id-ID/orders/IDL-1',
        is_new: true,
        created_at: new Date(t.clock.now.getTime() - 12 * MINUTE).toISOString(),
      });
    });

    it('keeps only new or only read notifications with is_new', async () => {
      const { headers } = await customerWithNotifications(4, [2, 3]);
      const fresh = await t.call({ method: 'GET', url: '/oci/notification?is_new=true', headers });
      expect(fresh.body.data.items.map((item: Item) => item.title)).toEqual(['N4', 'N1']);
      expect(fresh.body.data.total).toBe(2);
      const read = await t.call({ method: 'GET', url: '/oci/notification?is_new=0', headers });
      expect(read.body.data.items.map((item: Item) => item.title)).toEqual(['N3', 'N2']);
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/notification' });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Silahkan login');
    });

    it.each([
      ['page=0', { page: 'field.invalid' }],
      ['limit=101', { limit: 'field.invalid' }],
      ['is_new=maybe', { is_new: 'field.invalid' }],
    ])('refuses %s with a field error', async (query, fields) => {
      const { headers } = await customerWithNotifications(0);
      const answer = await t.call({ method: 'GET', url: `/oci/notification?${query}`, headers });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
    });
  });

  describe('GET /oci/notification/read', () => {
    it('returns the page as it was opened and reads the notifications on it', async () => {
      const { headers } = await customerWithNotifications(5, [4]);
      expect(await newCount(headers)).toBe(4);
      const answer = await t.call({
        method: 'GET',
        url: '/oci/notification/read?limit=3',
        headers,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.items.map((item: Item) => [item.title, item.is_new])).toEqual([
        ['N5', true],
        ['N4', false],
        ['N3', true],
      ]);
      expect(answer.body.data.total).toBe(5);
      // N5 and N3 are read now; N2 and N1, on the next page, are still new.
      expect(await newCount(headers)).toBe(2);
      const again = await t.call({ method: 'GET', url: '/oci/notification?limit=3', headers });
      expect(again.body.data.items.every((item: Item) => !item.is_new)).toBe(true);
    });

    it('leaves other customers’ notifications alone', async () => {
      const other = await customerWithNotifications(2);
      const { headers } = await customerWithNotifications(2);
      await t.call({ method: 'GET', url: '/oci/notification/read', headers });
      expect(await newCount(headers)).toBe(0);
      expect(await newCount(other.headers)).toBe(2);
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/notification/read?langcode=th' });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('กรุณาเข้าสู่ระบบ');
    });

    it('refuses limit=0 with a field error', async () => {
      const { headers } = await customerWithNotifications(0);
      const answer = await t.call({
        method: 'GET',
        url: '/oci/notification/read?limit=0',
        headers,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ limit: 'field.invalid' });
    });
  });

  describe('GET /oci/notification/read/:notificationId', () => {
    it('marks one notification read and returns it', async () => {
      const { headers, ids } = await customerWithNotifications(2);
      const answer = await t.call({
        method: 'GET',
        url: `/oci/notification/read/${ids.get('N1')}`,
        headers,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ id: ids.get('N1'), title: 'N1', is_new: false });
      expect(await newCount(headers)).toBe(1);
    });

    it('answers 404 for another customer’s notification and leaves it new', async () => {
      const owner = await customerWithNotifications(1);
      const { headers } = await customerWithNotifications(1);
      const answer = await t.call({
        method: 'GET',
        url: `/oci/notification/read/${owner.ids.get('N1')}`,
        headers,
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        status: 404,
        message: 'Data tidak ditemukan',
        data: { code: 'not_found' },
      });
      expect(await newCount(owner.headers)).toBe(1);
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
      'answers 404 for an id that is nobody’s (%s)',
      async (id) => {
        const { headers } = await customerWithNotifications(0);
        const answer = await t.call({
          method: 'GET',
          url: `/oci/notification/read/${id}`,
          headers,
        });
        expect(answer.status).toBe(404);
      },
    );

    it('refuses an id longer than any id handed out', async () => {
      const { headers } = await customerWithNotifications(0);
      const answer = await t.call({
        method: 'GET',
        url: `/oci/notification/read/${'a'.repeat(65)}`,
        headers,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ notificationId: 'field.too_long' });
    });

    it('asks for a login without a token', async () => {
      const { ids } = await customerWithNotifications(1);
      const answer = await t.call({
        method: 'GET',
        url: `/oci/notification/read/${ids.get('N1')}`,
      });
      expect(answer.status).toBe(401);
    });
  });

  describe('GET /oci/notification/new', () => {
    it('counts only the caller’s new notifications', async () => {
      const { headers } = await customerWithNotifications(3, [1]);
      await customerWithNotifications(5);
      const answer = await t.call({ method: 'GET', url: '/oci/notification/new', headers });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ total: 2 });
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/notification/new' });
      expect(answer.status).toBe(401);
    });
  });

  describe('POST /oci/register-device and GET /oci/notification/test', () => {
    async function devicesOf(customer: CustomerRow) {
      return t.handle.db
        .select({ token: deviceTokens.token, deviceId: deviceTokens.deviceId })
        .from(deviceTokens)
        .where(eq(deviceTokens.customerId, customer.id));
    }

    function register(
      headers: { authorization: string },
      customer: CustomerRow,
      token: string,
      deviceId: string,
    ) {
      return t.call({
        method: 'POST',
        url: '/oci/register-device',
        headers,
        payload: { email: customer.email, token, device_id: deviceId },
      });
    }

    it('stores a browser’s token; a refreshed token replaces the old one of that browser', async () => {
      const customer = await createCustomer(t);
      const headers = await customerAuth(t, customer);
      const first = await register(headers, customer, 'fcm-token-1', 'browser-a');
      expect(first.status).toBe(200);
      expect(first.body.data).toBeNull();
      await register(headers, customer, 'fcm-token-2', 'browser-b');
      await register(headers, customer, 'fcm-token-1b', 'browser-a');
      await register(headers, customer, 'fcm-token-1b', 'browser-a'); // again: nothing doubles
      expect(await devicesOf(customer)).toEqual(
        expect.arrayContaining([
          { token: 'fcm-token-1b', deviceId: 'browser-a' },
          { token: 'fcm-token-2', deviceId: 'browser-b' },
        ]),
      );
      expect(await devicesOf(customer)).toHaveLength(2);
    });

    it('moves a token to the account that registers it last (a shared browser)', async () => {
      const first = await createCustomer(t);
      const second = await createCustomer(t);
      await register(await customerAuth(t, first), first, 'shared-token', 'kiosk');
      await register(await customerAuth(t, second), second, 'shared-token', 'kiosk');
      expect(await devicesOf(first)).toEqual([]);
      expect(await devicesOf(second)).toEqual([{ token: 'shared-token', deviceId: 'kiosk' }]);
    });

    it(`keeps the ${MAX_DEVICES_PER_CUSTOMER} most recently registered browsers`, async () => {
      const customer = await createCustomer(t);
      const headers = await customerAuth(t, customer);
      const start = t.clock.now;
      try {
        for (let index = 0; index <= MAX_DEVICES_PER_CUSTOMER; index += 1) {
          t.clock.now = new Date(start.getTime() + index * MINUTE);
          await register(headers, customer, `token-${index}`, `browser-${index}`);
        }
      } finally {
        t.clock.now = start;
      }
      const tokens = (await devicesOf(customer)).map((device) => device.token);
      expect(tokens).toHaveLength(MAX_DEVICES_PER_CUSTOMER);
      expect(tokens).not.toContain('token-0');
      expect(tokens).toContain(`token-${MAX_DEVICES_PER_CUSTOMER}`);
    });

    it('refuses a missing token with a field error', async () => {
      const customer = await createCustomer(t);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/register-device?langcode=en',
        headers: await customerAuth(t, customer),
        payload: { email: customer.email, device_id: 'browser-a' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Some fields are not filled in correctly');
      expect(answer.body.data.fields).toEqual({ token: 'field.required' });
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({
        method: 'POST',
        url: '/oci/register-device',
        payload: { email: 'a@example.com', token: 't', device_id: 'd' },
      });
      expect(answer.status).toBe(401);
    });

    it('sends a test push in the caller’s language, dropping a token the provider forgot', async () => {
      const customer = await createCustomer(t);
      const headers = await customerAuth(t, customer);
      await register(headers, customer, 'live-token', 'browser-a');
      await register(headers, customer, 'unregistered-stale-token', 'browser-b');
      const answer = await t.call({
        method: 'GET',
        url: '/oci/notification/test',
        headers: { ...headers, 'x-language-code': 'en' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeNull();

      const pushes = await t.handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'live-token'));
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toMatchObject({
        channel: 'push',
        subject: 'Test notification',
        body: 'Notifications are working on this device.',
      });
      expect(await devicesOf(customer)).toEqual([{ token: 'live-token', deviceId: 'browser-a' }]);

      // The test notification is a real one: listed and counted as new.
      const list = await t.call({ method: 'GET', url: '/oci/notification', headers });
      expect(list.body.data.items).toEqual([
        expect.objectContaining({ title: 'Test notification', is_new: true }),
      ]);
    });

    it('stores the test notification even without a registered browser', async () => {
      const customer = await createCustomer(t);
      const headers = await customerAuth(t, customer);
      const answer = await t.call({ method: 'GET', url: '/oci/notification/test', headers });
      expect(answer.status).toBe(200);
      const list = await t.call({ method: 'GET', url: '/oci/notification', headers });
      expect(list.body.data.items[0].title).toBe('Notifikasi percobaan');
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/notification/test' });
      expect(answer.status).toBe(401);
    });
  });
});

describe.each(TEST_DATABASE_KINDS)('notification rate limits on %s', (kind) => {
  const app = rateLimitedApp(kind);

  it.each([
    ['GET', '/oci/notification'],
    ['GET', '/oci/notification/read'],
    ['GET', '/oci/notification/read/00000000-0000-4000-8000-000000000000'],
    ['GET', '/oci/notification/new'],
    ['GET', '/oci/notification/test'],
    ['POST', '/oci/register-device'],
  ] as const)('cuts %s %s off after the limit with 429', async (method, url) => {
    const t = app();
    const customer = await createCustomer(t);
    const headers = await customerAuth(t, customer);
    const { statuses, last } = await callPastTheLimit(t, (i) => ({
      method,
      url: `${url}?langcode=en`,
      headers,
      ...(method === 'POST'
        ? { payload: { email: customer.email, token: `t-${i}`, device_id: 'browser' } }
        : {}),
    }));
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2).every((status) => status !== 429)).toBe(true);
    expect(last).toEqual({
      status: 429,
      message: 'Too many requests. Please wait a moment and try again',
      data: { code: 'too_many_requests' },
    });
  });
});
