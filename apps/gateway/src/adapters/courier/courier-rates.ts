import type { MarketId, Money } from '@storefront/domain';

/** Where a parcel goes: the four area ids of a customer's address (province first). */
export interface CourierDestination {
  readonly provinceId: string;
  readonly cityId: string;
  readonly districtId: string;
  readonly subdistrictId: string;
}

export interface CourierRateRequest {
  readonly market: MarketId;
  readonly destination: CourierDestination;
  /** The parcel's real weight in grams (at least 1). */
  readonly weightGrams: number;
  /** A courier code, or 'all' for every courier. */
  readonly courier: string;
}

/** One delivery service and what it costs, in the market currency. */
export interface CourierRate {
  readonly code: string;
  readonly name: string;
  readonly service: string;
  readonly description: string;
  readonly fee: Money;
  readonly etdDaysMin: number | null;
  readonly etdDaysMax: number | null;
}

/**
 * Domestic delivery prices from our receiving warehouse to the customer (the RajaOngkir-style
 * `cost` call). The local rate table is the default; a provider over HTTP plugs in here.
 */
export interface CourierRates {
  rates(request: CourierRateRequest): Promise<CourierRate[]>;
}
