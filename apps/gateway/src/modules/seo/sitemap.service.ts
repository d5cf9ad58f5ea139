import { INDEXED_PAGE_PATHS, localizedPath, productPath } from '@storefront/contract';
import type { Locale, MarketConfig } from '@storefront/domain';
import { and, asc, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogProducts } from '../../db/schema';

/**
 * The sitemap of the storefront (decision 245): an index naming one child for the public pages
 * and one per range of product ids, each child at most `urlsPerFile` URLs. A product is listed
 * once per locale of the market, each entry naming its translations (hreflang), so a child holds
 * `urlsPerFile / locales` products.
 */
export interface SitemapSettings {
  readonly publicUrl: string;
  readonly market: Pick<MarketConfig, 'locales' | 'defaultLocale'>;
  readonly urlsPerFile: number;
}

/** The protocol's limit on URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The uuid every product id sorts at or after: the lower bound of the first product child. */
export const FIRST_PRODUCT_ID = '00000000-0000-0000-0000-000000000000';
/** The upper bound of the last product child, which has none. */
export const OPEN_END = 'end';

export const SITEMAP_NAMESPACES =
  'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute: the five characters XML reserves, escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** The public origin and any path prefix, without its trailing slash. */
function baseOf(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** Products in one child: every product brings one URL per locale. */
export function productsPerFile(settings: SitemapSettings): number {
  const urls = Math.min(settings.urlsPerFile, SITEMAP_MAX_URLS);
  return Math.max(1, Math.floor(urls / settings.market.locales.length));
}

export function pagesSitemapPath(): string {
  return '/sitemaps/pages.xml';
}

export function productsSitemapPath(from: string, to: string): string {
  return `/sitemaps/products/${from}/${to}.xml`;
}

/**
 * One page in every locale, each naming all of them and x-default (the market's default
 * locale, where a visitor whose language the market lacks is best served).
 */
function urlEntry(
  settings: SitemapSettings,
  path: string,
  lastmod: string | null,
  out: string[],
): void {
  const base = baseOf(settings.publicUrl);
  const href = (locale: Locale) => escapeXml(`${base}${localizedPath(locale, path)}`);
  const alternates = settings.market.locales
    .map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`)
    .join('');
  const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${href(settings.market.defaultLocale)}"/>`;
  const modified = lastmod === null ? '' : `<lastmod>${lastmod}</lastmod>`;
  for (const locale of settings.market.locales) {
    out.push(`<url><loc>${href(locale)}</loc>${modified}${alternates}${fallback}</url>`);
  }
}

function urlSet(entries: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${SITEMAP_NAMESPACES}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** The storefront's public pages (INDEXED_PAGE_PATHS) in every locale. */
export function pagesSitemap(settings: SitemapSettings): string {
  const entries: string[] = [];
  for (const path of INDEXED_PAGE_PATHS) urlEntry(settings, path, null, entries);
  return urlSet(entries);
}

/** W3C datetime to the second, in UTC, straight from PostgreSQL (no driver date parsing). */
const W3C_DATETIME = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

interface ProductChild {
  readonly from: string;
  readonly to: string;
  readonly lastmod: string | null;
}

/**
 * The product children: the listed products in id order cut every `productsPerFile`, each
 * child named by the first id of its range and the first id of the next (`end` for the last),
 * its lastmod the newest update inside it. One pass over the ids (an index scan with a window
 * function), never an OFFSET: a child then reads its range through the primary key. Ranges,
 * not counts, name the children so that a product added or removed between the index and a
 * child neither moves others into the next child nor out of every child.
 */
export async function productChildren(
  db: Database,
  settings: SitemapSettings,
): Promise<ProductChild[]> {
  const size = productsPerFile(settings);
  const numbered = db
    .select({
      id: catalogProducts.id,
      updatedAt: catalogProducts.updatedAt,
      position: sql<number>`row_number() over (order by ${catalogProducts.id}) - 1`.as('position'),
    })
    .from(catalogProducts)
    .where(isNull(catalogProducts.removedAt))
    .as('numbered');
  const rows = await db
    .select({
      child: sql<number>`${numbered.position} / ${size}`.mapWith(Number).as('child'),
      firstId: sql<string>`max(${numbered.id}::text) filter (where ${numbered.position} % ${size} = 0)`,
      lastmod: sql<string>`to_char(max(${numbered.updatedAt}) at time zone 'UTC', ${sql.raw(W3C_DATETIME)})`,
    })
    .from(numbered)
    .groupBy(sql`child`)
    .orderBy(sql`child`);
  return rows.map((row, index) => ({
    // The first child starts below every id, so a product added below the smallest is listed.
    from: index === 0 ? FIRST_PRODUCT_ID : row.firstId,
    to: rows[index + 1]?.firstId ?? OPEN_END,
    lastmod: row.lastmod,
  }));
}

/** The sitemap index: the pages child, then the product children. */
export async function sitemapIndex(db: Database, settings: SitemapSettings): Promise<string> {
  const base = baseOf(settings.publicUrl);
  const children = await productChildren(db, settings);
  const entries = [
    `<sitemap><loc>${escapeXml(`${base}${pagesSitemapPath()}`)}</loc></sitemap>`,
    ...children.map(
      (child) =>
        `<sitemap><loc>${escapeXml(`${base}${productsSitemapPath(child.from, child.to)}`)}</loc>` +
        `${child.lastmod === null ? '' : `<lastmod>${child.lastmod}</lastmod>`}</sitemap>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The products of one range [from, to) in id order, each in every locale with its update time.
 * A range that grew since the index was read is cut at the protocol's limit rather than made
 * invalid; the next index splits it again.
 */
export async function productsSitemap(
  db: Database,
  settings: SitemapSettings,
  from: string,
  to: string,
): Promise<string> {
  const limit = Math.floor(SITEMAP_MAX_URLS / settings.market.locales.length);
  const rows = await db
    .select({
      id: catalogProducts.id,
      lastmod: sql<string>`to_char(${catalogProducts.updatedAt} at time zone 'UTC', ${sql.raw(W3C_DATETIME)})`,
    })
    .from(catalogProducts)
    .where(
      and(
        isNull(catalogProducts.removedAt),
        gte(catalogProducts.id, from),
        to === OPEN_END ? undefined : lt(catalogProducts.id, to),
      ),
    )
    .orderBy(asc(catalogProducts.id))
    .limit(limit);
  const entries: string[] = [];
  for (const row of rows) urlEntry(settings, productPath(row.id), row.lastmod, entries);
  return urlSet(entries);
}

/** The path of a product's page in a locale (the storefront's ROUTE_PATHS.product). */
export function productPagePath(locale: Locale, productId: string): string {
  return localizedPath(locale, productPath(productId));
}
