export const MARKET_IDS = ['id', 'th', 'kz'] as const;
export type MarketId = (typeof MARKET_IDS)[number];
