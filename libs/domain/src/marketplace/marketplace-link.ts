import type { ErrorCode } from '../errors/error-codes';
import type { Marketplace } from './marketplace';

export type MarketplaceLinkErrorCode = Extract<
  ErrorCode,
  'link_not_marketplace' | 'link_not_product'
>;

export type MarketplaceLinkResult =
  | {
      readonly ok: true;
      readonly marketplace: Marketplace;
      /** The marketplace's own id of the product (digits), stable across the link's forms. */
      readonly productId: string;
      /** One https URL per product, whatever form was pasted: what we store and open. */
      readonly canonicalUrl: string;
    }
  | { readonly ok: false; readonly code: MarketplaceLinkErrorCode };

/** Longer than any product link; a paste this long is text, not a link. */
const MAX_LINK_LENGTH = 2048;

/** Marketplace ids are positive decimal numbers; 5 to 20 digits covers all three (6 to 13 seen). */
const PRODUCT_ID = /^[1-9]\d{4,19}$/;

/** The registrable domain of each marketplace: a host is theirs when it is this or ends in ".this". */
const MARKETPLACE_DOMAINS: Readonly<Record<string, Marketplace>> = {
  '1688.com': '1688',
  'taobao.com': 'taobao',
  // Taobao's share short links (m.tb.cn): theirs, but only a redirect, not a product page.
  'tb.cn': 'taobao',
  'alibaba.com': 'alibaba',
};

const NOT_MARKETPLACE = { ok: false, code: 'link_not_marketplace' } as const;
const NOT_PRODUCT = { ok: false, code: 'link_not_product' } as const;

/**
 * The pasted text as an absolute URL string: links are often copied without a scheme
 * ("detail.1688.com/offer/1.html") or protocol-relative ("//item.taobao.com/..."). A leading
 * "word:" without a dot is a scheme (javascript:, data:); with a dot it is a host and port.
 */
function withScheme(text: string): string {
  if (text.startsWith('//')) return `https:${text}`;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(text);
  if (scheme?.[1] !== undefined && !scheme[1].includes('.')) return text;
  return `https://${text}`;
}

function marketplaceOf(hostname: string): Marketplace | undefined {
  for (const [domain, marketplace] of Object.entries(MARKETPLACE_DOMAINS)) {
    if (hostname === domain || hostname.endsWith(`.${domain}`)) return marketplace;
  }
  return undefined;
}

/** The first capture of `pattern` in `text` when it is a product id. */
function idFrom(pattern: RegExp, text: string): string | undefined {
  const id = pattern.exec(text)?.[1];
  return id !== undefined && PRODUCT_ID.test(id) ? id : undefined;
}

function idParam(url: URL, name: string): string | undefined {
  const id = url.searchParams.get(name);
  return id !== null && PRODUCT_ID.test(id) ? id : undefined;
}

function product1688(url: URL): MarketplaceLinkResult {
  const { hostname, pathname } = url;
  let id: string | undefined;
  if (hostname === 'detail.1688.com' || hostname === 'm.1688.com') {
    id = idFrom(/^\/offer\/(\d+)\.html$/, pathname);
  }
  if (id === undefined && (hostname === 'm.1688.com' || hostname === 'detail.m.1688.com')) {
    id = idParam(url, 'offerId');
  }
  return id === undefined
    ? NOT_PRODUCT
    : {
        ok: true,
        marketplace: '1688',
        productId: id,
        canonicalUrl: `https://detail.1688.com/offer/${id}.html`,
      };
}

function productTaobao(url: URL): MarketplaceLinkResult {
  const { hostname, pathname } = url;
  let id: string | undefined;
  if (hostname === 'item.taobao.com' && pathname === '/item.htm') id = idParam(url, 'id');
  if (hostname === 'world.taobao.com') id = idFrom(/^\/item\/(\d+)\.htm$/, pathname);
  if (hostname === 'm.intl.taobao.com' && pathname === '/detail/detail.html') {
    id = idParam(url, 'id');
  }
  // The page the Taobao app's "share" opens in a mobile browser.
  if (hostname === 'h5.m.taobao.com' && pathname === '/awp/core/detail.htm')
    id = idParam(url, 'id');
  return id === undefined
    ? NOT_PRODUCT
    : {
        ok: true,
        marketplace: 'taobao',
        productId: id,
        canonicalUrl: `https://item.taobao.com/item.htm?id=${id}`,
      };
}

/**
 * Alibaba product pages keep a descriptive slug before the id; it is kept in the canonical URL
 * because that is the form alibaba.com itself links to. Any alibaba.com host serves
 * /product-detail/ (www, m, and the language sites such as indonesian.alibaba.com); the mobile
 * site also has /product/<id>/<slug>.html.
 */
function productAlibaba(url: URL): MarketplaceLinkResult {
  const { hostname, pathname } = url;
  const detail = /^\/product-detail\/(.*)_(\d+)\.html$/.exec(pathname);
  const mobile =
    hostname === 'm.alibaba.com' ? /^\/product\/(\d+)\/([^/]+?)(?:\.html)?$/.exec(pathname) : null;
  // [slug, id] from whichever form matched
  const parts = detail ? [detail[1], detail[2]] : mobile ? [mobile[2], mobile[1]] : [];
  const [slug = '', id = ''] = parts;
  return PRODUCT_ID.test(id)
    ? {
        ok: true,
        marketplace: 'alibaba',
        productId: id,
        canonicalUrl: `https://www.alibaba.com/product-detail/${slug}_${id}.html`,
      }
    : NOT_PRODUCT;
}

/**
 * Reads a pasted product link of 1688, Taobao or Alibaba. The host decides the marketplace,
 * exactly: it must be the marketplace's domain or a subdomain of it, as the WHATWG URL parser
 * reads it, so "1688.com.evil.net", "evil1688.com" and "taobao.com@evil.net" (a user name before
 * evil.net) are not ours. Links with credentials or a non-standard port are refused too: a real
 * marketplace link has neither. A marketplace link that is not a product page (a shop, a search)
 * is 'link_not_product'.
 */
export function parseMarketplaceLink(input: string): MarketplaceLinkResult {
  const text = input.trim();
  if (text === '' || text.length > MAX_LINK_LENGTH || /\s/.test(text)) return NOT_MARKETPLACE;
  let url: URL;
  try {
    url = new URL(withScheme(text));
  } catch {
    return NOT_MARKETPLACE;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return NOT_MARKETPLACE;
  if (url.username !== '' || url.password !== '' || url.port !== '') return NOT_MARKETPLACE;
  // "detail.1688.com." (a fully qualified name) is the same host.
  const hostname = url.hostname.replace(/\.$/, '');
  const marketplace = marketplaceOf(hostname);
  if (marketplace === undefined) return NOT_MARKETPLACE;
  const normalized = new URL(url.href);
  normalized.hostname = hostname;
  switch (marketplace) {
    case '1688':
      return product1688(normalized);
    case 'taobao':
      return productTaobao(normalized);
    case 'alibaba':
      return productAlibaba(normalized);
  }
}

/**
 * A search keyword that is a pasted link rather than words: it starts with http(s):// or //, or
 * with a host name (ending in letters) followed by a path, as links copied without their scheme
 * do. The gateway then looks the link up instead of searching words, and the search screen
 * speaks of a link, not of a keyword.
 */
const LINK_LIKE = /^(?:https?:)?\/\/|^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\//i;

export function isLinkLike(keyword: string): boolean {
  return LINK_LIKE.test(keyword.trim());
}
