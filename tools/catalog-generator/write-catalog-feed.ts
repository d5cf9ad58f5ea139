import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { DEFAULT_CATALOG_SEED, generateCatalog, generateCatalogImages } from './generate-catalog';

/** What names the folder's format; the importer refuses a folder of another format or version. */
export const CATALOG_FEED_FORMAT = 'storefront-catalog-feed';
export const CATALOG_FEED_VERSION = 1;

export interface CatalogFeedManifest {
  readonly format: typeof CATALOG_FEED_FORMAT;
  readonly version: typeof CATALOG_FEED_VERSION;
  readonly seed: number;
  readonly products: number;
  readonly variants: number;
  readonly subVariants: number;
  readonly images: number;
}

/**
 * Writes a catalogue feed folder: `products.ndjson` (one product a line, streamed so that
 * 100,000 products never sit in memory together), `images/*.png`, and `manifest.json` last, so
 * that a folder with a manifest is a complete one.
 */
export async function writeCatalogFeed(
  folder: string,
  options: { products: number; seed?: number },
): Promise<CatalogFeedManifest> {
  const seed = options.seed ?? DEFAULT_CATALOG_SEED;
  await mkdir(join(folder, 'images'), { recursive: true });
  let images = 0;
  for await (const image of generateCatalogImages()) {
    await writeFile(join(folder, 'images', image.name), image.bytes);
    images += 1;
  }

  const out = createWriteStream(join(folder, 'products.ndjson'), { encoding: 'utf8' });
  let variants = 0;
  let subVariants = 0;
  for (const product of generateCatalog(options.products, seed)) {
    variants += product.variants.length;
    for (const variant of product.variants) subVariants += variant.sub_variants.length;
    if (!out.write(`${JSON.stringify(product)}\n`)) await once(out, 'drain');
  }
  out.end();
  await finished(out);

  const manifest: CatalogFeedManifest = {
    format: CATALOG_FEED_FORMAT,
    version: CATALOG_FEED_VERSION,
    seed,
    products: options.products,
    variants,
    subVariants,
    images,
  };
  await writeFile(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
