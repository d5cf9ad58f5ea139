import type { ExchangeRate, MarketId } from '@storefront/domain';

/**
 * The first yuan rate of each market, so that prices can be shown on day one: market currency
 * per 1 CNY as a decimal string, close to the 2025 mid-market rates. Staff set the
 * rate in force from the back-office (setExchangeRate); the newest row wins, so these are
 * simply the oldest rows. Not a source of truth for anything after the first update.
 */
export const SEED_EXCHANGE_RATES: Readonly<Record<MarketId, ExchangeRate>> = {
  id: { from: 'CNY', to: 'IDR', rate: '2290' },
  th: { from: 'CNY', to: 'THB', rate: '4.55' },
  kz: { from: 'CNY', to: 'KZT', rate: '72.5' },
};
