import { formatMoney, ID_MARKET, toDecimalString } from '@storefront/domain';
import type { Money } from '@storefront/domain';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIfEmpty } from '../db/seed/seed';
import { insertRate, loadTestCatalog } from '../modules/catalog/testing';
import { createCustomer, customerAuth } from '../testing/fixtures';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { PERSONAL_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './render-page';

// The Indonesian storefront's real server entry, built by Vite's SSR build into a temporary
// folder beside a page template shaped like the built index.html (decision 250).
const APP_DIR = resolve(import.meta.dirname, '../../../storefront-id');
const TEMPLATE =
  '<!doctype html><html lang="id-ID"><head><meta charset="UTF-8" /><title></title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

async function buildStorefront(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), TEMPLATE);
  await writeFile(join(dir, 'assets/index-Ab12Cd34.js'), 'export {};');
  await build({
    root: APP_DIR,
    configFile: join(APP_DIR, 'vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'src/server.ts', outDir: join(dir, 'server'), emptyOutDir: true },
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storefront-ssr-'));
  await buildStorefront(dir);
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The JSON data block of the page with this id. */
function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(
    html,
  );
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

/** Every JSON-LD block of the page, parsed. */
function jsonLdBlocks(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, any>,
  );
}

/** The content of the page's `<meta>` of this name or property. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe.each(TEST_DATABASE_KINDS)('the storefront rendered on the server (%s)', (kind) => {
  let t: TestApp;
  let productId: string;
  let product: { title: string; price: Money };
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { STOREFRONT_DIR: dir } });
    await seedIfEmpty(t.handle.db, t.config);
    await insertRate(t);
    await loadTestCatalog(t, 3);
    const search = await t.call({ method: 'GET', url: '/oci/catalog/search?limit=1' });
    productId = search.body?.data?.items?.[0]?.id;
    if (!productId) throw new Error(JSON.stringify(search.body));
    product = (await t.call({ method: 'GET', url: `/oci/catalog/product/${productId}` })).body.data;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers a product page with its name and price in the HTML, and its data for the browser', async () => {
    const { response } = await t.call({ method: 'GET', url: `/id-ID/products/${productId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    const html = response.body;
    expect(html).toContain(`<h1`);
    expect(html).toContain(escapeHtml(product.title));
    expect(html).toContain(escapeHtml(formatMoney(product.price, 'id-ID')));
    expect(html).toMatch(/<html lang="id-ID" dir="ltr">/);
    // Found and shared: its own title, alternates per locale, schema.org's Product and Offer.
    expect(html).toContain(`<title>${escapeHtml(product.title)} | `);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en-US" href="${new URL(t.config.publicUrl).origin}/en-US/products/${productId}" />`,
    );
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(jsonLd?.[1] ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: product.title,
      offers: { '@type': 'Offer', priceCurrency: 'IDR' },
    });
    // A shared link previews its photo, name and price; the breadcrumb is home → product.
    const origin = new URL(t.config.publicUrl).origin;
    const page = `${origin}/id-ID/products/${productId}`;
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
    expect(meta(html, 'twitter:description')).toContain(
      escapeHtml(formatMoney(product.price, 'id-ID')),
    );
    expect(meta(html, 'twitter:image')).toMatch(/^https?:\/\/.+/);
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'product:price:currency')).toBe('IDR');
    expect(meta(html, 'product:price:amount')).toBe(toDecimalString(product.price));
    expect(jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Beranda', item: `${origin}/id-ID` },
        { '@type': 'ListItem', position: 2, name: product.title, item: page },
      ],
    });
    // The main photo is the page's largest paint: asked for first, in the size it is drawn.
    expect(html).toMatch(/<img [^>]*fetchpriority="high"[^>]*>/i);
    // The store's answer travels in the page: the browser does not fetch it again.
    const state = dataBlock(html, 'storefront-state') as { api: { queries: object } };
    expect(JSON.stringify(state.api.queries)).toContain(productId);
    const routes = dataBlock(html, 'storefront-routes') as { loaderData: Record<string, any> };
    expect(routes.loaderData['locale'].locale).toBe('id-ID');
    // No script of the page's own runs inline (the CSP): only data blocks and the module.
    expect(
      html.match(/<script(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*type="module")/g),
    ).toBeNull();
  });

  it('renders home with its shelves and the search with its results from the URL', async () => {
    const home = await t.call({ method: 'GET', url: '/id-ID' });
    expect(home.status).toBe(200);
    expect(home.response.body).toContain(escapeHtml(product.title));
    const keyword = product.title.split(' ')[0] ?? '';
    const search = await t.call({
      method: 'GET',
      url: `/id-ID/search?q=${encodeURIComponent(keyword)}`,
    });
    expect(search.status).toBe(200);
    expect(search.response.body).toContain(escapeHtml(product.title));
    expect(search.response.body).toContain(`value="${escapeHtml(keyword)}"`);
    // Home names the organization behind the site; the search sits under home.
    const origin = new URL(t.config.publicUrl).origin;
    expect(jsonLdBlocks(home.response.body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Toko Impor',
        legalName: ID_MARKET.shop.company,
        url: `${origin}/id-ID`,
        email: ID_MARKET.shop.email,
        address: {
          '@type': 'PostalAddress',
          streetAddress: ID_MARKET.shop.address,
          addressCountry: 'ID',
        },
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: ID_MARKET.shop.whatsapp,
        },
      },
    ]);
    expect(meta(home.response.body, 'twitter:card')).toBe('summary');
    expect(jsonLdBlocks(search.response.body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Beranda', item: `${origin}/id-ID` },
          { '@type': 'ListItem', position: 2, name: 'Cari produk', item: `${origin}/id-ID/search` },
        ],
      },
    ]);
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const { response } = await t.call({ method: 'GET', url: '/id-ID/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('404');
  });

  it('answers a product that does not exist with 404 and the not-found page', async () => {
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'no-such-product']) {
      const { response } = await t.call({ method: 'GET', url: `/id-ID/products/${missing}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Halaman tidak ditemukan | ');
      expect(response.body).toMatch(/<h1[^>]*>Halaman tidak ditemukan<\/h1>/);
      // Not a product page: no Product for search engines to file under a dead address.
      expect(jsonLdBlocks(response.body)).toEqual([]);
    }
  });

  it('redirects / and a path without its locale with a real 30x', async () => {
    const root = await t.call({ method: 'GET', url: '/?utm_source=x' });
    expect(root.status).toBe(302);
    expect(root.response.headers['location']).toBe('/id-ID?utm_source=x');
    const english = await t.call({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(english.response.headers['location']).toBe('/en-US');
    const bare = await t.call({ method: 'GET', url: '/faq' });
    expect(bare.status).toBe(302);
    expect(bare.response.headers['location']).toBe('/id-ID/faq');
    expect(bare.response.headers['cache-control']).toBe('no-store');
  });

  it('sends a guest from a signed-in screen to the login, and renders it for a customer', async () => {
    const guest = await t.call({ method: 'GET', url: '/id-ID/orders' });
    expect(guest.status).toBe(302);
    expect(guest.response.headers['location']).toBe(
      `/id-ID/login?next=${encodeURIComponent('/id-ID/orders')}`,
    );
    const { authorization } = await customerAuth(t, await createCustomer(t));
    const token = authorization.slice('Bearer '.length);
    const cookie = `token=${encodeURIComponent(Buffer.from(token).toString('base64'))}`;
    const signedIn = await t.call({ method: 'GET', url: '/id-ID/orders', headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.response.headers['cache-control']).toBe(PERSONAL_PAGE_CACHE);
    expect(signedIn.response.headers['vary']).toMatch(/cookie/i);
  });

  it('compresses the page', async () => {
    const { response } = await t.call({
      method: 'GET',
      url: '/id-ID/faq',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<main');
  });
});

describe.each(TEST_DATABASE_KINDS)('guest pages kept for PAGE_CACHE_SECONDS (%s)', (kind) => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { STOREFRONT_DIR: dir, PAGE_CACHE_SECONDS: '10' } });
    await seedIfEmpty(t.handle.db, t.config);
    await insertRate(t);
    await loadTestCatalog(t, 1);
    const search = await t.call({ method: 'GET', url: '/oci/catalog/search?limit=1' });
    productId = search.body?.data?.items?.[0]?.id;
    if (!productId) throw new Error(JSON.stringify(search.body));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function rename(title: string): Promise<void> {
    await t.handle.db.execute(
      sql`update catalog_products set title = ${title} where id = ${productId}`,
    );
  }

  it('answers a guest the same page again for ten seconds, then while it renders anew', async () => {
    const url = `/id-ID/products/${productId}`;
    await rename('Tas kulit asli');
    const first = await t.call({ method: 'GET', url });
    expect(first.response.body).toContain('Tas kulit asli');
    expect(first.response.headers['age']).toBeUndefined();

    await rename('Tas kanvas');
    t.clock.now = new Date(t.clock.now.getTime() + 9_000);
    const kept = await t.call({ method: 'GET', url });
    expect(kept.status).toBe(200);
    expect(kept.response.body).toBe(first.response.body);
    expect(kept.response.headers['age']).toBe('9');
    expect(kept.response.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    // HEAD answers as GET does, without the body.
    const head = await t.call({ method: 'HEAD', url });
    expect(head.status).toBe(200);
    expect(head.response.headers['content-type']).toBe('text/html; charset=utf-8');

    // Stale: answered at once as it was, with its true age, while a render replaces it.
    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    const stale = await t.call({ method: 'GET', url });
    expect(stale.response.body).toBe(first.response.body);
    expect(stale.response.headers['age']).toBe('10');
    await vi.waitFor(async () => {
      const fresh = await t.call({ method: 'GET', url });
      expect(fresh.response.body).toContain('Tas kanvas');
      expect(fresh.response.headers['age']).toBe('0');
    });

    // Past the pages' max-age (60 s) nothing older is answered: the visitor waits for a render.
    await rename('Tas rotan');
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const rendered = await t.call({ method: 'GET', url });
    expect(rendered.response.body).toContain('Tas rotan');
    expect(rendered.response.headers['age']).toBeUndefined();
  });

  it('compresses a kept page once and sends those bytes again', async () => {
    const url = `/id-ID/products/${productId}`;
    await rename('Koper kabin');
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const asBrotli = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await t.app.inject({ method: 'GET', url, headers: asBrotli });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toBe('Cookie, Accept-Encoding');
    const page = brotliDecompressSync(first.rawPayload).toString();
    expect(page).toContain('Koper kabin');

    const kept = await t.app.inject({ method: 'GET', url, headers: asBrotli });
    expect(kept.headers['age']).toBe('0');
    expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
    // The same kept page for gzip, and plain for a client that asks for neither.
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(plain.body).toBe(page);
  });

  it('renders a signed-in visitor’s page every time, and keeps it for nobody', async () => {
    const url = `/id-ID/products/${productId}`;
    const { authorization } = await customerAuth(t, await createCustomer(t));
    const token = authorization.slice('Bearer '.length);
    const cookie = `token=${encodeURIComponent(Buffer.from(token).toString('base64'))}`;
    await rename('Sepatu lari');
    const first = await t.call({ method: 'GET', url, headers: { cookie } });
    expect(first.response.body).toContain('Sepatu lari');
    expect(first.response.headers['cache-control']).toBe(PERSONAL_PAGE_CACHE);
    await rename('Sepatu gunung');
    const again = await t.call({ method: 'GET', url, headers: { cookie } });
    expect(again.response.body).toContain('Sepatu gunung');
    expect(again.response.headers['age']).toBeUndefined();
  });
});

describe('a storefront built without its server bundle', () => {
  it('is served client-rendered as before', async () => {
    const plain = await mkdtemp(join(tmpdir(), 'storefront-csr-'));
    await writeFile(join(plain, 'index.html'), await readFile(join(dir, 'index.html'), 'utf8'));
    const t = await createTestApp('pglite', { env: { STOREFRONT_DIR: plain } });
    try {
      const { response } = await t.call({ method: 'GET', url: '/id-ID/no-such-page' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TEMPLATE);
    } finally {
      await t.close();
      await rm(plain, { recursive: true, force: true });
    }
  });
});
