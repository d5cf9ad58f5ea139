import { describe, expect, it } from 'vitest';
import type { VoucherInput, VoucherRow } from './voucher-terms';
import {
  toAdminVoucher,
  toCustomerVoucher,
  toDomainVoucher,
  toVoucherWrite,
  voucherTermsFieldErrors,
} from './voucher-terms';

const now = new Date('2026-03-02T03:00:00.000Z');
const idr = (amount: number) => ({ amount, currency: 'IDR' as const });

const input = (over: Partial<VoucherInput> = {}): VoucherInput => ({
  title: 'Payday 50K',
  valid_from: '2026-03-01T00:00:00.000Z',
  valid_until: '2026-03-31T15:59:59.999Z',
  quota: 100,
  stackable: false,
  discount: { kind: 'fixed', amount: idr(50_000) },
  min_spend: idr(500_000),
  ...over,
});

const row = (over: Partial<VoucherRow> = {}): VoucherRow => ({
  id: 'b5d1f1e2-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  title: 'Ramadan 10%',
  validFrom: new Date('2026-03-01T00:00:00.000Z'),
  validUntil: new Date('2026-03-31T15:59:59.999Z'),
  quota: 100,
  claimed: 40,
  used: 12,
  stackable: true,
  currency: 'IDR',
  discountKind: 'percent',
  discountAmount: null,
  discountBps: 1000,
  discountCap: 75_000,
  minSpend: null,
  createdAt: new Date('2026-02-20T00:00:00.000Z'),
  updatedAt: new Date('2026-02-21T00:00:00.000Z'),
  ...over,
});

describe('voucherTermsFieldErrors', () => {
  const create = { currency: 'IDR' as const, now, claimed: null };
  const edit = (claimed: number) => ({ currency: 'IDR' as const, now, claimed });

  it.each<[string, VoucherInput, Parameters<typeof voucherTermsFieldErrors>[1], unknown]>([
    ['terms in the market currency', input(), create, null],
    [
      'a fixed amount in another currency',
      input({ discount: { kind: 'fixed', amount: { amount: 5, currency: 'THB' } } }),
      create,
      { 'discount.amount.currency': 'field.invalid' },
    ],
    [
      'a cap in another currency',
      input({ discount: { kind: 'percent', bps: 500, cap: { amount: 5, currency: 'CNY' } } }),
      create,
      { 'discount.cap.currency': 'field.invalid' },
    ],
    [
      'a percentage without a cap',
      input({ discount: { kind: 'percent', bps: 500, cap: null } }),
      create,
      null,
    ],
    ['no minimum spend', input({ min_spend: null }), create, null],
    [
      'every amount wrong at once',
      input({
        discount: { kind: 'percent', bps: 500, cap: { amount: 5, currency: 'KZT' } },
        min_spend: { amount: 5, currency: 'KZT' },
      }),
      create,
      { 'discount.cap.currency': 'field.invalid', 'min_spend.currency': 'field.invalid' },
    ],
    [
      'a new voucher ending one ms after now',
      input({ valid_until: '2026-03-02T03:00:00.001Z' }),
      create,
      null,
    ],
    [
      'a new voucher ending exactly now',
      input({ valid_until: '2026-03-02T03:00:00.000Z' }),
      create,
      { valid_until: 'field.in_the_past' },
    ],
    [
      'an edit ending the voucher now (retiring it)',
      input({ valid_until: '2026-03-02T03:00:00.000Z' }),
      edit(0),
      null,
    ],
    [
      'an edit ending it in the past',
      input({ valid_until: '2026-03-01T12:00:00.000Z' }),
      edit(3),
      null,
    ],
    ['a quota exactly at the claims made', input({ quota: 40 }), edit(40), null],
    [
      'a quota one below the claims made',
      input({ quota: 39 }),
      edit(40),
      { quota: 'field.invalid' },
    ],
    ['a quota of 0 on a new voucher', input({ quota: 0 }), create, null],
  ])('%s', (_label, terms, context, expected) => {
    expect(voucherTermsFieldErrors(terms, context)).toEqual(expected);
  });
});

describe('mapping a stored voucher', () => {
  it('reads a percentage with a cap and no minimum spend as the domain voucher', () => {
    expect(toDomainVoucher(row())).toEqual({
      id: row().id,
      title: 'Ramadan 10%',
      validFrom: row().validFrom,
      validUntil: row().validUntil,
      quota: 100,
      claimed: 40,
      used: 12,
      stackable: true,
      discount: { kind: 'percent', bps: 1000, cap: idr(75_000) },
    });
  });

  it('reads a fixed amount with a minimum spend', () => {
    const voucher = toDomainVoucher(
      row({
        discountKind: 'fixed',
        discountAmount: 20_000,
        discountBps: null,
        discountCap: null,
        minSpend: 100_000,
      }),
    );
    expect(voucher.discount).toEqual({ kind: 'fixed', amount: idr(20_000) });
    expect(voucher.minSpend).toEqual(idr(100_000));
  });

  it.each<[string, Partial<VoucherRow>]>([
    [
      'a fixed voucher without its amount',
      { discountKind: 'fixed', discountAmount: null, discountBps: null },
    ],
    ['a percentage without its rate', { discountBps: null }],
  ])('refuses %s (the check constraint forbids it)', (_label, over) => {
    expect(() => toDomainVoucher(row(over))).toThrow(/has no discount_/);
  });

  it.each([
    [null, false, false],
    [{ usedAt: null }, true, false],
    [{ usedAt: now }, true, true],
  ])('shows a customer the claim %j as claimed %s, used %s', (claim, claimed, used) => {
    expect(toCustomerVoucher(row(), claim)).toMatchObject({ is_claimed: claimed, is_used: used });
  });

  it('never shows a customer fewer than 0 remaining', () => {
    expect(toCustomerVoucher(row({ quota: 10, claimed: 12 }), null).remaining).toBe(0);
    expect(toCustomerVoucher(row({ quota: 10, claimed: 9 }), null).remaining).toBe(1);
  });

  it('shows staff the counts and the dates', () => {
    expect(toAdminVoucher(row())).toEqual({
      id: row().id,
      title: 'Ramadan 10%',
      valid_from: '2026-03-01T00:00:00.000Z',
      valid_until: '2026-03-31T15:59:59.999Z',
      quota: 100,
      claimed: 40,
      used: 12,
      stackable: true,
      discount: { kind: 'percent', bps: 1000, cap: idr(75_000) },
      min_spend: null,
      created_at: '2026-02-20T00:00:00.000Z',
      updated_at: '2026-02-21T00:00:00.000Z',
    });
  });

  it('writes staff terms back as columns', () => {
    expect(toVoucherWrite(input(), 'IDR', now)).toEqual({
      title: 'Payday 50K',
      validFrom: new Date('2026-03-01T00:00:00.000Z'),
      validUntil: new Date('2026-03-31T15:59:59.999Z'),
      quota: 100,
      stackable: false,
      currency: 'IDR',
      discountKind: 'fixed',
      discountAmount: 50_000,
      discountBps: null,
      discountCap: null,
      minSpend: 500_000,
      updatedAt: now,
    });
    expect(
      toVoucherWrite(
        input({ discount: { kind: 'percent', bps: 250, cap: null }, min_spend: null }),
        'IDR',
        now,
      ),
    ).toMatchObject({
      discountKind: 'percent',
      discountAmount: null,
      discountBps: 250,
      discountCap: null,
      minSpend: null,
    });
  });
});
