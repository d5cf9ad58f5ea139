import { describe, expect, it } from 'vitest';
import { exchangeRateSchema, moneySchema } from './money.schema';

describe('moneySchema', () => {
  it.each([
    [{ amount: 100, currency: 'THB' }, true],
    [{ amount: -100, currency: 'IDR' }, true],
    [{ amount: 1.5, currency: 'THB' }, false],
    [{ amount: 2 ** 53, currency: 'IDR' }, false],
    [{ amount: 100, currency: 'USD' }, false],
    [{ amount: '100', currency: 'THB' }, false],
  ])('%o valid: %s', (value, valid) => {
    expect(moneySchema.safeParse(value).success).toBe(valid);
  });
});

describe('exchangeRateSchema', () => {
  it.each([
    ['2250.5', true],
    ['0.0001', true],
    ['4', true],
    ['0', false],
    ['0.00', false],
    ['-2', false],
    ['2,250', false],
    ['', false],
  ])('rate %j valid: %s', (rate, valid) => {
    expect(exchangeRateSchema.safeParse({ from: 'CNY', to: 'IDR', rate }).success).toBe(valid);
  });

  it('only converts from CNY', () => {
    expect(exchangeRateSchema.safeParse({ from: 'THB', to: 'IDR', rate: '470' }).success).toBe(
      false,
    );
  });
});
