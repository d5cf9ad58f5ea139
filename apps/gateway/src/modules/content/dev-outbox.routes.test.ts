import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { PRODUCTION_TEST_ENV } from '../../testing/production-env';

const MINUTE = 60_000;

describe.each(TEST_DATABASE_KINDS)('GET /dev/outbox on %s', (kind) => {
  describe('in development', () => {
    let t: TestApp;
    let staff: { authorization: string };
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { RATE_LIMIT_PER_MINUTE: '12' } });
      staff = await staffAuth(t, await createStaff(t));
      const base = t.clock.now.getTime();
      await t.handle.db.insert(outboxMessages).values([
        {
          channel: 'email',
          recipient: 'budi@example.co.id',
          subject: 'Verifikasi email',
          body: 'https://toko.example/verify?token=abc',
          createdAt: new Date(base - 3 * MINUTE),
        },
        {
          channel: 'whatsapp',
          recipient: '+6281234567890',
          subject: null,
          body: 'Kode OTP Anda 123456',
          createdAt: new Date(base - 2 * MINUTE),
        },
        {
          channel: 'email',
          recipient: 'budi@example.co.id',
          subject: 'Reset password',
          body: 'https://toko.example/reset?token=def',
          createdAt: new Date(base - MINUTE),
        },
        {
          channel: 'email',
          recipient: 'siti@example.co.id',
          subject: 'Verifikasi email',
          body: 'https://toko.example/verify?token=ghi',
          createdAt: new Date(base),
        },
      ]);
    });
    afterAll(() => t.close());

    it('shows staff every kept message, newest first', async () => {
      const answer = await t.call({ method: 'GET', url: '/dev/outbox', headers: staff });
      expect(answer.status).toBe(200);
      expect(answer.body.data.total).toBe(4);
      expect(answer.body.data.page).toBe(1);
      expect(answer.body.data.limit).toBe(10);
      expect(answer.body.data.items.map((item: { body: string }) => item.body)).toEqual([
        'https://toko.example/verify?token=ghi',
        'https://toko.example/reset?token=def',
        'Kode OTP Anda 123456',
        'https://toko.example/verify?token=abc',
      ]);
      expect(answer.body.data.items[2]).toEqual({
        id: expect.any(String),
        channel: 'whatsapp',
        to: '+6281234567890',
        subject: null,
        body: 'Kode OTP Anda 123456',
        created_at: new Date(t.clock.now.getTime() - 2 * MINUTE).toISOString(),
      });
    });

    it('filters by channel and recipient, so a test can read its own code', async () => {
      const answer = await t.call({
        method: 'GET',
        url: '/dev/outbox?channel=email&to=budi@example.co.id&limit=1',
        headers: staff,
      });
      expect(answer.body.data.total).toBe(2);
      expect(answer.body.data.items).toHaveLength(1);
      expect(answer.body.data.items[0].subject).toBe('Reset password');
      const second = await t.call({
        method: 'GET',
        url: '/dev/outbox?channel=email&to=budi@example.co.id&limit=1&page=2',
        headers: staff,
      });
      expect(second.body.data.items[0].subject).toBe('Verifikasi email');
      const past = await t.call({
        method: 'GET',
        url: '/dev/outbox?channel=email&to=budi@example.co.id&limit=1&page=3',
        headers: staff,
      });
      expect(past.body.data).toEqual({ items: [], page: 3, limit: 1, total: 2 });
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({ method: 'GET', url: '/dev/outbox' });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Silahkan login');
    });

    it('hides itself from customers: 404, nothing listed', async () => {
      const customer = await createCustomer(t);
      const answer = await t.call({
        method: 'GET',
        url: '/dev/outbox?langcode=en',
        headers: await customerAuth(t, customer),
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        status: 404,
        message: 'Data not found',
        data: { code: 'not_found' },
      });
    });

    it('refuses an unknown channel and an empty recipient', async () => {
      const answer = await t.call({
        method: 'GET',
        url: '/dev/outbox?channel=fax&to=',
        headers: staff,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ channel: 'field.invalid', to: 'field.required' });
    });

    it('cuts a caller off after the limit with 429', async () => {
      const other = await staffAuth(t, await createStaff(t));
      const statuses: number[] = [];
      for (let i = 0; i < 13; i += 1) {
        statuses.push((await t.call({ method: 'GET', url: '/dev/outbox', headers: other })).status);
      }
      expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
      expect(statuses[12]).toBe(429);
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: PRODUCTION_TEST_ENV,
      });
      await t.handle.db
        .insert(outboxMessages)
        .values({ channel: 'whatsapp', recipient: '+6281234567890', body: 'Kode OTP 654321' });
    });
    afterAll(() => t.close());

    it('does not exist, even for staff', async () => {
      const answer = await t.call({
        method: 'GET',
        url: '/dev/outbox',
        headers: await staffAuth(t, await createStaff(t)),
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        status: 404,
        message: 'Data tidak ditemukan',
        data: { code: 'not_found' },
      });
      expect(answer.response.body).not.toContain('654321');
    });
  });
});
