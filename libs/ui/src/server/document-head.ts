import { formatMoney, toDecimalString } from '@storefront/domain';
import type { Locale, MarketConfig, Money } from '@storefront/domain';
import type { IntlShape } from 'react-intl';
import { serializeForScript } from '../app-shell/page-data';
import { switchLocaleOfPath } from '../shared/routing/locale-paths';

/** What a product page's head tells about its product (the catalogue's answer the page holds). */
export interface HeadProduct {
  readonly id: string;
  readonly title: string;
  readonly price: Money;
  readonly image_url: string | null;
  readonly images: readonly (string | null)[];
}

/** Text for HTML: element content and double-quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface DocumentHeadInput {
  readonly intl: IntlShape;
  readonly url: URL;
  readonly market: MarketConfig;
  readonly locale: Locale;
  /** The deepest route's title message id (the shell's `handle.titleId`). */
  readonly titleId: string | undefined;
  /** On a product page: its product, for the title, the preview and schema.org's Product. */
  readonly product?: HeadProduct | undefined;
}

/** schema.org's Product with its Offer (the lowest variant's price), as search engines read it. */
function productJsonLd(product: HeadProduct, url: string): string {
  const images = [product.image_url, ...product.images].filter(
    (image, index, all): image is string => image !== null && all.indexOf(image) === index,
  );
  return jsonLd({
    '@type': 'Product',
    name: product.title,
    sku: product.id,
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      price: toDecimalString(product.price),
      priceCurrency: product.price.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
  });
}

/** JSON-LD, as search engines read it (serialized so no `</script>` in a name can end it). */
function jsonLd(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${serializeForScript({
    '@context': 'https://schema.org',
    ...data,
  })}</script>`;
}

/** schema.org's BreadcrumbList: where a page sits under home, for the result's breadcrumb line. */
function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): string {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  });
}

/**
 * The page's head as search engines and link previews read it: the title the browser's
 * useDocumentTitle would set ("Page | Brand"), a description, the canonical URL (query kept
 * only on the search, where it is the page), one `hreflang` alternate per locale of the market,
 * Open Graph and Twitter card tags (a shared product link shows its photo, name and price), and
 * schema.org's JSON-LD: the Organization on home (the brand the site names itself by, the
 * company behind it, its address and contact), a BreadcrumbList from home on the search and a product, the product's Product.
 */
export function documentHead({
  intl,
  url,
  market,
  locale,
  titleId,
  product,
}: DocumentHeadInput): string {
  const brand = intl.formatMessage({ id: 'shell.brand' });
  const page = product?.title ?? (titleId ? intl.formatMessage({ id: titleId }) : undefined);
  const title = page ? intl.formatMessage({ id: 'shell.titleTemplate' }, { page, brand }) : brand;
  const description = product
    ? `${product.title}: ${intl.formatMessage(
        { id: 'catalog.product.from' },
        { price: formatMoney(product.price, locale) },
      )}`
    : intl.formatMessage({ id: 'catalog.home.intro' });
  const image = product?.image_url ?? product?.images.find((one) => one !== null);
  // Link previews fetch the image from elsewhere: an absolute address, whatever the answer gave.
  const imageUrl = image ? new URL(image, url.origin).href : undefined;
  const keepsQuery = url.pathname.endsWith('/search');
  const canonical = `${url.origin}${url.pathname}${keepsQuery ? url.search : ''}`;
  const alternates = market.locales.map(
    (other) =>
      `<link rel="alternate" hreflang="${other}" href="${escapeHtml(
        `${url.origin}${switchLocaleOfPath(url.pathname, other)}${keepsQuery ? url.search : ''}`,
      )}" />`,
  );
  const defaultHref = `${url.origin}${switchLocaleOfPath(url.pathname, market.defaultLocale)}`;
  const homeUrl = `${url.origin}/${locale}`;
  const isHome = url.pathname.replace(/\/$/, '') === `/${locale}`;
  const homeCrumb = { name: intl.formatMessage({ id: 'catalog.home.title' }), url: homeUrl };
  const structured = product
    ? [
        productJsonLd(product, canonical),
        breadcrumbJsonLd([homeCrumb, { name: product.title, url: canonical }]),
      ]
    : keepsQuery
      ? [
          breadcrumbJsonLd([
            homeCrumb,
            {
              name: intl.formatMessage({ id: 'catalog.search.title' }),
              url: `${url.origin}${url.pathname}`,
            },
          ]),
        ]
      : isHome
        ? [
            jsonLd({
              '@type': 'Organization',
              name: brand,
              legalName: market.shop.company,
              url: homeUrl,
              email: market.shop.email,
              address: {
                '@type': 'PostalAddress',
                streetAddress: market.shop.address,
                addressCountry: market.country,
              },
              contactPoint: {
                '@type': 'ContactPoint',
                contactType: 'customer service',
                telephone: market.shop.whatsapp,
              },
            }),
          ]
        : [];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(defaultHref)}" />`,
    `<meta property="og:type" content="${product ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand)}" />`,
    `<meta property="og:locale" content="${locale.replace('-', '_')}" />`,
    ...(imageUrl ? [`<meta property="og:image" content="${escapeHtml(imageUrl)}" />`] : []),
    ...(product
      ? [
          `<meta property="product:price:amount" content="${toDecimalString(product.price)}" />`,
          `<meta property="product:price:currency" content="${product.price.currency}" />`,
        ]
      : []),
    // X (Twitter) reads its own tags first: a large photo card for a product with a photo.
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...(imageUrl ? [`<meta name="twitter:image" content="${escapeHtml(imageUrl)}" />`] : []),
    ...structured,
  ].join('');
}
