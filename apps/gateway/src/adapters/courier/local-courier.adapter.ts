import type { MarketConfig } from '@storefront/domain';
import { money } from '@storefront/domain';
import type { CourierRate, CourierRateRequest, CourierRates } from './courier-rates';
import type { MarketRateTable } from './local-rate-table';
import { LOCAL_RATE_TABLE } from './local-rate-table';

const GRAMS_PER_KG = 1_000;

/**
 * Prices a parcel from the market's rate table: couriers bill every started kilogram (at least
 * one), the first at its own price; the hub's own province is the `local` zone.
 */
export function createLocalCourierRates(
  market: Pick<MarketConfig, 'id' | 'currency'>,
  table: MarketRateTable = LOCAL_RATE_TABLE[market.id],
): CourierRates {
  return {
    async rates(request: CourierRateRequest): Promise<CourierRate[]> {
      if (!Number.isSafeInteger(request.weightGrams) || request.weightGrams < 1) {
        throw new RangeError(`a parcel weighs at least 1 g, got ${request.weightGrams}`);
      }
      const kilograms = Math.max(1, Math.ceil(request.weightGrams / GRAMS_PER_KG));
      const zone = request.destination.provinceId === table.hubProvinceId ? 'local' : 'national';
      return table.rows
        .filter((row) => request.courier === 'all' || row.code === request.courier)
        .map((row) => {
          const price = row[zone];
          return {
            code: row.code,
            name: row.name,
            service: row.service,
            description: row.description,
            fee: money(price.firstKg + price.nextKg * (kilograms - 1), market.currency),
            etdDaysMin: row.etdDays?.min ?? null,
            etdDaysMax: row.etdDays?.max ?? null,
          };
        });
    },
  };
}
