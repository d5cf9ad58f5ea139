import {
  isApiError,
  messageFor,
  useRemoveCartItemMutation,
  useRemoveCartVariantMutation,
} from '@storefront/api';
import { Button, Dialog } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueToast, useLanguage } from '../../shared';
import type { CartItem, CartVariant } from './cart-types';

export type Removal =
  | { readonly kind: 'item'; readonly item: CartItem }
  | { readonly kind: 'variant'; readonly item: CartItem; readonly variant: CartVariant };

export interface RemoveDialogProps {
  readonly removal: Removal;
  readonly onClose: () => void;
}

/** Asks before taking a product (all its variants) or one variant out of the cart. */
export function RemoveDialog({ removal, onClose }: RemoveDialogProps) {
  const intl = useIntl();
  const language = useLanguage();
  const [removeItem, itemState] = useRemoveCartItemMutation();
  const [removeVariant, variantState] = useRemoveCartVariantMutation();
  const busy = itemState.isLoading || variantState.isLoading;

  async function confirm() {
    try {
      if (removal.kind === 'item') {
        await removeItem({ params: { cartItemId: removal.item.id } }).unwrap();
      } else {
        await removeVariant({
          params: { cartItemId: removal.item.id, variantId: removal.variant.variant_id },
        }).unwrap();
      }
      enqueueToast(intl.formatMessage({ id: 'cart.remove.done' }), { variant: 'success' });
    } catch (error) {
      enqueueToast(isApiError(error) ? error.message : messageFor('generic_retry', language), {
        variant: 'error',
      });
    }
    onClose();
  }

  return (
    <Dialog
      open
      size="sm"
      title={
        removal.kind === 'item' ? (
          <FormattedMessage id="cart.remove.itemTitle" />
        ) : (
          <FormattedMessage id="cart.remove.variantTitle" />
        )
      }
      closeLabel={intl.formatMessage({ id: 'cart.action.close' })}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            <FormattedMessage id="cart.action.cancel" />
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            <FormattedMessage id="cart.action.remove" />
          </Button>
        </>
      }
    >
      <p className="text-sm text-neutral-700">
        {removal.kind === 'item' ? (
          <FormattedMessage
            id="cart.remove.itemBody"
            values={{ title: removal.item.product.title }}
          />
        ) : (
          <FormattedMessage
            id="cart.remove.variantBody"
            values={{ name: removal.variant.name, title: removal.item.product.title }}
          />
        )}
      </p>
    </Dialog>
  );
}
