import { isApiError, messageFor, useUpdateCartMutation } from '@storefront/api';
import type { QuantityRules } from '@storefront/domain';
import { sizesTotal, validateSizedQuantity } from '@storefront/domain';
import { Button, cx } from '@storefront/ui-kit';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueToast, useLanguage } from '../../shared';
import type { CartVariant } from './cart-types';
import { parseQuantity } from './quantity-input';

export interface SizesEditorProps {
  readonly cartItemId: string;
  readonly variant: CartVariant;
  readonly frozen: boolean;
  /** Tells the row whether the sizes typed are ones the cart can take (checkout waits for it). */
  readonly onValidityChange: (valid: boolean) => void;
}

/** The typed quantity of a size: an empty box is a size not taken. */
function typedQuantity(text: string): number {
  return text.trim() === '' ? 0 : parseQuantity(text);
}

/**
 * A cart line in sizes (decision 296): a box per size with the size's stock, the total, and a
 * save that sends the sizes together. The domain's validateSizedQuantity judges them as the
 * gateway will: the minimum and the multiple on the total, each size against its own stock; the
 * first failure shows under its size or under the total. The row keys the editor by the saved
 * sizes, so a refetched cart starts it again from what the gateway holds.
 */
export function SizesEditor({ cartItemId, variant, frozen, onValidityChange }: SizesEditorProps) {
  const intl = useIntl();
  const language = useLanguage();
  const [updateCart, update] = useUpdateCartMutation();
  const baseId = useId();
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      variant.sub_variants.map((size) => [size.sub_variant_id, String(size.quantity)]),
    ),
  );
  const rules: QuantityRules = {
    minQuantity: variant.min_quantity,
    multiple: variant.multiple,
    stock: variant.stock,
  };
  const typed = variant.sub_variants.map((size) => ({
    size,
    quantity: typedQuantity(drafts[size.sub_variant_id] ?? ''),
  }));
  const taken = typed.filter(({ quantity }) => quantity !== 0);
  const check = validateSizedQuantity(
    rules,
    taken.map(({ size, quantity }) => ({ quantity, stock: size.stock })),
  );
  const total = sizesTotal(
    taken.map(({ quantity }) => ({ quantity: Number.isNaN(quantity) ? 0 : quantity })),
  );
  const failure = check.ok
    ? null
    : {
        sizeId: check.size === null ? null : (taken[check.size]?.size.sub_variant_id ?? null),
        // The values the rule used (a minimum of 0 means 1), written as the language writes them.
        text: messageFor(
          check.code,
          language,
          Object.fromEntries(
            Object.entries(check.params ?? {}).map(([name, value]) => [
              name,
              intl.formatNumber(Number(value)),
            ]),
          ),
        ),
      };
  const changed = typed.some(({ size, quantity }) => quantity !== size.quantity);
  const valid = check.ok;

  const reportRef = useRef(onValidityChange);
  useLayoutEffect(() => {
    reportRef.current = onValidityChange;
  });
  useLayoutEffect(() => reportRef.current(valid), [valid]);
  useLayoutEffect(() => () => reportRef.current(true), []);

  async function save() {
    if (!check.ok || !changed) return;
    try {
      await updateCart({
        body: {
          items: [
            {
              cart_item_id: cartItemId,
              variant_id: variant.variant_id,
              quantity: check.total,
              sub_variants: taken.map(({ size, quantity }) => ({
                sub_variant_id: size.sub_variant_id,
                quantity,
              })),
            },
          ],
        },
      }).unwrap();
    } catch (error) {
      enqueueToast(isApiError(error) ? error.message : messageFor('generic_retry', language), {
        variant: 'error',
      });
    }
  }

  const totalId = `${baseId}-total`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={frozen || update.isLoading}>
      <legend className="text-sm font-medium text-neutral-800">
        <FormattedMessage id="cart.variant.sizes" values={{ name: variant.name }} />
      </legend>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
        {typed.map(({ size }) => {
          const message = failure?.sizeId === size.sub_variant_id ? failure.text : null;
          const messageId = `${baseId}-${size.sub_variant_id}`;
          return (
            <li key={size.sub_variant_id} className="flex min-w-0 flex-col gap-1">
              <span className="flex items-baseline justify-between gap-1 text-xs">
                <span className="font-medium text-neutral-900">{size.name}</span>
                <span className="text-neutral-600">
                  <FormattedMessage
                    id="cart.variant.sizeStock"
                    values={{ stock: intl.formatNumber(size.stock) }}
                  />
                </span>
              </span>
              <input
                type="text"
                inputMode="numeric"
                aria-label={intl.formatMessage(
                  { id: 'cart.variant.sizeQuantity' },
                  { name: variant.name, size: size.name },
                )}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? messageId : undefined}
                value={drafts[size.sub_variant_id] ?? ''}
                onChange={(event) =>
                  setDrafts((current) => ({
                    ...current,
                    [size.sub_variant_id]: event.target.value,
                  }))
                }
                className={cx(
                  'h-9 w-full min-w-0 rounded-md border px-2 text-center',
                  'focus-visible:outline-2 focus-visible:outline-primary-500',
                  message ? 'border-danger-600' : 'border-neutral-300',
                )}
              />
              {message && (
                <span id={messageId} className="text-xs text-danger-700">
                  {message}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <output id={totalId} className="font-medium text-neutral-900">
          <FormattedMessage
            id="cart.variant.sizesTotal"
            values={{ quantity: intl.formatNumber(total) }}
          />
        </output>
        <Button
          variant="secondary"
          size="sm"
          disabled={!changed || !valid}
          loading={update.isLoading}
          onClick={() => void save()}
        >
          <FormattedMessage id="cart.variant.saveSizes" />
        </Button>
      </div>
      {failure && failure.sizeId === null && (
        <span aria-live="polite" className="text-sm text-danger-700">
          {failure.text}
        </span>
      )}
    </fieldset>
  );
}
