import type { Locale } from '@storefront/domain';
import { formatMoney } from '@storefront/domain';
import { FormattedMessage } from 'react-intl';
import type { CheckoutGroup } from './checkout-types';

/** What the group costs: goods, domestic shipping, voucher discounts and the total to pay. */
export function GroupTotals({
  locale,
  group,
}: {
  readonly locale: Locale;
  readonly group: CheckoutGroup;
}) {
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <div className="flex justify-between gap-2">
        <dt>
          <FormattedMessage id="checkout.summary.subtotal" />
        </dt>
        <dd>{formatMoney(group.subtotal, locale)}</dd>
      </div>
      <div className="flex justify-between gap-2">
        <dt>
          <FormattedMessage id="checkout.summary.shipping" />
        </dt>
        <dd>{formatMoney(group.shipping_fee, locale)}</dd>
      </div>
      {group.vouchers.map((voucher) => (
        <div key={voucher.id} className="flex justify-between gap-2 text-primary-800">
          <dt>
            <FormattedMessage id="checkout.summary.voucher" values={{ title: voucher.title }} />
          </dt>
          <dd>−{formatMoney(voucher.discount, locale)}</dd>
        </div>
      ))}
      {group.discount.amount > 0 && (
        <div className="flex justify-between gap-2">
          <dt>
            <FormattedMessage id="checkout.summary.discount" />
          </dt>
          <dd>−{formatMoney(group.discount, locale)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-2 border-t border-neutral-200 pt-2 font-semibold">
        <dt>
          <FormattedMessage id="checkout.summary.total" />
        </dt>
        <dd>{formatMoney(group.total, locale)}</dd>
      </div>
    </dl>
  );
}
