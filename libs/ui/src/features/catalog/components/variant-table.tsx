import { formatMoney } from '@storefront/domain';
import { Badge } from '@storefront/ui-kit';
import { useId } from 'react';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';
import { quantityFeedback, quantityRulesOf, variantLock } from '../variant-choice';
import type { ProductDetail, Quantities, Variant } from '../variant-choice';
import { QuantityStepper } from './quantity-stepper';

export interface VariantTableProps {
  readonly product: ProductDetail;
  readonly quantities: Quantities;
  readonly onQuantityChange: (variantId: string, quantity: number) => void;
  /** Variants of the submission made on this page: frozen like already requested ones. */
  readonly requestedNow: ReadonlySet<string>;
  /** Texts the server gave for a row (a refused quantity), by variant id. */
  readonly serverErrors: Readonly<Record<string, string>>;
}

interface RowProps extends Omit<VariantTableProps, 'quantities' | 'serverErrors'> {
  readonly variant: Variant;
  readonly quantity: number;
  readonly serverError: string | undefined;
}

function VariantRow({
  product,
  variant,
  quantity,
  onQuantityChange,
  requestedNow,
  serverError,
}: RowProps) {
  const t = useCatalogText();
  const { locale, errorText } = useStorefront();
  const messageId = useId();
  const lock = variantLock(variant, product, requestedNow);
  const feedback = quantityFeedback(quantity, variant);
  // The rule's text first: it changes as the customer types, the server's is about a sent value.
  const message = feedback ? errorText(feedback.code, feedback.params) : serverError;
  const state = requestedNow.has(variant.id) ? 'in_progress' : variant.quotation_state;
  return (
    <tr className="border-t border-neutral-200 align-top">
      <th scope="row" className="py-3 pe-3 text-start font-medium text-neutral-900">
        {variant.name}
        {variant.sub_variants.length > 0 && (
          <span className="block text-xs font-normal text-neutral-600">
            {t('catalog.variants.options', {
              names: variant.sub_variants.map((sub) => sub.name).join(', '),
            })}
          </span>
        )}
      </th>
      <td className="py-3 pe-3">{formatMoney(variant.unit_price_cny, locale)}</td>
      <td className="py-3 pe-3">
        {formatMoney(variant.unit_price, locale)}
        {variant.quoted_unit_price && (
          <span className="block text-xs text-primary-700">
            {t('catalog.variants.allIn', {
              price: formatMoney(variant.quoted_unit_price, locale),
            })}
          </span>
        )}
      </td>
      <td className="py-3 pe-3">{variant.stock}</td>
      <td className="py-3 pe-3 text-xs text-neutral-700">
        {t('catalog.variants.ruleText', {
          minimum: Math.max(1, variant.min_quantity),
          multiple: Math.max(1, variant.multiple),
        })}
      </td>
      <td className="py-3 pe-3">
        <QuantityStepper
          label={t('catalog.variants.quantityFor', { variant: variant.name })}
          decreaseLabel={t('catalog.variants.decrease', { variant: variant.name })}
          increaseLabel={t('catalog.variants.increase', { variant: variant.name })}
          value={quantity}
          rules={quantityRulesOf(variant)}
          onChange={(next) => onQuantityChange(variant.id, next)}
          disabled={lock !== null}
          invalid={message !== undefined}
          describedBy={message !== undefined || lock ? messageId : undefined}
        />
        {(message !== undefined || lock) && (
          <p
            id={messageId}
            className={
              message !== undefined
                ? 'mt-1 text-xs text-danger-700'
                : 'mt-1 text-xs text-neutral-600'
            }
          >
            {message ?? (lock ? errorText(lock) : null)}
          </p>
        )}
      </td>
      <td className="py-3">
        <Badge tone={state === 'quoted' ? 'success' : state ? 'info' : 'neutral'}>
          {t(state ? `catalog.quotation.${state}` : 'catalog.quotation.none')}
        </Badge>
      </td>
    </tr>
  );
}

/**
 * Every variant with its prices (CNY as listed, and the market currency), stock, minimum and
 * multiple, and a quantity box whose message comes from the domain's quantity rules as the
 * customer types ('Nilai Kelipatan melebihi stok', 'Pembelian melebihi stok', the minimum).
 */
export function VariantTable({
  product,
  quantities,
  onQuantityChange,
  requestedNow,
  serverErrors,
}: VariantTableProps) {
  const t = useCatalogText();
  const currency = product.variants[0]?.unit_price.currency ?? product.price.currency;
  if (product.variants.length === 0) {
    return <p className="text-sm text-neutral-600">{t('catalog.variants.none')}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="pb-2 text-start text-neutral-600">
          {t('catalog.variants.caption')}
        </caption>
        <thead>
          <tr className="text-start text-xs uppercase text-neutral-600">
            <th scope="col" className="pb-2 pe-3 text-start">
              {t('catalog.variants.name')}
            </th>
            <th scope="col" className="pb-2 pe-3 text-start">
              {t('catalog.variants.priceCny')}
            </th>
            <th scope="col" className="pb-2 pe-3 text-start">
              {t('catalog.variants.price', { currency })}
            </th>
            <th scope="col" className="pb-2 pe-3 text-start">
              {t('catalog.variants.stock')}
            </th>
            <th scope="col" className="pb-2 pe-3 text-start">
              {t('catalog.variants.rules')}
            </th>
            <th scope="col" className="pb-2 pe-3 text-start">
              {t('catalog.variants.quantity')}
            </th>
            <th scope="col" className="pb-2 text-start">
              {t('catalog.variants.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => (
            <VariantRow
              key={variant.id}
              product={product}
              variant={variant}
              quantity={quantities[variant.id] ?? 0}
              onQuantityChange={onQuantityChange}
              requestedNow={requestedNow}
              serverError={serverErrors[variant.id]}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
