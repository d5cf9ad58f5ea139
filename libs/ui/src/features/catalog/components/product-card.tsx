import { imageSrcSet, productPath } from '@storefront/contract';
import type { productSummarySchema } from '@storefront/contract';
import { formatMoney } from '@storefront/domain';
import { Badge } from '@storefront/ui-kit';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';

export type ProductSummary = z.output<typeof productSummarySchema>;

export interface ProductCardProps {
  readonly product: ProductSummary;
  /** Heading level of the title inside the list's section. */
  readonly headingLevel?: 2 | 3;
  /** Called before the product opens (the search list remembers the last product clicked). */
  readonly onOpen?: (product: ProductSummary) => void;
  readonly linkRef?: Ref<HTMLAnchorElement>;
  /**
   * The photo's slot in the list's grid (`<img sizes>`), so the browser fetches the variant that
   * fills it (decision 247). Defaults to the home shelves': half a phone, a quarter from `sm`,
   * at most a quarter of the page's 72rem column.
   */
  readonly imageSizes?: string;
  /**
   * In the list's first row: fetched at once and first (`fetchpriority="high"`), since it is
   * what a visitor sees first (the page's largest paint); the rest load as they scroll near.
   */
  readonly priority?: boolean;
}

const SHELF_IMAGE_SIZES = '(min-width: 1152px) 272px, (min-width: 640px) 25vw, 50vw';

/** A product in a list: photo, title (the link), price in the market currency and in CNY. */
export function ProductCard({
  product,
  headingLevel = 3,
  onOpen,
  linkRef,
  imageSizes = SHELF_IMAGE_SIZES,
  priority = false,
}: ProductCardProps) {
  const t = useCatalogText();
  const { locale, pathTo, errorText } = useStorefront();
  const Heading = `h${headingLevel}` as const;
  // `image` is the main picture's sizes and variants; null/absent (a marketplace CDN's picture,
  // or an answer that leaves it out) keeps the plain URL, its box held square by the CSS.
  const image = product.image;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-xs focus-within:ring-2 focus-within:ring-primary-500">
      {product.image_url ? (
        <img
          src={image?.url ?? product.image_url}
          srcSet={image ? imageSrcSet(image) : undefined}
          sizes={image ? imageSizes : undefined}
          width={image?.width}
          height={image?.height}
          alt=""
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-square h-auto w-full bg-neutral-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-square w-full bg-neutral-100" />
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-medium text-neutral-900">
          <Link
            ref={linkRef}
            to={pathTo(productPath(product.id))}
            onClick={() => onOpen?.(product)}
            // The whole card is the link's target area; the title stays its accessible name.
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </Heading>
        <p className="text-base font-semibold text-primary-700">
          {formatMoney(product.price, locale)}
        </p>
        <p className="text-xs text-neutral-600">
          {t('catalog.card.supplierPrice', { price: formatMoney(product.price_cny, locale) })}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-1 pt-1 text-xs text-neutral-600">
          <Badge tone="secondary">{t(`catalog.marketplace.${product.marketplace}`)}</Badge>
          <span>{t('catalog.card.sold', { count: product.sold })}</span>
        </div>
        {product.removed_by_supplier && (
          <Badge tone="danger">{errorText('product_removed_by_supplier')}</Badge>
        )}
        {!product.removed_by_supplier && product.quotation_state && (
          <Badge tone={product.quotation_state === 'quoted' ? 'success' : 'info'}>
            {t(`catalog.quotation.${product.quotation_state}`)}
          </Badge>
        )}
      </div>
    </article>
  );
}
