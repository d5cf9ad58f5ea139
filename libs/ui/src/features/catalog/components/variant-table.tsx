import { imageSrcSet } from '@storefront/contract';
import { formatMoney } from '@storefront/domain';
import { Badge, cx } from '@storefront/ui-kit';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../../shared';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';
import {
  hasSizes,
  quantityFeedback,
  quantityRulesOf,
  sizedFeedback,
  variantLock,
  variantQuantity,
} from '../variant-choice';
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
  /**
   * A box changed: `id` is the variant's, or a size's for a variant in sizes (then `variantId`
   * names its variant).
   */
  readonly onQuantityChange: (id: string, quantity: number, variantId?: string) => void;
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

interface RowProps extends Omit<VariantTableProps, 'buyer'> {
  readonly variant: Variant;
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

/**
 * A box per size of a variant sold in sizes (decision 296), under its row: the size, its own
 * stock and the quantity; the size the rules fault says why below its box. On a phone they wrap
 * inside the variant's card; from `md` on, in a block held to the visible width at the start of
 * the table, which may scroll sideways there.
 */
function SizeInputs({
  variant,
  quantities,
  serverErrors,
  onQuantityChange,
  disabled,
}: {
  readonly variant: Variant;
  readonly quantities: Quantities;
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly onQuantityChange: VariantTableProps['onQuantityChange'];
  readonly disabled: boolean;
}) {
  const t = useCatalogText();
  const { errorText } = useStorefront();
  const baseId = useId();
  const feedback = sizedFeedback(variant, quantities);
  return (
    <fieldset
      className="md:sticky md:start-0 md:w-[calc(100vw-5rem)] md:max-w-md"
      disabled={disabled}
    >
      <legend className="mb-2 text-xs text-neutral-700">
        {t('catalog.variants.sizes', { variant: variant.name })}
      </legend>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
        {variant.sub_variants.map((sub) => {
          const quantity = quantities[sub.id] ?? 0;
          const rule = feedback.sizes[sub.id];
          const message = rule ? errorText(rule.code, rule.params) : serverErrors[sub.id];
          const messageId = `${baseId}-${sub.id}`;
          return (
            <li key={sub.id} className="flex min-w-0 flex-col gap-1">
              <span className="flex items-baseline justify-between gap-1 text-xs">
                <span className="font-medium text-neutral-900">{sub.name}</span>
                <span className="whitespace-nowrap text-neutral-600">
                  {t('catalog.variants.sizeStock', { stock: sub.stock })}
                </span>
              </span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={sub.stock}
                step={1}
                aria-label={t('catalog.variants.sizeQuantity', {
                  variant: variant.name,
                  size: sub.name,
                })}
                aria-invalid={message !== undefined || undefined}
                aria-describedby={message !== undefined ? messageId : undefined}
                value={quantity === 0 || Number.isNaN(quantity) ? '' : String(quantity)}
                onChange={(event) => {
                  const typed = event.target.value.trim();
                  onQuantityChange(sub.id, typed === '' ? 0 : Number(typed), variant.id);
                }}
                className={cx(
                  'h-9 w-full min-w-0 rounded-md border bg-white px-2 text-center text-neutral-900 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:bg-neutral-100',
                  message !== undefined ? 'border-danger-600' : 'border-neutral-300',
                )}
              />
              {message !== undefined && (
                <span id={messageId} className="text-xs text-danger-700">
                  {message}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A variant's picture beside its name, small: the original is never loaded for it. */
function VariantThumb({ variant }: { readonly variant: Variant }) {
  if (!variant.image_url) return null;
  const image = variant.image ?? null;
  return (
    <img
      src={variant.image_url}
      srcSet={image ? imageSrcSet(image) : undefined}
      sizes="3.5rem"
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      alt=""
      className="size-14 shrink-0 rounded-md bg-neutral-100 object-cover md:size-10"
    />
  );
}

/**
 * Narrow screens (below `md`): each row is a card of its own instead of a line of a table wider
 * than the phone. The cells keep their table roles (a `display` change would drop them in some
 * browsers), and the column headers stay for screen readers.
 */
const CARD = {
  row: 'max-md:mt-3 max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-lg max-md:border max-md:border-neutral-200 max-md:p-3 md:border-t md:border-neutral-200',
  /** The row of a variant in sizes: its size boxes follow in a row of their own. */
  rowWithSizes: 'max-md:rounded-b-none max-md:border-b-0 max-md:pb-1',
  sizesRow:
    'max-md:block max-md:rounded-b-lg max-md:border max-md:border-t-0 max-md:border-neutral-200 max-md:px-3',
  cell: 'max-md:p-0 md:py-3 md:pe-3',
} as const;

function VariantRow({
  product,
  variant,
  quantities,
  onQuantityChange,
  requestedNow,
  serverErrors,
  buyerStatus,
  buyerState,
}: RowProps) {
  const t = useCatalogText();
  const { locale, errorText } = useStorefront();
  const messageId = useId();
  const lock = variantLock(variant, product, requestedNow, buyerState);
  const sized = hasSizes(variant);
  const quantity = variantQuantity(variant, quantities);
  const serverError = serverErrors[variant.id];
  const feedback = sized
    ? sizedFeedback(variant, quantities).total
    : quantityFeedback(quantity, variant);
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
    <>
      <tr role="row" className={cx('align-top', CARD.row, sized && CARD.rowWithSizes)}>
        <th
          role="rowheader"
          scope="row"
          className={cx('text-start font-medium text-neutral-900 max-md:col-span-2', CARD.cell)}
        >
          <span className="flex items-start gap-3">
            <VariantThumb variant={variant} />
            <span className="min-w-0 break-words">
              {variant.name}
              {variant.sub_variants.length > 0 && (
                <span className="block text-xs font-normal text-neutral-600">
                  {t('catalog.variants.options', {
                    names: variant.sub_variants.map((sub) => sub.name).join(', '),
                  })}
                </span>
              )}
            </span>
          </span>
        </th>
        <td role="cell" className={cx('max-md:order-3 max-md:text-end', CARD.cell)}>
          <span className="max-md:text-xs max-md:text-neutral-600">
            {formatMoney(variant.unit_price_cny, locale)}
          </span>
        </td>
        <td role="cell" className={cx('max-md:order-2', CARD.cell)}>
          <span className="max-md:font-semibold max-md:text-neutral-900">
            {formatMoney(variant.unit_price, locale)}
          </span>
          {(allIn || buyerStatus !== 'none') && (
            <span className="block min-h-4 text-xs text-primary-700">
              {allIn && t('catalog.variants.allIn', { price: formatMoney(allIn, locale) })}
            </span>
          )}
        </td>
        <td role="cell" className={cx('max-md:order-5 max-md:text-end max-md:text-xs', CARD.cell)}>
          {/* The column's header says "Stock" from md on; a card says it with the number. */}
          <span className="md:hidden">
            {t('catalog.variants.sizeStock', { stock: variant.stock })}
          </span>
          <span className="max-md:hidden">{variant.stock}</span>
        </td>
        <td role="cell" className={cx('text-xs text-neutral-700 max-md:order-4', CARD.cell)}>
          {t('catalog.variants.ruleText', {
            minimum: Math.max(1, variant.min_quantity),
            multiple: Math.max(1, variant.multiple),
          })}
        </td>
        <td role="cell" className={cx('max-md:order-6 max-md:col-span-2', CARD.cell)}>
          {sized ? (
            <output
              className="block py-2 font-medium text-neutral-900"
              aria-describedby={message !== undefined || lock ? messageId : undefined}
            >
              {t('catalog.variants.sizedTotal', { quantity })}
            </output>
          ) : (
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
          )}
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
        {/* On a card the state has a line of its own under the name: beside it, a quoted
            variant's note and link squeezed the name to a few letters a line in Thai. */}
        <td role="cell" className="max-md:order-1 max-md:col-span-2 md:py-3">
          {buyerStatus !== 'none' && !requestedNow.has(variant.id) ? (
            <BuyerStateCell status={buyerStatus} state={buyerState} />
          ) : (
            <Badge tone={state === 'quoted' ? 'success' : state ? 'info' : 'neutral'}>
              {t(state ? `catalog.quotation.${state}` : 'catalog.quotation.none')}
            </Badge>
          )}
        </td>
      </tr>
      {sized && (
        <tr role="row" className={cx('align-top', CARD.sizesRow)}>
          <td role="cell" colSpan={7} className="pb-3 max-md:block">
            <SizeInputs
              variant={variant}
              quantities={quantities}
              serverErrors={serverErrors}
              onQuantityChange={onQuantityChange}
              disabled={lock !== null}
            />
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * Every variant with its prices (CNY as listed, and the market currency), stock, minimum and
 * multiple, and a quantity box whose message comes from the domain's quantity rules as the
 * customer types ('Nilai Kelipatan melebihi stok', 'Pembelian melebihi stok', the minimum).
 * A table from `md` on; below, a card per variant (`CARD`).
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
  const header = 'pb-2 pe-3 text-start';
  return (
    <div className="md:overflow-x-auto">
      <table role="table" className="w-full text-sm max-md:block md:min-w-[44rem]">
        <caption className="pb-2 text-start text-neutral-600 max-md:block">
          {t('catalog.variants.caption')}
        </caption>
        <thead role="rowgroup" className="max-md:sr-only">
          <tr role="row" className="text-start text-xs uppercase text-neutral-600">
            <th role="columnheader" scope="col" className={header}>
              {t('catalog.variants.name')}
            </th>
            <th role="columnheader" scope="col" className={header}>
              {t('catalog.variants.priceCny')}
            </th>
            <th role="columnheader" scope="col" className={header}>
              {t('catalog.variants.price', { currency })}
            </th>
            <th role="columnheader" scope="col" className={header}>
              {t('catalog.variants.stock')}
            </th>
            <th role="columnheader" scope="col" className={header}>
              {t('catalog.variants.rules')}
            </th>
            <th role="columnheader" scope="col" className={header}>
              {t('catalog.variants.quantity')}
            </th>
            <th role="columnheader" scope="col" className="pb-2 text-start">
              {t('catalog.variants.status')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:block">
          {product.variants.map((variant) => (
            <VariantRow
              key={variant.id}
              product={product}
              variant={variant}
              quantities={quantities}
              onQuantityChange={onQuantityChange}
              requestedNow={requestedNow}
              serverErrors={serverErrors}
              buyerStatus={buyer.status}
              buyerState={buyer.states.get(variant.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
