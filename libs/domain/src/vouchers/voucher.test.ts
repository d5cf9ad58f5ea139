import { describe, expect, it } from 'vitest';
import { canClaim, checkVoucherValidity, remaining, type Voucher } from './voucher';

const validFrom = new Date('2024-06-01T00:00:00.000Z');
const validUntil = new Date('2024-06-30T15:59:59.999Z'); // end of 30 June in Singapore

const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  id: 'v-ramadan',
  title: 'Ramadan 10%',
  validFrom,
  validUntil,
  quota: 100,
  claimed: 40,
  used: 12,
  stackable: true,
  discount: { kind: 'percent', bps: 1000 },
  ...over,
});

describe('remaining', () => {
  it.each([
    [100, 40, 60],
    [100, 99, 1],
    [100, 100, 0],
    [100, 103, 0], // over-claimed: never negative
    [0, 0, 0],
  ])('quota %i, claimed %i -> %i', (quota, claimed, left) => {
    expect(remaining({ quota, claimed })).toBe(left);
  });
});

describe('checkVoucherValidity', () => {
  it.each([
    [
      'one ms before it starts',
      '2024-05-31T23:59:59.999Z',
      { ok: false, code: 'voucher_not_started' },
    ],
    ['exactly at the start', '2024-06-01T00:00:00.000Z', { ok: true }],
    ['the last minute', '2024-06-30T15:59:00.000Z', { ok: true }],
    ['exactly at validUntil (inclusive)', '2024-06-30T15:59:59.999Z', { ok: true }],
    ['one ms after validUntil', '2024-06-30T16:00:00.000Z', { ok: false, code: 'voucher_expired' }],
  ])('%s', (_label, now, expected) => {
    expect(checkVoucherValidity(voucher(), new Date(now))).toEqual(expected);
  });
});

describe('canClaim', () => {
  const inside = new Date('2024-06-15T00:00:00.000Z');
  it.each<[string, Partial<Voucher>, Date, boolean, unknown]>([
    ['a fresh claim', {}, inside, false, { ok: true }],
    ['the very last claim', { claimed: 99 }, inside, false, { ok: true }],
    [
      'the quota is used up',
      { claimed: 100 },
      inside,
      false,
      { ok: false, code: 'voucher_exhausted' },
    ],
    ['already claimed', {}, inside, true, { ok: false, code: 'voucher_already_claimed' }],
    [
      'already claimed and exhausted: the own claim is the useful message',
      { claimed: 100 },
      inside,
      true,
      { ok: false, code: 'voucher_already_claimed' },
    ],
    [
      'expired and exhausted',
      { claimed: 100 },
      new Date('2024-07-01T00:00:00.000Z'),
      false,
      { ok: false, code: 'voucher_expired' },
    ],
    [
      'not started, already claimed',
      {},
      new Date('2024-05-01T00:00:00.000Z'),
      true,
      { ok: false, code: 'voucher_not_started' },
    ],
    ['exactly at validUntil', {}, validUntil, false, { ok: true }],
  ])('%s', (_label, over, now, alreadyClaimed, expected) => {
    expect(canClaim(voucher(over), now, alreadyClaimed)).toEqual(expected);
  });
});
