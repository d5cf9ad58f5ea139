import type { Money } from '../money/currency';
import { money } from '../money/money';
import { billableWeightGrams } from './billable-weight';
import type { ShippingType } from './shipping-type';

const GRAMS_PER_KG = 1_000n;

/** What freight by weight comes to for a variant's whole quantity, and per unit. */
export interface FreightByWeight {
  /** The weight the line is billed on: the real weight, or 5 kg at least by air. */
  readonly billableGrams: number;
  /** Rate per kg x billable weight, rounded up to a whole minor unit. */
  readonly line: Money;
  /**
   * The line spread over the units, rounded up: a quote is a unit price, and rounding down would
   * leave the freight short (at most quantity - 1 minor units more than the line, never less).
   */
  readonly perUnit: Money;
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * The freight staff are offered for a variant (decision 297): the rate per kg of the shipping
 * type times the billable weight of the whole quantity (unit weight x quantity; air at least
 * 5 kg, `billableWeightGrams`). It is a suggestion: staff may type another freight (a
 * consolidated shipment, a carrier's quote), and the gateway stores what they send. Computed in
 * bigint so that a large rate times a heavy line stays exact; an answer past 2^53 throws.
 */
export function freightByWeight(
  type: ShippingType,
  unitWeightGrams: number,
  quantity: number,
  ratePerKg: Money,
): FreightByWeight {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  }
  if (!Number.isSafeInteger(ratePerKg.amount) || ratePerKg.amount < 0) {
    throw new RangeError(`rate per kg must be a non-negative amount, got ${ratePerKg.amount}`);
  }
  if (!Number.isSafeInteger(unitWeightGrams) || unitWeightGrams < 0) {
    throw new RangeError(`weights are non-negative integer grams, got ${unitWeightGrams}`);
  }
  const billableGrams = billableWeightGrams(type, unitWeightGrams * quantity);
  const line = ceilDiv(BigInt(ratePerKg.amount) * BigInt(billableGrams), GRAMS_PER_KG);
  const perUnit = ceilDiv(line, BigInt(quantity));
  return {
    billableGrams,
    line: money(Number(line), ratePerKg.currency),
    perUnit: money(Number(perUnit), ratePerKg.currency),
  };
}
