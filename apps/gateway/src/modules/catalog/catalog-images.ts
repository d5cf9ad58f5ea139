import type { ResponsiveImage } from '@storefront/contract';
import { IMAGE_VARIANT_WIDTHS } from '@storefront/contract';
import { imageSize } from 'image-size';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import {
  CATALOG_IMAGE_KEY_PREFIX,
  CATALOG_IMAGE_NAME,
  CATALOG_IMAGE_PATH,
} from '../../adapters/catalog/catalog-feed';
import type { FileStorage, StoredFile } from '../../adapters/storage/file-storage';
import type { ProductSummary } from './catalog-pricing';
import { absoluteUrl } from './catalog-pricing';

/**
 * Catalogue images in the sizes pages draw them (decision 247): `<name>.w<width>.webp` beside
 * `<name>.png`, made with sharp on the first request for it and kept in storage under
 * `catalog/variants/`, so every later request (on any replica sharing the storage) reads it.
 * A catalogue image never changes under its name, so neither does a variant: both are immutable.
 */
export const CATALOG_VARIANT_NAME = /^([a-z0-9][a-z0-9-]*)\.w([1-9]\d{1,3})\.webp$/;
const VARIANT_KEY_PREFIX = `${CATALOG_IMAGE_KEY_PREFIX}variants/`;

/**
 * WebP quality 80: the usual setting for photographs; on the 960 px test picture the 320 px
 * variant is an eighth of the original PNG. AVIF was measured at 15-40x WebP's encoding time
 * (decision 247) and is not offered.
 */
const WEBP = { quality: 80, effort: 4 } as const;

interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * Sizes of originals, per storage (tests build several apps in one process). An image never
 * changes under its name, so an entry never goes stale; the bound only caps the memory.
 */
const sizesByStorage = new WeakMap<FileStorage, LRUCache<string, Size>>();
/** Variants being made now, so that a burst of requests for a new one encodes it once. */
const makingByStorage = new WeakMap<FileStorage, Map<string, Promise<StoredFile | null>>>();

function sizeCache(storage: FileStorage): LRUCache<string, Size> {
  let cache = sizesByStorage.get(storage);
  if (!cache) {
    cache = new LRUCache<string, Size>({ max: 20_000 });
    sizesByStorage.set(storage, cache);
  }
  return cache;
}

/** The intrinsic size of a stored catalogue image (`<name>.png`), or null when there is none. */
export async function catalogImageSize(storage: FileStorage, name: string): Promise<Size | null> {
  if (!CATALOG_IMAGE_NAME.test(name)) return null;
  const cache = sizeCache(storage);
  const known = cache.get(name);
  if (known) return known;
  const file = await storage.get(`${CATALOG_IMAGE_KEY_PREFIX}${name}`);
  const { width, height } = file ? intrinsicSize(file.bytes) : {};
  if (!width || !height) return null;
  const size = { width, height };
  cache.set(name, size);
  return size;
}

/** A stored file that is not a readable image has no size: its product shows it without one. */
function intrinsicSize(bytes: Uint8Array): {
  width?: number | undefined;
  height?: number | undefined;
} {
  try {
    return imageSize(bytes);
  } catch {
    return {};
  }
}

/** Variant widths of an original of `width` pixels: the standard ones below it. */
export function variantWidthsFor(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);
}

/**
 * The size and variants of an image as products store it: a path the gateway serves itself
 * (`/catalog/images/<name>.png`) gets them; a marketplace CDN's URL, or a file that is gone,
 * gets null.
 */
export async function responsiveImage(
  storage: FileStorage,
  stored: string,
  publicUrl: string,
): Promise<ResponsiveImage | null> {
  if (!stored.startsWith(CATALOG_IMAGE_PATH)) return null;
  const size = await catalogImageSize(storage, stored.slice(CATALOG_IMAGE_PATH.length));
  if (!size) return null;
  return {
    url: absoluteUrl(stored, publicUrl),
    width: size.width,
    height: size.height,
    widths: variantWidthsFor(size.width),
  };
}

/**
 * The stored images of `paths` with their sizes, keyed by path, each read once: a search page
 * of twenty products shares a handful of pictures.
 */
export async function responsiveImages(
  storage: FileStorage,
  paths: readonly string[],
  publicUrl: string,
): Promise<Map<string, ResponsiveImage | null>> {
  const unique = [...new Set(paths)];
  const images = await Promise.all(unique.map((path) => responsiveImage(storage, path, publicUrl)));
  return new Map(unique.map((path, index) => [path, images[index] ?? null]));
}

/**
 * Product summaries as answers give them (`image_url` absolute, through absoluteUrl) with their
 * picture's size and variants added as `image`, each distinct picture read once: for answers
 * built where storage is not to be read (the cart's, inside its write). A picture under this
 * gateway's catalogue images gets them; a marketplace's, or a file that is gone, null.
 */
export async function withImageSizes<T extends ProductSummary>(
  storage: FileStorage,
  products: readonly T[],
  publicUrl: string,
): Promise<T[]> {
  const served = new URL(CATALOG_IMAGE_PATH, publicUrl).toString();
  // The stored path the answer's address was made from (absoluteUrl undone), for ours only.
  const storedPath = ({ image_url: url }: T) =>
    url?.startsWith(served) ? `${CATALOG_IMAGE_PATH}${url.slice(served.length)}` : null;
  const images = await responsiveImages(
    storage,
    products.flatMap((product) => storedPath(product) ?? []),
    publicUrl,
  );
  return products.map((product) => {
    const path = storedPath(product);
    return { ...product, image: path === null ? null : (images.get(path) ?? null) };
  });
}

async function makeVariant(
  storage: FileStorage,
  stem: string,
  width: number,
  key: string,
): Promise<StoredFile | null> {
  const original = await storage.get(`${CATALOG_IMAGE_KEY_PREFIX}${stem}.png`);
  if (!original) return null;
  const { width: originalWidth } = intrinsicSize(original.bytes);
  // Only the widths the product answers list: never an upscale, never a width a caller made up.
  if (!originalWidth || !variantWidthsFor(originalWidth).includes(width)) return null;
  const bytes = await sharp(original.bytes)
    .resize({ width, withoutEnlargement: true })
    .webp(WEBP)
    .toBuffer();
  await storage.put(key, bytes);
  return { bytes, contentType: 'image/webp' };
}

/**
 * The variant a request names (`<stem>.w<width>.webp`): from storage when made before,
 * otherwise made now and stored. Null when the name is not a variant the original has.
 */
export async function catalogImageVariant(
  storage: FileStorage,
  name: string,
): Promise<StoredFile | null> {
  const match = CATALOG_VARIANT_NAME.exec(name);
  const stem = match?.[1];
  const width = Number(match?.[2]);
  if (stem === undefined || !(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)) {
    return null;
  }
  const key = `${VARIANT_KEY_PREFIX}${stem}.w${width}.webp`;
  const stored = await storage.get(key);
  if (stored) return stored;
  let making = makingByStorage.get(storage);
  if (!making) {
    making = new Map();
    makingByStorage.set(storage, making);
  }
  let pending = making.get(key);
  if (!pending) {
    const done = making;
    pending = makeVariant(storage, stem, width, key).finally(() => done.delete(key));
    making.set(key, pending);
  }
  return pending;
}
