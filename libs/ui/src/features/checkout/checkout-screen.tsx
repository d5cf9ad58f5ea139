import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  isApiError,
  messageFor,
  useCreateCheckoutMutation,
  useGetCartQuery,
  useListAddressesQuery,
  useListCouriersQuery,
} from '@storefront/api';
import { createCheckout } from '@storefront/contract';
import {
  addMoney,
  checkMinimumOrder,
  FIELD_ERRORS,
  FIELD_LIMITS,
  formatMoney,
  notesSchema,
  sumMoney,
} from '@storefront/domain';
import {
  Button,
  buttonClassName,
  Card,
  EmptyState,
  PageHeading,
  TextAreaField,
} from '@storefront/ui-kit';
import { fieldText } from '@storefront/ui-support';
import { useLayoutEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  enqueueToast,
  ROUTE_PATHS,
  useLanguage,
  useLocale,
  useLocalePath,
  useMarket,
} from '../../shared';
import { ScreenQueryFeedback } from '../../shared/screen-feedback';
import { AddressSection } from './address-section';
import {
  findCourier,
  ITEMS_PARAM,
  minimumOrderLines,
  parcelWeightGrams,
  parseItemIds,
  selectCheckoutItems,
  shippingGroups,
} from './checkout-lines';
import { CourierSection } from './courier-section';
import { MinimumOrderAlert } from './minimum-order-alert';
import { PaymentMethodSection } from './payment-method-section';
import { ShippingEstimate } from './shipping-estimate';

const checkoutFormSchema = z.object({
  address_id: createCheckout.body.shape.address_id,
  courier: z.string({ error: FIELD_ERRORS.required }).min(1, { error: FIELD_ERRORS.required }),
  payment_method: createCheckout.body.shape.payment_method,
  notes: notesSchema,
});
type CheckoutForm = z.output<typeof checkoutFormSchema>;

/** Gateway field paths of the checkout body → the form's fields. */
const SERVER_FIELDS: Readonly<Record<string, keyof CheckoutForm>> = {
  address_id: 'address_id',
  'courier.code': 'courier',
  'courier.service': 'courier',
  courier: 'courier',
  payment_method: 'payment_method',
  notes: 'notes',
};

/** What the gateway answers when the address itself cannot be delivered to. */
const ADDRESS_REFUSALS: ReadonlySet<string> = new Set(['address_out_of_range', 'address_invalid']);

/**
 * Checkout of the products chosen in the cart: where they go (address book), the domestic
 * courier, how each shipping type travels and when it should arrive, the payment method among
 * those the market enables, a note, and the market's minimum per product, checked before the
 * order can be placed.
 */
export default function CheckoutScreen() {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  const localePath = useLocalePath();
  const market = useMarket();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const cart = useGetCartQuery();
  const addresses = useListAddressesQuery();
  const [placeOrder, placing] = useCreateCheckoutMutation();

  const itemsParam = searchParams.get(ITEMS_PARAM);
  const items = useMemo(
    () => selectCheckoutItems(cart.data?.items ?? [], parseItemIds(itemsParam)),
    [cart.data, itemsParam],
  );
  const weight = parcelWeightGrams(items);
  const minimum = checkMinimumOrder(minimumOrderLines(items), market);

  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      address_id: '',
      courier: '',
      payment_method: market.paymentMethods[0],
      notes: '',
    },
  });
  const addressId = form.watch('address_id');
  const courierValue = form.watch('courier');
  const notes = form.watch('notes');
  const couriers = useListCouriersQuery(
    addressId !== '' && weight > 0 ? { query: { id: addressId, weight } } : skipToken,
  );
  const courier = findCourier(couriers.data ?? [], courierValue);
  // The gateway judges the chosen address again when pricing it: outside the shipping range or no
  // longer valid, the reason belongs to the address, where another one is chosen, not to a
  // courier list that a retry would not fix.
  const addressRefusal = ADDRESS_REFUSALS.has(couriers.error?.code ?? '')
    ? couriers.error?.message
    : undefined;

  // The main address is preselected, else the first one that is complete; once the form is on
  // screen, so that its field exists to take the value, and before it is painted: an effect after
  // paint would show no address chosen and let the customer pick one meanwhile.
  const formShown = items.length > 0;
  useLayoutEffect(() => {
    if (!formShown || !addresses.data || form.getValues('address_id') !== '') return;
    const complete = addresses.data.filter((address) => address.is_complete);
    const preferred = complete.find((address) => address.is_main) ?? complete[0];
    if (preferred) form.setValue('address_id', preferred.id);
  }, [addresses.data, form, formShown]);

  async function submit(values: CheckoutForm) {
    const chosen = findCourier(couriers.data ?? [], values.courier);
    if (!chosen) {
      form.setError('courier', { message: FIELD_ERRORS.required });
      return;
    }
    try {
      const group = await placeOrder({
        body: {
          cart_item_ids: items.map((item) => item.id),
          address_id: values.address_id,
          courier: { code: chosen.code, service: chosen.service },
          payment_method: values.payment_method,
          notes: values.notes,
        },
      }).unwrap();
      enqueueToast(intl.formatMessage({ id: 'checkout.placed' }), { variant: 'success' });
      void navigate(localePath(`checkout/${encodeURIComponent(group.group_number)}`));
    } catch (error) {
      const failure = isApiError(error) ? error : null;
      // An area taken out of range since the couriers were listed: ask again, so the address
      // shows why.
      if (ADDRESS_REFUSALS.has(failure?.code ?? '')) void couriers.refetch();
      for (const [path, id] of Object.entries(failure?.fields ?? {})) {
        const field = SERVER_FIELDS[path];
        if (field) form.setError(field, { message: id });
      }
      enqueueToast(failure?.message ?? messageFor('generic_retry', language), {
        variant: 'error',
      });
    }
  }

  const heading = <PageHeading title={<FormattedMessage id="checkout.title" />} />;

  if (cart.isLoading || (cart.error && !cart.data)) {
    return (
      <>
        {heading}
        <ScreenQueryFeedback
          query={cart}
          loading={intl.formatMessage({ id: 'checkout.loading' })}
          retry={<FormattedMessage id="checkout.action.retry" />}
        />
      </>
    );
  }

  if (items.length === 0 || !cart.data) {
    return (
      <>
        {heading}
        <EmptyState
          title={<FormattedMessage id="checkout.empty.title" />}
          description={<FormattedMessage id="checkout.empty.description" />}
          action={
            <Link to={localePath(ROUTE_PATHS.cart)} className={buttonClassName()}>
              <FormattedMessage id="checkout.empty.action" />
            </Link>
          }
        />
      </>
    );
  }

  const currency = cart.data.subtotal.currency;
  const subtotal = sumMoney(
    items.map((item) => item.subtotal),
    currency,
  );
  const { errors } = form.formState;

  return (
    <>
      {heading}
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="grid gap-4 lg:grid-cols-[1fr_22rem]"
      >
        <div className="flex flex-col gap-4">
          <Controller
            control={form.control}
            name="address_id"
            render={({ field }) => (
              <AddressSection
                addresses={addresses.data}
                isLoading={addresses.isLoading}
                errorMessage={addresses.error?.message}
                onRetry={() => void addresses.refetch()}
                value={field.value}
                onChange={(id) => {
                  field.onChange(id);
                  form.setValue('courier', '');
                }}
                error={fieldText(errors.address_id?.message, language) ?? addressRefusal}
                returnTo={`${location.pathname}${location.search}`}
              />
            )}
          />
          <Controller
            control={form.control}
            name="courier"
            render={({ field }) => (
              <CourierSection
                locale={locale}
                hasAddress={addressId !== ''}
                couriers={couriers.data}
                isLoading={couriers.isFetching && !couriers.data}
                errorMessage={addressRefusal ? undefined : couriers.error?.message}
                onRetry={() => void couriers.refetch()}
                value={field.value}
                onChange={field.onChange}
                error={fieldText(errors.courier?.message, language)}
              />
            )}
          />
          <Card title={<FormattedMessage id="checkout.shipping.title" />}>
            <ul className="flex flex-col gap-3">
              {shippingGroups(items).map((group) => (
                <li key={group.type} className="flex flex-col">
                  <span className="font-medium text-neutral-900">
                    <FormattedMessage id={`checkout.shippingType.${group.type}`} />{' '}
                    <span className="text-sm font-normal text-neutral-600">
                      <FormattedMessage
                        id="checkout.shipping.variants"
                        values={{ count: group.variantCount }}
                      />
                    </span>
                  </span>
                  <span className="text-sm text-neutral-700">
                    <ShippingEstimate type={group.type} from={now} />
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <Controller
            control={form.control}
            name="payment_method"
            render={({ field }) => (
              <PaymentMethodSection
                market={market}
                value={field.value}
                onChange={field.onChange}
                error={fieldText(errors.payment_method?.message, language)}
              />
            )}
          />
          <Card title={<FormattedMessage id="checkout.notes.title" />}>
            <TextAreaField
              label={<FormattedMessage id="checkout.notes.label" />}
              maxLength={FIELD_LIMITS.notesMax}
              hint={
                <FormattedMessage
                  id="checkout.notes.count"
                  values={{ count: notes.length, max: FIELD_LIMITS.notesMax }}
                />
              }
              error={fieldText(errors.notes?.message, language, { max: FIELD_LIMITS.notesMax })}
              {...form.register('notes')}
            />
          </Card>
        </div>
        <Card title={<FormattedMessage id="checkout.summary.title" />} className="self-start">
          <ul className="flex flex-col gap-1 text-sm">
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-2">
                <span>{item.product.title}</span>
                <span>{formatMoney(item.subtotal, locale)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 flex flex-col gap-1 border-t border-neutral-200 pt-3 text-sm">
            <div className="flex justify-between gap-2">
              <dt>
                <FormattedMessage id="checkout.summary.subtotal" />
              </dt>
              <dd>{formatMoney(subtotal, locale)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt>
                <FormattedMessage id="checkout.summary.shipping" />
              </dt>
              <dd>
                {courier ? (
                  formatMoney(courier.fee, locale)
                ) : (
                  <FormattedMessage id="checkout.summary.shippingPending" />
                )}
              </dd>
            </div>
            <div className="flex justify-between gap-2 font-semibold">
              <dt>
                <FormattedMessage id="checkout.summary.total" />
              </dt>
              <dd>{formatMoney(courier ? addMoney(subtotal, courier.fee) : subtotal, locale)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-neutral-600">
            <FormattedMessage id="checkout.summary.vouchersLater" />
          </p>
          {!minimum.ok && (
            <div className="mt-3">
              <MinimumOrderAlert locale={locale} items={items} shortfalls={minimum.shortfalls} />
            </div>
          )}
          <Button
            type="submit"
            className="mt-4"
            fullWidth
            loading={placing.isLoading}
            disabled={!minimum.ok}
          >
            <FormattedMessage id="checkout.submit" />
          </Button>
        </Card>
      </form>
    </>
  );
}
