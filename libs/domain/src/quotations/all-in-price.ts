import type { Money } from '../money/currency';
import { money, multiplyMoney, sumMoney } from '../money/money';

/**
 * What one unit costs the customer, in the market currency. The parts stay separate on the quote
 * so staff and customers can see where the price comes from; the cart only uses their sum.
 */
export interface QuoteParts {
  readonly goods: Money;
  /** The customer level's share of the goods (LEVEL_BENEFITS' serviceFeeBps). */
  readonly serviceFee: Money;
  /** From the supplier to our warehouse in China (decision 297). */
  readonly domesticShipping: Money;
  /** International freight for the quoted shipping type. */
  readonly freight: Money;
  /** Import duty and taxes of the destination country (the name predates decision 297). */
  readonly taxAndCustoms: Money;
  /** Customs clearance and import paperwork. */
  readonly paperwork: Money;
}

/** The parts in the order a quote breakdown lists them. */
export const QUOTE_PART_NAMES = [
  'goods',
  'serviceFee',
  'domesticShipping',
  'freight',
  'taxAndCustoms',
  'paperwork',
] as const satisfies readonly (keyof QuoteParts)[];

// A negative part or a fraction is a data-entry bug in the back-office, not a customer's failure,
// so it throws like every other misuse of Money (money/ throws MoneyError for those).
function assertNonNegative(value: Money, what: string): void {
  money(value.amount, value.currency);
  if (value.amount < 0) throw new RangeError(`${what} must not be negative, got ${value.amount}`);
}

/** The all-in price of one unit: the sum of its parts, all in the same currency. */
export function allInUnitPrice(parts: QuoteParts): Money {
  for (const name of QUOTE_PART_NAMES) assertNonNegative(parts[name], name);
  return sumMoney(
    QUOTE_PART_NAMES.map((name) => parts[name]),
    parts.goods.currency,
  );
}

/** Unit price times quantity, exact in minor units. */
export function lineTotal(unitPrice: Money, quantity: number): Money {
  assertNonNegative(unitPrice, 'unit price');
  if (quantity < 0) throw new RangeError(`quantity must not be negative, got ${quantity}`);
  return multiplyMoney(unitPrice, quantity);
}
