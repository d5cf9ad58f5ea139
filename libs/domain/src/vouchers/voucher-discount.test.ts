import { describe, expect, it } from 'vitest';
import type { CurrencyCode, Money } from '../money/currency';
import { MoneyError } from '../money/money';
import type { Voucher, VoucherDiscountRule } from './voucher';
import { applyVouchers, voucherDiscount } from './voucher-discount';

const idr = (amount: number, currency: CurrencyCode = 'IDR'): Money => ({ amount, currency });
const now = new Date('2024-06-15T00:00:00.000Z');

let nextId = 0;
const voucher = (discount: VoucherDiscountRule, over: Partial<Voucher> = {}): Voucher => ({
  id: `v${(nextId += 1)}`,
  title: `Voucher ${nextId}`,
  validFrom: new Date('2024-06-01T00:00:00.000Z'),
  validUntil: new Date('2024-06-30T15:59:59.999Z'),
  quota: 100,
  claimed: 0,
  used: 0,
  stackable: true,
  discount,
  ...over,
});
const fixed = (amount: number, over: Partial<Voucher> = {}) =>
  voucher({ kind: 'fixed', amount: idr(amount) }, over);
const percent = (bps: number, cap?: number, over: Partial<Voucher> = {}) =>
  voucher(
    cap === undefined ? { kind: 'percent', bps } : { kind: 'percent', bps, cap: idr(cap) },
    over,
  );

describe('voucherDiscount', () => {
  it.each<[string, Voucher, number, number]>([
    ['a fixed amount', fixed(50_000), 1_000_000, 50_000],
    ['a fixed amount above the subtotal', fixed(50_000), 30_000, 30_000],
    ['10 %', percent(1000), 1_000_000, 100_000],
    ['12.5 %', percent(1250), 1_000_000, 125_000],
    ['a share of .5 minor unit rounds up (money rounding)', percent(1000), 15, 2],
    ['a share of .4 minor unit rounds down', percent(1000), 14, 1],
    ['a percentage under its cap', percent(1000, 150_000), 1_000_000, 100_000],
    ['a percentage exactly at its cap', percent(1000, 100_000), 1_000_000, 100_000],
    ['a percentage over its cap', percent(1000, 75_000), 1_000_000, 75_000],
    ['100 %', percent(10_000), 420_000, 420_000],
    ['0 %', percent(0), 420_000, 0],
    ['an empty subtotal', fixed(50_000), 0, 0],
    ['exactly the minimum spend', fixed(50_000, { minSpend: idr(500_000) }), 500_000, 50_000],
    ['one unit below the minimum spend', fixed(50_000, { minSpend: idr(500_000) }), 499_999, 0],
    [
      'a subtotal past 2^53 / 10,000 stays exact',
      percent(3333),
      9_000_000_000_000,
      2_999_700_000_000,
    ],
  ])('%s', (_label, v, subtotal, expected) => {
    expect(voucherDiscount(v, idr(subtotal))).toEqual(idr(expected));
  });

  it.each<[string, Voucher, Money, new (...args: never[]) => Error]>([
    ['a rate above 100 %', percent(10_001), idr(100), RangeError],
    ['a negative rate', percent(-1), idr(100), MoneyError],
    ['a fractional rate', percent(12.5), idr(100), MoneyError],
    ['a negative fixed amount', fixed(-1), idr(100), RangeError],
    ['a fixed amount in another currency', fixed(100), idr(100, 'THB'), MoneyError],
    [
      'a cap in another currency',
      voucher({ kind: 'percent', bps: 100, cap: idr(5, 'THB') }),
      idr(100),
      MoneyError,
    ],
    [
      'a minimum spend in another currency',
      fixed(5, { minSpend: idr(5, 'KZT') }),
      idr(100),
      MoneyError,
    ],
    ['a negative subtotal', fixed(5), idr(-100), RangeError],
    ['a fractional subtotal', fixed(5), idr(100.5), MoneyError],
  ])('refuses %s', (_label, v, subtotal, error) => {
    expect(() => voucherDiscount(v, subtotal)).toThrow(error);
  });
});

describe('applyVouchers', () => {
  it('gives nothing off without vouchers', () => {
    expect(applyVouchers(idr(1_000_000), [], now)).toEqual({
      ok: true,
      discount: idr(0),
      lines: [],
    });
  });

  it('adds stacked vouchers, each computed on the same subtotal', () => {
    const a = percent(1000);
    const b = fixed(20_000);
    const forward = applyVouchers(idr(1_000_000), [a, b], now);
    expect(forward).toEqual({
      ok: true,
      discount: idr(120_000),
      lines: [
        { voucherId: a.id, discount: idr(100_000) },
        { voucherId: b.id, discount: idr(20_000) },
      ],
    });
    const backward = applyVouchers(idr(1_000_000), [b, a], now);
    expect(backward.ok && backward.discount).toEqual(idr(120_000));
  });

  it('caps the total at the subtotal; later vouchers give up the excess', () => {
    const a = fixed(70_000);
    const b = fixed(50_000);
    const c = fixed(10_000);
    expect(applyVouchers(idr(100_000), [a, b, c], now)).toEqual({
      ok: true,
      discount: idr(100_000),
      lines: [
        { voucherId: a.id, discount: idr(70_000) },
        { voucherId: b.id, discount: idr(30_000) },
        { voucherId: c.id, discount: idr(0) },
      ],
    });
  });

  it('never gives more than an empty subtotal', () => {
    const result = applyVouchers(idr(0), [fixed(10_000), percent(5000)], now);
    expect(result.ok && result.discount).toEqual(idr(0));
  });

  it('works exactly at validUntil and refuses one ms later', () => {
    const v = fixed(10_000);
    expect(applyVouchers(idr(50_000), [v], v.validUntil)).toMatchObject({ ok: true });
    expect(applyVouchers(idr(50_000), [v], new Date(v.validUntil.getTime() + 1))).toEqual({
      ok: false,
      code: 'voucher_expired',
      params: { title: v.title },
    });
  });

  it.each<[string, () => Voucher[], string, number]>([
    [
      'a voucher not yet valid',
      () => [fixed(1, { validFrom: new Date('2024-06-16T00:00:00Z') })],
      'voucher_not_started',
      0,
    ],
    [
      'an expired one after a valid one',
      () => [fixed(1), fixed(1, { validUntil: new Date('2024-06-14T00:00:00Z') })],
      'voucher_expired',
      1,
    ],
    [
      'a minimum spend not reached',
      () => [fixed(1), fixed(1, { minSpend: idr(200_001) })],
      'voucher_min_spend_not_met',
      1,
    ],
    [
      'a non-stackable with another',
      () => [fixed(1), fixed(1, { stackable: false })],
      'voucher_not_stackable',
      1,
    ],
    [
      'the same voucher twice',
      () => {
        const v = fixed(1);
        return [v, fixed(2), v];
      },
      'voucher_already_used',
      0,
    ],
    [
      'stacking is judged before dates',
      () => [
        fixed(1, { stackable: false, validUntil: new Date('2024-06-01T00:00:00Z') }),
        fixed(1),
      ],
      'voucher_not_stackable',
      0,
    ],
  ])('refuses %s, naming it', (_label, build, code, named) => {
    const vouchers = build();
    expect(applyVouchers(idr(200_000), vouchers, now)).toEqual({
      ok: false,
      code,
      params: { title: vouchers[named]?.title },
    });
  });

  it('accepts a single non-stackable voucher', () => {
    const v = percent(2000, 30_000, { stackable: false });
    expect(applyVouchers(idr(200_000), [v], now)).toEqual({
      ok: true,
      discount: idr(30_000),
      lines: [{ voucherId: v.id, discount: idr(30_000) }],
    });
  });

  it('accepts a subtotal exactly at the minimum spend', () => {
    const v = fixed(25_000, { minSpend: idr(200_000) });
    expect(applyVouchers(idr(200_000), [v], now)).toMatchObject({
      ok: true,
      discount: idr(25_000),
    });
  });
});
