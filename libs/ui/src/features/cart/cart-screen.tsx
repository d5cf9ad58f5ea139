import { cartApi, messageFor, useGetCartQuery } from '@storefront/api';
import { formatMoney, isGuest, landedCost, LEVEL_BENEFITS } from '@storefront/domain';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  CheckboxField,
  EmptyState,
  PageHeading,
} from '@storefront/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import {
  quantitiesMeetRules,
  ROUTE_PATHS,
  useLanguage,
  useLocale,
  useLocalePath,
  useSession,
} from '../../shared';
import { quoteParts, TotalBreakdownDisclosure } from '../../shared/quote-breakdown';
import type { RouteQueryArgs } from '../../shared';
import { ScreenQueryFeedback } from '../../shared/screen-feedback';
import { CartItemCard } from './cart-item-card';
import type { CartItem } from './cart-types';
import { LogoCustomisationDialog } from './logo-customisation-dialog';
import type { Removal } from './remove-dialog';
import { RemoveDialog } from './remove-dialog';
import { useCartSync } from './use-cart-sync';

/** The checkout screen (features/checkout); features link by path, never by import. */
const CHECKOUT_PATH = 'checkout';

/**
 * The cart: quoted products only (the gateway refuses unquoted variants), quantities under the
 * domain's rules, removal of a product or a variant, logo customisation, a refresh of price and
 * stock from the marketplaces, and the products to check out.
 */
/** The cart, with the hook's own (no) arguments: awaited by the server (decision 307). */
export const routeQueries = ({ dispatch }: RouteQueryArgs) => [
  dispatch(cartApi.endpoints.getCart.initiate()),
];

export default function CartScreen() {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { identity } = useSession();
  const cart = useGetCartQuery();
  const { sync, removedIds, start } = useCartSync(() => void cart.refetch());
  const salesContact = isGuest(identity) ? null : identity.nama_sales;
  // The gateway refuses logos below the level that has them; the button is not offered there.
  const logoAllowed = !isGuest(identity) && LEVEL_BENEFITS[identity.level].logoAddition;
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [logoItem, setLogoItem] = useState<CartItem | null>(null);
  // Variants whose quantity box holds something the cart cannot take ("cartItemId/variantId").
  const [invalidDrafts, setInvalidDrafts] = useState<ReadonlySet<string>>(new Set());
  const setDraftValidity = useCallback((key: string, valid: boolean) => {
    setInvalidDrafts((current) => {
      if (current.has(key) !== valid) return current;
      const next = new Set(current);
      if (valid) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const items = useMemo(() => cart.data?.items ?? [], [cart.data]);
  const isRemoved = (item: CartItem) => item.product.removed_by_supplier || removedIds.has(item.id);
  const selectable = items.filter((item) => !isRemoved(item));
  const selected = selectable.filter((item) => !excluded.has(item.id));
  const blocked = selected.filter(
    (item) =>
      !quantitiesMeetRules(item) ||
      item.variants.some((variant) => invalidDrafts.has(`${item.id}/${variant.variant_id}`)),
  );
  const currency = cart.data?.subtotal.currency;
  // The domain's landed cost of the products chosen for checkout: the total and its parts.
  const selectedCost = currency
    ? landedCost(
        selected.map((item) =>
          item.variants.map((variant) => ({
            quantity: variant.quantity,
            parts: quoteParts(variant.parts),
            shippingType: variant.shipping_type,
          })),
        ),
        currency,
      ).total
    : null;

  function toggle(id: string, include: boolean) {
    setExcluded((current) => {
      const next = new Set(current);
      if (include) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function checkout() {
    const ids = selected.map((item) => item.id).join(',');
    void navigate(`${localePath(CHECKOUT_PATH)}?items=${encodeURIComponent(ids)}`);
  }

  const heading = (
    <PageHeading
      title={<FormattedMessage id="cart.title" />}
      description={<FormattedMessage id="cart.description" />}
      actions={
        items.length > 0 && (
          <Button
            variant="secondary"
            loading={sync.status === 'running'}
            onClick={() => void start()}
          >
            <FormattedMessage id="cart.sync.action" />
          </Button>
        )
      }
    />
  );

  if (cart.isLoading || (cart.error && !cart.data)) {
    return (
      <>
        {heading}
        <ScreenQueryFeedback
          query={cart}
          loading={intl.formatMessage({ id: 'cart.loading' })}
          retry={<FormattedMessage id="cart.action.retry" />}
        />
      </>
    );
  }

  if (items.length === 0) {
    return (
      <>
        {heading}
        <EmptyState
          title={<FormattedMessage id="cart.empty.title" />}
          description={<FormattedMessage id="cart.empty.description" />}
          action={
            <Link to={localePath(ROUTE_PATHS.inquiries)} className={buttonClassName()}>
              <FormattedMessage id="cart.empty.action" />
            </Link>
          }
        />
      </>
    );
  }

  return (
    <>
      {heading}
      <div className="flex flex-col gap-4">
        {sync.status === 'done' && (
          <Alert tone="success">
            <FormattedMessage id="cart.sync.done" values={{ count: sync.outcome.changedCount }} />
          </Alert>
        )}
        {sync.status === 'failed' && (
          <Alert tone="error" title={messageFor('sync_failed', language)}>
            {sync.error && sync.error.code !== 'sync_failed' && <p>{sync.error.message}</p>}
            {sync.outcome && (
              <ul className="list-disc ps-5">
                {sync.outcome.failures.map((failure) => (
                  <li key={failure.cartItemId}>
                    {items.find((item) => item.id === failure.cartItemId)?.product.title ??
                      failure.cartItemId}
                    : {messageFor(failure.code, language)}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
          <div className="flex flex-col gap-3">
            <CheckboxField
              label={<FormattedMessage id="cart.selectAll" />}
              checked={selectable.length > 0 && selected.length === selectable.length}
              disabled={selectable.length === 0}
              onChange={(event) =>
                setExcluded(
                  event.target.checked ? new Set() : new Set(selectable.map((item) => item.id)),
                )
              }
            />
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <CartItemCard
                  key={item.id}
                  item={item}
                  removed={isRemoved(item)}
                  selected={!excluded.has(item.id)}
                  salesContact={salesContact}
                  onToggle={(include) => toggle(item.id, include)}
                  onRemoveItem={() => setRemoval({ kind: 'item', item })}
                  onRemoveVariant={(variant) => setRemoval({ kind: 'variant', item, variant })}
                  onCustomiseLogo={logoAllowed ? () => setLogoItem(item) : undefined}
                  onValidityChange={(variantId, valid) =>
                    setDraftValidity(`${item.id}/${variantId}`, valid)
                  }
                />
              ))}
            </ul>
          </div>
          <Card title={<FormattedMessage id="cart.summary.title" />} className="self-start">
            <dl className="flex flex-col gap-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt>
                  <FormattedMessage id="cart.summary.selected" />
                </dt>
                <dd>
                  <FormattedMessage
                    id="cart.summary.selectedCount"
                    values={{ count: selected.length }}
                  />
                </dd>
              </div>
              <div className="flex justify-between gap-2 font-semibold">
                <dt>
                  <FormattedMessage id="cart.summary.subtotal" />
                </dt>
                <dd>{selectedCost && formatMoney(selectedCost.allIn, locale)}</dd>
              </div>
            </dl>
            {selectedCost && selected.length > 0 && (
              <TotalBreakdownDisclosure
                caption={intl.formatMessage({ id: 'cart.summary.title' })}
                total={selectedCost}
              />
            )}
            {blocked.length > 0 && (
              <p className="mt-3 text-sm text-danger-700">
                <FormattedMessage id="cart.summary.fixQuantities" />
              </p>
            )}
            <Button
              className="mt-4"
              fullWidth
              disabled={selected.length === 0 || blocked.length > 0}
              onClick={checkout}
            >
              <FormattedMessage id="cart.summary.checkout" />
            </Button>
          </Card>
        </div>
      </div>
      {removal && <RemoveDialog removal={removal} onClose={() => setRemoval(null)} />}
      {logoItem && <LogoCustomisationDialog item={logoItem} onClose={() => setLogoItem(null)} />}
    </>
  );
}
