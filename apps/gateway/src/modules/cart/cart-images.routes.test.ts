import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { catalogProducts } from '../../db/schema';
import { createStaff, staffAuth } from '../../testing/fixtures';
import { pngFile } from '../../testing/sample-files';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate, testEnv } from '../catalog/testing';
import { quotedSubmission } from './testing/cart-fixtures';

const PUBLIC_URL = 'https://shop.example.com';

/**
 * The cart's 80 px thumbnails take a small WebP like every other product picture (decision 247):
 * each cart answer gives the product's main picture its size and variant widths, read from
 * storage once the cart's write has committed.
 */
describe.each(TEST_DATABASE_KINDS)('cart pictures in the sizes the line draws on %s', (kind) => {
  let t: TestApp;
  let storage: FileStorage;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: testEnv({ PUBLIC_URL }),
      adapters: (defaults) => {
        storage = defaults.storage;
        return defaults;
      },
    });
    await insertRate(t);
    staff = await staffAuth(t, await createStaff(t));
    await storage.put('catalog/cart-photo.png', pngFile(800, 600));
  }, 120_000);
  afterAll(() => t.close());

  /** A quoted submission whose product shows `picture`, its first variant added to the cart. */
  async function cartShowing(picture: string) {
    const s = await quotedSubmission(t, staff);
    await t.handle.db
      .update(catalogProducts)
      .set({ images: [picture] })
      .where(eq(catalogProducts.id, s.product.id));
    const added = await t.call({
      method: 'POST',
      url: '/oci/orders/cart',
      headers: s.headers,
      payload: {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: s.variants[0]?.id, quantity: 15 }],
      },
    });
    expect(added.status).toBe(200);
    return { headers: s.headers, added: added.body.data };
  }

  it('gives a picture the gateway serves its size and widths, after a write and on a read', async () => {
    const { headers, added } = await cartShowing('/catalog/images/cart-photo.png');
    const image = {
      url: `${PUBLIC_URL}/catalog/images/cart-photo.png`,
      width: 800,
      height: 600,
      widths: [160, 320, 640],
    };
    expect(added.items[0].product.image_url).toBe(image.url);
    expect(added.items[0].product.image).toEqual(image);
    const read = await t.call({ method: 'GET', url: '/oci/orders/cart', headers });
    expect(read.body.data.items[0].product.image).toEqual(image);
  });

  it('gives a marketplace picture, or a file that is gone, no size: the line shows the address', async () => {
    const cdn = await cartShowing('https://cbu01.alicdn.com/img/ibank/photo.jpg');
    expect(cdn.added.items[0].product.image_url).toBe(
      'https://cbu01.alicdn.com/img/ibank/photo.jpg',
    );
    expect(cdn.added.items[0].product.image).toBeNull();
    const gone = await cartShowing('/catalog/images/never-stored.png');
    expect(gone.added.items[0].product.image_url).toBe(
      `${PUBLIC_URL}/catalog/images/never-stored.png`,
    );
    expect(gone.added.items[0].product.image).toBeNull();
  });
});
