import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { drawProductImage, PRODUCT_IMAGE_SIZE } from './png';
import type { Rgb } from './product-art';
import { PRODUCT_ARTS, productArtSvg } from './product-art';

/** The decoded RGB pixels of a PNG; anything but a PNG fails. */
async function decodePng(bytes: Buffer) {
  const image = sharp(bytes);
  expect((await image.metadata()).format).toBe('png');
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    pixel(x: number, y: number): Rgb {
      const at = (y * info.width + x) * info.channels;
      return [data[at] as number, data[at + 1] as number, data[at + 2] as number];
    },
  };
}

const RED: Rgb = [211, 47, 47];
const WHITE: Rgb = [250, 250, 250];

/** How far a pixel is from a colour, channel by channel. */
const distance = (a: Rgb, b: Rgb) =>
  Math.max(...a.map((channel, i) => Math.abs(channel - (b[i] as number))));

describe('drawProductImage', () => {
  it('draws every category as a product of its own, no two categories alike', () => {
    expect(new Set(CATEGORIES.map((category) => category.art)).size).toBe(CATEGORIES.length);
    expect([...PRODUCT_ARTS].sort()).toEqual(CATEGORIES.map((category) => category.art).sort());
  });

  it.each(PRODUCT_ARTS)(
    '%s: an RGB PNG of the served size, the variant colour on a light backdrop',
    async (art) => {
      const bytes = await drawProductImage(art, RED);
      const png = await decodePng(bytes);
      expect(png.info).toMatchObject({
        width: PRODUCT_IMAGE_SIZE,
        height: PRODUCT_IMAGE_SIZE,
        channels: 3,
      });
      // The studio backdrop in the corner: light and grey, not the product's colour.
      const [r, g, b] = png.pixel(4, 4);
      expect(Math.min(r, g, b)).toBeGreaterThan(200);
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(12);
      // Some of the picture is the variant's colour (give or take its gradient).
      let coloured = 0;
      for (let y = 0; y < PRODUCT_IMAGE_SIZE; y += 8) {
        for (let x = 0; x < PRODUCT_IMAGE_SIZE; x += 8) {
          if (distance(png.pixel(x, y), RED) < 40) coloured += 1;
        }
      }
      expect(coloured).toBeGreaterThan(40);
      // Small enough to seed 288 of them: tens of kilobytes, not a megabyte.
      expect(bytes.length).toBeLessThan(120_000);
    },
  );

  it('puts a white product on a darker backdrop with a visible outline', async () => {
    const svg = productArtSvg('t-shirt', WHITE);
    expect(svg).toContain('#e3e5e8');
    const png = await decodePng(await drawProductImage('t-shirt', WHITE, 200));
    const corner = png.pixel(2, 2);
    expect(distance(corner, WHITE)).toBeGreaterThan(15);
  });

  it('draws the same bytes for the same product and colour', async () => {
    const [a, b] = await Promise.all([
      drawProductImage('sneaker', RED, 160),
      drawProductImage('sneaker', RED, 160),
    ]);
    expect(a.equals(b)).toBe(true);
  });
});
