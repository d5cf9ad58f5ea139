import { useRemoveCartItemMutation, useRemoveCartVariantMutation } from '@storefront/api';
import { Dialog, DialogActions } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useOutcomeToast } from '../../shared/screen-feedback';
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
  const toastOutcome = useOutcomeToast();
  const [removeItem, itemState] = useRemoveCartItemMutation();
  const [removeVariant, variantState] = useRemoveCartVariantMutation();
  const busy = itemState.isLoading || variantState.isLoading;

  async function confirm() {
    await toastOutcome(
      () =>
        removal.kind === 'item'
          ? removeItem({ params: { cartItemId: removal.item.id } }).unwrap()
          : removeVariant({
              params: { cartItemId: removal.item.id, variantId: removal.variant.variant_id },
            }).unwrap(),
      intl.formatMessage({ id: 'cart.remove.done' }),
    );
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
        <DialogActions
          cancelLabel={<FormattedMessage id="cart.action.cancel" />}
          onCancel={onClose}
          confirmLabel={<FormattedMessage id="cart.action.remove" />}
          onConfirm={() => void confirm()}
          confirmVariant="danger"
          busy={busy}
        />
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
