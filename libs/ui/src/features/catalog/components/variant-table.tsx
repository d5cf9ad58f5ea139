import { formatMoney } from '@storefront/domain';
import { Badge } from '@storefront/ui-kit';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../../shared';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';
import { quantityFeedback, quantityRulesOf, variantLock } from '../variant-choice';
import type {
  BuyerState,
  BuyerStates,
  ProductDetail,
  Quantities,
  Variant,
} from '../variant-choice';
import { QuantityStepper } from './quantity-stepper';

export interface VariantTableProps {
  readonly product: ProductDetail;
  readonly quantities: Quantities;
  readonly onQuantityChange: (variantId: string, quantity: number) => void;
  /** Variants of the submission made on this page: frozen like already requested ones. */
  readonly requestedNow: ReadonlySet<string>;
  /** Texts the server gave for a row (a refused quantity), by variant id. */
  readonly serverErrors: Readonly<Record<string, string>>;
  /**
   * The signed-in buyer's own states (decision 288): `pending` while they load after hydration
   * (each row keeps their space), `ready` once here; a guest's page has `none`.
   */
  readonly buyer: { readonly status: 'none' | 'pending' | 'ready'; readonly states: BuyerStates };
}

interface RowProps extends Omit<VariantTableProps, 'quantities' | 'serverErrors' | 'buyer'> {
  readonly variant: Variant;
  readonly quantity: number;
  readonly serverError: string | undefined;
  readonly buyerStatus: VariantTableProps['buyer']['status'];
  readonly buyerState: BuyerState | undefined;
}

/**
 * The buyer's own state of the variant: its badge, the submission it is in (a link), the quote's
 * end or the team's reason. While the states load, an empty badge of the same size holds the
 * place, so nothing moves when they arrive.
 */
function BuyerStateCell({
  status,
  state,
}: {
  readonly status: 'pending' | 'ready';
  readonly state: BuyerState | undefined;
}) {
  const t = useCatalogText();
  const intl = useIntl();
  const { pathTo } = useStorefront();
  if (status === 'pending' || !state) {
    return (
      <>
        <span
          aria-hidden="true"
          className="inline-block h-5 w-24 animate-pulse rounded-full bg-neutral-100"
        />
        <span className="sr-only">{t('catalog.buyerState.loading')}</span>
        <span className="block min-h-4" />
      </>
    );
  }
  const tone =
    state.state === 'quoted'
      ? 'success'
      : state.state === 'rejected'
        ? 'danger'
        : state.state === 'not_submitted'
          ? 'neutral'
          : 'info';
  const note =
    state.state === 'quoted' && state.valid_until
      ? t('catalog.buyerState.validUntil', {
          date: intl.formatDate(state.valid_until, { dateStyle: 'medium' }),
        })
      : state.state === 'expired' && state.valid_until
        ? t('catalog.buyerState.expiredOn', {
            date: intl.formatDate(state.valid_until, { dateStyle: 'medium' }),
          })
        : state.state === 'rejected' && state.rejection_reason
          ? t('catalog.buyerState.reason', { reason: state.rejection_reason })
          : null;
  return (
    <>
      <Badge tone={tone}>{t(`catalog.buyerState.${state.state}`)}</Badge>
      <span className="block min-h-4 text-xs text-neutral-700">
        {note}
        {state.submission_number && (
          <Link
            to={pathTo(`${ROUTE_PATHS.inquiries}/${encodeURIComponent(state.submission_number)}`)}
            className="block text-primary-700 underline"
          >
            {t('catalog.buyerState.view', { number: state.submission_number })}
          </Link>
        )}
      </span>
    </>
  );
}

function VariantRow({
  product,
  variant,
  quantity,
  onQuantityChange,
  requestedNow,
  serverError,
  buyerStatus,
  buyerState,
}: RowProps) {
  const t = useCatalogText();
  const { locale, errorText } = useStorefront();
  const messageId = useId();
  const lock = variantLock(variant, product, requestedNow, buyerState);
  const feedback = quantityFeedback(quantity, variant);
  // The rule's text first: it changes as the customer types, the server's is about a sent value.
  const message = feedback ? errorText(feedback.code, feedback.params) : serverError;
  const lockText =
    lock === 'variant_already_requested'
      ? errorText(lock, { number: buyerState?.submission_number ?? '' })
      : lock
        ? errorText(lock)
        : null;
  const state = requestedNow.has(variant.id) ? 'in_progress' : variant.quotation_state;
  // The buyer's all-in price comes with their states; the public answer's field stays for older
  // gateways. A signed-in buyer's row keeps the line's space while the states load.
  const allIn = buyerState ? buyerState.quoted_unit_price : variant.quoted_unit_price;
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
        {(allIn || buyerStatus !== 'none') && (
          <span className="block min-h-4 text-xs text-primary-700">
            {allIn && t('catalog.variants.allIn', { price: formatMoney(allIn, locale) })}
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
            {message ?? lockText}
          </p>
        )}
      </td>
      <td className="py-3">
        {buyerStatus !== 'none' && !requestedNow.has(variant.id) ? (
          <BuyerStateCell status={buyerStatus} state={buyerState} />
        ) : (
          <Badge tone={state === 'quoted' ? 'success' : state ? 'info' : 'neutral'}>
            {t(state ? `catalog.quotation.${state}` : 'catalog.quotation.none')}
          </Badge>
        )}
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
  buyer,
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
              buyerStatus={buyer.status}
              buyerState={buyer.states.get(variant.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
