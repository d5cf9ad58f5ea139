import type { ShippingType } from '@storefront/domain';
import { estimateArrival, SHIPPING_ETAS } from '@storefront/domain';
import { FormattedMessage, useIntl } from 'react-intl';

const DAYS_PER_WEEK = 7;

export interface ShippingEstimateProps {
  readonly type: ShippingType;
  /** When the goods would leave China (today at checkout). */
  readonly from: Date;
}

/**
 * The transit time of a shipping type (domain SHIPPING_ETAS) and the arrival window it gives
 * (estimateArrival); local custom shipping has none and is arranged with the sales contact.
 */
export function ShippingEstimate({ type, from }: ShippingEstimateProps) {
  const intl = useIntl();
  const eta = SHIPPING_ETAS[type];
  const arrival = estimateArrival(type, from);
  if (eta === null || arrival === null) {
    return <FormattedMessage id="checkout.eta.arranged" />;
  }
  const weeks = (days: number) =>
    intl.formatNumber(days / DAYS_PER_WEEK, { maximumFractionDigits: 1 });
  return (
    <FormattedMessage
      id="checkout.eta.range"
      values={{
        min: weeks(eta.minDays),
        max: weeks(eta.maxDays),
        earliest: intl.formatDate(arrival.earliest, { dateStyle: 'medium' }),
        latest: intl.formatDate(arrival.latest, { dateStyle: 'medium' }),
      }}
    />
  );
}
