import { productPath } from '@storefront/contract';
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
}

/** A product in a list: photo, title (the link), price in the market currency and in CNY. */
export function ProductCard({ product, headingLevel = 3, onOpen, linkRef }: ProductCardProps) {
  const t = useCatalogText();
  const { locale, pathTo, errorText } = useStorefront();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-xs focus-within:ring-2 focus-within:ring-primary-500">
      {product.image_url ? (
        <img
          src={product.image_url}
          alt=""
          loading="lazy"
          className="aspect-square w-full bg-neutral-100 object-cover"
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
