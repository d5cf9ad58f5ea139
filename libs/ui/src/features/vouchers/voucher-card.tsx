import { isApiError, messageFor, useClaimVoucherMutation } from '@storefront/api';
import { BASIS_POINTS_PER_WHOLE, formatMoney } from '@storefront/domain';
import type { Locale } from '@storefront/domain';
import { Badge, Button } from '@storefront/ui-kit';
import type { BadgeTone } from '@storefront/ui-kit';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { enqueueToast } from '../../shared/notify';
import { useLanguage, useLocale } from '../../shared/routing/use-locale';
import type { VouchersMessageId } from './i18n/en-US';
import { voucherStatus } from './voucher-status';
import type { OfferedVoucher, VoucherStatus } from './voucher-status';

const STATUS_BADGES: Record<
  Exclude<VoucherStatus, 'claimable'>,
  { readonly id: VouchersMessageId; readonly tone: BadgeTone }
> = {
  claimed: { id: 'vouchers.status.claimed', tone: 'success' },
  used: { id: 'vouchers.status.used', tone: 'neutral' },
  expired: { id: 'vouchers.status.expired', tone: 'danger' },
  not_started: { id: 'vouchers.status.notStarted', tone: 'info' },
  exhausted: { id: 'vouchers.status.exhausted', tone: 'warning' },
};

/** "Rp 150.000 off", "5% off, up to Rp 300.000". */
function discountText(voucher: OfferedVoucher, intl: IntlShape, locale: Locale): string {
  const { discount } = voucher;
  if (discount.kind === 'fixed') {
    return intl.formatMessage(
      { id: 'vouchers.discount.fixed' },
      { amount: formatMoney(discount.amount, locale) },
    );
  }
  const percent = intl.formatNumber(discount.bps / BASIS_POINTS_PER_WHOLE, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return discount.cap
    ? intl.formatMessage(
        { id: 'vouchers.discount.percentCapped' },
        { percent, cap: formatMoney(discount.cap, locale) },
      )
    : intl.formatMessage({ id: 'vouchers.discount.percent' }, { percent });
}

/**
 * One voucher: what it takes off, its conditions and dates, how many are left, whether it
 * combines with others, and the claim button while the domain's canClaim allows it.
 */
export function VoucherCard({
  voucher,
  now,
}: {
  readonly voucher: OfferedVoucher;
  readonly now: Date;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  const titleId = useId();
  const [claim, { isLoading }] = useClaimVoucherMutation();
  const status = voucherStatus(voucher, now);
  const badge = status === 'claimable' ? undefined : STATUS_BADGES[status];
  const dateTime = (value: string) =>
    intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  const onClaim = async () => {
    const result = await claim({ body: { voucher_id: voucher.id } });
    if (result.error) {
      const message = isApiError(result.error)
        ? result.error.message
        : messageFor('generic_retry', language);
      enqueueToast(message, { variant: 'error' });
    } else {
      enqueueToast(intl.formatMessage({ id: 'vouchers.claim.done' }, { title: voucher.title }), {
        variant: 'success',
      });
    }
  };

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col gap-3 rounded-lg border border-neutral-200 border-s-4 border-s-secondary-500 bg-white p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="text-base font-semibold text-neutral-900">
            {voucher.title}
          </h2>
          {badge && (
            <Badge tone={badge.tone}>
              <FormattedMessage id={badge.id} />
            </Badge>
          )}
        </div>
        <p className="text-lg font-bold text-secondary-700">
          {discountText(voucher, intl, locale)}
        </p>
        <ul className="flex flex-col gap-1 text-sm text-neutral-700">
          <li>
            {voucher.min_spend ? (
              <FormattedMessage
                id="vouchers.minSpend"
                values={{ amount: formatMoney(voucher.min_spend, locale) }}
              />
            ) : (
              <FormattedMessage id="vouchers.noMinSpend" />
            )}
          </li>
          <li>
            {status === 'not_started' ? (
              <FormattedMessage
                id="vouchers.validFrom"
                values={{ date: dateTime(voucher.valid_from) }}
              />
            ) : (
              <FormattedMessage
                id="vouchers.validUntil"
                values={{ date: dateTime(voucher.valid_until) }}
              />
            )}
          </li>
          <li>
            <FormattedMessage
              id={voucher.stackable ? 'vouchers.stackable' : 'vouchers.notStackable'}
            />
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          {/* Remaining matters only to someone who could still claim it. */}
          {!voucher.is_claimed && !voucher.is_used && (
            <p className="text-sm font-medium text-neutral-800">
              <FormattedMessage id="vouchers.remaining" values={{ count: voucher.remaining }} />
            </p>
          )}
          {status === 'claimable' && (
            <Button
              className="ms-auto"
              loading={isLoading}
              aria-label={intl.formatMessage(
                { id: 'vouchers.action.claimOf' },
                { title: voucher.title },
              )}
              onClick={() => void onClaim()}
            >
              <FormattedMessage id="vouchers.action.claim" />
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
