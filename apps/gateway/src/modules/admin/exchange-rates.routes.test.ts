import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exchangeRates } from '../../db/schema';
import { callAsGuestAndCustomer, createStaff, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { callPastTheLimit, rateLimitedApp } from '../../testing/rate-limit';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('exchange rates on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let staffEmail: string;
  let staffId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const member = await createStaff(t);
    staff = await staffAuth(t, member);
    staffEmail = member.email;
    staffId = member.id;
    // The seed's first rate, written as the seed writes it, a day before the clock.
    await t.handle.db.insert(exchangeRates).values({
      fromCurrency: 'CNY',
      toCurrency: 'IDR',
      rate: '2290',
      effectiveAt: new Date(t.clock.now.getTime() - 86_400_000),
      setBy: 'seed',
    });
  });
  afterAll(() => t.close());

  const tick = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  };
  const set = (payload: object, headers: Headers = staff) =>
    t.call({ method: 'POST', url: '/admin/exchange-rates', headers, payload });
  const list = (query = '') =>
    t.call({ method: 'GET', url: `/admin/exchange-rates${query}`, headers: staff });
  const currency = () => t.call({ method: 'GET', url: '/oci/get-currency?id=id' });

  it('puts a new rate in force now: the currency call answers it, the log keeps the old one', async () => {
    expect((await currency()).body.data.exchange_rate.rate).toBe('2290');
    tick();
    const answer = await set({ from: 'CNY', to: 'IDR', rate: '2250.5' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      exchange_rate: { from: 'CNY', to: 'IDR', rate: '2250.5' },
      set_at: t.clock.now.toISOString(),
      set_by: staffEmail,
    });
    const now = await currency();
    expect(now.body.data).toEqual({
      currency: 'IDR',
      exchange_rate: { from: 'CNY', to: 'IDR', rate: '2250.5' },
      updated_at: t.clock.now.toISOString(),
    });
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'exchange_rate.set'));
    expect(audit).toMatchObject({
      actorType: 'staff',
      actorId: staffId,
      subject: expect.stringMatching(/^exchange_rate:[0-9a-f-]{36}$/),
      at: t.clock.now,
      data: {
        before: {
          from: 'CNY',
          to: 'IDR',
          rate: '2290',
          set_at: new Date(t.clock.now.getTime() - 86_400_000 - 60_000).toISOString(),
        },
        after: { from: 'CNY', to: 'IDR', rate: '2250.5', set_at: t.clock.now.toISOString() },
      },
    });
  });

  it('lists the rates newest first, paged, naming who set each', async () => {
    tick();
    await set({ from: 'CNY', to: 'IDR', rate: '2301' });
    const first = await list('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(
      first.body.data.items.map(
        (entry: { exchange_rate: { rate: string } }) => entry.exchange_rate.rate,
      ),
    ).toEqual(['2301', '2250.5']);
    const second = await list('?limit=2&page=2');
    expect(second.body.data.items).toEqual([
      {
        exchange_rate: { from: 'CNY', to: 'IDR', rate: '2290' },
        set_at: expect.any(String),
        set_by: 'seed',
      },
    ]);
  });

  it.each([
    [
      'another market’s currency',
      { from: 'CNY', to: 'THB', rate: '4.55' },
      { to: 'field.invalid' },
    ],
    ['an unknown currency', { from: 'CNY', to: 'USD', rate: '1' }, { to: 'field.invalid' }],
    [
      'a rate from anything but yuan',
      { from: 'USD', to: 'IDR', rate: '16000' },
      { from: 'field.invalid' },
    ],
    ['a zero rate', { from: 'CNY', to: 'IDR', rate: '0.000' }, { rate: 'field.invalid' }],
    ['a negative rate', { from: 'CNY', to: 'IDR', rate: '-2290' }, { rate: 'field.invalid' }],
    ['a comma decimal', { from: 'CNY', to: 'IDR', rate: '2290,5' }, { rate: 'field.invalid' }],
    ['a number instead of text', { from: 'CNY', to: 'IDR', rate: 2290 }, { rate: 'field.invalid' }],
    [
      'a rate over 32 characters',
      { from: 'CNY', to: 'IDR', rate: `1.${'0'.repeat(31)}` },
      { rate: 'field.too_long' },
    ],
    [
      'a rate that breaks prices (1,000,000 yuan beyond exact integers)',
      { from: 'CNY', to: 'IDR', rate: '9999999999' },
      { rate: 'field.invalid' },
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, fields) => {
    const before = await currency();
    const answer = await set(payload);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
    expect((await currency()).body.data).toEqual(before.body.data);
  });

  it('accepts a rate of exactly 32 characters', async () => {
    tick();
    const answer = await set({ from: 'CNY', to: 'IDR', rate: `2290.${'5'.repeat(27)}` });
    expect(answer.status).toBe(201);
  });

  it.each([
    ['GET', '/admin/exchange-rates'],
    ['POST', '/admin/exchange-rates'],
  ] as const)('%s %s: 401 for a guest, 404 for a customer', async (method, url) => {
    const payload = method === 'POST' ? { from: 'CNY', to: 'IDR', rate: '1' } : undefined;
    const { guest, customer } = await callAsGuestAndCustomer(t, { method, url, payload });
    expect(guest.status).toBe(401);
    expect(customer.status).toBe(404);
    expect(customer.body.data).toEqual({ code: 'not_found' });
  });
});

describe.each(TEST_DATABASE_KINDS)('exchange rate rate limit on %s', (kind) => {
  const app = rateLimitedApp(kind);

  it.each([
    ['GET', '/admin/exchange-rates'],
    ['POST', '/admin/exchange-rates'],
  ] as const)('cuts %s %s off after the limit with 429', async (method, url) => {
    const t = app();
    const headers = await staffAuth(t, await createStaff(t));
    const { statuses, last } = await callPastTheLimit(t, (i) => ({
      method,
      url: `${url}?langcode=id`,
      headers,
      ...(method === 'POST' ? { payload: { from: 'CNY', to: 'IDR', rate: `22${i}0` } } : {}),
    }));
    expect(statuses).toEqual(method === 'POST' ? [201, 201, 429] : [200, 200, 429]);
    expect(last).toEqual({
      status: 429,
      message: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi',
      data: { code: 'too_many_requests' },
    });
  });
});
