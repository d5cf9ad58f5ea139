import { PRIVATE_PAGE_SEGMENTS } from '@storefront/contract';
import type { MarketConfig } from '@storefront/domain';
import { API_PATH_SEGMENTS, BACKOFFICE_PATH } from '../../http/storefront-files.plugin';

/**
 * First segments of the gateway's own routes that are not in the contract: webhooks, health
 * checks. Catalogue images (/catalog/images/) stay crawlable: they illustrate the product pages.
 */
const GATEWAY_ONLY_SEGMENTS = ['webhooks', 'health'] as const;

export interface RobotsSettings {
  readonly indexing: boolean;
  readonly publicUrl: string;
  readonly market: Pick<MarketConfig, 'locales'>;
}

/**
 * robots.txt (decision 246). Indexing off (every deployment but production, and a production
 * staging that says SEARCH_INDEXING=false): nothing may be crawled. Indexing on: the public
 * pages may, while the back-office, the API and every per-customer or sign-in page (in each
 * locale of the market) may not, and the sitemap is named by its absolute public address.
 */
export function robotsTxt(settings: RobotsSettings): string {
  if (!settings.indexing) return 'User-agent: *\nDisallow: /\n';
  const apiSegments = [...API_PATH_SEGMENTS, ...GATEWAY_ONLY_SEGMENTS].filter(
    (segment) => segment !== '' && `/${segment}` !== BACKOFFICE_PATH,
  );
  const lines = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${BACKOFFICE_PATH}`,
    ...[...new Set(apiSegments)].sort().map((segment) => `Disallow: /${segment}`),
    ...settings.market.locales.flatMap((locale) =>
      PRIVATE_PAGE_SEGMENTS.map((segment) => `Disallow: /${locale}/${segment}`),
    ),
    '',
    `Sitemap: ${settings.publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
