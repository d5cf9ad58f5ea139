import type { ResponsiveImage } from '@storefront/contract';
import { imageSrcSet } from '@storefront/contract';

export interface ProductThumbnailProps {
  /** The product's picture as the answer names it (`image_url`); null draws an empty square. */
  readonly url: string | null;
  /** Its size and variants when the gateway serves it (decision 247). */
  readonly image?: ResponsiveImage | null | undefined;
}

/**
 * A product's picture in an 80 px square beside its name (a cart line, a wishlist entry). With
 * the answer's `image`, the square takes a small WebP from the `srcset` and its box is known
 * before the file arrives; without it (a marketplace's picture), the plain address. Below the
 * fold on a long list, so lazy.
 */
export function ProductThumbnail({ url, image }: ProductThumbnailProps) {
  if (!url)
    return <div aria-hidden="true" className="size-20 shrink-0 rounded-md bg-neutral-100" />;
  return (
    <img
      src={image?.url ?? url}
      srcSet={image ? imageSrcSet(image) : undefined}
      sizes={image ? '80px' : undefined}
      width={image?.width}
      height={image?.height}
      alt=""
      loading="lazy"
      decoding="async"
      className="size-20 shrink-0 rounded-md bg-neutral-100 object-cover"
    />
  );
}
