import type { OrderStatus, PaymentStatus } from '@storefront/domain';
import type { BadgeTone } from '@storefront/ui-kit';
import { Badge } from '@storefront/ui-kit';
import { FormattedMessage } from 'react-intl';

// The tone only supports the text; the label carries the meaning.
const STATUS_TONES: Readonly<Record<OrderStatus, BadgeTone>> = {
  calculating: 'info',
  waiting_payment: 'warning',
  adjustment: 'warning',
  in_process: 'info',
  shipping: 'info',
  delivered: 'primary',
  completed: 'success',
  returning: 'secondary',
  partially_refunded: 'secondary',
  refunded: 'secondary',
  canceled: 'neutral',
};

export function OrderStatusBadge({ status }: { readonly status: OrderStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]}>
      <FormattedMessage id={`orders.status.${status}`} />
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { readonly status: PaymentStatus }) {
  return (
    <Badge tone={status === 'paid' ? 'success' : 'warning'}>
      <FormattedMessage id={`orders.payment.${status}`} />
    </Badge>
  );
}
