import { SEARCH_TOTAL_CAP } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedProduct } from '../../adapters/catalog/catalog-feed';
import type { TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { createCatalogApp, idsOf, matchesKeyword } from './testing/catalog-fixtures';

// Enough products for 1688 alone to pass the cap (about three in five are 1688's).
const SIZE = 2_000;

describe.each(TEST_DATABASE_KINDS)('search totals past the cap on %s (decision 196)', (kind) => {
  let t: TestApp;
  let listed1688: FeedProduct[];

  beforeAll(async () => {
    const loaded = await createCatalogApp(kind, SIZE);
    t = loaded.t;
    listed1688 = loaded.products.filter((product) => idsOf(product).marketplace === '1688');
  }, 300_000);
  afterAll(() => t.close());

  const search = async (query: string) => {
    const answer = await t.call({ method: 'GET', url: `/oci/catalog/search?${query}` });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('answers "1,000+" for a browse of more, and pages to the cap without overlap', async () => {
    expect(listed1688.length).toBeGreaterThan(SEARCH_TOTAL_CAP + 100);
    const ids: string[] = [];
    for (let page = 1; page <= SEARCH_TOTAL_CAP / 100; page += 1) {
      const data = await search(`limit=100&page=${page}&sort=top_sales`);
      expect(data).toMatchObject({ page, limit: 100, total: 1_000, total_is_lower_bound: true });
      expect(data.items).toHaveLength(100);
      ids.push(...data.items.map((item: { id: string }) => item.id));
    }
    expect(new Set(ids).size).toBe(SEARCH_TOTAL_CAP);
    const sold = await Promise.all(
      [1, 10].map(async (page) =>
        (await search(`limit=100&page=${page}&sort=top_sales`)).items.map(
          (item: { sold: number }) => item.sold,
        ),
      ),
    );
    // Still one order across the pages: the last page within the cap sells least.
    expect(Math.min(...(sold[0] as number[]))).toBeGreaterThanOrEqual(
      Math.max(...(sold[1] as number[])),
    );
  });

  it('still answers a page past the cap (the matches exist), with the same lower bound', async () => {
    const data = await search('limit=100&page=11&sort=top_sales');
    expect(data).toMatchObject({ total: 1_000, total_is_lower_bound: true });
    expect(data.items).toHaveLength(Math.min(100, listed1688.length - 1_000));
  });

  it('counts past the cap with a price filter too', async () => {
    const data = await search('min_price=1&limit=100&page=10');
    expect(data).toMatchObject({ total: 1_000, total_is_lower_bound: true });
    expect(data.items).toHaveLength(100);
  });

  it('answers an exact total below the cap', async () => {
    const expected = listed1688.filter((product) => matchesKeyword(product, 'bag')).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(SEARCH_TOTAL_CAP);
    const data = await search('keyword=bag');
    expect(data).toMatchObject({ total: expected, total_is_lower_bound: false });
  });
});
