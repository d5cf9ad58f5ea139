import type {
  EndpointResponse,
  getCounters,
  getCurrency,
  getSiteContent,
} from '@storefront/contract';
import { isCurrencyCacheFresh } from '@storefront/domain';
import type { z } from 'zod';

export type CurrencyData = EndpointResponse<typeof getCurrency>;
export type SiteContentData = EndpointResponse<typeof getSiteContent>;
export type CountersData = EndpointResponse<typeof getCounters>;

/** The part of the Web Storage API the caches use; localStorage in the browser. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage keys, one per cached object; the currency is kept per language code it was asked in. */
export const CACHE_KEYS = {
  currency: (languageCode: string) => `storefront:currency:${languageCode}`,
  siteContent: 'storefront:site-content',
  counters: 'storefront:counters',
} as const;

/** What is stored: the data as the gateway sent it and when it arrived (ms since the epoch). */
interface StoredEntry {
  readonly stored_at: number;
  readonly data: unknown;
}

/**
 * The contract's response schema a read checks with (`getCurrency.response`, …). The reader hands
 * it over: the readers are in the layout load, a lazy chunk, so the caches, created with the store,
 * keep zod and the contract's schemas out of the first render (docs/decisions/117).
 */
export type CacheCheck<Data> = z.ZodType<Data>;

/**
 * One cached object. Reads check the data against the contract's schema, because a value left by
 * an older release (or edited by hand) must never reach a screen; a bad entry reads as missing.
 * Storage that throws (private mode, quota, disabled) behaves as an empty cache: the app then
 * simply asks the gateway.
 */
function createEntry<Data>(storage: KeyValueStorage | undefined, key: string) {
  return {
    read(schema: CacheCheck<Data>): { data: Data; storedAt: number } | undefined {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return undefined;
        const entry = JSON.parse(raw) as Partial<StoredEntry> | null;
        if (typeof entry?.stored_at !== 'number') return undefined;
        const parsed = schema.safeParse(entry.data);
        return parsed.success ? { data: parsed.data, storedAt: entry.stored_at } : undefined;
      } catch {
        return undefined;
      }
    },
    write(data: Data, now: Date): void {
      try {
        const entry: StoredEntry = { stored_at: now.getTime(), data };
        storage?.setItem(key, JSON.stringify(entry));
      } catch {
        // A full or disabled storage only costs a request next time.
      }
    },
    clear(): void {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing stored that could be read back either.
      }
    },
  };
}

/**
 * The client caches of SPEC §7 and §9: the currency object with its timestamp (reused while
 * younger than 3 hours, the domain's isCurrencyCacheFresh), the web configuration and the
 * dashboard counter (both stored as they came, for the first paint of the next visit).
 */
export function createClientCaches(storage: KeyValueStorage | undefined) {
  const siteContent = createEntry<SiteContentData>(storage, CACHE_KEYS.siteContent);
  const counters = createEntry<CountersData>(storage, CACHE_KEYS.counters);
  const currencyEntry = (languageCode: string) =>
    createEntry<CurrencyData>(storage, CACHE_KEYS.currency(languageCode));

  return {
    currency: {
      /** The stored currency for this language while it is fresh at `now`, else undefined. */
      readFresh(
        languageCode: string,
        now: Date,
        schema: CacheCheck<CurrencyData>,
      ): CurrencyData | undefined {
        const entry = currencyEntry(languageCode).read(schema);
        return entry && isCurrencyCacheFresh(entry.storedAt, now) ? entry.data : undefined;
      },
      write(languageCode: string, data: CurrencyData, now: Date): void {
        currencyEntry(languageCode).write(data, now);
      },
    },
    siteContent: {
      read: (schema: CacheCheck<SiteContentData>): SiteContentData | undefined =>
        siteContent.read(schema)?.data,
      write: (data: SiteContentData, now: Date) => siteContent.write(data, now),
    },
    counters: {
      read: (schema: CacheCheck<CountersData>): CountersData | undefined =>
        counters.read(schema)?.data,
      write: (data: CountersData, now: Date) => counters.write(data, now),
      /** The counters are the signed-in customer's: forgotten when the session ends. */
      clear: () => counters.clear(),
    },
  };
}

export type ClientCaches = ReturnType<typeof createClientCaches>;
