import { TH_MARKET } from '@storefront/domain';
import { extraLocalesFromEnv, firebaseFromEnv } from '@storefront/ui';
import { createStorefrontServer } from '@storefront/ui/server';

// The server entry (decision 250): the same market config as main.tsx, for the gateway's render.
export default createStorefrontServer({
  market: TH_MARKET,
  firebase: firebaseFromEnv(import.meta.env),
  extraLocales: extraLocalesFromEnv(import.meta.env),
});
