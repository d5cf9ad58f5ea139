import { fieldErrorMessage, isApiError, messageFor, useUpdateCartMutation } from '@storefront/api';
import type { QuantityRules } from '@storefront/domain';
import { formatMoney, lineBreakdown, nearestValidQuantity, stepQuantity } from '@storefront/domain';
import { Badge, Button, cx } from '@storefront/ui-kit';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueToast, useLanguage, useLocale } from '../../shared';
import { LineBreakdownDisclosure, quoteParts } from '../../shared/quote-breakdown';
import type { CartVariant } from './cart-types';
import { parseQuantity, quantityProblem } from './quantity-input';
import { SizesEditor } from './sizes-editor';

export interface VariantRowProps {
  readonly cartItemId: string;
  readonly variant: CartVariant;
  /** The product is gone (removed by the supplier): nothing can be changed but removing it. */
  readonly frozen: boolean;
  readonly onRemove: () => void;
  /** Tells the screen whether the box holds a quantity the cart can take (checkout waits for it). */
  readonly onValidityChange: (valid: boolean) => void;
}

/** One quoted variant of a cart product: price, quantity stepper with the domain's rules, remove. */
export function VariantRow({
  cartItemId,
  variant,
  frozen,
  onRemove,
  onValidityChange,
}: VariantRowProps) {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  const [updateCart, update] = useUpdateCartMutation();
  const [draft, setDraft] = useState(String(variant.quantity));
  const [draftOf, setDraftOf] = useState(variant.quantity);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const rules: QuantityRules = {
    minQuantity: variant.min_quantity,
    multiple: variant.multiple,
    stock: variant.stock,
  };

  // A refetched cart (after a save, a sync) with another quantity is the truth the box starts
  // from again. Reset while rendering, not in an effect: an effect runs after paint (a refetch is
  // no click or key, React does not hurry it) and would overwrite what a fast customer has typed
  // meanwhile.
  if (draftOf !== variant.quantity) {
    setDraftOf(variant.quantity);
    setDraft(String(variant.quantity));
  }

  // A line in sizes is changed size by size (SizesEditor), which reports its own validity.
  const sized = variant.sub_variants.length > 0;
  const problem = sized ? null : quantityProblem(draft, rules);
  const valid = problem === null;
  const reportRef = useRef(onValidityChange);
  // Layout effects: the screen holds checkout back in the same frame as the box shows the
  // problem; plain effects run after paint, when checkout could still be clicked.
  useLayoutEffect(() => {
    reportRef.current = onValidityChange;
  });
  useLayoutEffect(() => {
    if (!sized) reportRef.current(valid);
  }, [valid, sized]);
  // A row that goes away (its variant removed) no longer holds up checkout.
  useLayoutEffect(() => () => reportRef.current(true), []);
  const current = parseQuantity(draft);
  const down = stepQuantity(current, 'down', rules);
  const up = stepQuantity(current, 'up', rules);
  const suggestion = problem?.kind === 'rule' ? nearestValidQuantity(current, rules) : null;
  const busy = update.isLoading;

  async function commit(quantity: number) {
    setDraft(String(quantity));
    if (quantity === variant.quantity || quantityProblem(String(quantity), rules) !== null) return;
    try {
      const cart = await updateCart({
        body: { items: [{ cart_item_id: cartItemId, variant_id: variant.variant_id, quantity }] },
      }).unwrap();
      // The gateway's answer is the truth (it may round to what the supplier allows).
      const saved = cart.items
        .find((item) => item.id === cartItemId)
        ?.variants.find((line) => line.variant_id === variant.variant_id);
      if (saved) setDraft(String(saved.quantity));
    } catch (error) {
      setDraft(String(variant.quantity));
      enqueueToast(isApiError(error) ? error.message : messageFor('generic_retry', language), {
        variant: 'error',
      });
    }
  }

  const errorText =
    problem === null
      ? null
      : problem.kind === 'field'
        ? fieldErrorMessage(problem.id, language)
        : messageFor(problem.code, language, {
            minimum: intl.formatNumber(variant.min_quantity),
            multiple: intl.formatNumber(variant.multiple),
          });

  return (
    <li className="flex flex-col gap-2 border-t border-neutral-100 py-3 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <span className="font-medium text-neutral-900">{variant.name}</span>
          <span className="text-sm text-neutral-600">
            <FormattedMessage
              id="cart.variant.unitPrice"
              values={{ price: formatMoney(variant.unit_price, locale) }}
            />
          </span>
        </div>
        <Badge tone="info">
          <FormattedMessage id={`cart.shippingType.${variant.shipping_type}`} />
        </Badge>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {sized ? (
          <SizesEditor
            key={variant.sub_variants
              .map((size) => `${size.sub_variant_id}:${size.quantity}`)
              .join()}
            cartItemId={cartItemId}
            variant={variant}
            frozen={frozen}
            onValidityChange={onValidityChange}
          />
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
              <FormattedMessage id="cart.variant.quantity" values={{ name: variant.name }} />
            </label>
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label={intl.formatMessage(
                  { id: 'cart.variant.decrease' },
                  { name: variant.name },
                )}
                disabled={frozen || busy || down === null}
                onClick={() => down !== null && void commit(down)}
              >
                −
              </Button>
              <input
                id={inputId}
                type="text"
                inputMode="numeric"
                value={draft}
                disabled={frozen || busy}
                aria-invalid={errorText ? true : undefined}
                aria-describedby={errorText ? errorId : undefined}
                onChange={(event) => setDraft(event.target.value)}
                onBlur={() => {
                  if (problem === null) void commit(current);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && problem === null) void commit(current);
                }}
                className={cx(
                  'w-24 rounded-md border px-2 py-1 text-center',
                  'focus-visible:outline-2 focus-visible:outline-primary-500',
                  errorText ? 'border-danger-600' : 'border-neutral-300',
                )}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={intl.formatMessage(
                  { id: 'cart.variant.increase' },
                  { name: variant.name },
                )}
                disabled={frozen || busy || up === null}
                onClick={() => up !== null && void commit(up)}
              >
                +
              </Button>
            </div>
            <span className="text-xs text-neutral-600">
              <FormattedMessage
                id="cart.variant.rules"
                values={{
                  min: intl.formatNumber(variant.min_quantity),
                  multiple: intl.formatNumber(variant.multiple),
                  stock: intl.formatNumber(variant.stock),
                }}
              />
            </span>
          </div>
        )}
        <div className="flex items-center gap-3">
          <span className="font-semibold text-neutral-900">
            {formatMoney(variant.line_total, locale)}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'cart.variant.remove' }, { name: variant.name })}
            onClick={onRemove}
          >
            <FormattedMessage id="cart.action.remove" />
          </Button>
        </div>
      </div>
      <LineBreakdownDisclosure
        name={variant.name}
        line={lineBreakdown(variant.quantity, quoteParts(variant.parts))}
        shippingType={variant.shipping_type}
      />
      {errorText && (
        <div id={errorId} aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-danger-700">{errorText}</span>
          {suggestion !== null && suggestion !== current && !frozen && (
            <Button variant="ghost" size="sm" onClick={() => void commit(suggestion)}>
              <FormattedMessage
                id="cart.variant.useSuggestion"
                values={{ quantity: intl.formatNumber(suggestion) }}
              />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
