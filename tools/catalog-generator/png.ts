import sharp from 'sharp';
import type { ProductArt, Rgb } from './product-art';
import { ART_SIZE, productArtSvg } from './product-art';

export type { Rgb } from './product-art';

/**
 * Pixels of a catalogue image's side. The storefront asks for WebP variants of 160, 320 and
 * 640 px below an original's width (IMAGE_VARIANT_WIDTHS, decision 247) and draws the main photo
 * 320 px wide on a wide screen and the full width of a phone: 800 px gives every one of those
 * widths and a sharp photo on a 2x phone, at a third of the rendering time of 1,280 px.
 */
export const PRODUCT_IMAGE_SIZE = 800;

/**
 * A product picture: the category's drawing (product-art.ts) in the variant colour, rendered
 * once by sharp (the gateway's image library) into the PNG the gateway stores and makes its
 * WebP sizes from (decision 298). Full colour at zlib's default level: a 256-colour palette
 * would halve the file but quadruple the time, and the seed renders 288 of them.
 */
export function drawProductImage(
  art: ProductArt,
  colour: Rgb,
  size = PRODUCT_IMAGE_SIZE,
): Promise<Buffer> {
  const svg = Buffer.from(productArtSvg(art, colour));
  // The drawing is 200 units square at 72 dpi: this density renders it at `size` pixels, with
  // no resampling pass. Its backdrop is opaque, so the alpha channel is dropped, not blended.
  return sharp(svg, { density: (72 * size) / ART_SIZE })
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}
