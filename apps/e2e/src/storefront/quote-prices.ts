import { applyBasisPoints, LEVEL_BENEFITS } from '@storefront/domain';
import type { Level, MarketConfig, Money } from '@storefront/domain';
import type { QuotePrices } from '../staff/staff-desk';

/**
 * A quote whose goods part alone is the market's default minimum order, so any quantity clears
 * the minimum at checkout (the rule is the domain's, the figure the market's). The service fee
 * is the customer's level's share of the goods (the gateway checks it); the other parts are
 * small fractions. Whole minor units, as the contract's money takes them. New customers are
 * silver.
 */
export function quotePricesFor(market: MarketConfig, level: Level = 'silver'): QuotePrices {
  const goods = market.minimumOrder.default;
  return {
    goods,
    serviceFee: applyBasisPoints(goods, LEVEL_BENEFITS[level].serviceFeeBps),
    domesticShipping: fraction(goods, 100),
    freight: fraction(goods, 50),
    taxAndCustoms: fraction(goods, 40),
    paperwork: fraction(goods, 200),
  };
}

/** A `1/divisor` share of an amount, rounded to whole minor units. */
export function fraction(money: Money, divisor: number): Money {
  return { amount: Math.round(money.amount / divisor), currency: money.currency };
}
