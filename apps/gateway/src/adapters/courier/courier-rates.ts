import type { MarketId, Money } from '@storefront/domain';

/** Where a parcel goes: the four area ids of a customer's address (province first). */
export interface CourierDestination {
  readonly provinceId: string;
  readonly cityId: string;
  readonly districtId: string;
  readonly subdistrictId: string;
  /** The postal code the customer typed, when known: a provider can find the area by it. */
  readonly postalCode?: string;
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
 * `cost` call). The local zone table is the default; a provider over HTTP plugs in here. No
 * service to a destination is an empty list; a provider that cannot answer throws
 * CourierProviderError.
 */
export interface CourierRates {
  rates(request: CourierRateRequest): Promise<CourierRate[]>;
}

/** One scan of a parcel by its courier, in the courier's own words. */
export interface CourierScan {
  readonly at: Date;
  readonly description: string;
  readonly location: string | null;
}

export interface CourierTrackRequest {
  /** The courier code chosen at checkout ('jne'). */
  readonly courier: string;
  /** The waybill (resi) number staff entered when the parcel left the warehouse. */
  readonly waybill: string;
  /** The recipient's phone: some couriers (JNE) release a waybill only with its last 5 digits. */
  readonly recipientPhone?: string;
}

/** What the courier knows of a waybill: its scans, newest first. */
export interface CourierTrack {
  readonly delivered: boolean;
  readonly scans: readonly CourierScan[];
}

/**
 * A courier's tracking of a waybill; null when the courier does not know the waybill (yet). Only
 * a provider offers it: without one the order's tracking shows staff's own events.
 */
export interface CourierTracking {
  track(request: CourierTrackRequest): Promise<CourierTrack | null>;
}

/**
 * A courier-rate provider could not answer (unreachable, timed out, refused, unknown shape).
 * Its message names the call and status, never the key.
 */
export class CourierProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CourierProviderError';
  }
}
