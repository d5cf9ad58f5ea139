// First: before any schema is built (CSP without eval, decision 230).
import '@storefront/api/zod-without-eval';
import { KZ_MARKET } from '@storefront/domain';
import { createStorefront, extraLocalesFromEnv, firebaseFromEnv } from '@storefront/ui';

createStorefront({
  market: KZ_MARKET,
  firebase: firebaseFromEnv(import.meta.env),
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL,
  extraLocales: extraLocalesFromEnv(import.meta.env),
});
