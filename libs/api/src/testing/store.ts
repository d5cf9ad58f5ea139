import type { Locale, MarketConfig } from '@storefront/domain';
import { ID_MARKET } from '@storefront/domain';
import type { ApiClientOptions } from '../store/api-client';
import { createApiStore } from '../store/create-api-store';

/** The base URL tests give the client: absolute, as fetch in Node needs. */
export const TEST_BASE_URL = 'http://localhost/api';

export interface TestStoreOptions extends Partial<ApiClientOptions> {
  readonly locale?: Locale;
  readonly market?: MarketConfig;
}

/**
 * A store as the storefront builds it, for tests: Indonesian market, `id-ID`, the test base URL,
 * and navigation recorded in `navigations` instead of leaving the page.
 */
export function createTestStore(options: TestStoreOptions = {}) {
  const navigations: string[] = [];
  let locale: Locale = options.locale ?? 'id-ID';
  const store = createApiStore({
    baseUrl: TEST_BASE_URL,
    market: ID_MARKET,
    getLocale: () => locale,
    navigate: (path) => navigations.push(path),
    ...options,
  });
  return Object.assign(store, {
    navigations,
    /** Switches the UI language, as the locale segment of the route would. */
    setLocale: (next: Locale) => {
      locale = next;
    },
  });
}
