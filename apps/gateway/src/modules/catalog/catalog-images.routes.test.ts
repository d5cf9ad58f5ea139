import { imageSrcSet, imageVariantUrl } from '@storefront/contract';
import sharp from 'sharp';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { catalogProducts, catalogVariants } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate, testEnv } from './testing/catalog-fixtures';

const PUBLIC_URL = 'https://shop.example.com';

/**
 * A 960 x 640 picture with a photograph's kind of detail (gradients and grain), as a PNG: the
 * generated catalogue's flat 160 px drawings are too small to have variants.
 */
async function photoLikePng(width = 960, height = 640): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const grain = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 - 0.5) * 24;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.max(0, Math.min(255, 120 + 90 * Math.sin(x / 90) + grain()));
      pixels[offset + 1] = Math.max(0, Math.min(255, 110 + 70 * Math.cos(y / 70) + grain()));
      pixels[offset + 2] = Math.max(0, Math.min(255, 90 + 60 * Math.sin((x + y) / 120) + grain()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe.each(TEST_DATABASE_KINDS)(
  'catalogue images in the sizes pages draw on %s (decision 247)',
  (kind) => {
    let t: TestApp;
    let storage: FileStorage;
    let productId: string;
    let link: string;
    let photo: Buffer;

    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: testEnv({ PUBLIC_URL }),
        adapters: (defaults) => {
          storage = defaults.storage;
          return defaults;
        },
      });
      await insertRate(t);
      photo = await photoLikePng();
      await storage.put('catalog/test-photo.png', photo);
      await storage.put('catalog/test-small.png', await photoLikePng(160, 120));
      await storage.put('catalog/test-broken.png', Buffer.from('not an image'));
      link = 'https://detail.1688.com/offer/612345678901.html';
      const [row] = await t.handle.db
        .insert(catalogProducts)
        .values({
          marketplace: '1688',
          marketplaceProductId: '612345678901',
          link,
          productSource: 'alibaba',
          title: 'Tas kanvas',
          searchText: 'tas kanvas',
          images: [
            '/catalog/images/test-photo.png',
            '/catalog/images/test-small.png',
            '/catalog/images/test-broken.png',
            'https://cbu01.alicdn.com/img/ibank/photo.jpg',
          ],
          priceCny: 1_250,
          listedAt: t.clock.now,
        })
        .returning();
      productId = row?.id ?? '';
      const variant = { productId, priceCny: 1_250, weightGrams: 500, minQuantity: 1, multiple: 1 };
      await t.handle.db.insert(catalogVariants).values([
        {
          ...variant,
          sourceKey: 'photo',
          position: 0,
          name: 'Foto',
          image: '/catalog/images/test-photo.png',
          stock: 10,
        },
        { ...variant, sourceKey: 'plain', position: 1, name: 'Polos', image: null, stock: 10 },
      ]);
    }, 120_000);
    afterAll(() => t.close());

    const photoImage = {
      url: `${PUBLIC_URL}/catalog/images/test-photo.png`,
      width: 960,
      height: 640,
      widths: [160, 320, 640],
    };

    it('gives the product answer each picture with its size and variant widths', async () => {
      const answer = await t.call({ method: 'GET', url: `/oci/catalog/product/${productId}` });
      expect(answer.status).toBe(200);
      const product = answer.body.data;
      expect(product.image_url).toBe(photoImage.url);
      expect(product.image).toEqual(photoImage);
      expect(product.responsive_images).toEqual([
        photoImage,
        // Smaller than every standard width but one: only the 160 px original, no variant.
        { url: `${PUBLIC_URL}/catalog/images/test-small.png`, width: 160, height: 120, widths: [] },
        // A stored file that is not an image: shown as before, without a size.
        null,
        // A marketplace's CDN: the gateway knows nothing of its sizes.
        null,
      ]);
      expect(imageSrcSet(product.image)).toBe(
        [
          `${PUBLIC_URL}/catalog/images/test-photo.w160.webp 160w`,
          `${PUBLIC_URL}/catalog/images/test-photo.w320.webp 320w`,
          `${PUBLIC_URL}/catalog/images/test-photo.w640.webp 640w`,
          `${PUBLIC_URL}/catalog/images/test-photo.png 960w`,
        ].join(', '),
      );
    });

    it("gives each variant's picture its size and widths, for the variant's thumbnail", async () => {
      const answer = await t.call({ method: 'GET', url: `/oci/catalog/product/${productId}` });
      expect(answer.status).toBe(200);
      const variants = answer.body.data.variants;
      expect(variants.map((variant: { name: string }) => variant.name)).toEqual(['Foto', 'Polos']);
      expect(variants[0].image_url).toBe(photoImage.url);
      expect(variants[0].image).toEqual(photoImage);
      expect(variants[1].image).toBeNull();
    });

    it('gives list entries their main picture the same way', async () => {
      const answer = await t.call({
        method: 'GET',
        url: `/oci/catalog/search?keyword=${encodeURIComponent(link)}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.items).toHaveLength(1);
      expect(answer.body.data.items[0].image).toEqual(photoImage);
    });

    it('makes a variant once, stores it and serves it immutable as WebP', async () => {
      const url = new URL(imageVariantUrl(photoImage.url, 320)).pathname;
      expect(url).toBe('/catalog/images/test-photo.w320.webp');
      expect(await storage.get('catalog/variants/test-photo.w320.webp')).toBeNull();

      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(first.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 213 });

      const stored = await storage.get('catalog/variants/test-photo.w320.webp');
      expect(stored?.bytes.equals(first.rawPayload)).toBe(true);
      const again = await t.app.inject({ method: 'GET', url });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.rawPayload.length).toBeLessThan(photo.length / 4);
    });

    it('encodes a burst of requests for a new variant once', async () => {
      const url = '/catalog/images/test-photo.w640.webp';
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const [first] = answers;
      expect(
        answers.every((answer) => answer.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0))),
      ).toBe(true);
    });

    it('refuses a width the picture does not list: no upscale, no made-up width', async () => {
      for (const name of [
        'test-photo.w960.webp', // the original's own width: the original serves it
        'test-small.w320.webp', // larger than the original
        'test-photo.w500.webp', // not a standard width
        'test-photo.w0320.webp',
        'missing.w320.webp',
        'test-broken.w160.webp',
        'test-photo.w320.avif',
        'test-photo.w320.png',
      ]) {
        const answer = await t.call({ method: 'GET', url: `/catalog/images/${name}` });
        expect(answer.status, name).toBe(404);
        expect(answer.body).toMatchObject({ status: 404, data: { code: 'not_found' } });
      }
      expect(await storage.get('catalog/variants/test-photo.w960.webp')).toBeNull();
    });

    it('prints what a variant saves and costs', async () => {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        const variant = await sharp(photo)
          .resize({ width: 320 })
          .webp({ quality: 80, effort: 4 })
          .toBuffer();
        times.push(performance.now() - started);
        bytes = variant.length;
      }
      console.info(
        `catalogue image variants: 960 px PNG ${photo.length} bytes, 320 px WebP ${bytes} bytes, ` +
          `median ${median(times)?.toFixed(1)} ms to make`,
      );
      expect(bytes).toBeLessThan(photo.length);
    });
  },
);
