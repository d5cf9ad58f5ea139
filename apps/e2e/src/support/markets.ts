import { getMarket } from '@storefront/domain';
import type { Locale, MarketConfig, MarketId } from '@storefront/domain';

/**
 * The gateways of a run: one per market, plus a second Indonesian one for the tests that move
 * the clock (docs/decisions/218: a moved clock applies to everything on its gateway); Thailand's
 * and Kazakhstan's clock tests use the market's own once its other tests are done (the th-clock
 * and kz-clock projects in playwright.config.ts), so two cores run four gateways, not six. Ports
 * are a small block from E2E_PORT_BASE (default 4610) so a run does not collide with `npm start`.
 * The second Indonesian gateway also serves a storefront built with ar-SA enabled beyond the
 * market's locales (VITE_EXTRA_LOCALES, decision 219): no market enables a right-to-left
 * language, and the shell's right-to-left layout must still be seen in a browser.
 */
export const E2E_GATEWAYS = [
  { name: 'id', market: 'id', extraLocales: [] },
  { name: 'th', market: 'th', extraLocales: [] },
  { name: 'kz', market: 'kz', extraLocales: [] },
  { name: 'id-clock', market: 'id', extraLocales: ['ar-SA'] },
] as const satisfies ReadonlyArray<{
  name: string;
  market: MarketId;
  extraLocales: readonly Locale[];
}>;

export type GatewayName = (typeof E2E_GATEWAYS)[number]['name'];

const PORT_BASE = Number(process.env['E2E_PORT_BASE'] ?? 4610);

export interface E2eMarket {
  readonly gateway: GatewayName;
  readonly config: MarketConfig;
  readonly port: number;
  readonly baseURL: string;
}

export function e2eMarket(gateway: GatewayName): E2eMarket {
  const index = E2E_GATEWAYS.findIndex((g) => g.name === gateway);
  const entry = E2E_GATEWAYS[index];
  if (!entry) throw new Error(`no gateway named ${gateway}`);
  const port = PORT_BASE + index;
  const market = getMarket(entry.market);
  // The locales the served storefront shows: the market's, then the build's extra ones.
  const [first, ...rest] = market.locales;
  const config: MarketConfig = { ...market, locales: [first, ...rest, ...entry.extraLocales] };
  return { gateway, config, port, baseURL: `http://127.0.0.1:${port}` };
}

/** The storefront build a gateway serves (relative to the workspace): its market's, or the
 * e2e build with extra locales (`npm run e2e` builds it). */
export function e2eStorefrontDir(gateway: GatewayName): string {
  const entry = E2E_GATEWAYS.find((g) => g.name === gateway);
  if (!entry) throw new Error(`no gateway named ${gateway}`);
  return entry.extraLocales.length > 0
    ? `tmp/e2e/storefront-${entry.market}-${entry.extraLocales.join('-')}`
    : `apps/storefront-${entry.market}/dist`;
}
