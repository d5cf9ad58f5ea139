import type { MarketConfig } from '@storefront/domain';
import { money } from '@storefront/domain';
import type { CourierRate, CourierRateRequest, CourierRates } from './courier-rates';
import type { MarketRateTable } from './local-rate-table';
import { LOCAL_RATE_TABLE } from './local-rate-table';
import type { Position } from './province-positions';
import { PROVINCE_POSITIONS, distanceKm } from './province-positions';

const GRAMS_PER_KG = 1_000;

type LocalMarket = Pick<MarketConfig, 'id' | 'currency' | 'warehouseAreaId'>;

/** Couriers bill every started kilogram, at least one: 1,000 g is 1 kg, 1,001 g is 2. */
export function billedKilograms(weightGrams: number): number {
  if (!Number.isSafeInteger(weightGrams) || weightGrams < 1) {
    throw new RangeError(`a parcel weighs at least 1 g, got ${weightGrams}`);
  }
  return Math.ceil(weightGrams / GRAMS_PER_KG);
}

/**
 * The tariff ring of a destination province: 0 for the warehouse's own province, otherwise the
 * first ring whose distance bound the two capitals lie within, or the open outer ring. A
 * province without a position is a gap in province-positions.ts (the test keeps it complete),
 * so it throws rather than guess a price.
 */
export function ringOf(
  warehouseAreaId: string,
  provinceId: string,
  ringLimitsKm: readonly number[],
  positions: Readonly<Record<string, Position>>,
): number {
  if (provinceId === warehouseAreaId) return 0;
  const from = positions[warehouseAreaId];
  const to = positions[provinceId];
  if (!from || !to) {
    throw new Error(`no position for province ${from ? provinceId : warehouseAreaId}`);
  }
  const distance = distanceKm(from, to);
  const inside = ringLimitsKm.findIndex((limit) => distance <= limit);
  return (inside === -1 ? ringLimitsKm.length : inside) + 1;
}

/**
 * Prices a parcel from the market's zone table: the ring follows the distance from the market's
 * warehouse province (libs/domain `warehouseAreaId`) to the destination province, and the fee
 * is the ring's first kilogram plus each further started kilogram.
 */
export function createLocalCourierRates(
  market: LocalMarket,
  table: MarketRateTable = LOCAL_RATE_TABLE[market.id],
  positions: Readonly<Record<string, Position>> = PROVINCE_POSITIONS[market.id],
): CourierRates {
  return {
    async rates(request: CourierRateRequest): Promise<CourierRate[]> {
      const kilograms = billedKilograms(request.weightGrams);
      const rows = table.rows.filter(
        (row) => request.courier === 'all' || row.code === request.courier,
      );
      if (rows.length === 0) return [];
      const ring = ringOf(
        market.warehouseAreaId,
        request.destination.provinceId,
        table.ringLimitsKm,
        positions,
      );
      return rows.map((row) => {
        const price = row.rings[ring];
        if (!price) throw new Error(`${row.code} ${row.service} has no price for ring ${ring}`);
        return {
          code: row.code,
          name: row.name,
          service: row.service,
          description: row.description,
          fee: money(price.firstKg + price.nextKg * (kilograms - 1), market.currency),
          etdDaysMin: price.days.min,
          etdDaysMax: price.days.max,
        };
      });
    },
  };
}
