import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { STOREFRONT_TIME_ZONE } from '../markets/market-config';
import type { ShippingType } from './shipping-type';

/** A transit time range in calendar days from dispatch in China to arrival. */
export interface ShippingEta {
  readonly minDays: number;
  readonly maxDays: number;
}

/**
 * Sea 4-6 weeks and air 2-4 weeks are SPEC §9. Land (trucks over the China-Laos-Thailand and
 * China-Kazakhstan crossings) is our assumption of 3-5 weeks: faster than sea, slower than
 * air once border consolidation is counted. A local custom shipment is arranged order by order,
 * so it has no standard estimate (null) and the screen shows "arranged with your sales contact".
 */
export const SHIPPING_ETAS: Readonly<Record<ShippingType, ShippingEta | null>> = {
  sea: { minDays: 28, maxDays: 42 },
  air: { minDays: 14, maxDays: 28 },
  land: { minDays: 21, maxDays: 35 },
  local_custom: null,
};

export interface ArrivalWindow {
  readonly earliest: Date;
  readonly latest: Date;
}

/**
 * When a shipment dispatched at `from` should arrive, or null when the type has no standard
 * estimate. Days are counted as calendar days on the storefront clock (Asia/Singapore), so the
 * answer stays right even for a caller in a zone with daylight saving.
 */
export function estimateArrival(type: ShippingType, from: Date): ArrivalWindow | null {
  const eta = SHIPPING_ETAS[type];
  if (eta === null) return null;
  const start = new TZDate(from, STOREFRONT_TIME_ZONE);
  return {
    earliest: new Date(addDays(start, eta.minDays).getTime()),
    latest: new Date(addDays(start, eta.maxDays).getTime()),
  };
}
