import type { CurrencyCode, Money } from './currency';
import { MoneyError, money } from './money';
import { minorUnitFactor } from './minor-units';
import { divideRoundingHalfUp } from './rounding';

/**
 * Market currency units per 1 CNY, as staff enter it (e.g. '2250.5' IDR per yuan). A string,
 * because the rate is a decimal that a float cannot hold exactly.
 */
export interface ExchangeRate {
  readonly from: 'CNY';
  readonly to: CurrencyCode;
  readonly rate: string;
}

export const EXCHANGE_RATE_PATTERN = /^\d+(?:\.\d+)?$/;

/** The rate as an exact fraction numerator / 10^scale, refusing zero and malformed text. */
function rateAsFraction(rate: string): { numerator: bigint; denominator: bigint } {
  if (!EXCHANGE_RATE_PATTERN.test(rate)) {
    throw new MoneyError('invalid_rate', `'${rate}' is not a decimal exchange rate`);
  }
  const [whole = '', fraction = ''] = rate.split('.');
  const numerator = BigInt(whole + fraction);
  if (numerator === 0n) throw new MoneyError('invalid_rate', 'An exchange rate cannot be zero');
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/**
 * Converts a yuan amount (a supplier's price) into the rate's target currency, exactly:
 * everything is scaled to bigints and divided once, rounding half-up to the target's minor
 * unit, so the result is the true product rounded once rather than a float approximation.
 */
export function convertCny(amount: Money, exchangeRate: ExchangeRate): Money {
  if (amount.currency !== exchangeRate.from) {
    throw new MoneyError(
      'currency_mismatch',
      `The rate converts ${exchangeRate.from}, got ${amount.currency}`,
    );
  }
  const { numerator, denominator } = rateAsFraction(exchangeRate.rate);
  const scaled = divideRoundingHalfUp(
    BigInt(amount.amount) * numerator * minorUnitFactor(exchangeRate.to),
    denominator * minorUnitFactor(amount.currency),
  );
  if (scaled > BigInt(Number.MAX_SAFE_INTEGER) || scaled < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError(
      'unsafe_integer',
      'The converted amount is beyond the exact integer range',
    );
  }
  return money(Number(scaled), exchangeRate.to);
}
