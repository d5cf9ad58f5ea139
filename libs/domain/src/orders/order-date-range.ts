import { tz } from '@date-fns/tz';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import type { OrderDateFilter } from './order-status';

/** Calendar days each filter covers, today included. */
export const ORDER_DATE_FILTER_DAYS: Readonly<Record<Exclude<OrderDateFilter, 'all'>, number>> = {
  last_30_days: 30,
  last_90_days: 90,
};

export interface OrderDateRange {
  /** Inclusive lower bound; null for no lower bound. */
  readonly from: Date | null;
  /** Inclusive upper bound: the moment of the query. */
  readonly to: Date;
}

/**
 * The created-at range an order-history filter selects. "Last 30 days" means 30 calendar days in
 * the market's zone, today included: from the start of the day 29 days before today. Days are
 * counted where the customer lives (Asia/Singapore), not in UTC, so the range flips at 16:00 UTC.
 */
export function orderDateRange(
  filter: OrderDateFilter,
  now: Date,
  timeZone: string,
): OrderDateRange {
  if (filter === 'all') return { from: null, to: now };
  const inZone = { in: tz(timeZone) };
  const from = startOfDay(subDays(now, ORDER_DATE_FILTER_DAYS[filter] - 1, inZone), inZone);
  if (Number.isNaN(from.getTime())) {
    throw new RangeError(`unknown time zone ${timeZone}`);
  }
  // A plain Date: the zone was only needed to find the day boundary, the instant is what we store.
  return { from: new Date(from.getTime()), to: now };
}
