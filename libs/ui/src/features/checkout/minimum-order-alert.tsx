import { messageFor } from '@storefront/api';
import type { Locale, MinimumShortfall } from '@storefront/domain';
import { formatMoney } from '@storefront/domain';
import { Alert } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../shared';
import type { CartItem } from './checkout-types';

export interface MinimumOrderAlertProps {
  readonly locale: Locale;
  readonly items: readonly CartItem[];
  readonly shortfalls: readonly MinimumShortfall[];
}

/**
 * "Ada produk yang belum mencapai Minimum harga atau kuantiti", naming each product that falls
 * short and by how much (domain checkMinimumOrder), so the customer knows what to add.
 */
export function MinimumOrderAlert({ locale, items, shortfalls }: MinimumOrderAlertProps) {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <Alert tone="error" title={messageFor('minimum_not_met', language)}>
      <ul className="list-disc ps-5">
        {shortfalls.map((shortfall) => {
          const title =
            items.find((item) => item.id === shortfall.productId)?.product.title ??
            shortfall.productId;
          return (
            <li key={shortfall.productId}>
              {title}:{' '}
              {[
                shortfall.subtotalMissing && shortfall.minimumSubtotal
                  ? intl.formatMessage(
                      { id: 'checkout.minimum.price' },
                      {
                        missing: formatMoney(shortfall.subtotalMissing, locale),
                        minimum: formatMoney(shortfall.minimumSubtotal, locale),
                      },
                    )
                  : null,
                shortfall.quantityMissing !== null
                  ? intl.formatMessage(
                      { id: 'checkout.minimum.quantity' },
                      { count: shortfall.quantityMissing },
                    )
                  : null,
              ]
                .filter((part) => part !== null)
                .join(' · ')}
            </li>
          );
        })}
      </ul>
      <p className="mt-1">
        <FormattedMessage id="checkout.minimum.hint" />
      </p>
    </Alert>
  );
}
