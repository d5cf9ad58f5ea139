import type { MarketId } from '@storefront/domain';
import type { AreaSource } from './area-row';

/**
 * The real area tree of each market. Each loader is imported only when a fresh database is
 * seeded: the Thai package decodes its whole database when imported, which every later start
 * (and every other market) would otherwise pay for.
 */
export const AREA_SOURCES: Readonly<Record<MarketId, AreaSource>> = {
  id: async () => (await import('./indonesia-areas')).loadIndonesianAreas(),
  th: async () => (await import('./thailand-areas')).loadThaiAreas(),
  kz: async () => (await import('./kazakhstan-areas')).loadKazakhAreas(),
};
