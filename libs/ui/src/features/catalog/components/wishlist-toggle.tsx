import {
  useAddWishlistMutation,
  useListWishlistLinksQuery,
  useRemoveWishlistMutation,
} from '@storefront/api';
import { Button } from '@storefront/ui-kit';
import { enqueueToast } from '../../../shared';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';
import type { ProductDetail } from '../variant-choice';

/**
 * Saves the product to the wishlist or removes it (a toggle button: aria-pressed says which).
 * Entries are keyed by the product's link (SPEC §3); a guest is asked to log in first.
 */
export function WishlistToggle({ product }: { readonly product: ProductDetail }) {
  const t = useCatalogText();
  const { session, sendToLogin, failure } = useStorefront();
  const loggedIn = session.loggedIn;
  const links = useListWishlistLinksQuery(undefined, { skip: !loggedIn });
  const [add, adding] = useAddWishlistMutation();
  const [remove, removing] = useRemoveWishlistMutation();
  const saved = links.data?.links.includes(product.link) ?? false;
  // A signed-in customer's toggle claims neither state until the wishlist is known (it is busy
  // meanwhile): "not saved" before the answer would be a guess.
  const known = !loggedIn || links.data !== undefined;

  async function toggle() {
    if (!loggedIn) {
      sendToLogin();
      return;
    }
    const result = saved
      ? await remove({
          params: { marketplace: product.marketplace, productId: product.marketplace_product_id },
        })
      : await add({ body: { link: product.link } });
    if (result.error) {
      enqueueToast(failure(result.error).message, { variant: 'error' });
      return;
    }
    enqueueToast(t(saved ? 'catalog.wishlist.removed' : 'catalog.wishlist.added'), {
      variant: 'success',
    });
  }

  return (
    <Button
      variant="ghost"
      aria-pressed={known ? saved : undefined}
      loading={adding.isLoading || removing.isLoading || links.isFetching}
      onClick={() => void toggle()}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
        <path
          d="M10 17.5 8.8 16.4C4.5 12.6 1.7 10.1 1.7 7a4.3 4.3 0 0 1 4.4-4.4c1.5 0 2.9.7 3.9 1.8a5.2 5.2 0 0 1 3.9-1.8A4.3 4.3 0 0 1 18.3 7c0 3.1-2.8 5.6-7.1 9.4L10 17.5Z"
          className={saved ? 'fill-current' : 'fill-none stroke-current stroke-[1.5]'}
        />
      </svg>
      {t('catalog.wishlist.toggle')}
    </Button>
  );
}
