import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ImageShape } from './categories';
import { drawProductImage, encodePng } from './png';

interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  pixel(x: number, y: number): [number, number, number];
}

/** Reads back what encodePng writes (truecolour, filter 0), checking every chunk's CRC layout. */
function decodePng(bytes: Buffer): DecodedPng {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  const data: Buffer[] = [];
  const types: string[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    types.push(type);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colourType = body.readUInt8(9);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  const rows = inflateSync(Buffer.concat(data));
  return {
    width,
    height,
    colourType,
    pixel(x, y) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      return [rows[at] as number, rows[at + 1] as number, rows[at + 2] as number];
    },
  };
}

describe('encodePng', () => {
  it('writes a truecolour PNG whose pixels read back', () => {
    const pixels = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = decodePng(encodePng(2, 2, pixels));
    expect(png).toMatchObject({ width: 2, height: 2, colourType: 2 });
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
  it.each(SHAPES)('%s: the colour inside, a lighter tint in the corner, small on disk', (shape) => {
    const red = [211, 47, 47] as const;
    const bytes = drawProductImage(shape, red);
    const png = decodePng(bytes);
    expect(png.width).toBe(160);
    const corner = png.pixel(0, 0);
    expect(corner).toEqual([247, 218, 218]);
    const painted = new Set<string>();
    for (let y = 0; y < 160; y += 4) {
      for (let x = 0; x < 160; x += 4) painted.add(png.pixel(x, y).join(','));
    }
    expect(painted.has(red.join(','))).toBe(true);
    expect(bytes.length).toBeLessThan(4_000);
  });

  it('puts a white product on grey so that it shows', () => {
    const png = decodePng(drawProductImage('box', [250, 250, 250]));
    expect(png.pixel(0, 0)).toEqual([205, 210, 215]);
    expect(png.pixel(80, 80)).toEqual([250, 250, 250]);
  });
});
