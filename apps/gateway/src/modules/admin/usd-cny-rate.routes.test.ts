import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRateInForce } from '../../adapters/catalog/catalog-store';
import { auditLog } from '../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('the USD to CNY rate on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let staffEmail: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const member = await createStaff(t);
    staff = await staffAuth(t, member);
    staffEmail = member.email;
  });
  afterAll(() => t.close());

  const tick = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  };
  const set = (payload: object, headers: Headers = staff) =>
    t.call({ method: 'POST', url: '/admin/exchange-rates/usd-cny', headers, payload });
  const list = (headers: Headers = staff) =>
    t.call({ method: 'GET', url: '/admin/exchange-rates/usd-cny', headers });

  it('puts a rate in force that the catalogue reads, audited with the one it replaces', async () => {
    expect(await selectRateInForce(t.handle.db, 'USD', 'CNY', t.clock.now)).toBeNull();
    tick();
    const first = await set({ rate: '7.1' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      rate: '7.1',
      set_at: t.clock.now.toISOString(),
      set_by: staffEmail,
    });
    tick();
    const second = await set({ rate: '7.2345' });
    expect(second.status).toBe(201);
    expect(await selectRateInForce(t.handle.db, 'USD', 'CNY', t.clock.now)).toBe('7.2345');
    // The market's own yuan rate is another pair: untouched.
    expect(await selectRateInForce(t.handle.db, 'CNY', 'USD', t.clock.now)).toBeNull();

    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ page: 1, total: 2 });
    expect(answer.body.data.items.map((item: { rate: string }) => item.rate)).toEqual([
      '7.2345',
      '7.1',
    ]);
    const entries = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'exchange_rate.set'));
    expect(entries.map((entry) => entry.data)).toContainEqual({
      before: { from: 'USD', to: 'CNY', rate: '7.1', set_at: first.body.data.set_at },
      after: { from: 'USD', to: 'CNY', rate: '7.2345', set_at: t.clock.now.toISOString() },
    });
  });

  it.each([
    [{ rate: '0' }],
    [{ rate: '-7' }],
    [{ rate: '7,1' }],
    [{ rate: '' }],
    [{}],
    // Converting the largest price at it would leave the exact integer range.
    [{ rate: '9'.repeat(20) }],
    [{ rate: `7.${'1'.repeat(40)}` }],
  ])('refuses %j with a field error on rate', async (payload) => {
    const answer = await set(payload);
    expect(answer.status).toBe(400);
    expect(answer.body.data.code).toBe('validation_failed');
    expect(Object.keys(answer.body.data.fields)).toEqual(['rate']);
  });

  it('is staff only: a customer gets 404, a guest 401', async () => {
    const customer = await customerAuth(t, await createCustomer(t));
    expect((await set({ rate: '7' }, customer)).status).toBe(404);
    expect((await list(customer)).status).toBe(404);
    expect((await set({ rate: '7' }, {})).status).toBe(401);
  });
});
