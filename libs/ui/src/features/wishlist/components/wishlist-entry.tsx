import { useRemoveWishlistMutation } from '@storefront/api';
import type { wishlistEntrySchema } from '@storefront/contract';
import { formatMoney } from '@storefront/domain';
import { Badge, Button } from '@storefront/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { z } from 'zod';
import { enqueueToast, ProductThumbnail, productPath } from '../../../shared';
import { useWishlistText } from '../use-wishlist-text';

export type WishlistEntry = z.output<typeof wishlistEntrySchema>;

/** One saved product: photo, title (links to the product), prices, when it was saved, remove. */
export function WishlistEntryCard({ entry }: { readonly entry: WishlistEntry }) {
  const { t, locale, errorText, failure, pathTo } = useWishlistText();
  const intl = useIntl();
  const [remove, { isLoading }] = useRemoveWishlistMutation();
  const { product } = entry;

  async function removeEntry() {
    const result = await remove({
      params: { marketplace: product.marketplace, productId: product.marketplace_product_id },
    });
    if (result.error) {
      enqueueToast(failure(result.error).message, { variant: 'error' });
      return;
    }
    enqueueToast(t('wishlist.removed'), { variant: 'success' });
  }

  return (
    <article className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-3 shadow-xs">
      <ProductThumbnail url={product.image_url} image={product.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-sm font-medium text-neutral-900">
          <Link
            to={pathTo(productPath(product.id))}
            className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            {product.title}
          </Link>
        </h2>
        <p className="font-semibold text-primary-700">{formatMoney(product.price, locale)}</p>
        <p className="text-xs text-neutral-600">
          {t('wishlist.supplierPrice', { price: formatMoney(product.price_cny, locale) })}
        </p>
        <p className="text-xs text-neutral-600">
          {t('wishlist.savedOn', {
            date: intl.formatDate(entry.added_at, { dateStyle: 'medium' }),
          })}
        </p>
        {product.removed_by_supplier && (
          <Badge tone="danger" className="self-start">
            {errorText('product_removed_by_supplier')}
          </Badge>
        )}
      </div>
      <div className="shrink-0">
        <Button
          variant="ghost"
          size="sm"
          loading={isLoading}
          aria-label={t('wishlist.removeProduct', { title: product.title })}
          onClick={() => void removeEntry()}
        >
          {t('wishlist.remove')}
        </Button>
      </div>
    </article>
  );
}
