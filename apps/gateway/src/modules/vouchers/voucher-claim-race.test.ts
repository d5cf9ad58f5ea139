import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherClaims, vouchers } from '../../db/schema';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertVoucher } from './testing/voucher-fixtures';

function tally(statuses: { status: number; code: string | undefined }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, code } of statuses) {
    const key = `${status} ${code ?? 'ok'}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * The quota under load: every claim is sent at once, so on PostgreSQL they really run in
 * parallel on the pool's connections (PGlite runs one transaction at a time, the same code).
 */
describe.each(TEST_DATABASE_KINDS)('voucher quota under parallel claims on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const claimAll = (headers: Record<string, string>[], voucherId: string) =>
    Promise.all(
      headers.map(async (header) => {
        const answer = await t.call({
          method: 'POST',
          url: '/oci/voucher',
          headers: header,
          payload: { voucher_id: voucherId },
        });
        return { status: answer.status, code: answer.body?.data?.code as string | undefined };
      }),
    );

  it('100 customers racing for the last 10 places: exactly 10 claims, 90 voucher_exhausted', async () => {
    const voucher = await insertVoucher(t, { quota: 25, claimed: 15 });
    const customers = await Promise.all(Array.from({ length: 100 }, () => createCustomer(t)));
    const headers = await Promise.all(customers.map((customer) => customerAuth(t, customer)));

    const results = await claimAll(headers, voucher.id);

    expect(tally(results)).toEqual({ '200 ok': 10, '409 voucher_exhausted': 90 });
    const [stored] = await t.handle.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(stored).toMatchObject({ quota: 25, claimed: 25 });
    const claims = await t.handle.db
      .select()
      .from(voucherClaims)
      .where(eq(voucherClaims.voucherId, voucher.id));
    expect(claims).toHaveLength(10);
    // The winners are exactly the customers who were told so.
    const winners = customers
      .filter((_customer, index) => results[index]?.status === 200)
      .map((customer) => customer.id)
      .sort();
    expect(claims.map((row) => row.customerId).sort()).toEqual(winners);
  });

  it.each([
    ['more claims than places', { quota: 5, claimed: 6 }],
    ['more uses than claims', { claimed: 1, used: 2 }],
    ['a fixed voucher without its amount', { discountAmount: null }],
    ['a percentage without its rate', { discountKind: 'percent' as const, discountAmount: null }],
    [
      'a rate over 100 %',
      { discountKind: 'percent' as const, discountAmount: null, discountBps: 10_001 },
    ],
    ['a window that ends before it starts', { validUntil: new Date('2020-01-01T00:00:00Z') }],
  ])('the table itself refuses %s', async (_label, overrides) => {
    await expect(insertVoucher(t, overrides)).rejects.toThrow();
  });

  it('one customer claiming 20 times at once holds exactly one claim', async () => {
    const voucher = await insertVoucher(t, { quota: 10 });
    const header = await customerAuth(t, await createCustomer(t));

    const results = await claimAll(
      Array.from({ length: 20 }, () => header),
      voucher.id,
    );

    expect(tally(results)).toEqual({ '200 ok': 1, '409 voucher_already_claimed': 19 });
    const [stored] = await t.handle.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(stored?.claimed).toBe(1);
  });
});
