import { messageFor } from '@storefront/api';
import { formatMoney, landedCost } from '@storefront/domain';
import { Alert, Button, Card, CheckboxField, VisuallyHidden } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProductThumbnail, useLanguage, useLocale } from '../../shared';
import { quoteParts, TotalBreakdownDisclosure } from '../../shared/quote-breakdown';
import type { CartItem, CartVariant } from './cart-types';
import { VariantRow } from './variant-row';

export interface CartItemCardProps {
  readonly item: CartItem;
  readonly removed: boolean;
  readonly selected: boolean;
  /** The customer's sales contact (from the session), named in the removed-product hint. */
  readonly salesContact: { readonly nama: string; readonly telepon: string } | null;
  readonly onToggle: (selected: boolean) => void;
  readonly onRemoveItem: () => void;
  readonly onRemoveVariant: (variant: CartVariant) => void;
  /** Absent when the customer's level has no logo benefit (LEVEL_BENEFITS.logoAddition). */
  readonly onCustomiseLogo?: (() => void) | undefined;
  readonly onValidityChange: (variantId: string, valid: boolean) => void;
}

/** One product in the cart with its quoted variants. */
export function CartItemCard({
  item,
  removed,
  selected,
  salesContact,
  onToggle,
  onRemoveItem,
  onRemoveVariant,
  onCustomiseLogo,
  onValidityChange,
}: CartItemCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  return (
    <Card
      as="li"
      title={item.product.title}
      actions={
        <Button
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage({ id: 'cart.item.remove' }, { title: item.product.title })}
          onClick={onRemoveItem}
        >
          <FormattedMessage id="cart.action.remove" />
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          {item.product.image_url && (
            <ProductThumbnail url={item.product.image_url} image={item.product.image} />
          )}
          <div className="flex flex-1 flex-col gap-2">
            <CheckboxField
              label={
                <>
                  <FormattedMessage id="cart.item.select" />{' '}
                  <VisuallyHidden>{item.product.title}</VisuallyHidden>
                </>
              }
              checked={selected && !removed}
              disabled={removed}
              onChange={(event) => onToggle(event.target.checked)}
            />
            <div className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
              <span>
                <FormattedMessage id="cart.logo.count" values={{ count: item.logos.length }} />
              </span>
              {!removed && onCustomiseLogo && (
                <Button variant="ghost" size="sm" onClick={onCustomiseLogo}>
                  <FormattedMessage id="cart.logo.open" />{' '}
                  <VisuallyHidden>{item.product.title}</VisuallyHidden>
                </Button>
              )}
              {!removed && !onCustomiseLogo && (
                <span className="text-neutral-600">
                  <FormattedMessage id="cart.logo.levelOnly" />
                </span>
              )}
            </div>
          </div>
        </div>
        {removed && (
          <Alert tone="warning" title={messageFor('product_removed_by_supplier', language)}>
            {salesContact ? (
              <FormattedMessage
                id="cart.item.removedContact"
                values={{ name: salesContact.nama, phone: salesContact.telepon }}
              />
            ) : (
              <FormattedMessage id="cart.item.removedContactGeneric" />
            )}
          </Alert>
        )}
        <ul
          aria-label={intl.formatMessage(
            { id: 'cart.item.variants' },
            { title: item.product.title },
          )}
        >
          {item.variants.map((variant) => (
            <VariantRow
              key={variant.variant_id}
              cartItemId={item.id}
              variant={variant}
              frozen={removed}
              onRemove={() => onRemoveVariant(variant)}
              onValidityChange={(valid) => onValidityChange(variant.variant_id, valid)}
            />
          ))}
        </ul>
        <p className="text-end text-sm text-neutral-700">
          <FormattedMessage
            id="cart.item.subtotal"
            values={{ amount: formatMoney(item.subtotal, locale) }}
          />
        </p>
        {/* The product's parts over its variants (one variant's are already under its line). */}
        {item.variants.length > 1 && (
          <TotalBreakdownDisclosure
            caption={item.product.title}
            total={
              landedCost(
                [
                  item.variants.map((variant) => ({
                    quantity: variant.quantity,
                    parts: quoteParts(variant.parts),
                    shippingType: variant.shipping_type,
                  })),
                ],
                item.subtotal.currency,
              ).total
            }
          />
        )}
      </div>
    </Card>
  );
}
