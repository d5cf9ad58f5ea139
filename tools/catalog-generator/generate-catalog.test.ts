import { parseMarketplaceLink, validQuantityBounds } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COLOURS } from './categories';
import type { CatalogFeedProduct } from './generate-catalog';
import {
  DEFAULT_CATALOG_SEED,
  catalogImageNames,
  generateCatalog,
  generateCatalogImages,
  generateProduct,
} from './generate-catalog';

const SAMPLE = [...generateCatalog(5_000)];
const variantsOf = (products: readonly CatalogFeedProduct[]) =>
  products.flatMap((product) => product.variants);

describe('generateCatalog: deterministic and sized by a parameter', () => {
  it('yields exactly the size asked', () => {
    expect([...generateCatalog(0)]).toEqual([]);
    expect([...generateCatalog(1)]).toHaveLength(1);
    expect(SAMPLE).toHaveLength(5_000);
  });

  it('gives the same catalogue for the same seed, and a small one is the start of a large one', () => {
    expect([...generateCatalog(300)]).toEqual(SAMPLE.slice(0, 300));
    expect(generateProduct(4_999)).toEqual(SAMPLE[4_999]);
    expect(generateProduct(0, DEFAULT_CATALOG_SEED)).toEqual(SAMPLE[0]);
  });

  it('gives another catalogue for another seed', () => {
    const other = [...generateCatalog(50, 7)];
    expect(other.map((product) => product.link)).not.toEqual(
      SAMPLE.slice(0, 50).map((product) => product.link),
    );
  });

  it('generates any product of a 100,000-product catalogue (every 5th checked)', () => {
    let variants = 0;
    for (let index = 0; index < 100_000; index += 5)
      variants += generateProduct(index).variants.length;
    expect(variants).toBeGreaterThan(20_000);
  }, 60_000);

  it.each([-1, 1.5, Number.NaN])('refuses the product index %s', (index) => {
    expect(() => generateProduct(index)).toThrow(RangeError);
  });

  it.each([-1, 0.5])('refuses the size %s', (size) => {
    expect(() => [...generateCatalog(size)]).toThrow(RangeError);
  });
});

describe('generateCatalog: products a marketplace could list', () => {
  it('links every product with a product link of its marketplace, unique across the catalogue', () => {
    const keys = new Set<string>();
    for (const product of SAMPLE) {
      const parsed = parseMarketplaceLink(product.link);
      expect(parsed.ok, product.link).toBe(true);
      if (!parsed.ok) continue;
      expect(parsed.canonicalUrl).toBe(product.link);
      expect(product.product_source).toBe(parsed.marketplace === 'alibaba' ? 'alibaba' : 'default');
      keys.add(`${parsed.marketplace}:${parsed.productId}`);
    }
    expect(keys.size).toBe(SAMPLE.length);
  });

  it('marks every link a demo link: the ids are made up, no listing is behind them', () => {
    expect(SAMPLE.every((product) => product.demo_link)).toBe(true);
  });

  it('never writes a title word before and after the product words alike', () => {
    const doubled = SAMPLE.filter((product) => {
      const words = product.title.split(' ');
      return words.length > 1 && words[0] === words.at(-1);
    });
    expect(doubled).toEqual([]);
  });

  it('mixes the marketplaces about 60 / 35 / 5 (1688, taobao, alibaba)', () => {
    const counts = { '1688': 0, taobao: 0, alibaba: 0 };
    for (const product of SAMPLE) {
      const parsed = parseMarketplaceLink(product.link);
      if (parsed.ok) counts[parsed.marketplace] += 1;
    }
    expect(counts['1688'] / SAMPLE.length).toBeCloseTo(0.6, 1);
    expect(counts.taobao / SAMPLE.length).toBeCloseTo(0.35, 1);
    expect(counts.alibaba / SAMPLE.length).toBeCloseTo(0.05, 1);
  });

  it('uses every category, names it in the five market languages, and titles it in words', () => {
    const used = new Set(SAMPLE.map((product) => product.category));
    expect(used).toEqual(new Set(CATEGORIES.map((category) => category.slug)));
    for (const product of SAMPLE.slice(0, 500)) {
      const category = CATEGORIES.find((entry) => entry.slug === product.category);
      expect(product.keywords).toEqual([...new Set(Object.values(category?.names ?? {}))]);
      expect(product.title).toMatch(/^[A-Z0-9][\w' .-]+$/);
      expect(category?.nouns.some((noun) => product.title.includes(noun))).toBe(true);
      expect(product.description).toMatch(
        /^Material: .+ Ships from .+ Minimum order \d+ pieces?\./,
      );
    }
  });

  it('prices in whole fen, each variant at the lowest of its sub-variants', () => {
    for (const variant of variantsOf(SAMPLE)) {
      expect(Number.isSafeInteger(variant.price_cny)).toBe(true);
      expect(variant.price_cny).toBeGreaterThan(0);
      if (variant.sub_variants.length > 0) {
        expect(variant.price_cny).toBe(
          Math.min(...variant.sub_variants.map((sub) => sub.price_cny)),
        );
        expect(variant.stock).toBe(variant.sub_variants.reduce((sum, sub) => sum + sub.stock, 0));
      }
    }
  });

  it('gives each variant a minimum that is a whole number of its multiple, and a weight', () => {
    for (const variant of variantsOf(SAMPLE)) {
      expect(variant.multiple).toBeGreaterThanOrEqual(1);
      expect(variant.min_quantity % variant.multiple).toBe(0);
      expect(variant.weight_grams).toBeGreaterThan(0);
      expect(variant.weight_grams % 5).toBe(0);
    }
  });

  it('sells Taobao goods one at a time and Alibaba goods in larger minimums than 1688', () => {
    const minimums = { '1688': [] as number[], taobao: [] as number[], alibaba: [] as number[] };
    for (const product of SAMPLE) {
      const parsed = parseMarketplaceLink(product.link);
      if (!parsed.ok) continue;
      for (const variant of product.variants)
        minimums[parsed.marketplace].push(variant.min_quantity);
    }
    expect(new Set(minimums.taobao)).toEqual(new Set([1]));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    expect(median(minimums.alibaba)).toBeGreaterThan(median(minimums['1688']));
  });

  it('leaves most variants purchasable, some sold out', () => {
    const variants = variantsOf(SAMPLE);
    const buyable = variants.filter(
      (variant) =>
        validQuantityBounds({
          minQuantity: variant.min_quantity,
          multiple: variant.multiple,
          stock: variant.stock,
        }) !== null,
    );
    expect(buyable.length / variants.length).toBeGreaterThan(0.9);
    expect(variants.some((variant) => variant.stock === 0)).toBe(true);
  });

  it('names only images that exist, the variant image among the product images', () => {
    const names = new Set(catalogImageNames());
    expect(names.size).toBe(CATEGORIES.length * COLOURS.length);
    const named = SAMPLE.flatMap((product) => [
      ...product.images,
      ...product.variants.flatMap((variant) => (variant.image ? [variant.image] : [])),
    ]);
    expect(named.filter((name) => !names.has(name))).toEqual([]);
    expect(SAMPLE.filter((product) => product.images.length === 0)).toEqual([]);
    const withForeignVariantImage = SAMPLE.filter((product) =>
      product.variants.some((variant) => variant.image && !product.images.includes(variant.image)),
    );
    // Colour products show up to four colours; a fifth or sixth colour has its own image only.
    expect(withForeignVariantImage.every((product) => product.variants.length > 4)).toBe(true);
  });

  it('draws one image per name', async () => {
    const drawn = [];
    for await (const image of generateCatalogImages()) drawn.push(image);
    expect(drawn.map((image) => image.name)).toEqual(catalogImageNames());
    expect(drawn.every((image) => image.bytes.subarray(1, 4).toString('ascii') === 'PNG')).toBe(
      true,
    );
  }, 60_000);

  it('lists products between 2023 and February 2026, with a long tail of sales', () => {
    for (const product of SAMPLE) {
      expect(product.listed_at >= '2023-01-01T00:00:00.000Z').toBe(true);
      expect(product.listed_at < '2026-02-28T00:00:00.000Z').toBe(true);
      expect(product.sold).toBeGreaterThanOrEqual(0);
      expect(product.popularity).toBeGreaterThanOrEqual(0);
    }
    const sold = SAMPLE.map((product) => product.sold).sort((a, b) => a - b);
    expect(sold[sold.length >> 1] ?? 0).toBeLessThan(1_000);
    expect(sold.at(-1) ?? 0).toBeGreaterThan(30_000);
  });

  it('keeps variant keys unique within a product', () => {
    for (const product of SAMPLE) {
      const keys = product.variants.map((variant) => variant.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const variant of product.variants) {
        const subKeys = variant.sub_variants.map((sub) => sub.key);
        expect(new Set(subKeys).size).toBe(subKeys.length);
      }
    }
  });
});
