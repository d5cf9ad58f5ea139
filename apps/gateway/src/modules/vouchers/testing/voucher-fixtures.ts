import { vouchers } from '../../../db/schema';
import type { TestApp } from '../../../testing/test-app';
import type { VoucherRow } from '../voucher-terms';

const HOUR = 3_600_000;

/** An instant `hours` from the test app's clock (negative: in the past). */
export function hoursFrom(t: TestApp, hours: number): Date {
  return new Date(t.clock.now.getTime() + hours * HOUR);
}

/**
 * Inserts a voucher straight into the table (override any column): open from a day ago to a week
 * ahead, 100 places, 50,000 rupiah off from 500,000.
 */
export async function insertVoucher(
  t: TestApp,
  overrides: Partial<typeof vouchers.$inferInsert> = {},
): Promise<VoucherRow> {
  const [row] = await t.handle.db
    .insert(vouchers)
    .values({
      title: 'Potongan Rp 50.000',
      validFrom: hoursFrom(t, -24),
      validUntil: hoursFrom(t, 24 * 7),
      quota: 100,
      stackable: true,
      currency: 'IDR',
      discountKind: 'fixed',
      discountAmount: 50_000,
      minSpend: 500_000,
      createdAt: t.clock.now,
      updatedAt: t.clock.now,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('voucher not inserted');
  return row;
}

/** The body staff send to create or edit a voucher (the contract's voucherInputSchema). */
export function voucherBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Gratis Ongkir Rp 150.000',
    valid_from: hoursFrom(t, -1).toISOString(),
    valid_until: hoursFrom(t, 24 * 30).toISOString(),
    quota: 200,
    stackable: false,
    discount: { kind: 'fixed', amount: { amount: 150_000, currency: 'IDR' } },
    min_spend: { amount: 5_000_000, currency: 'IDR' },
    ...overrides,
  };
}
