import { ID_MARKET } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';

// A catalogue past 100,000 products on PostgreSQL (decision 245): the index still names every
// product in children of at most SITEMAP_URLS_PER_FILE URLs, and one child answers quickly.
const PRODUCTS = 120_000;
const kinds = TEST_DATABASE_KINDS.filter((kind) => kind === 'postgres');

describe.runIf(kinds.length > 0)('the sitemap of 120,000 products on postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', {
      env: { SEARCH_INDEXING: 'true', PUBLIC_URL: 'https://shop.example.com' },
    });
    const started = performance.now();
    await t.handle.db.execute(sql`
      insert into catalog_products
        (marketplace, marketplace_product_id, link, product_source, title, search_text,
         price_cny, listed_at, updated_at)
      select '1688', 'scale-' || n, 'https://detail.1688.com/offer/' || (800000000000 + n) || '.html',
        'alibaba', 'Product ' || n, 'product ' || n, 1000 + n % 5000,
        timestamptz '2026-01-01T00:00:00Z', timestamptz '2026-02-01T00:00:00Z' + n * interval '1 second'
      from generate_series(1, ${PRODUCTS}) as n`);
    await t.handle.db.execute(sql`analyze catalog_products`);
    console.info(
      `sitemap scale: inserted ${PRODUCTS} products in ${Math.round(performance.now() - started)} ms`,
    );
  }, 300_000);
  afterAll(() => t?.close());

  it('indexes 24 product children of 5,000 products and answers one of them quickly', async () => {
    const timed = async (url: string, headers: Record<string, string> = {}) => {
      const started = performance.now();
      const answer = await t.app.inject({ method: 'GET', url, headers });
      return { answer, ms: Math.round(performance.now() - started) };
    };
    const index = await timed('/sitemap.xml');
    expect(index.answer.statusCode).toBe(200);
    const locs = [...index.answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1] ?? '',
    );
    // 10,000 URLs a child by default, two locales: 5,000 products a child.
    expect(locs).toHaveLength(1 + PRODUCTS / 5_000);

    const middle = new URL(locs[12] ?? '').pathname;
    await timed(middle); // the first read warms the connection and the plan
    const plain = await timed(middle);
    const zipped = await timed(middle, { 'accept-encoding': 'gzip' });
    expect(plain.answer.statusCode).toBe(200);
    const urls = plain.answer.body.match(/<url>/g)?.length ?? 0;
    expect(urls).toBe(5_000 * ID_MARKET.locales.length);
    console.info(
      `sitemap scale: index of ${locs.length} children in ${index.ms} ms; one child of ${urls} URLs ` +
        `(${(plain.answer.rawPayload.length / 1e6).toFixed(2)} MB) in ${plain.ms} ms, gzipped ` +
        `(${(zipped.answer.rawPayload.length / 1e6).toFixed(2)} MB) in ${zipped.ms} ms`,
    );
  }, 120_000);
});
