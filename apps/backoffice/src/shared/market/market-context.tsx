import type { MarketConfig } from '@storefront/domain';
import { createContext, useContext } from 'react';

/**
 * The market this gateway serves, read once at start from the site configuration (one
 * back-office build serves every market): its currency and time zone format money and dates.
 */
export const MarketContext = createContext<MarketConfig | null>(null);

export function useMarket(): MarketConfig {
  const market = useContext(MarketContext);
  if (!market) throw new Error('useMarket needs the shell’s MarketContext');
  return market;
}
