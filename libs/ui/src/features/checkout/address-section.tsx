import type { EndpointResponse, listAddresses } from '@storefront/contract';
import { buttonClassName, Card, RadioGroup } from '@storefront/ui-kit';
import { QueryFeedback } from '@storefront/ui-support';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { addressLine, ROUTE_PATHS, useLocalePath } from '../../shared';

type Address = EndpointResponse<typeof listAddresses>[number];

/** The address book's form for a new address (features/account); linked by path. */
export const NEW_ADDRESS_PATH = `${ROUTE_PATHS.addresses}/new`;

export interface AddressSectionProps {
  readonly addresses: readonly Address[] | undefined;
  readonly isLoading: boolean;
  readonly errorMessage: string | undefined;
  readonly onRetry: () => void;
  readonly value: string;
  readonly onChange: (addressId: string) => void;
  readonly error: string | undefined;
  /** Where the address form sends the customer back to (this checkout). */
  readonly returnTo: string;
}

/** Where the order goes: one of the address book's complete addresses, or a new one. */
export function AddressSection({
  addresses,
  isLoading,
  errorMessage,
  onRetry,
  value,
  onChange,
  error,
  returnTo,
}: AddressSectionProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const addLink = `${localePath(NEW_ADDRESS_PATH)}?next=${encodeURIComponent(returnTo)}`;
  return (
    <Card
      title={<FormattedMessage id="checkout.address.title" />}
      actions={
        <Link to={addLink} className={buttonClassName('ghost', 'sm')}>
          <FormattedMessage id="checkout.address.add" />
        </Link>
      }
    >
      <QueryFeedback
        loading={isLoading}
        error={errorMessage}
        onRetry={onRetry}
        texts={{
          loading: intl.formatMessage({ id: 'checkout.address.loading' }),
          retry: <FormattedMessage id="checkout.action.retry" />,
        }}
      />
      {addresses && addresses.length === 0 && (
        <p className="text-sm text-neutral-700">
          <FormattedMessage id="checkout.address.none" />
        </p>
      )}
      {addresses && addresses.length > 0 && (
        <RadioGroup
          legend={<FormattedMessage id="checkout.address.legend" />}
          name="address_id"
          required
          value={value || undefined}
          onChange={onChange}
          error={error}
          options={addresses.map((address) => ({
            value: address.id,
            disabled: !address.is_complete,
            label: (
              <span className="font-medium">
                {address.label} · {address.nama_depan} {address.nama_belakang}
              </span>
            ),
            description: (
              <>
                <span className="block">{addressLine(address)}</span>
                <span className="block">{address.telepon}</span>
                {!address.is_complete && (
                  <span className="block text-danger-700">
                    <FormattedMessage id="checkout.address.incomplete" />
                  </span>
                )}
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}
