import sharp from 'sharp';

/**
 * A real PNG photo (a dark dent on a cardboard-coloured square) large enough for the domain's
 * image rules (200x200 px at least), made here so that no binary fixture is checked in.
 */
export async function samplePhoto(
  size = 240,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dent = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 5) ** 2;
      pixels.set(dent ? [150, 40, 30] : [200, 170, 120], (y * size + x) * 3);
    }
  }
  const buffer = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
  return { name: 'damaged-box.png', mimeType: 'image/png', buffer };
}
