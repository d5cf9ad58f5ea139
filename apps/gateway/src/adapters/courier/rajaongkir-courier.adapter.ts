import { LRUCache } from 'lru-cache';
import { money } from '@storefront/domain';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { areas } from '../../db/schema';
import type {
  CourierDestination,
  CourierRate,
  CourierRateRequest,
  CourierRates,
  CourierScan,
  CourierTrack,
  CourierTrackRequest,
  CourierTracking,
} from './courier-rates';
import { CourierProviderError } from './courier-rates';
import { RAJAONGKIR_API_URL, RAJAONGKIR_DEFAULT_COURIERS } from './courier-settings';

export interface RajaOngkirOptions {
  readonly db: Database;
  /** The account's API key, sent in the `key` header. */
  readonly apiKey: string;
  readonly apiUrl?: string | undefined;
  /** The warehouse's destination id (a domestic-destination search result). */
  readonly originId: string;
  /** Courier codes priced for 'all' and the only ones accepted by name. */
  readonly couriers?: readonly string[];
  readonly timeoutMs?: number;
  /** How long a price is reused for the same destination, weight and couriers (0: never). */
  readonly costCacheMs?: number;
  /** Most area → destination ids kept in memory. */
  readonly destinationCacheSize?: number;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
}

const metaSchema = z.object({
  message: z.string().optional(),
  code: z.number().optional(),
  status: z.string().optional(),
});

const destinationSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  label: z.string().optional(),
  province_name: z.string().default(''),
  city_name: z.string().default(''),
  district_name: z.string().default(''),
  subdistrict_name: z.string().default(''),
  zip_code: z.union([z.string(), z.number()]).transform(String).optional(),
});
type Destination = z.output<typeof destinationSchema>;

const costSchema = z.object({
  name: z.string(),
  code: z.string(),
  service: z.string(),
  description: z.string().default(''),
  cost: z.number().int().nonnegative(),
  etd: z.string().nullish(),
});

const manifestSchema = z.object({
  manifest_code: z.string().nullish(),
  manifest_description: z.string(),
  manifest_date: z.string(),
  manifest_time: z.string().nullish(),
  city_name: z.string().nullish(),
});

const waybillSchema = z.object({
  delivered: z.boolean().default(false),
  manifest: z.array(manifestSchema).nullish(),
});

/** Every answer: `{ meta: { message, code, status }, data }`. */
const envelopeSchema = z.object({ meta: metaSchema, data: z.unknown() });

/**
 * Area names compared the way both sides write them: upper case, letters and digits only, without
 * the "Kota"/"Kabupaten"/"Administrasi" our tree carries and RajaOngkir leaves out
 * ("Kota Administrasi Jakarta Pusat" = "JAKARTA PUSAT").
 */
export function areaKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/\b(KOTA|KABUPATEN|KAB|ADMINISTRASI|ADM)\b\.?/g, ' ')
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * "2-3 day", "1 day", "3-6 HARI" or "" as whole days; null when the courier gives none.
 * A range written backwards is read in order.
 */
export function etdDays(etd: string | null | undefined): [number | null, number | null] {
  const match = /(\d+)\s*(?:-\s*(\d+))?/.exec(etd ?? '');
  if (!match) return [null, null];
  const first = Number(match[1]);
  const second = match[2] === undefined ? first : Number(match[2]);
  return [Math.min(first, second), Math.max(first, second)];
}

/**
 * Courier scans are stamped in the courier's local clock without a zone; Indonesian couriers
 * report in WIB (UTC+7), which is what is assumed here.
 */
function scanInstant(date: string, time: string | null | undefined): Date | null {
  const clock = time && /^\d{1,2}:\d{2}(:\d{2})?$/.test(time) ? time : '00:00';
  const [hours = '0', minutes = '0', seconds = '0'] = clock.split(':');
  const at = new Date(
    `${date}T${hours.padStart(2, '0')}:${minutes}:${seconds.padStart(2, '0')}+07:00`,
  );
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Prices and tracks Indonesian parcels through RajaOngkir (Komerce API v2):
 * - our area (a village of the Kemendagri tree) → RajaOngkir's destination id by
 *   `GET destination/domestic-destination?search=`, by the postal code first, then the village,
 *   then the district name, matched on the names of our tree; kept in memory (see README.md);
 * - `POST calculate/domestic-cost` (form: origin, destination, weight in grams, couriers joined
 *   by ':') for the rates;
 * - `POST track/waybill?awb=&courier=` for a waybill's scans.
 * Every call sends the key in the `key` header and gives up after `timeoutMs`.
 */
export function createRajaOngkirCourier(
  options: RajaOngkirOptions,
): CourierRates & CourierTracking {
  const apiUrl = (options.apiUrl ?? RAJAONGKIR_API_URL).replace(/\/+$/, '');
  const request = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const costCacheMs = options.costCacheMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const couriers = (options.couriers ?? RAJAONGKIR_DEFAULT_COURIERS).map((code) =>
    code.toLowerCase(),
  );
  // A lookup in flight is shared, so two checkouts to a new village search once.
  const destinations = new LRUCache<string, Promise<string | null>>({
    max: options.destinationCacheSize ?? 20_000,
  });
  // The price's age is kept beside it: `now` is the adapter's clock, which tests move.
  const costs = new LRUCache<string, { at: number; rates: CourierRate[] }>({ max: 2_000 });

  /**
   * One call's `data`, or null for a 404: RajaOngkir answers 404 when it has no data (no such
   * destination, no service on a route, a waybill the courier does not know yet).
   */
  async function call<T extends z.ZodType>(
    name: string,
    path: string,
    init: RequestInit,
    schema: T,
  ): Promise<z.output<T> | null> {
    let response: Response;
    try {
      response = await request(`${apiUrl}/${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), key: options.apiKey },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CourierProviderError(`RajaOngkir ${name} could not be reached`, { cause: error });
    }
    if (response.status === 404) return null;
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new CourierProviderError(`RajaOngkir ${name} answered ${response.status}, not JSON`, {
        cause: error,
      });
    }
    if (!response.ok) {
      const meta = metaSchema.safeParse((body as { meta?: unknown } | null)?.meta);
      const detail = meta.success && meta.data.message ? `: ${meta.data.message}` : '';
      throw new CourierProviderError(`RajaOngkir ${name} answered ${response.status}${detail}`);
    }
    const envelope = envelopeSchema.safeParse(body);
    const parsed = envelope.success ? schema.safeParse(envelope.data.data) : null;
    if (!parsed?.success) {
      throw new CourierProviderError(`RajaOngkir ${name} answered an unknown shape`);
    }
    return parsed.data as z.output<T>;
  }

  async function search(keyword: string): Promise<Destination[]> {
    const query = new URLSearchParams({ search: keyword, limit: '100', offset: '0' });
    return (
      (await call(
        'destination search',
        `destination/domestic-destination?${query}`,
        { method: 'GET', headers: { accept: 'application/json' } },
        z.array(destinationSchema),
      )) ?? []
    );
  }

  async function findDestination(destination: CourierDestination): Promise<string | null> {
    const ids = [destination.cityId, destination.districtId, destination.subdistrictId];
    const rows = await options.db
      .select({ id: areas.id, name: areas.name })
      .from(areas)
      .where(inArray(areas.id, ids));
    const name = new Map(rows.map((row) => [row.id, areaKey(row.name)]));
    const city = name.get(destination.cityId);
    const district = name.get(destination.districtId);
    const village = name.get(destination.subdistrictId);
    if (!city || !district) return null;
    const sameDistrict = (row: Destination) =>
      areaKey(row.district_name) === district && areaKey(row.city_name) === city;
    const sameVillage = (row: Destination) =>
      sameDistrict(row) && village !== undefined && areaKey(row.subdistrict_name) === village;

    // The postal code narrows to a handful of villages; the names then pick ours.
    const postal = destination.postalCode?.trim();
    if (postal && /^\d{5}$/.test(postal)) {
      const found = await search(postal);
      const hit = found.find(sameVillage) ?? found.find(sameDistrict);
      if (hit) return hit.id;
    }
    const villageName = rows.find((row) => row.id === destination.subdistrictId)?.name;
    if (villageName) {
      const hit = (await search(villageName)).find(sameVillage);
      if (hit) return hit.id;
    }
    // Couriers price by district: any village of ours is priced the same.
    const districtName = rows.find((row) => row.id === destination.districtId)?.name ?? '';
    return (await search(districtName)).find(sameDistrict)?.id ?? null;
  }

  function destinationId(destination: CourierDestination): Promise<string | null> {
    const key = `${destination.subdistrictId}|${destination.postalCode ?? ''}`;
    const cached = destinations.get(key);
    if (cached) return cached;
    const lookup = findDestination(destination);
    destinations.set(key, lookup);
    // A failed lookup is asked again next time, not remembered.
    lookup.catch(() => destinations.delete(key));
    return lookup;
  }

  return {
    async rates(rateRequest: CourierRateRequest): Promise<CourierRate[]> {
      const { weightGrams } = rateRequest;
      if (!Number.isSafeInteger(weightGrams) || weightGrams < 1) {
        throw new RangeError(`a parcel weighs at least 1 g, got ${weightGrams}`);
      }
      const asked = rateRequest.courier === 'all' ? couriers : [rateRequest.courier.toLowerCase()];
      if (!asked.every((code) => couriers.includes(code))) return [];
      const destination = await destinationId(rateRequest.destination);
      if (destination === null) return [];

      const cacheKey = `${destination}|${weightGrams}|${asked.join(':')}`;
      const cached = costs.get(cacheKey);
      if (cached && now() - cached.at < costCacheMs) return cached.rates;
      const form = new URLSearchParams({
        origin: options.originId,
        destination,
        weight: String(weightGrams),
        courier: asked.join(':'),
        price: 'lowest',
      });
      const answer =
        (await call(
          'domestic cost',
          'calculate/domestic-cost',
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form.toString(),
          },
          z.array(costSchema),
        )) ?? [];
      const rates = answer
        .filter((row) => asked.includes(row.code.toLowerCase()))
        .map((row): CourierRate => {
          const [min, max] = etdDays(row.etd);
          return {
            code: row.code.toLowerCase(),
            name: row.name,
            service: row.service,
            description: row.description,
            fee: money(row.cost, 'IDR'),
            etdDaysMin: min,
            etdDaysMax: max,
          };
        });
      costs.set(cacheKey, { at: now(), rates });
      return rates;
    },

    async track(trackRequest: CourierTrackRequest): Promise<CourierTrack | null> {
      const query = new URLSearchParams({
        awb: trackRequest.waybill,
        courier: trackRequest.courier.toLowerCase(),
      });
      const digits = trackRequest.recipientPhone?.replace(/\D/g, '') ?? '';
      if (digits.length >= 5) query.set('last_phone_number', digits.slice(-5));
      const answer = await call(
        'waybill tracking',
        `track/waybill?${query}`,
        { method: 'POST', headers: { accept: 'application/json' } },
        waybillSchema,
      );
      if (answer === null) return null;
      const scans = (answer.manifest ?? [])
        .map((scan) => ({
          at: scanInstant(scan.manifest_date, scan.manifest_time),
          description: scan.manifest_description.trim(),
          location: scan.city_name?.trim() || null,
        }))
        .filter((scan): scan is CourierScan => scan.at !== null && scan.description !== '')
        .sort((a, b) => b.at.getTime() - a.at.getTime());
      return { delivered: answer.delivered, scans };
    },
  };
}
