import type { OrderStatus } from '@storefront/domain';
import type { BadgeTone } from '@storefront/ui-kit';
import { Badge } from '@storefront/ui-kit';
import { FormattedMessage } from 'react-intl';

/** Where an order needs a hand is warm, where it rests is cool; the text carries the meaning. */
const TONES: Readonly<Record<OrderStatus, BadgeTone>> = {
  calculating: 'info',
  waiting_payment: 'warning',
  adjustment: 'warning',
  in_process: 'primary',
  shipping: 'info',
  delivered: 'success',
  completed: 'neutral',
  returning: 'danger',
  partially_refunded: 'info',
  refunded: 'neutral',
  canceled: 'neutral',
};

export function OrderStatusBadge({ status }: { readonly status: OrderStatus }) {
  return (
    <Badge tone={TONES[status]}>
      <FormattedMessage id={`backoffice.orders.status.${status}`} />
    </Badge>
  );
}
