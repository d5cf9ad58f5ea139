import { useAddToCartMutation } from '@storefront/api';
import { Button } from '@storefront/ui-kit';
import { useNavigate } from 'react-router';
import { enqueueToast, ROUTE_PATHS } from '../../../shared';
import { useInquiriesText } from '../use-inquiries-text';
import type { Inquiry } from './inquiry-card';

/**
 * Puts the submission's quoted variants into the cart at the quantities (and sizes) that were priced, then
 * opens the cart. Only quoted variants may go in (SPEC §4); the gateway upserts by submission,
 * so a second press leaves one cart line.
 */
export function AddToCartButton({ inquiry }: { readonly inquiry: Inquiry }) {
  const { t, failure, pathTo } = useInquiriesText();
  const navigate = useNavigate();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const quoted = inquiry.variants.filter((line) => line.quotation_state === 'quoted');

  async function add() {
    const result = await addToCart({
      body: {
        inquiry_id: inquiry.id,
        // A variant in sizes goes in the sizes that were priced (decision 296).
        variants: quoted.map((line) => ({
          variant_id: line.variant_id,
          quantity: line.quantity,
          ...(line.sub_variants.length > 0
            ? {
                sub_variants: line.sub_variants.map((size) => ({
                  sub_variant_id: size.sub_variant_id,
                  quantity: size.quantity,
                })),
              }
            : {}),
        })),
      },
    });
    if (result.error) {
      enqueueToast(failure(result.error).message, { variant: 'error' });
      return;
    }
    void navigate(pathTo(ROUTE_PATHS.cart));
  }

  return (
    <Button loading={isLoading} onClick={() => void add()}>
      {t('inquiries.detail.toCart')}
    </Button>
  );
}
