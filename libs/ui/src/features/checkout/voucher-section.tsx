import {
  isApiError,
  messageFor,
  useListUsableVouchersQuery,
  useUseVouchersMutation,
} from '@storefront/api';
import type { Locale } from '@storefront/domain';
import { checkVoucherStacking, formatMoney } from '@storefront/domain';
import { Alert, Card, CheckboxField } from '@storefront/ui-kit';
import { QueryFeedback } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueToast, useLanguage } from '../../shared';
import type { CheckoutGroup, VoucherOffer } from './checkout-types';

export interface VoucherSectionProps {
  readonly locale: Locale;
  readonly group: CheckoutGroup;
}

/**
 * The customer's claimed vouchers for this order group. Ticking one sends the whole new set;
 * a set the domain refuses (a non-stackable voucher with another: its title is named) is never
 * sent, and the gateway's own refusal is shown the same way.
 */
export function VoucherSection({ locale, group }: VoucherSectionProps) {
  const intl = useIntl();
  const language = useLanguage();
  const offers = useListUsableVouchersQuery({ params: { groupNumber: group.group_number } });
  const [applyVouchers, applying] = useUseVouchersMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const appliedIds = group.vouchers.map((voucher) => voucher.id);

  function describe(offer: VoucherOffer): string {
    const { discount } = offer.voucher;
    return discount.kind === 'fixed'
      ? intl.formatMessage(
          { id: 'checkout.voucher.fixed' },
          { amount: formatMoney(discount.amount, locale) },
        )
      : intl.formatMessage(
          { id: discount.cap ? 'checkout.voucher.percentCapped' : 'checkout.voucher.percent' },
          {
            percent: intl.formatNumber(discount.bps / 10_000, {
              style: 'percent',
              maximumFractionDigits: 2,
            }),
            cap: discount.cap ? formatMoney(discount.cap, locale) : '',
          },
        );
  }

  async function toggle(offer: VoucherOffer, checked: boolean) {
    setProblem(null);
    const id = offer.voucher.id;
    // Vouchers already in place come first: the domain names the first blocker in this order.
    const nextIds = checked ? [...appliedIds, id] : appliedIds.filter((applied) => applied !== id);
    const chosen = nextIds.map((voucherId) => {
      const known = offers.data?.find((candidate) => candidate.voucher.id === voucherId)?.voucher;
      const title = group.vouchers.find((applied) => applied.id === voucherId)?.title ?? voucherId;
      // An applied voucher missing from the offers is judged by the gateway alone.
      return known ?? { title, stackable: true };
    });
    const stacking = checkVoucherStacking(chosen);
    if (!stacking.ok) {
      setProblem(messageFor(stacking.code, language, stacking.params));
      return;
    }
    try {
      await applyVouchers({
        body: { group_number: group.group_number, voucher_ids: nextIds },
      }).unwrap();
      enqueueToast(
        intl.formatMessage({
          id: checked ? 'checkout.voucher.applied' : 'checkout.voucher.removed',
        }),
        { variant: 'success' },
      );
    } catch (error) {
      setProblem(isApiError(error) ? error.message : messageFor('generic_retry', language));
    }
  }

  return (
    <Card title={<FormattedMessage id="checkout.voucher.title" />}>
      <QueryFeedback
        loading={offers.isLoading}
        error={offers.error?.message}
        onRetry={() => void offers.refetch()}
        texts={{
          loading: intl.formatMessage({ id: 'checkout.voucher.loading' }),
          retry: <FormattedMessage id="checkout.action.retry" />,
        }}
      />
      {offers.data && offers.data.length === 0 && (
        <p className="text-sm text-neutral-700">
          <FormattedMessage id="checkout.voucher.none" />
        </p>
      )}
      {offers.data && offers.data.length > 0 && (
        <fieldset className="flex flex-col gap-3" disabled={applying.isLoading}>
          <legend className="sr-only">
            <FormattedMessage id="checkout.voucher.title" />
          </legend>
          {offers.data.map((offer) => {
            const applied = appliedIds.includes(offer.voucher.id);
            const reason =
              !offer.usable && offer.reason
                ? messageFor(offer.reason, language, { title: offer.voucher.title })
                : null;
            return (
              <CheckboxField
                key={offer.voucher.id}
                label={<span className="font-medium">{offer.voucher.title}</span>}
                checked={applied}
                disabled={!applied && !offer.usable}
                onChange={(event) => void toggle(offer, event.target.checked)}
                hint={
                  <>
                    {describe(offer)}
                    {' · '}
                    <FormattedMessage
                      id="checkout.voucher.validUntil"
                      values={{
                        date: intl.formatDate(offer.voucher.valid_until, { dateStyle: 'medium' }),
                      }}
                    />
                    {!offer.voucher.stackable && (
                      <>
                        {' · '}
                        <FormattedMessage id="checkout.voucher.notStackable" />
                      </>
                    )}
                  </>
                }
                error={reason ?? undefined}
              />
            );
          })}
        </fieldset>
      )}
      {problem && (
        <div className="mt-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
    </Card>
  );
}
