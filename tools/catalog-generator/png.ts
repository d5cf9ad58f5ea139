import sharp from 'sharp';
import type { ImageShape } from './categories';

export type Rgb = readonly [number, number, number];

/** Encodes 8-bit RGB pixels (row-major, 3 bytes a pixel) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  if (rgb.length !== width * height * 3) {
    throw new RangeError(`Expected ${width * height * 3} bytes of RGB, got ${rgb.length}`);
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Math.hypot is exact but several times slower, and this runs for every pixel. */
function distance(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}

/** Whether the point (x, y), both in [-1, 1] with y pointing down, is inside the silhouette. */
function inside(shape: ImageShape, x: number, y: number): boolean {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  switch (shape) {
    case 'bag': {
      const body = ax <= 0.6 && y >= -0.25 && y <= 0.7;
      const r = distance(x, y + 0.25);
      const handle = y < -0.25 && r >= 0.25 && r <= 0.35;
      return body || handle;
    }
    case 'shirt': {
      const torso = ax <= 0.42 && y >= -0.55 && y <= 0.7;
      const sleeves = ax <= 0.75 && y >= -0.55 && y <= -0.2 && y <= -0.2 - (ax - 0.42) * 0.4;
      const neck = distance(x, y + 0.6) < 0.18;
      return (torso || sleeves) && !neck;
    }
    case 'shoe': {
      const sole = ax <= 0.75 && y >= 0.3 && y <= 0.45;
      // The ankle is high at the heel (left) and slopes down to the toe.
      const upper = x >= -0.75 && x <= 0.3 && y < 0.3 && y >= -0.35 + (x + 0.75) * 0.42;
      const toe = distance(x - 0.3, y - 0.3) <= 0.3 && y <= 0.3;
      return sole || upper || toe;
    }
    case 'bottle': {
      const body = ax <= 0.3 && y >= -0.35 && y <= 0.75;
      const neck = ax <= 0.14 && y >= -0.6 && y < -0.35;
      const cap = ax <= 0.18 && y >= -0.75 && y < -0.6;
      return body || neck || cap;
    }
    case 'circle':
      return distance(x, y) <= 0.62;
    case 'box':
      return ax <= 0.55 && ay <= 0.5;
    case 'ring': {
      const r = distance(x, y);
      return r >= 0.4 && r <= 0.62;
    }
    case 'bar':
      return ax <= 0.72 && ay <= 0.16;
    case 'diamond':
      return ax + ay <= 0.68;
  }
}

/** The light tint of a colour used as the image background; a near-white colour gets grey. */
function backgroundOf(colour: Rgb): Rgb {
  const brightness = (colour[0] + colour[1] + colour[2]) / 3;
  if (brightness > 235) return [205, 210, 215];
  return colour.map((channel) => Math.round(channel + (255 - channel) * 0.82)) as unknown as Rgb;
}

/**
 * A product photo stand-in: the category's silhouette in the variant colour on a tint of it,
 * with a thin darker outline so a white product is still visible.
 */
export function drawProductImage(shape: ImageShape, colour: Rgb, size = 160): Promise<Buffer> {
  const background = backgroundOf(colour);
  const outline = colour.map((channel) => Math.round(channel * 0.55)) as unknown as Rgb;
  const step = 2 / size;
  const mask = new Uint8Array(size * size);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      mask[py * size + px] = inside(shape, -1 + (px + 0.5) * step, -1 + (py + 0.5) * step) ? 1 : 0;
    }
  }
  const at = (px: number, py: number) =>
    px >= 0 && py >= 0 && px < size && py < size ? mask[py * size + px] === 1 : false;
  const pixels = new Uint8Array(size * size * 3);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let paint = background;
      if (at(px, py)) {
        const edge = !at(px - 2, py) || !at(px + 2, py) || !at(px, py - 2) || !at(px, py + 2);
        paint = edge ? outline : colour;
      }
      const offset = (py * size + px) * 3;
      pixels[offset] = paint[0];
      pixels[offset + 1] = paint[1];
      pixels[offset + 2] = paint[2];
    }
  }
  return encodePng(size, size, pixels);
}
