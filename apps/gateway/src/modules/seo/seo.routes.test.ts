import { INDEXED_PAGE_PATHS, localizedPath } from '@storefront/contract';
import { ID_MARKET, KZ_MARKET } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { productPagePath } from './sitemap.service';

const PUBLIC_URL = 'https://shop.example.com';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

interface XmlElement {
  readonly name: string;
  readonly uri: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

/** A strict, namespace-aware parse: any XML error (an unescaped '&', a bad tag) throws. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(tag.attributes)) {
      attributes[name] = typeof attribute === 'string' ? attribute : attribute.value;
    }
    const element: XmlElement = {
      name: tag.local ?? tag.name,
      uri: tag.uri ?? '',
      attributes,
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

const child = (element: XmlElement, name: string) =>
  element.children.find((candidate) => candidate.name === name);

/** `count` products with ids and update times the test can predict, in one statement. */
async function insertProducts(db: Database, count: number, removedEvery = 0): Promise<void> {
  await db.execute(sql`
    insert into catalog_products
      (marketplace, marketplace_product_id, link, product_source, title, search_text, price_cny,
       listed_at, updated_at, removed_at)
    select '1688', 'sm-' || n, 'https://detail.1688.com/offer/' || (700000000000 + n) || '.html',
      'alibaba', 'Product ' || n, 'product ' || n, 1000 + n,
      timestamptz '2026-01-01T00:00:00Z', timestamptz '2026-02-01T00:00:00Z' + n * interval '1 minute',
      case when ${removedEvery} > 0 and n % ${removedEvery} = 0 then now() else null end
    from generate_series(1, ${count}) as n`);
}

describe.each(TEST_DATABASE_KINDS)(
  'robots.txt and the sitemap on %s (decisions 245, 246)',
  (kind) => {
    describe('indexing on (production or SEARCH_INDEXING=true)', () => {
      let t: TestApp;
      let listed: { id: string; updatedAt: string }[];

      beforeAll(async () => {
        t = await createTestApp(kind, {
          env: { SEARCH_INDEXING: 'true', PUBLIC_URL, SITEMAP_URLS_PER_FILE: '100' },
        });
        // 350 products, every 10th removed by its supplier: 315 listed, 50 per child (2 locales).
        await insertProducts(t.handle.db, 350, 10);
        const rows = await t.handle.db.execute(sql`
        select id::text as id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated
        from catalog_products where removed_at is null order by id`);
        listed = (rows as unknown as { rows: { id: string; updated: string }[] }).rows.map(
          (row) => ({ id: row.id, updatedAt: row.updated }),
        );
      }, 120_000);
      afterAll(() => t.close());

      it('answers robots.txt with the rules, not the storefront page', async () => {
        const answer = await t.app.inject({ method: 'GET', url: '/robots.txt' });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('public, max-age=3600');
        expect(answer.headers['x-robots-tag']).toBeUndefined();
        const lines = answer.body.split('\n');
        expect(lines[0]).toBe('User-agent: *');
        expect(lines).toContain('Allow: /');
        for (const path of ['/admin', '/oci', '/v1', '/auth', '/address', '/dev', '/webhooks']) {
          expect(lines).toContain(`Disallow: ${path}`);
        }
        for (const locale of ID_MARKET.locales) {
          for (const segment of ['account', 'cart', 'checkout', 'orders', 'login', 'register']) {
            expect(lines).toContain(`Disallow: /${locale}/${segment}`);
          }
          // Public pages and product images stay open.
          expect(lines).not.toContain(`Disallow: /${locale}/products`);
          expect(lines).not.toContain(`Disallow: /${locale}/search`);
        }
        expect(lines.some((line) => line.startsWith('Disallow: /catalog'))).toBe(false);
        expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      });

      it('indexes a child of the pages and one per range of products', async () => {
        const answer = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('public, max-age=3600');
        const index = parseXml(answer.body);
        expect(index.name).toBe('sitemapindex');
        expect(index.uri).toBe(SITEMAP_NS);
        const locs = index.children.map((entry) => child(entry, 'loc')?.text);
        expect(locs[0]).toBe(`${PUBLIC_URL}/sitemaps/pages.xml`);
        // 315 listed products, 50 per child: 7 children, the ranges cut at every 50th id.
        expect(listed).toHaveLength(315);
        const starts = [0, 50, 100, 150, 200, 250, 300].map((at) => listed[at]?.id);
        const expected = starts.map((start, at) => {
          const from = at === 0 ? '00000000-0000-0000-0000-000000000000' : start;
          const to = starts[at + 1] ?? 'end';
          return `${PUBLIC_URL}/sitemaps/products/${from}/${to}.xml`;
        });
        expect(locs.slice(1)).toEqual(expected);
        // lastmod: the newest update in the range.
        const lastmods = index.children.slice(1).map((entry) => child(entry, 'lastmod')?.text);
        expect(lastmods[6]).toBe(
          listed
            .slice(300)
            .map((row) => row.updatedAt)
            .sort()
            .at(-1),
        );
      });

      it('lists every listed product once per locale, with alternates and lastmod', async () => {
        const index = parseXml((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
        const seen: string[] = [];
        for (const entry of index.children.slice(1)) {
          const url = new URL(child(entry, 'loc')?.text ?? '');
          const answer = await t.app.inject({ method: 'GET', url: url.pathname });
          expect(answer.statusCode).toBe(200);
          expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
          const urlset = parseXml(answer.body);
          expect(urlset.name).toBe('urlset');
          expect(urlset.uri).toBe(SITEMAP_NS);
          expect(urlset.children.length).toBeLessThanOrEqual(100);
          for (const entry of urlset.children) {
            const loc = child(entry, 'loc')?.text ?? '';
            const [, locale, , id] = new URL(loc).pathname.split('/');
            expect(loc).toBe(`${PUBLIC_URL}${productPagePath(locale as 'id-ID', id ?? '')}`);
            seen.push(loc);
            const product = listed.find((row) => row.id === id);
            expect(child(entry, 'lastmod')?.text).toBe(product?.updatedAt);
            const alternates = entry.children.filter((link) => link.name === 'link');
            expect(alternates.every((link) => link.uri === XHTML_NS)).toBe(true);
            expect(
              alternates.map((link) => [link.attributes['hreflang'], link.attributes['href']]),
            ).toEqual([
              ['id-ID', `${PUBLIC_URL}/id-ID/products/${id}`],
              ['en-US', `${PUBLIC_URL}/en-US/products/${id}`],
              ['x-default', `${PUBLIC_URL}/id-ID/products/${id}`],
            ]);
          }
        }
        const expected = listed.flatMap((row) =>
          ID_MARKET.locales.map((locale) => `${PUBLIC_URL}/${locale}/products/${row.id}`),
        );
        expect(seen.sort()).toEqual(expected.sort());
      });

      it('gzips a child for a crawler that accepts it', async () => {
        const index = parseXml((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
        const path = new URL(child(index.children[1] as XmlElement, 'loc')?.text ?? '').pathname;
        const plain = await t.app.inject({ method: 'GET', url: path });
        const zipped = await t.app.inject({
          method: 'GET',
          url: path,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        });
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers['vary']).toBe('accept-encoding');
        expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
      });

      it('lists the public pages in every locale, and no page that needs a login', async () => {
        const answer = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
        expect(answer.statusCode).toBe(200);
        const locs = parseXml(answer.body).children.map((entry) => child(entry, 'loc')?.text);
        expect(locs).toEqual(
          INDEXED_PAGE_PATHS.flatMap((path) =>
            ID_MARKET.locales.map((locale) => `${PUBLIC_URL}${localizedPath(locale, path)}`),
          ),
        );
        expect(locs).toContain(`${PUBLIC_URL}/id-ID`);
        expect(locs).toContain(`${PUBLIC_URL}/en-US/faq`);
        expect(locs.some((loc) => /\/(cart|account|orders|login)\b/.test(loc ?? ''))).toBe(false);
      });

      it('refuses a child range that is not one', async () => {
        const first = listed[0]?.id ?? '';
        const last = listed.at(-1)?.id ?? '';
        for (const url of [
          '/sitemaps/products/x/end.xml',
          `/sitemaps/products/${first}/end.json`,
          `/sitemaps/products/${last}/${first}.xml`,
          `/sitemaps/products/${first.toUpperCase()}/end.xml`,
        ]) {
          const answer = await t.call({ method: 'GET', url });
          expect(answer.status, url).toBe(404);
          expect(answer.body).toMatchObject({ status: 404, data: { code: 'not_found' } });
        }
      });
    });

    describe('indexing off (the default outside production, and staging)', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(kind, { env: { PUBLIC_URL } });
        await insertProducts(t.handle.db, 3);
      }, 120_000);
      afterAll(() => t.close());

      it('disallows everything, offers no sitemap and says noindex on every answer', async () => {
        const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
        expect(robots.statusCode).toBe(200);
        expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
        for (const url of [
          '/sitemap.xml',
          '/sitemaps/pages.xml',
          '/sitemaps/products/00000000-0000-0000-0000-000000000000/end.xml',
        ]) {
          const answer = await t.call({ method: 'GET', url });
          expect(answer.status, url).toBe(404);
          expect(answer.body).toMatchObject({ status: 404, data: { code: 'not_found' } });
        }
        const sitemap = await t.call({ method: 'GET', url: '/sitemap.xml' });
        expect(sitemap.response.headers['x-robots-tag']).toBe('noindex, nofollow');
        const api = await t.call({ method: 'GET', url: '/oci/catalog/search?limit=1' });
        expect(api.response.headers['x-robots-tag']).toBe('noindex, nofollow');
      });
    });

    describe('beside the built storefront, whose index.html answers every other path', () => {
      let t: TestApp;
      beforeAll(async () => {
        const dir = mkdtempSync(join(tmpdir(), 'seo-storefront-'));
        writeFileSync(join(dir, 'index.html'), '<!doctype html><title>storefront</title>');
        t = await createTestApp(kind, {
          env: { SEARCH_INDEXING: 'true', PUBLIC_URL, STOREFRONT_DIR: dir },
        });
      }, 120_000);
      afterAll(() => t.close());

      it('answers robots.txt and sitemap.xml itself, not with the page', async () => {
        const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
        expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
        const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
        expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(parseXml(sitemap.body).name).toBe('sitemapindex');
        // A screen path is still the storefront's page.
        const page = await t.app.inject({ method: 'GET', url: '/id-ID/faq' });
        expect(page.headers['content-type']).toMatch(/^text\/html/);
      });
    });

    describe('a market of three locales', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(kind, {
          env: {
            MARKET: 'kz',
            SEARCH_INDEXING: 'true',
            PUBLIC_URL: `${PUBLIC_URL}/`,
            SITEMAP_URLS_PER_FILE: '10',
          },
        });
        await insertProducts(t.handle.db, 7);
      }, 120_000);
      afterAll(() => t.close());

      it('keeps each child within its URL count: three products of three locales', async () => {
        const index = parseXml((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
        const children = index.children.slice(1);
        expect(children).toHaveLength(3);
        let urls = 0;
        for (const entry of children) {
          const path = new URL(child(entry, 'loc')?.text ?? '').pathname;
          const urlset = parseXml((await t.app.inject({ method: 'GET', url: path })).body);
          expect(urlset.children.length).toBeLessThanOrEqual(9);
          urls += urlset.children.length;
          const first = urlset.children[0] as XmlElement;
          expect(
            first.children
              .filter((link) => link.name === 'link')
              .map((link) => link.attributes['hreflang']),
          ).toEqual([...KZ_MARKET.locales, 'x-default']);
        }
        expect(urls).toBe(7 * KZ_MARKET.locales.length);
        const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
        expect(robots).toContain('Disallow: /ru-RU/checkout\n');
        expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
      });
    });
  },
);
