/// <reference types="node" />
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Reads a drawn QR code as a phone's scanner would: the rendered SVG element serialised as XML
 * (with its namespace, as an SVG file needs), rasterised to pixels (sharp, librsvg), then
 * decoded by jsQR. Null when no code is found in the picture.
 */
export async function decodeQrSvg(svg: Element, pixels = 400): Promise<string | null> {
  const file = new XMLSerializer().serializeToString(svg);
  const { data, info } = await sharp(Buffer.from(file))
    .resize(pixels, pixels)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return jsQR(rgba, info.width, info.height)?.data ?? null;
}
