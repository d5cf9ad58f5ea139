import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageShape } from './categories';
import { drawProductImage, encodePng } from './png';

interface DecodedPng {
  width: number;
  height: number;
  channels: number;
  pixel(x: number, y: number): [number, number, number];
}

/** Reads a PNG back to its pixels; anything but a PNG fails. */
async function decodePng(bytes: Buffer): Promise<DecodedPng> {
  const image = sharp(bytes);
  expect((await image.metadata()).format).toBe('png');
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    channels: info.channels,
    pixel(x, y) {
      const at = (y * info.width + x) * info.channels;
      return [data[at] as number, data[at + 1] as number, data[at + 2] as number];
    },
  };
}

describe('encodePng', () => {
  it('writes an RGB PNG whose pixels read back', async () => {
    const pixels = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = await decodePng(await encodePng(2, 2, pixels));
    expect(png).toMatchObject({ width: 2, height: 2, channels: 3 });
    expect(png.pixel(0, 0)).toEqual([255, 0, 0]);
    expect(png.pixel(1, 0)).toEqual([0, 255, 0]);
    expect(png.pixel(0, 1)).toEqual([0, 0, 255]);
    expect(png.pixel(1, 1)).toEqual([10, 20, 30]);
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(RangeError);
  });
});

const SHAPES: ImageShape[] = [
  'bag',
  'shirt',
  'shoe',
  'bottle',
  'circle',
  'box',
  'ring',
  'bar',
  'diamond',
];

describe('drawProductImage', () => {
  it.each(SHAPES)(
    '%s: the colour inside, a lighter tint in the corner, small on disk',
    async (shape) => {
      const red = [211, 47, 47] as const;
      const bytes = await drawProductImage(shape, red);
      const png = await decodePng(bytes);
      expect(png.width).toBe(160);
      const corner = png.pixel(0, 0);
      expect(corner).toEqual([247, 218, 218]);
      const painted = new Set<string>();
      for (let y = 0; y < 160; y += 4) {
        for (let x = 0; x < 160; x += 4) painted.add(png.pixel(x, y).join(','));
      }
      expect(painted.has(red.join(','))).toBe(true);
      expect(bytes.length).toBeLessThan(4_000);
    },
  );

  it('puts a white product on grey so that it shows', async () => {
    const png = await decodePng(await drawProductImage('box', [250, 250, 250]));
    expect(png.pixel(0, 0)).toEqual([205, 210, 215]);
    expect(png.pixel(80, 80)).toEqual([250, 250, 250]);
  });
});
