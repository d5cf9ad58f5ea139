import type { MarketId } from '@storefront/domain';

/**
 * One courier service's prices in minor units of the market currency: the first kilogram, then
 * each further started kilogram, within the hub's own province (`local`) and elsewhere
 * (`national`), with the delivery estimate in days.
 */
export interface RateRow {
  readonly code: string;
  readonly name: string;
  readonly service: string;
  readonly description: string;
  readonly local: { readonly firstKg: number; readonly nextKg: number };
  readonly national: { readonly firstKg: number; readonly nextKg: number };
  readonly etdDays: { readonly min: number; readonly max: number } | null;
}

export interface MarketRateTable {
  /** The province of the warehouse where imported goods are received and sent out from. */
  readonly hubProvinceId: string;
  readonly rows: readonly RateRow[];
}

/**
 * The local courier rate table: published retail tariffs of each market's main couriers,
 * rounded, as of early 2026 (see README.md here for sources and how to update). Data only:
 * the adapter applies it, nothing else reads it.
 */
export const LOCAL_RATE_TABLE: Readonly<Record<MarketId, MarketRateTable>> = {
  // IDR has no minor digits: amounts are whole rupiah. Hub: DKI Jakarta.
  id: {
    hubProvinceId: '31',
    rows: [
      {
        code: 'jne',
        name: 'JNE',
        service: 'REG',
        description: 'Layanan Reguler',
        local: { firstKg: 10_000, nextKg: 10_000 },
        national: { firstKg: 24_000, nextKg: 24_000 },
        etdDays: { min: 2, max: 4 },
      },
      {
        code: 'jne',
        name: 'JNE',
        service: 'YES',
        description: 'Yakin Esok Sampai',
        local: { firstKg: 18_000, nextKg: 18_000 },
        national: { firstKg: 42_000, nextKg: 42_000 },
        etdDays: { min: 1, max: 1 },
      },
      {
        code: 'jnt',
        name: 'J&T Express',
        service: 'EZ',
        description: 'Reguler',
        local: { firstKg: 9_000, nextKg: 9_000 },
        national: { firstKg: 23_000, nextKg: 23_000 },
        etdDays: { min: 2, max: 5 },
      },
      {
        code: 'sicepat',
        name: 'SiCepat',
        service: 'GOKIL',
        description: 'Cargo, minimum 10 kg',
        local: { firstKg: 50_000, nextKg: 5_000 },
        national: { firstKg: 100_000, nextKg: 10_000 },
        etdDays: { min: 3, max: 6 },
      },
    ],
  },
  // THB in satang. Hub: Bangkok.
  th: {
    hubProvinceId: 'TH-10',
    rows: [
      {
        code: 'kerry',
        name: 'Kerry Express',
        service: 'STANDARD',
        description: 'Standard delivery',
        local: { firstKg: 4_500, nextKg: 1_500 },
        national: { firstKg: 6_000, nextKg: 2_000 },
        etdDays: { min: 1, max: 3 },
      },
      {
        code: 'flash',
        name: 'Flash Express',
        service: 'STANDARD',
        description: 'Standard delivery',
        local: { firstKg: 3_800, nextKg: 1_200 },
        national: { firstKg: 5_500, nextKg: 1_800 },
        etdDays: { min: 1, max: 4 },
      },
      {
        code: 'thaipost',
        name: 'Thailand Post',
        service: 'EMS',
        description: 'EMS',
        local: { firstKg: 5_200, nextKg: 1_500 },
        national: { firstKg: 6_700, nextKg: 2_500 },
        etdDays: { min: 1, max: 3 },
      },
    ],
  },
  // KZT in tiyn. Hub: Almaty city.
  kz: {
    hubProvinceId: 'KZ-75',
    rows: [
      {
        code: 'kazpost',
        name: 'Kazpost',
        service: 'PARCEL',
        description: 'Parcel',
        local: { firstKg: 120_000, nextKg: 25_000 },
        national: { firstKg: 180_000, nextKg: 40_000 },
        etdDays: { min: 3, max: 10 },
      },
      {
        code: 'cdek',
        name: 'CDEK',
        service: 'EXPRESS',
        description: 'Door to door',
        local: { firstKg: 150_000, nextKg: 30_000 },
        national: { firstKg: 250_000, nextKg: 60_000 },
        etdDays: { min: 1, max: 4 },
      },
    ],
  },
};
