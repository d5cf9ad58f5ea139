import type { CurrencyCode, Money } from './currency';

export type MoneyErrorReason =
  'not_integer' | 'unsafe_integer' | 'currency_mismatch' | 'invalid_rate';

/**
 * Thrown for misuse that only a programming mistake can cause (a float amount, IDR added to
 * THB, an amount past 2^53). Outcomes a user can cause (bad input text) return typed results
 * instead; see docs/decisions/010-money-minor-units-and-rounding.md.
 */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';
  constructor(
    readonly reason: MoneyErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Beyond 2^53 a JavaScript number silently stops counting single minor units, so such an
 * amount would be wrong without any error: refuse it instead.
 */
function assertSafeAmount(amount: number): void {
  if (!Number.isFinite(amount) || !Number.isInteger(amount)) {
    throw new MoneyError('not_integer', `Money amounts are integer minor units, got ${amount}`);
  }
  if (!Number.isSafeInteger(amount)) {
    throw new MoneyError('unsafe_integer', `Amount ${amount} is beyond the exact integer range`);
  }
}

/** Builds a Money, refusing fractions of a minor unit and amounts past the exact range. */
export function money(amount: number, currency: CurrencyCode): Money {
  assertSafeAmount(amount);
  // Normalise -0 so that equality and formatting never see a negative zero.
  return { amount: amount === 0 ? 0 : amount, currency };
}

export function zeroMoney(currency: CurrencyCode): Money {
  return { amount: 0, currency };
}

export function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new MoneyError('currency_mismatch', `Cannot combine ${a.currency} with ${b.currency}`);
  }
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/** A unit price times a quantity; the quantity must be a whole number of items. */
export function multiplyMoney(unit: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) {
    throw new MoneyError('not_integer', `Quantity must be an integer, got ${quantity}`);
  }
  return money(unit.amount * quantity, unit.currency);
}

/** Sums amounts of one currency; the currency is explicit so an empty list still has one. */
export function sumMoney(items: readonly Money[], currency: CurrencyCode): Money {
  return items.reduce<Money>((total, item) => addMoney(total, item), zeroMoney(currency));
}

/** -1, 0 or 1 as a is less than, equal to or greater than b (same currency only). */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  if (a.amount === b.amount) return 0;
  return a.amount < b.amount ? -1 : 1;
}

export function isSameMoney(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.amount === b.amount;
}
