import type { ResponsiveImage } from './catalog.schema';

// Apart from the schemas: the storefront's first render (the home page's product cards) uses
// these, and a module of schemas would bring zod into it (~25 KB gzip, decision 251).

/**
 * The address of an image's variant of `width` pixels (WebP): the original's name with
 * `.w<width>.webp` for its extension, beside it (`/catalog/images/bag-red.png` →
 * `/catalog/images/bag-red.w320.webp`). Only for widths the image lists.
 */
export function imageVariantUrl(url: string, width: number): string {
  return url.replace(/\.[a-z0-9]+$/i, `.w${width}.webp`);
}

/**
 * An `<img srcset>`: every variant at its width, then the original at its own, so a browser
 * picks the smallest file that fills the slot at the screen's density (`sizes` says the slot).
 */
export function imageSrcSet(image: ResponsiveImage): string {
  return [
    ...image.widths.map((width) => `${imageVariantUrl(image.url, width)} ${width}w`),
    `${image.url} ${image.width}w`,
  ].join(', ');
}
