import type { PaymentMethod } from '@storefront/domain';
import { formatMoney } from '@storefront/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../shared';
import type { OrderDetail } from './order-types';

type RefundTransfer = NonNullable<OrderDetail['refund']>['transfers'][number];

/** The words for where a provider refund goes: back to the card, e-wallet or account paid from. */
function sourceOf(method: PaymentMethod): 'card' | 'ewallet' | 'other' {
  if (method === 'credit_card' || method === 'installment') return 'card';
  return method === 'ewallet' ? 'ewallet' : 'other';
}

/**
 * One sum sent back for an approved refund (decision 282): "Refund of Rp … sent to BCA ••••1234
 * on …", on its way, or not gone through (staff send it again). Money and dates as the rest of
 * the order screen writes them.
 */
export function RefundTransferLine({ transfer }: { readonly transfer: RefundTransfer }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <p className={transfer.status === 'failed' ? 'text-danger-700' : undefined}>
      <FormattedMessage
        id={`orders.refund.transfer.${transfer.kind}.${transfer.status}`}
        values={{
          amount: formatMoney(transfer.amount, locale),
          bank: transfer.bank_name ?? '',
          last4: transfer.account_last4 ?? '',
          method: sourceOf(transfer.method),
          date: transfer.settled_at
            ? intl.formatDate(transfer.settled_at, { dateStyle: 'medium', timeStyle: 'short' })
            : '',
        }}
      />
    </p>
  );
}
